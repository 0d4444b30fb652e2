import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOCUMENT_KINDS } from '../../contract/association/portal.js';

export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a code says: whose document, which one, issued which day. */
export interface DocumentClaim {
  memberId: number;
  kind: DocumentKind;
  /** YYYY-MM-DD, the association's day of issue. */
  issuedAt: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks the verification codes printed on members' documents. */
    documents: DocumentCodes;
  }
}

const VERSION = 1;
/** 80 bits of HMAC: guessing a code for a given member, kind and day takes 2^79 tries on average. */
const MAC_BYTES = 10;
const PAYLOAD_BYTES = 8;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2000, 0, 1);
/** An origin the BFF reports (scheme, host, optional port), nothing more. */
const ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;
const FALLBACK_ORIGIN = 'http://localhost:3000';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function unbase32(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    value = ((value << 5) | ALPHABET.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/**
 * Verification codes of members' cards and certificates: member id, document kind and day of issue, with an HMAC
 * under a key derived from the access-token secret (a different purpose, so a different key), in 29 characters of
 * base32 that a person can type. Nothing is stored: a code is genuine when its HMAC is, and the holder's current
 * status decides whether it is still valid.
 */
export class DocumentCodes {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly publicUrl?: string,
  ) {
    this.key = createHmac('sha256', secret).update('sejawat/document-codes/v1').digest();
  }

  sign({ memberId, kind, issuedAt }: DocumentClaim): string {
    const payload = Buffer.alloc(PAYLOAD_BYTES);
    payload.writeUInt8(VERSION, 0);
    payload.writeUInt32BE(memberId, 1);
    payload.writeUInt8(DOCUMENT_KINDS.indexOf(kind) + 1, 5);
    payload.writeUInt16BE(Math.round((Date.parse(`${issuedAt}T00:00:00Z`) - EPOCH) / DAY_MS), 6);
    return base32(Buffer.concat([payload, this.mac(payload)]));
  }

  /** The claim of a genuine code; undefined for one the association never issued (forged, altered, mistyped). */
  verify(code: string): DocumentClaim | undefined {
    const canonical = code.toUpperCase();
    const bytes = unbase32(canonical);
    // Decoding drops the last character's spare bit: only the one spelling that encoding produces is genuine.
    if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || base32(bytes) !== canonical) return undefined;
    const payload = bytes.subarray(0, PAYLOAD_BYTES);
    if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), this.mac(payload))) return undefined;
    const kind = DOCUMENT_KINDS[payload.readUInt8(5) - 1];
    if (payload.readUInt8(0) !== VERSION || !kind) return undefined;
    const issuedAt = new Date(EPOCH + payload.readUInt16BE(6) * DAY_MS).toISOString().slice(0, 10);
    return { memberId: payload.readUInt32BE(1), kind, issuedAt };
  }

  /** The public page that verifies a code: PUBLIC_URL's, else the origin the member reached the product at. */
  verifyUrl(code: string, reportedOrigin: unknown): string {
    const origin = this.publicUrl ?? (typeof reportedOrigin === 'string' && ORIGIN.test(reportedOrigin) ? reportedOrigin : FALLBACK_ORIGIN);
    return `${origin}/verify/${code}`;
  }

  private mac(payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, MAC_BYTES);
  }
}

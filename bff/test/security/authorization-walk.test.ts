import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';
import { startAssociation, type AssociationClient } from '../association/harness.js';
import { testConfig } from '../helpers.js';

interface Operation {
  operationId: string;
  method: string;
  path: string;
  url: string;
  tags: string[];
  public: boolean;
}

const spec = parse(readFileSync(path.join(REPO_ROOT, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; tags?: string[]; security?: unknown[] }>>;
};
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const OPERATIONS: Operation[] = Object.entries(spec.paths).flatMap(([p, methods]) =>
  Object.entries(methods)
    .filter(([method]) => METHODS.has(method))
    .map(([method, op]) => ({
      operationId: op.operationId,
      method: method.toUpperCase(),
      path: p,
      url: p.replace(/\{[^}]+\}/g, '1'),
      tags: op.tags ?? [],
      public: Array.isArray(op.security) && op.security.length === 0,
    })),
);
const GUARDED = OPERATIONS.filter((op) => !op.public);
const isAssociation = (op: Operation) => op.path.startsWith('/api/association/');
/** The client demo account has read on ACL and Auth only; these are the operations it may call. */
// Read on Auth: the signed-in user, and setting one's own password (which the client's store account answers 409).
const CLIENT_MAY_CALL = new Set(['getCurrentUser', 'changePassword']);

const config = testConfig();
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function hs256(payload: Record<string, unknown>, secret: string, alg = 'HS256') {
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  const hash = alg === 'HS512' ? 'sha512' : 'sha256';
  return `${head}.${createHmac(hash, secret).update(head).digest('base64url')}`;
}
const now = Math.floor(Date.now() / 1000);
/** Tokens for the admin account (id 1) that must all be refused. */
const BAD_TOKENS: Record<string, string | undefined> = {
  'no token': undefined,
  'expired token': hs256({ id: 1, iat: now - 3600, exp: now - 60 }, config.jwt.accessSecret),
  'token signed with another key': hs256({ id: 1, iat: now, exp: now + 600 }, 'another-secret-0123456789-abcdefghijklmnop'),
  'alg=none token': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ id: 1, iat: now, exp: now + 600 })}.`,
  'HS512 token (algorithm not allowed)': hs256({ id: 1, iat: now, exp: now + 600 }, config.jwt.accessSecret, 'HS512'),
  'refresh-secret token used as access token': hs256({ id: 1, iat: now, exp: now + 600 }, config.jwt.refreshSecret),
  'token for a user that does not exist': hs256({ id: 999_999, iat: now, exp: now + 600 }, config.jwt.accessSecret),
};

describe('authorization walk over every operation in openapi.yaml', () => {
  let assoc: AssociationClient;
  let requests = 0;
  beforeAll(async () => {
    assoc = await startAssociation('embedded');
  }, 60_000);
  afterAll(async () => {
    await assoc?.close();
    console.info(`authorization walk: ${OPERATIONS.length} operations (${GUARDED.length} guarded), ${requests} requests`);
  });

  const call = (op: Operation, token: string | undefined) => {
    requests++;
    return assoc.bff.inject({
      method: op.method as 'GET',
      url: op.url,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  };

  it('the contract has guarded operations, association ones among them', () => {
    expect(GUARDED.length).toBeGreaterThan(100);
    expect(GUARDED.filter(isAssociation).length).toBeGreaterThan(50);
    expect(OPERATIONS.filter((op) => op.public).map((op) => op.operationId).sort()).toEqual(
      expect.arrayContaining(['login', 'logout', 'refreshToken', 'register']),
    );
  });

  for (const [label, token] of Object.entries(BAD_TOKENS)) {
    it(`${label}: every guarded operation answers 401 with the error body`, async () => {
      const wrong: string[] = [];
      for (const op of GUARDED) {
        const res = await call(op, token);
        const body = res.json() as { statusCode?: number; error?: string; message?: string };
        if (res.statusCode !== 401 || body.statusCode !== 401 || body.error !== 'Unauthorized' || res.headers['www-authenticate'] !== 'Bearer') {
          wrong.push(`${op.method} ${op.path} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it("the client account's token: 403 everywhere except what read on ACL and Auth allows", async () => {
    const wrong: string[] = [];
    for (const op of GUARDED) {
      const res = await call(op, assoc.clientToken);
      const allowed = CLIENT_MAY_CALL.has(op.operationId);
      if (allowed ? res.statusCode === 401 || res.statusCode === 403 : res.statusCode !== 403) {
        wrong.push(`${op.method} ${op.path} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      if (!allowed) expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', message: expect.stringMatching(/^Not allowed to /) });
    }
    expect(wrong).toEqual([]);
  });

  it('association records are never readable without the right ability, not even through the catch-all proxy', async () => {
    for (const url of ['/api/association/unknown-resource', '/api/association/members/1/../../divisions', '/api/association//members']) {
      const res = await assoc.bff.inject({ method: 'GET', url, headers: { authorization: `Bearer ${assoc.clientToken}` } });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('the association server itself refuses every bad token too (defence in depth)', async () => {
    const wrong: string[] = [];
    for (const op of GUARDED.filter(isAssociation)) {
      for (const [label, token] of Object.entries(BAD_TOKENS)) {
        if (label.startsWith('token for a user')) continue; // the association server trusts the BFF for who exists
        if (label.startsWith('refresh-secret')) continue; // it only knows the access secret; checked below
        requests++;
        const res = await assoc.upstream.inject({
          method: op.method as 'GET',
          url: op.url,
          headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
        });
        if (res.statusCode !== 401) wrong.push(`${label}: ${op.method} ${op.path} -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';

export type ConsumeResult = 'ok' | 'reused' | 'unknown';

export interface IssuedRefreshToken {
  jti: string;
  familyId: string;
}

/**
 * Refresh tokens are single use. Each login starts a family; every refresh consumes the presented token and
 * issues the next one in the same family. Presenting an already-used token revokes the whole family.
 */
export interface RefreshTokenStore {
  issue(userId: number, expiresAt: number, familyId?: string): Promise<IssuedRefreshToken>;
  consume(jti: string): Promise<ConsumeResult>;
  revokeFamily(familyId: string): Promise<void>;
  /** Revokes the family of the given token, if it is known. */
  revokeByToken(jti: string): Promise<void>;
  /** Releases connections, if the store holds any. */
  close?(): Promise<void>;
}

interface Entry {
  userId: number;
  familyId: string;
  expiresAt: number;
  used: boolean;
}

export class MemoryRefreshTokenStore implements RefreshTokenStore {
  private readonly tokens = new Map<string, Entry>();
  private readonly revokedFamilies = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async issue(userId: number, expiresAt: number, familyId: string = randomUUID()) {
    this.sweep();
    const jti = randomUUID();
    this.tokens.set(jti, { userId, familyId, expiresAt, used: false });
    return { jti, familyId };
  }

  async consume(jti: string): Promise<ConsumeResult> {
    const entry = this.tokens.get(jti);
    if (!entry || entry.expiresAt <= this.now() || this.revokedFamilies.has(entry.familyId)) return 'unknown';
    if (entry.used) {
      await this.revokeFamily(entry.familyId);
      return 'reused';
    }
    entry.used = true;
    return 'ok';
  }

  async revokeFamily(familyId: string) {
    let latest = this.now();
    for (const [jti, entry] of this.tokens) {
      if (entry.familyId !== familyId) continue;
      latest = Math.max(latest, entry.expiresAt);
      this.tokens.delete(jti);
    }
    this.revokedFamilies.set(familyId, latest);
  }

  async revokeByToken(jti: string) {
    const entry = this.tokens.get(jti);
    if (entry) await this.revokeFamily(entry.familyId);
  }

  /** Forgets expired tokens and revocations that can no longer matter. */
  private sweep() {
    const now = this.now();
    for (const [jti, entry] of this.tokens) if (entry.expiresAt <= now) this.tokens.delete(jti);
    for (const [family, until] of this.revokedFamilies) if (until <= now) this.revokedFamilies.delete(family);
  }
}

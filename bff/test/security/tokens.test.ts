import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRefreshTokenStore, type RefreshTokenStore } from '../../src/stores/refresh-tokens.js';
import { PostgresRefreshTokenStore } from '../../src/stores/refresh-tokens-postgres.js';
import { ADMIN, bearer, decodeJwt, login, makeApp, testConfig } from '../helpers.js';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** One table prefix per test run, dropped afterwards. */
const TABLE = `t${process.pid}_${Date.now().toString(36)}_rt`;

interface StoreKind {
  name: string;
  /** Each call is a separate store object; for PostgreSQL they share the tables, like two BFF instances. */
  open(now?: () => number): Promise<RefreshTokenStore>;
}

let memoryShared: MemoryRefreshTokenStore | undefined;
const KINDS: StoreKind[] = [
  { name: 'memory', open: async (now) => (now ? new MemoryRefreshTokenStore(now) : (memoryShared ??= new MemoryRefreshTokenStore())) },
  { name: 'postgres', open: (now) => PostgresRefreshTokenStore.open({ connectionString: POSTGRES_URL, table: TABLE, now }) },
];

const opened: RefreshTokenStore[] = [];
afterAll(async () => {
  for (const store of opened) await store.close?.();
  const c = new pg.Client({ connectionString: POSTGRES_URL });
  await c.connect();
  await c.query(`DROP TABLE IF EXISTS ${TABLE}, ${TABLE}_revoked_families`);
  await c.end();
});

describe.each(KINDS)('refresh tokens on the $name store', (kind) => {
  let app: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    const a = await kind.open();
    const b = await kind.open();
    opened.push(a, b);
    // Two BFF instances behind a load balancer, sharing the token store.
    app = await makeApp(testConfig(), { refreshTokens: a });
    second = await makeApp(testConfig(), { refreshTokens: b });
  });
  afterAll(async () => {
    await app.close();
    await second.close();
  });

  const refresh = (on: FastifyInstance, refreshToken: string) =>
    on.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken } });

  it('rotates on every use: the new pair works, the old refresh token does not', async () => {
    const session = await login(app, ADMIN);
    const first = await refresh(app, session.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json() as { accessToken: string; refreshToken: string };
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(decodeJwt(next.refreshToken).fam).toBe(decodeJwt(session.refreshToken).fam);
    expect((await app.inject({ method: 'GET', url: '/jwt/me', headers: bearer(next.accessToken) })).statusCode).toBe(200);
    // Rotation continues on the other instance.
    const again = await refresh(second, next.refreshToken);
    expect(again.statusCode).toBe(200);
  });

  it('reusing a rotated token revokes the whole family, on every instance', async () => {
    const session = await login(app, ADMIN);
    const rotated = (await refresh(app, session.refreshToken)).json() as { refreshToken: string };
    // The stolen old token is replayed against the other instance.
    const replay = await refresh(second, session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Invalid refresh token' });
    // The legitimate holder's current token is dead too: they must log in again.
    expect((await refresh(app, rotated.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second, rotated.refreshToken)).statusCode).toBe(401);
    // Other logins of the same user are separate families and keep working.
    const other = await login(app, ADMIN);
    expect((await refresh(second, other.refreshToken)).statusCode).toBe(200);
  });

  it('two instances racing on the same token: at most one wins', async () => {
    const session = await login(app, ADMIN);
    const [a, b] = await Promise.all([refresh(app, session.refreshToken), refresh(second, session.refreshToken)]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 401]);
    // The race counts as reuse: the winner's new token is revoked with the family.
    const winner = (a.statusCode === 200 ? a : b).json() as { refreshToken: string };
    expect((await refresh(app, winner.refreshToken)).statusCode).toBe(401);
  });

  it('logout revokes the family on every instance and is idempotent', async () => {
    const session = await login(app, ADMIN);
    const rotated = (await refresh(app, session.refreshToken)).json() as { refreshToken: string };
    const out = await second.inject({ method: 'POST', url: '/jwt/logout', payload: { refreshToken: rotated.refreshToken } });
    expect(out.statusCode).toBe(204);
    expect((await refresh(app, rotated.refreshToken)).statusCode).toBe(401);
    expect((await second.inject({ method: 'POST', url: '/jwt/logout', payload: { refreshToken: rotated.refreshToken } })).statusCode).toBe(204);
  });

  it('rejects forged, garbage and expired refresh tokens', async () => {
    for (const token of ['', 'garbage', 'a.b.c', (await login(app, ADMIN)).accessToken]) {
      const res = await refresh(app, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid refresh token' });
    }
  });

  it('the store itself: expiry, unknown tokens, reuse, revocation by token', async () => {
    let clock = 1_000_000;
    const store = await kind.open(() => clock);
    opened.push(store);
    const { jti, familyId } = await store.issue(7, clock + 1000);
    const sibling = await store.issue(7, clock + 1000, familyId);
    expect(await store.consume('00000000-0000-0000-0000-000000000000')).toBe('unknown');
    expect(await store.consume(jti)).toBe('ok');
    expect(await store.consume(jti)).toBe('reused');
    expect(await store.consume(sibling.jti)).toBe('unknown');
    const late = await store.issue(8, clock + 1000);
    clock += 1001;
    expect(await store.consume(late.jti)).toBe('unknown');
    const fresh = await store.issue(9, clock + 1000);
    await store.revokeByToken(fresh.jti);
    expect(await store.consume(fresh.jti)).toBe('unknown');
  });
});

describe('TOKEN_STORE_URL', () => {
  it('selects the PostgreSQL store, which creates its table on start', async () => {
    const schema = `${TABLE}_s`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const app = await makeApp(testConfig({ TOKEN_STORE_URL: url }));
    try {
      const session = await login(app, ADMIN);
      expect((await app.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken: session.refreshToken } })).statusCode).toBe(200);
      const { rows } = await admin.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${schema}.bff_refresh_tokens WHERE jti = $1`,
        [decodeJwt(session.refreshToken).jti],
      );
      expect(Number(rows[0]!.n)).toBe(1);
    } finally {
      await app.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  });

  it('must be a postgres:// URL', () => {
    expect(() => testConfig({ TOKEN_STORE_URL: 'mysql://x' })).toThrow(/TOKEN_STORE_URL/);
  });
});

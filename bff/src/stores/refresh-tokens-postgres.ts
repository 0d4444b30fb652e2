import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { inTransaction } from '../lib/pg-transaction.js';
import type { ConsumeResult, IssuedRefreshToken, RefreshTokenStore } from './refresh-tokens.js';

export interface PostgresRefreshTokenStoreOptions {
  connectionString: string;
  /** Name prefix of the two tables (`<prefix>` and `<prefix>_revoked_families`); tests use a unique one per run. */
  table?: string;
  now?: () => number;
  /** Pool size per BFF instance. */
  maxConnections?: number;
}

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,40}$/;
const SWEEP_EVERY_MS = 60_000;

/**
 * The refresh-token store in PostgreSQL, so several BFF instances behind a load balancer agree on which tokens are
 * used and which families are revoked. Same semantics as MemoryRefreshTokenStore; the tables are created on open.
 * Using a token is one conditional UPDATE, so two instances racing on the same token cannot both succeed: the
 * loser sees it as reused and revokes the family.
 */
export class PostgresRefreshTokenStore implements RefreshTokenStore {
  private lastSweep = 0;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly tokens: string,
    private readonly revoked: string,
    private readonly now: () => number,
  ) {}

  static async open(options: PostgresRefreshTokenStoreOptions): Promise<PostgresRefreshTokenStore> {
    const table = options.table ?? 'bff_refresh_tokens';
    if (!TABLE_NAME.test(table)) throw new Error(`invalid refresh-token table name "${table}"`);
    const pool = new pg.Pool({ connectionString: options.connectionString, max: options.maxConnections ?? 5 });
    pool.on('error', () => undefined); // an idle client dropped by the server; the next query reconnects
    const store = new PostgresRefreshTokenStore(pool, table, `${table}_revoked_families`, options.now ?? Date.now);
    try {
      await store.createTables();
    } catch (err) {
      await pool.end();
      throw err;
    }
    return store;
  }

  private async createTables() {
    await inTransaction(this.pool, async (client) => {
      // Serialise table creation between instances starting at the same time.
      await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [this.tokens]);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.tokens} (
        jti text PRIMARY KEY,
        family_id text NOT NULL,
        user_id integer NOT NULL,
        expires_at bigint NOT NULL,
        used boolean NOT NULL DEFAULT false
      )`);
      await client.query(`CREATE INDEX IF NOT EXISTS ${this.tokens}_family_idx ON ${this.tokens} (family_id)`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.revoked} (
        family_id text PRIMARY KEY,
        until bigint NOT NULL
      )`);
    });
  }

  async issue(userId: number, expiresAt: number, familyId: string = randomUUID()): Promise<IssuedRefreshToken> {
    await this.sweep();
    const jti = randomUUID();
    await this.pool.query(`INSERT INTO ${this.tokens} (jti, family_id, user_id, expires_at) VALUES ($1, $2, $3, $4)`, [
      jti,
      familyId,
      userId,
      expiresAt,
    ]);
    return { jti, familyId };
  }

  async consume(jti: string): Promise<ConsumeResult> {
    const now = this.now();
    const used = await this.pool.query(
      `UPDATE ${this.tokens} t SET used = true
        WHERE t.jti = $1 AND NOT t.used AND t.expires_at > $2
          AND NOT EXISTS (SELECT 1 FROM ${this.revoked} r WHERE r.family_id = t.family_id)
        RETURNING t.family_id`,
      [jti, now],
    );
    if (used.rowCount === 1) return 'ok';
    const found = await this.pool.query<{ family_id: string; used: boolean; expires_at: string }>(
      `SELECT t.family_id, t.used, t.expires_at FROM ${this.tokens} t
        WHERE t.jti = $1 AND NOT EXISTS (SELECT 1 FROM ${this.revoked} r WHERE r.family_id = t.family_id)`,
      [jti],
    );
    const row = found.rows[0];
    if (!row || Number(row.expires_at) <= now) return 'unknown';
    if (row.used) {
      await this.revokeFamily(row.family_id);
      return 'reused';
    }
    return 'unknown';
  }

  async revokeFamily(familyId: string): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query(
        `INSERT INTO ${this.revoked} (family_id, until)
           SELECT $1, GREATEST($2::bigint, COALESCE(MAX(expires_at), 0)) FROM ${this.tokens} WHERE family_id = $1
         ON CONFLICT (family_id) DO UPDATE SET until = GREATEST(${this.revoked}.until, EXCLUDED.until)`,
        [familyId, this.now()],
      );
      await client.query(`DELETE FROM ${this.tokens} WHERE family_id = $1`, [familyId]);
    });
  }

  async revokeByToken(jti: string): Promise<void> {
    const found = await this.pool.query<{ family_id: string }>(`SELECT family_id FROM ${this.tokens} WHERE jti = $1`, [jti]);
    if (found.rows[0]) await this.revokeFamily(found.rows[0].family_id);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** Forgets expired tokens and revocations that can no longer matter, at most once a minute per instance. */
  private async sweep() {
    const now = this.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.pool.query(`DELETE FROM ${this.tokens} WHERE expires_at <= $1`, [now]);
    await this.pool.query(`DELETE FROM ${this.revoked} WHERE until <= $1`, [now]);
  }
}

import { verify } from '@node-rs/argon2';
import pg from 'pg';
import { inTransaction } from '../lib/pg-transaction.js';
import {
  dummyHash,
  isAdministrator,
  newAccount,
  normaliseEmail,
  usernameOf,
  type AuthUser,
  type AuthUserStore,
  type NewAdministrator,
  type NewAuthUser,
  type StoredUser,
} from './auth-users.js';

export interface PostgresAuthUserStoreOptions {
  connectionString: string;
  /** The table; tests use a unique one per run. */
  table?: string;
  /** The demo accounts to keep in the table; every other demo account (same email) is removed from it. */
  demo: { keep: StoredUser[]; remove: string[] };
  maxConnections?: number;
}

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,40}$/;

interface Row {
  id: number;
  full_name: string;
  username: string;
  avatar: string | null;
  email: string;
  role: string;
  ability: AuthUser['ability'];
  extras: AuthUser['extras'];
  password_hash: string;
}

const toUser = (row: Row): AuthUser => ({
  id: row.id,
  fullName: row.full_name,
  username: row.username,
  avatar: row.avatar,
  email: row.email,
  role: row.role,
  ability: row.ability,
  extras: row.extras,
});

/**
 * Accounts in PostgreSQL (ACCOUNT_STORE_URL), so they survive restarts and every BFF instance sees the same ones.
 * Same semantics as MemoryAuthUserStore; the table is created on open. Demo accounts are written when enabled and
 * deleted when not, so turning demo data off in production removes them.
 */
const FIND_CACHE_MS = 5000;

export class PostgresAuthUserStore implements AuthUserStore {
  private readonly recent = new Map<number, { user: AuthUser | undefined; at: number }>();

  private constructor(
    private readonly pool: pg.Pool,
    private readonly table: string,
  ) {}

  static async open(options: PostgresAuthUserStoreOptions): Promise<PostgresAuthUserStore> {
    const table = options.table ?? 'bff_users';
    if (!TABLE_NAME.test(table)) throw new Error(`invalid account table name "${table}"`);
    const pool = new pg.Pool({ connectionString: options.connectionString, max: options.maxConnections ?? 5 });
    pool.on('error', () => undefined); // an idle client dropped by the server; the next query reconnects
    const store = new PostgresAuthUserStore(pool, table);
    try {
      await store.prepare(options.demo);
    } catch (err) {
      await pool.end();
      throw err;
    }
    return store;
  }

  private async prepare(demo: PostgresAuthUserStoreOptions['demo']) {
    await inTransaction(this.pool, async (client) => {
      // Serialise creation and demo seeding between instances starting at the same time.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [this.table]);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.table} (
        id serial PRIMARY KEY,
        email text NOT NULL UNIQUE,
        username text NOT NULL,
        full_name text NOT NULL,
        avatar text,
        role text NOT NULL,
        ability jsonb NOT NULL,
        extras jsonb NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
      await client.query(`CREATE UNIQUE INDEX IF NOT EXISTS ${this.table}_username_idx ON ${this.table} (lower(username))`);
      await client.query(`DELETE FROM ${this.table} WHERE email = ANY($1::text[])`, [demo.remove]);
      for (const u of demo.keep) {
        await client.query(
          `INSERT INTO ${this.table} (email, username, full_name, avatar, role, ability, extras, password_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (email) DO NOTHING`,
          [u.email, u.username, u.fullName, u.avatar, u.role, JSON.stringify(u.ability), JSON.stringify(u.extras), u.passwordHash],
        );
      }
    });
  }

  /**
   * Every authenticated request reads its user (current abilities, not those frozen in the token): kept for a few
   * seconds per user, so a session's requests do not each cost a database round trip. A change made through this
   * instance is seen at once; one made through another BFF instance within FIND_CACHE_MS.
   */
  async findById(id: number) {
    const cached = this.recent.get(id);
    if (cached && Date.now() - cached.at < FIND_CACHE_MS) return cached.user;
    const { rows } = await this.pool.query<Row>(`SELECT * FROM ${this.table} WHERE id = $1`, [id]);
    // Frozen, so every request of the session can be handed the same object (no copy per request; a caller cannot
    // change what the next one reads), and the ability made of its rules is found by identity (plugins/auth.ts).
    const user = rows[0] && deepFreeze(toUser(rows[0]));
    if (this.recent.size >= 10_000) this.recent.clear();
    this.recent.set(id, { user, at: Date.now() });
    return user;
  }

  async verifyCredentials(email: string, password: string) {
    const { rows } = await this.pool.query<Row>(`SELECT * FROM ${this.table} WHERE email = $1`, [normaliseEmail(email)]);
    const row = rows[0];
    const ok = await verify(row?.password_hash ?? (await dummyHash()), password);
    return ok && row ? toUser(row) : undefined;
  }

  async emailTaken(email: string) {
    const { rowCount } = await this.pool.query(`SELECT 1 FROM ${this.table} WHERE email = $1`, [normaliseEmail(email)]);
    return rowCount === 1;
  }

  async usernameTaken(username: string) {
    const { rowCount } = await this.pool.query(`SELECT 1 FROM ${this.table} WHERE lower(username) = lower($1)`, [
      username.trim(),
    ]);
    return rowCount === 1;
  }

  async create(user: NewAuthUser) {
    return this.insert(await newAccount('registered', user));
  }

  async hasAdministrator() {
    const { rows } = await this.pool.query<Row>(
      `SELECT * FROM ${this.table} WHERE ability @> '[{"action":"manage","subject":"all"}]'::jsonb LIMIT 1`,
    );
    return rows.some((row) => isAdministrator(toUser(row)));
  }

  async createAdministrator({ email, password }: NewAdministrator) {
    return this.insert(await newAccount('administrator', { email, password, username: usernameOf(email) }));
  }

  async close() {
    await this.pool.end();
  }

  private async insert(a: Omit<StoredUser, 'id'>) {
    this.recent.clear();
    const { rows } = await this.pool.query<Row>(
      `INSERT INTO ${this.table} (email, username, full_name, avatar, role, ability, extras, password_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [a.email, a.username, a.fullName, a.avatar, a.role, JSON.stringify(a.ability), JSON.stringify(a.extras), a.passwordHash],
    );
    return toUser(rows[0]!);
  }
}

/** Freezes an object and everything it holds (a user read from the table: plain data). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

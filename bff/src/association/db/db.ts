import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdir } from 'node:fs/promises';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

/** The reference server's only view of PostgreSQL: embedded PGlite or a real server behind the same calls. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs `fn` in one transaction: everything it wrote commits together, or nothing does. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

type Queryable = Pick<PGlite, 'query' | 'exec'>;

class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  constructor(
    private readonly conn: Queryable,
    private readonly root?: PGlite,
  ) {}

  async query<T>(sql: string, params: unknown[] = []) {
    const result = await this.conn.query<T>(sql, params);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    if (!this.root) return fn(this);
    return this.root.transaction((tx) => fn(new PgliteDb(tx)));
  }

  async exec(sql: string) {
    await this.conn.exec(sql);
  }

  async close() {
    await this.root?.close();
  }
}

class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  constructor(
    private readonly conn: pg.Pool | pg.PoolClient,
    private readonly pool?: pg.Pool,
  ) {}

  async query<T>(sql: string, params: unknown[] = []) {
    const result = await this.conn.query(sql, params);
    return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    if (!this.pool) return fn(this);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(new PostgresDb(client));
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async exec(sql: string) {
    await this.conn.query(sql);
  }

  async close() {
    await this.pool?.end();
  }
}

// DATE columns stay 'YYYY-MM-DD' strings and NUMERIC stays exact text; the repository converts where it must.
pg.types.setTypeParser(1082, (value: string) => value);
pg.types.setTypeParser(20, (value: string) => Number(value));

export interface DbOptions {
  /** A PostgreSQL connection string; when absent, embedded PGlite in `dataDir` (or memory when dataDir is absent). */
  databaseUrl?: string;
  dataDir?: string;
}

/**
 * The association's calendar: "today" (a date may not be in the future, a due is overdue after its date) is the day
 * in Western Indonesian Time, where the association keeps its books, not the server's UTC day, which lags seven
 * hours behind and would refuse this morning's letters and payments until 07:00.
 */
export const ASSOCIATION_TIME_ZONE = 'Asia/Jakarta';

/** The connection string with the association's time zone added to its startup options (kept alongside its own). */
function withTimeZone(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return databaseUrl;
  }
  const own = url.searchParams.get('options');
  url.searchParams.set('options', [own, `-c TimeZone=${ASSOCIATION_TIME_ZONE}`].filter(Boolean).join(' '));
  return url.toString();
}

export async function openDb({ databaseUrl, dataDir }: DbOptions): Promise<Db> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: withTimeZone(databaseUrl), max: 10 });
    await pool.query('SELECT 1');
    return new PostgresDb(pool, pool);
  }
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const lite = new PGlite(dataDir, { extensions: { pg_trgm } });
  await lite.waitReady;
  await lite.exec(`SET TIME ZONE '${ASSOCIATION_TIME_ZONE}'`);
  return new PgliteDb(lite, lite);
}

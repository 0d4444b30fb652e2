import { createHash } from 'node:crypto';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

/** The reference server's only view of PostgreSQL (the embedded server or one named by DATABASE_URL). */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs `fn` in one transaction: everything it wrote commits together, or nothing does. */
  transaction<T>(fn: (tx: Db) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs the reads of one answer together. On a scoped Db each statement would otherwise run in a transaction of its
   * own (BEGIN with the scope, the statement, COMMIT); here they share one, read-only (a list's count and its page:
   * four round trips instead of six). Unscoped, or inside a transaction, they run as they are.
   */
  reads<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * The same database seen by one caller: every statement runs in a transaction under the scope's role and settings,
   * so PostgreSQL's row-level security (migration 060) filters and checks every row it touches.
   */
  scoped(scope: DbScope | undefined): Db;
  /** The scope statements run under ('' for the owner's unrestricted view): part of every cache key. */
  readonly scopeKey: string;
  close(): Promise<void>;
}

/** A role with row-level security and the settings its policies read (see migration 060_scoped_access.sql). */
export interface DbScope {
  role: 'sejawat_board' | 'sejawat_member';
  settings: Record<string, string>;
}

export interface TransactionOptions {
  /** Default: read committed. */
  isolation?: 'read committed' | 'repeatable read' | 'serializable';
  readOnly?: boolean;
  /**
   * 'generic': the transaction's statements run on generic plans (plan_cache_mode force_generic_plan, for this
   * transaction only). For short writes that find their rows by key and hand lists of ids as arrays: the plan cache
   * judges a plan for a one-element array cheaper than the generic one and so planned such statements again on every
   * execution. A dues payment at 50,000 members spent 0.94 ms of its 3.3 ms in PostgreSQL planning (the dues' UPDATE
   * 0.25 ms, the arrears check 0.48 ms, each time: pg_stat_statements with track_planning).
   */
  plans?: 'generic';
}

/**
 * Statements with parameters run as named prepared statements, one name per SQL text: each pooled connection parses
 * and analyses a statement once and PostgreSQL's plan cache decides, per statement, whether a generic plan is as good
 * as planning for the values (plan_cache_mode auto; a plan that depends on the role, as row-level security's do, is
 * remade when the role differs). Unnamed, every execution was parsed, analysed and planned again: a dues payment
 * (a dozen statements) took 5.9 ms alone and 395 a second with 10 connections at 50,000 members, 3.5 ms and 590-650
 * a second prepared. Statements without parameters (scripts, BEGIN, COMMIT) stay unnamed. SQL texts are finite (the
 * code's own, a few variants each); past STATEMENT_NAMES of them new texts run unnamed, so a text built from values
 * by mistake cannot fill every connection's memory with plans.
 * Through PgBouncer in transaction mode, DATABASE_URL needs PgBouncer 1.21 or newer with max_prepared_statements set.
 */
const STATEMENT_NAMES = 1_000;
const hashName = (sql: string) => `s_${createHash('sha256').update(sql).digest('base64url').slice(0, 32)}`;

/** The names of SQL texts run as prepared statements: one per text, at most `limit` texts, renamed on a stale plan. */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private renamed = 0;

  constructor(private readonly limit = STATEMENT_NAMES) {}

  /** The name `sql` runs under, or undefined (run unnamed) once `limit` texts have names. */
  nameOf(sql: string): string | undefined {
    let name = this.names.get(sql);
    if (name === undefined && this.names.size < this.limit) {
      name = hashName(sql);
      this.names.set(sql, name);
    }
    return name;
  }

  /** A new name for `sql`: the old one's plan no longer fits its tables on the connections that prepared it. */
  rename(sql: string): void {
    this.names.set(sql, `${hashName(sql)}_${++this.renamed}`);
  }
}
const statementNames = new StatementNames();

/**
 * `LIMIT $n OFFSET $m` with the two numbers added after `params` as parameters. Written into the SQL text, every page
 * of every list would be a statement text of its own, prepared again on every connection (see StatementNames).
 */
export function paged(params: unknown[], limit: number, offset: number): { sql: string; params: unknown[] } {
  const all = [...params, limit, offset];
  return { sql: `LIMIT $${all.length - 1} OFFSET $${all.length}`, params: all };
}

/** PostgreSQL's refusal to run a prepared statement whose result columns changed since it was prepared. */
const isStalePlan = (err: unknown) =>
  (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test((err as Error).message);

class PostgresDb implements Db {
  readonly scopeKey: string;
  /** The statement that puts a transaction under the scope, values written in (no parameters). */
  private readonly scopeSql?: string;

  constructor(
    private readonly conn: pg.Pool | pg.PoolClient,
    private readonly pool?: pg.Pool,
    private readonly scope?: DbScope,
  ) {
    this.scopeKey = scope ? JSON.stringify(scope) : '';
    if (scope) {
      // set_config(..., true): for this transaction only, so a pooled connection never carries a scope onwards. The
      // values are written into the text as literals (pg.escapeLiteral) so that the scope travels with BEGIN in one
      // round trip (a text without parameters may hold several statements): a scoped read was four round trips
      // (BEGIN, the scope, the query, COMMIT) and is three.
      const settings = [['role', scope.role], ...Object.entries(scope.settings)];
      this.scopeSql = `SELECT ${settings.map(([name, value]) => `set_config(${pg.escapeLiteral(name!)}, ${pg.escapeLiteral(value!)}, true)`).join(', ')}`;
    }
  }

  scoped(scope: DbScope | undefined): Db {
    if (!this.pool) throw new Error('scoped() is for the pool, not inside a transaction');
    return scope ? new PostgresDb(this.pool, this.pool, scope) : new PostgresDb(this.pool, this.pool);
  }

  async query<T>(sql: string, params: unknown[] = []) {
    // A scoped statement outside a transaction gets one of its own: the scope lives and dies with it.
    if (this.scopeSql && this.pool) return this.transaction((tx) => tx.query<T>(sql, params));
    const name = params.length > 0 ? statementNames.nameOf(sql) : undefined;
    let result: pg.QueryResult;
    try {
      result = await (name ? this.conn.query({ name, text: sql, values: params }) : this.conn.query(sql, params));
    } catch (err) {
      // A table changed under a prepared `SELECT *` (a migration by a newer release during a rolling deploy): the
      // text gets a new name, prepared afresh everywhere; outside a transaction the statement is simply run again.
      if (!name || !isStalePlan(err)) throw err;
      statementNames.rename(sql);
      if (this.conn !== this.pool) throw err;
      result = await this.conn.query({ name: statementNames.nameOf(sql)!, text: sql, values: params });
    }
    return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    if (!this.pool) return fn(this);
    const client = await this.pool.connect();
    try {
      // (One round trip: a text without parameters may hold several statements.)
      await client.query(
        `BEGIN ISOLATION LEVEL ${(options.isolation ?? 'read committed').toUpperCase()}${options.readOnly ? ' READ ONLY' : ''}` +
          (options.plans === 'generic' ? '; SET LOCAL plan_cache_mode = force_generic_plan' : '') +
          (this.scopeSql ? `; ${this.scopeSql}` : ''),
      );
      const result = await fn(new PostgresDb(client, undefined, this.scope));
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  reads<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    return this.scopeSql && this.pool ? this.transaction(fn, { readOnly: true }) : fn(this);
  }

  async exec(sql: string) {
    if (this.scopeSql && this.pool) return this.transaction((tx) => tx.exec(sql));
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
  /** A PostgreSQL connection string (the embedded server's or DATABASE_URL). */
  databaseUrl: string;
  /** Connections in the pool (default 10). */
  poolSize?: number;
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

export async function openDb({ databaseUrl, poolSize = 10 }: DbOptions): Promise<Db> {
  const pool = new pg.Pool({ connectionString: withTimeZone(databaseUrl), max: poolSize });
  // An idle client whose server went away (a restart of PostgreSQL) is dropped from the pool, not thrown at the process.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  return new PostgresDb(pool, pool);
}

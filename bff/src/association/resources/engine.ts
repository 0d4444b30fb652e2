import { listPage, type ListPage } from '../../contract/association/list.js';
import { paged, type Db } from '../db/db.js';
import { ApiError, fromDatabaseError, notFound } from '../errors.js';
import { writeAudit } from './audit.js';
import { READ_ONLY } from './writable.js';

type Row = Record<string, unknown>;

/** How a resource is stored: the SQL behind the contract's list, filters, sorts and writes. */
export interface ResourceStorage {
  /** Audit and error name, e.g. 'division'. */
  entity: string;
  table: string;
  /** SELECT ... FROM ... producing one row per record with the entity's field names as (quoted) aliases. */
  select: string;
  /** The id column in `select`, e.g. 'd.id'. */
  idColumn: string;
  /** SQL text that q searches (ILIKE), e.g. "d.name || ' ' || d.code". */
  search?: string;
  /** Filter name -> SQL condition with the placeholder `?` for the value. */
  filters?: Record<string, string>;
  /** Sort field -> SQL expression. */
  sorts: Record<string, string>;
  /** Writable body field -> column. */
  columns?: Record<string, string>;
}

export interface ListParams {
  q?: string;
  page?: number;
  perPage?: number;
  sort?: string;
  [filter: string]: unknown;
}

interface Query {
  where: string;
  params: unknown[];
  order: string;
}

const RESERVED = new Set(['q', 'page', 'perPage', 'sort']);

function buildQuery(storage: ResourceStorage, params: ListParams, defaultSort: string): Query {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const bind = (sql: string, value: unknown) => {
    values.push(value);
    conditions.push(sql.replaceAll('?', `$${values.length}`));
  };
  if (params.q && storage.search) bind(`(${storage.search}) ILIKE ?`, `%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  for (const [name, value] of Object.entries(params)) {
    if (RESERVED.has(name) || value === undefined || value === '') continue;
    const sql = storage.filters?.[name];
    if (sql) bind(sql, value);
  }
  const [field, dir] = (params.sort ?? defaultSort).split(':');
  const sortSql = storage.sorts[field ?? ''] ?? storage.idColumn;
  const direction = dir === 'desc' ? 'DESC' : 'ASC';
  return {
    where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
    params: values,
    order: `ORDER BY ${sortSql} ${direction} NULLS LAST, ${storage.idColumn} ${direction}`,
  };
}

/** Generic list, get, create, update, delete and export over one table, with an audit entry for every change. */
export class Repository<T extends Row = Row> {
  constructor(
    readonly storage: ResourceStorage,
    private readonly defaultSort: string,
  ) {}

  async list(db: Db, params: ListParams): Promise<ListPage<T>> {
    const page = params.page ?? 1;
    const perPage = params.perPage ?? 10;
    const { where, params: values, order } = buildQuery(this.storage, params, this.defaultSort);
    const limit = paged(values, perPage, (page - 1) * perPage);
    return db.reads(async (reader) => {
      const count = await reader.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${this.storage.select} ${where}) AS c`, values);
      const rows = await reader.query<T>(`${this.storage.select} ${where} ${order} ${limit.sql}`, limit.params);
      return listPage(rows.rows, count.rows[0]?.n ?? 0, page, perPage);
    });
  }

  /** Every matching row in list order, in batches (CSV export of exactly the current filter). */
  async *all(db: Db, params: ListParams, batch = 1000): AsyncGenerator<T[]> {
    const { where, params: values, order } = buildQuery(this.storage, params, this.defaultSort);
    for (let offset = 0; ; offset += batch) {
      const limit = paged(values, batch, offset);
      const rows = await db.query<T>(`${this.storage.select} ${where} ${order} ${limit.sql}`, limit.params);
      if (rows.rows.length > 0) yield rows.rows;
      if (rows.rows.length < batch) return;
    }
  }

  async find(db: Db, id: number): Promise<T | undefined> {
    const rows = await db.query<T>(`${this.storage.select} WHERE ${this.storage.idColumn} = $1`, [id]);
    return rows.rows[0];
  }

  async get(db: Db, id: number): Promise<T> {
    const row = await this.find(db, id);
    if (!row) throw notFound(`${capitalise(this.storage.entity)} ${id}`, this.storage.entity);
    return row;
  }

  /** Inserts a record; `check` runs first inside the same transaction and may refuse the write. */
  async create(db: Db, body: Row, actor: string, check?: (tx: Db) => Promise<void>): Promise<T> {
    const entries = this.writable(body);
    return guard(() =>
      db.transaction(async (tx) => {
        await check?.(tx);
        const columns = entries.map(([c]) => c);
        const sql = `INSERT INTO ${this.storage.table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`;
        const inserted = await tx.query<{ id: number }>(sql, entries.map(([, v]) => v));
        const id = inserted.rows[0]!.id;
        await writeAudit(tx, { entity: this.storage.entity, entityId: id, action: 'create', actor, changes: body });
        return this.get(tx, id);
      }),
    );
  }

  async update(db: Db, id: number, body: Row, actor: string, check?: (tx: Db, current: T) => Promise<void>): Promise<T> {
    return guard(() =>
      db.transaction(async (tx) => {
        const before = await this.get(tx, id);
        await check?.(tx, before);
        // After the check: a hook may normalise what is written (an information body is sanitised there).
        const entries = this.writable(body);
        if (entries.length > 0) {
          const sets = entries.map(([c], i) => `${c} = $${i + 2}`).join(', ');
          const updated = await tx.query(`UPDATE ${this.storage.table} SET ${sets}, updated_at = (SELECT sejawat_now()) WHERE id = $1`, [
            id,
            ...entries.map(([, v]) => v),
          ]);
          // Row-level security lets the caller read the row but not change it: no silent no-op answered as a success.
          if (updated.affectedRows === 0) throw READ_ONLY(`${capitalise(this.storage.entity)} ${id}`);
        }
        const after = await this.get(tx, id);
        const changes = diff(before, after, Object.keys(body));
        if (Object.keys(changes).length > 0) {
          await writeAudit(tx, { entity: this.storage.entity, entityId: id, action: 'update', actor, changes });
        }
        return after;
      }),
    );
  }

  async remove(db: Db, id: number, actor: string, check?: (tx: Db, current: T) => Promise<void>): Promise<void> {
    await guard(() =>
      db.transaction(async (tx) => {
        const before = await this.get(tx, id);
        await check?.(tx, before);
        const deleted = await tx.query(`DELETE FROM ${this.storage.table} WHERE id = $1`, [id]);
        if (deleted.affectedRows === 0) throw READ_ONLY(`${capitalise(this.storage.entity)} ${id}`);
        await writeAudit(tx, { entity: this.storage.entity, entityId: id, action: 'delete', actor, changes: before });
      }),
    );
  }

  private writable(body: Row): [string, unknown][] {
    const columns = this.storage.columns ?? {};
    return Object.entries(body)
      .filter(([field, value]) => columns[field] !== undefined && value !== undefined)
      .map(([field, value]) => [columns[field]!, value]);
  }
}

/** Field -> {from, to} for the fields a change touched. */
export function diff(before: Row, after: Row, fields: string[]): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changes[field] = { from: before[field], to: after[field] };
  }
  return changes;
}

async function guard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw fromDatabaseError(err) ?? err;
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

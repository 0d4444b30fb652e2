import type { TSchema } from 'typebox';
import { ASSOCIATION_CONTRACTS, ASSOCIATION_OPERATIONS } from '../../src/contract/association/index.js';
import { resourcePath, type ResourceContract } from '../../src/contract/association/resource.js';
import { SERVER_AREAS } from '../../src/association/areas/index.js';
import type { Db } from '../../src/association/db/db.js';

/**
 * The authorization walk's model (issue 19), built from the contract and the database's own shape rather than by
 * hand: every route of the association API, which table an :id names, and which board owns each row.
 */

export type Action = 'read' | 'create' | 'update' | 'delete';

export interface Route {
  /** e.g. 'PATCH /api/association/members/:id' */
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  action: Action;
  subject: string;
  kind: 'list' | 'export' | 'get' | 'audit' | 'create' | 'update' | 'delete' | 'operation';
  /** The path parameter naming a record (':id', ':memberId'), if any. */
  param?: string;
  /** The table that parameter's records live in. */
  table?: string;
  /** The resource of the route (resource routes) or the one its :id names (operations). */
  resource?: ResourceContract;
  body?: TSchema;
  querystring?: TSchema;
  csv: boolean;
  /** The body is a file's bytes (a scan), not JSON. */
  upload?: boolean;
}

const TABLES = new Map(SERVER_AREAS.flatMap((a) => a.modules.map((m) => [m.contract.name, m.repository.storage.table] as const)));

/** The table behind a resource, from the reference server's own modules. */
export function tableOf(resource: ResourceContract): string {
  const table = TABLES.get(resource.name);
  if (!table) throw new Error(`No server module for resource ${resource.name}`);
  return table;
}

/** The resource whose records an operation's path parameter names: `/members/:id/...` -> members, `:memberId` -> members. */
function resourceOfParam(path: string, param: string): ResourceContract | undefined {
  if (param !== 'id') return ASSOCIATION_CONTRACTS.find((r) => r.name === `${param.replace(/Id$/, '')}s`);
  const before = path.slice(0, path.indexOf('/:id'));
  return [...ASSOCIATION_CONTRACTS].sort((a, b) => b.name.length - a.name.length).find((r) => before === resourcePath(r));
}

/** Every route of the association API: the five-to-seven routes of each resource and every workflow operation. */
export function associationRoutes(): Route[] {
  const routes: Route[] = [];
  const add = (r: Omit<Route, 'name' | 'csv'> & { csv?: boolean }) => routes.push({ ...r, name: `${r.method} ${r.path}`, csv: r.csv ?? false });
  for (const resource of ASSOCIATION_CONTRACTS) {
    const base = resourcePath(resource);
    const table = tableOf(resource);
    const on = { subject: resource.subject, resource };
    add({ method: 'GET', path: base, action: 'read', kind: 'list', ...on });
    add({ method: 'GET', path: `${base}/export.csv`, action: 'read', kind: 'export', csv: true, ...on });
    add({ method: 'GET', path: `${base}/:id`, action: 'read', kind: 'get', param: 'id', table, ...on });
    add({ method: 'GET', path: `${base}/:id/audit`, action: 'read', kind: 'audit', param: 'id', table, ...on });
    if (resource.create) add({ method: 'POST', path: base, action: 'create', kind: 'create', body: resource.create, ...on });
    if (resource.update) add({ method: 'PATCH', path: `${base}/:id`, action: 'update', kind: 'update', param: 'id', table, body: resource.update, ...on });
    if (resource.remove) add({ method: 'DELETE', path: `${base}/:id`, action: 'delete', kind: 'delete', param: 'id', table, ...on });
  }
  for (const op of ASSOCIATION_OPERATIONS) {
    // Public operations (a printed card's verification) answer everyone alike: bff/test/association/portal.test.ts.
    if (op.public) continue;
    const param = /:([A-Za-z]+)/.exec(op.path)?.[1];
    const resource = param ? resourceOfParam(op.path, param) : undefined;
    add({
      method: op.method,
      path: op.path,
      action: op.action,
      subject: op.subject,
      kind: 'operation',
      ...(param && { param }),
      ...(resource && { resource, table: tableOf(resource) }),
      ...(op.body && { body: op.body }),
      ...(op.querystring && { querystring: op.querystring }),
      csv: op.produces?.includes('text/csv') ?? false,
      ...(op.upload && { upload: true }),
    });
  }
  return routes;
}

/**
 * Which board a row belongs to (`owner`, and `also` when it links two members: both must be the board's); `owner2` is
 * a second board with a claim of its own on it (a letter's disposition).
 */
export interface OwnedRow {
  id: number;
  owner: number | null;
  /** A second member the row is about (a colleague link's other end): his board must hold him too. */
  also: number | null;
  owner2: number | null;
  /** The branch of the member the row is about, if it is about one (he may have moved on since). */
  about: number | null;
  status: string | null;
}

export interface Ownership {
  /** table -> every row with its owning division (null owner: reference data of the whole association). */
  rows: Map<string, OwnedRow[]>;
  /** Tables without any owner column: reference data every staff account reads and only national accounts change. */
  global: Set<string>;
  /** table -> column -> referenced table (foreign keys), for bodies that name other records. */
  references: Map<string, Map<string, string>>;
  /** member id -> his branch. */
  memberDivision: Map<number, number>;
  /** division id -> parent. */
  parent: Map<number, number | null>;
  level: Map<number, string>;
}

/**
 * The owner of every row of every table behind a resource, read through the owner's connection (no row-level
 * security) and derived from the columns: a division of its own (division_id, organiser_division_id), else the
 * branch of the member it belongs to (a foreign key to members), else the owner of the record it hangs on (a
 * foreign key to a table with a division). A table with none of these is reference data of the whole association.
 */
export async function loadOwnership(db: Db, tables: string[]): Promise<Ownership> {
  const columns = new Map<string, string[]>();
  for (const r of (await db.query<{ t: string; c: string }>(
    `SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = 'public' ORDER BY ordinal_position`,
  )).rows) {
    columns.set(r.t, [...(columns.get(r.t) ?? []), r.c]);
  }
  const references = new Map<string, Map<string, string>>();
  for (const r of (await db.query<{ t: string; c: string; ref: string }>(
    `SELECT cl.relname AS t, a.attname AS c, rf.relname AS ref
       FROM pg_constraint k JOIN pg_class cl ON cl.oid = k.conrelid JOIN pg_class rf ON rf.oid = k.confrelid
       JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
      WHERE k.contype = 'f' AND cl.relnamespace = 'public'::regnamespace`,
  )).rows) {
    if (!references.has(r.t)) references.set(r.t, new Map());
    references.get(r.t)!.set(r.c, r.ref);
  }
  const has = (table: string, column: string) => columns.get(table)?.includes(column) ?? false;
  const memberColumns = (table: string) => {
    const refs = [...(references.get(table) ?? new Map<string, string>()).entries()].filter(([, ref]) => ref === 'members').map(([c]) => c);
    return refs.includes('member_id') ? ['member_id', ...refs.filter((c) => c !== 'member_id')] : refs;
  };
  const memberColumn = (table: string) => memberColumns(table)[0];
  const ownerOf = (table: string, alias: string): string | null => {
    if (table === 'members') return `${alias}.division_id`;
    // A transfer is the business of the board the member leaves (owner) and of the one he joins (owner2).
    if (has(table, 'from_division_id')) return `${alias}.from_division_id`;
    const member = memberColumn(table);
    const viaMember = member && `(SELECT division_id FROM members WHERE id = ${alias}.${member})`;
    if (has(table, 'division_id')) return viaMember ? `coalesce(${alias}.division_id, ${viaMember})` : `${alias}.division_id`;
    if (has(table, 'organiser_division_id')) return `${alias}.organiser_division_id`;
    if (viaMember) return viaMember;
    for (const [column, ref] of references.get(table) ?? []) {
      if (ref !== 'divisions' && ref !== table && has(ref, 'division_id')) return `(SELECT division_id FROM ${ref} WHERE id = ${alias}.${column})`;
    }
    return null;
  };
  const rows = new Map<string, OwnedRow[]>();
  const global = new Set<string>();
  for (const table of tables) {
    const owner = ownerOf(table, 't');
    if (owner === null) global.add(table);
    const owner2 = has(table, 'disposition_division_id') ? 't.disposition_division_id' : has(table, 'to_division_id') ? 't.to_division_id' : 'NULL::int';
    const second = table === 'members' || has(table, 'division_id') ? undefined : memberColumns(table)[1];
    const also = second ? `(SELECT division_id FROM members WHERE id = t.${second})` : 'NULL::int';
    const status = has(table, 'status')
      ? 't.status::text'
      : table === 'str_records'
        ? `CASE WHEN t.kind = 'legacy' AND t.converted_to_id IS NULL AND t.replaced_by_id IS NULL
                AND NOT EXISTS (SELECT 1 FROM str_records l WHERE l.member_id = t.member_id AND l.kind = 'lifetime')
               THEN 'renewable' ELSE 'final' END`
        : 'NULL::text';
    const member = table === 'members' ? 't.id' : memberColumn(table) && `t.${memberColumn(table)}`;
    const about = member ? `(SELECT division_id FROM members WHERE id = ${member})` : 'NULL::int';
    const result = await db.query<OwnedRow>(
      `SELECT t.id, ${owner ?? 'NULL::int'} AS owner, ${also} AS also, ${owner2} AS owner2, ${about} AS about, ${status} AS status
         FROM ${table} t ORDER BY t.id`,
    );
    rows.set(table, result.rows);
  }
  const memberDivision = new Map((await db.query<{ id: number; d: number }>('SELECT id, division_id AS d FROM members')).rows.map((r) => [r.id, r.d]));
  const divisions = (await db.query<{ id: number; parent: number | null; level: string }>('SELECT id, parent_id AS parent, level FROM divisions')).rows;
  return {
    rows,
    global,
    references,
    memberDivision,
    parent: new Map(divisions.map((d) => [d.id, d.parent])),
    level: new Map(divisions.map((d) => [d.id, d.level])),
  };
}

/** The divisions of a subtree (the division and every one below it). */
export function subtreeOf(ownership: Ownership, root: number): Set<number> {
  const out = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [id, parent] of ownership.parent) {
      if (parent !== null && out.has(parent) && !out.has(id)) {
        out.add(id);
        grew = true;
      }
    }
  }
  return out;
}

export function ancestorsOf(ownership: Ownership, id: number): Set<number> {
  const out = new Set<number>();
  for (let p = ownership.parent.get(id) ?? null; p !== null; p = ownership.parent.get(p) ?? null) out.add(p);
  return out;
}

// --- Bodies -------------------------------------------------------------------------------------------------------

type Json = Record<string, unknown>;

/** What a body's references should point at: records of one scope. */
export interface BodyScope {
  members: number[];
  divisions: number[];
  /** Another division of the same scope than the record's own (a transfer's destination). */
  otherDivision: (current: number | undefined) => number;
  /** A row of `table` this scope may refer to. */
  rowOf: (table: string) => number | undefined;
}

const MEMBER_FIELDS = new Set(['memberId', 'colleagueId', 'reporterId']);
const DIVISION_FIELDS = new Set(['divisionId', 'organiserDivisionId']);
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

let serial = 0;
/** A value for a unique field that no earlier call produced: same shape as the example, other digits or a suffix. */
function uniqueValue(field: string, value: unknown): unknown {
  const n = ++serial;
  if (typeof value === 'number') return field === 'buildNumber' ? 900_000 + n : value;
  if (typeof value !== 'string') return value;
  switch (field) {
    case 'email':
      return `walk${n}.${value}`;
    case 'slug':
      return `${value}-walk-${n}`;
    case 'name':
      return `${value} ${n}`;
    case 'key':
      return `walk.key_${n}`;
    case 'version':
      return `9.${n}.0`;
    case 'code':
      return `${value.slice(0, 3)}W${n}`;
    default: {
      // Numbers of letters, STRs, SIPs, cases, payments: keep the format, change the trailing digits.
      const digits = /(\d+)(\D*)$/.exec(value);
      if (!digits) return `${value}${n}`;
      const width = digits[1]!.length;
      const replaced = String((Number(digits[1]!.slice(-6)) + n * 7919) % 10 ** Math.min(width, 6)).padStart(Math.min(width, 6), '0');
      return value.slice(0, digits.index + width - Math.min(width, 6)) + replaced + digits[2];
    }
  }
}
export const UNIQUE_FIELDS = new Set(['email', 'slug', 'name', 'title', 'key', 'version', 'buildNumber', 'code', 'number', 'caseNumber', 'reference', 'targetRef']);

/**
 * A valid body for a route, from the contract: the schema's own example, with every reference to a member, a division
 * or another record pointed at the given scope, and unique fields made unique. `table` is the route's table, whose
 * foreign keys say what other ids (strId, categoryId, courseId, eventId) refer to.
 */
export function sampleBody(schema: TSchema, scope: BodyScope, ownership: Ownership, table: string | undefined, current?: Json): Json {
  const example = (schema as { examples?: Json[] }).examples?.[0];
  const body: Json = example ? structuredClone(example) : {};
  const fks = table ? ownership.references.get(table) : undefined;
  for (const [field, value] of Object.entries(body)) {
    if (MEMBER_FIELDS.has(field)) {
      body[field] = field === 'colleagueId' ? (scope.members[1] ?? scope.members[0]) : scope.members[0];
    } else if (field === 'memberIds') {
      body[field] = scope.members.slice(0, 2);
    } else if (field === 'toDivisionId') {
      body[field] = scope.otherDivision(current?.divisionId as number | undefined);
    } else if (DIVISION_FIELDS.has(field)) {
      body[field] = scope.divisions[0];
    } else if (field.endsWith('Id') && fks?.get(snake(field))) {
      const row = scope.rowOf(fks.get(snake(field))!);
      if (row !== undefined) body[field] = row;
    } else if (UNIQUE_FIELDS.has(field)) {
      body[field] = uniqueValue(field, value);
    }
  }
  return body;
}

/** Whether two bodies refer to different records (unique values aside, which every body gets afresh). */
export function refersElsewhere(a: Json | undefined, b: Json | undefined): boolean {
  const refs = (body: Json | undefined) => JSON.stringify(Object.entries(body ?? {}).filter(([k]) => !UNIQUE_FIELDS.has(k)));
  return refs(a) !== refs(b);
}

/** Query strings: the required parameters only, from their examples. */
export function sampleQuery(schema: TSchema | undefined): Record<string, string> {
  const s = schema as { required?: string[]; properties?: Record<string, { examples?: unknown[] }> } | undefined;
  return Object.fromEntries((s?.required ?? []).map((name) => [name, String(s!.properties![name]!.examples?.[0] ?? '')]));
}

// --- Reading answers ----------------------------------------------------------------------------------------------

/** Rows of a CSV answer (RFC 4180, BOM, CRLF), header first. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && source[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The values of one column of a CSV answer. */
export function csvColumn(text: string, column: string): string[] {
  const [header, ...rows] = parseCsv(text);
  const index = header?.indexOf(column) ?? -1;
  if (index < 0) return [];
  return rows.map((r) => r[index] ?? '');
}

/** What tells an element of a list from its neighbours: its ids, words and flags, not its figures. */
function identity(object: Json): string {
  return Object.entries(object)
    .filter(([k, v]) => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && /(^id|Id|year|dose)$/.test(k)))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(',');
}

/** Every tally of an answer by a path that names list elements by their identity, not their position. */
export function tallies(value: unknown, path = '$', out = new Map<string, number>()): Map<string, number> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const key = item !== null && typeof item === 'object' && !Array.isArray(item) ? identity(item as Json) : '';
      tallies(item, `${path}[${key || i}]`, out);
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'number' && isTally(k)) out.set(`${path}.${k}`, v);
      else tallies(v, `${path}.${k}`, out);
    }
  }
  return out;
}

/** Every object inside a JSON answer, with its path. */
export function* objectsOf(value: unknown, path = '$'): Generator<{ path: string; object: Json }> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* objectsOf(item, `${path}[${i}]`);
  } else if (value !== null && typeof value === 'object') {
    yield { path, object: value as Json };
    for (const [key, item] of Object.entries(value)) yield* objectsOf(item, `${path}.${key}`);
  }
}

/** Numbers that count or add up records (a scope's share of them can only be smaller), not rates, years or pages. */
export const isTally = (key: string) =>
  /(count|total|billed|collected|owed|outstanding|paid|amount|members|dues|waived|overdue|unpaid|partial|active|arrears|open|pending|registrations)$/i.test(key) &&
  !/(rate|percent|ratio|average|share|year|month|page|perpage|totalpages)$/i.test(key);

/** Whether an object of an answer carries data: some tally above zero. */
export const carriesData = (object: Json) => Object.entries(object).some(([k, v]) => typeof v === 'number' && v > 0 && isTally(k));

/** Runs tasks with at most `limit` at a time, in order of the list. */
export async function inParallel<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.js';
import { ApiError, badField, coded, conflict, kindOf, notFound } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';
import { diff, Repository, type ResourceStorage } from '../../resources/engine.js';

type Row = Record<string, unknown>;

/** How a record of the community area is written beyond mapping body fields to columns. */
export interface WriteSteps {
  /** Checks a new record against others (inside the transaction) and returns column -> value to insert. */
  prepare(tx: Db, body: Row, actor: string): Promise<Row>;
  /** Column -> value an update writes besides the mapped body fields (derived columns, encoded values). */
  derive?(tx: Db, body: Row, current: Row): Promise<Row> | Row;
}

/**
 * The generic repository with creation in steps (check and derive, insert, audit, in one transaction) and updates
 * that may write derived columns. The audit trail names the fields the caller sent, with their before and after.
 */
export class CommunityRepository<T extends Row = Row> extends Repository<T> {
  constructor(
    storage: ResourceStorage,
    defaultSort: string,
    private readonly steps: WriteSteps,
  ) {
    super(storage, defaultSort);
  }

  override async create(db: Db, body: Row, actor: string): Promise<T> {
    return db.transaction(async (tx) => {
      const row = await this.steps.prepare(tx, body, actor);
      const columns = Object.keys(row);
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO ${this.storage.table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        Object.values(row),
      );
      const id = inserted.rows[0]!.id;
      await writeAudit(tx, { entity: this.storage.entity, entityId: id, action: 'create', actor, changes: body });
      return this.get(tx, id);
    });
  }

  override async update(
    db: Db,
    id: number,
    body: Row,
    actor: string,
    check?: (tx: Db, current: T) => Promise<void>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.query(`SELECT id FROM ${this.storage.table} WHERE id = $1 FOR UPDATE`, [id]);
      const before = await this.get(tx, id);
      await check?.(tx, before);
      const mapped = this.storage.columns ?? {};
      const values: Row = {};
      for (const [field, value] of Object.entries(body)) {
        if (mapped[field] !== undefined && value !== undefined) values[mapped[field]] = value;
      }
      Object.assign(values, await this.steps.derive?.(tx, body, before));
      const columns = Object.keys(values);
      if (columns.length > 0) {
        const sets = columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
        await tx.query(`UPDATE ${this.storage.table} SET ${sets}, updated_at = (SELECT sejawat_now()) WHERE id = $1`, [
          id,
          ...Object.values(values),
        ]);
      }
      const after = await this.get(tx, id);
      const changes = diff(before, after, Object.keys(body));
      if (Object.keys(changes).length > 0)
        await writeAudit(tx, { entity: this.storage.entity, entityId: id, action: 'update', actor, changes });
      return after;
    });
  }
}

export { badField };

/** Refuses a moment that has already passed (schedules are set ahead). */
export async function notInPast(db: Db, field: string, value: unknown): Promise<void> {
  if (typeof value !== 'string') return;
  const past = (await db.query<{ past: boolean }>('SELECT $1::timestamptz < sejawat_now() AS past', [value])).rows[0]!.past;
  if (past) throw badField(field, 'must not be in the past', coded('field.notInPast'));
}

export interface MemberRef {
  id: number;
  status: string;
  fullName: string;
  divisionId: number;
}

/** The member a body refers to; an unknown id is the body's fault (400 naming the field). */
export async function memberOf(db: Db, id: unknown, field = 'memberId'): Promise<MemberRef> {
  const rows = await db.query<MemberRef>(
    'SELECT id, status, full_name AS "fullName", division_id AS "divisionId" FROM members WHERE id = $1',
    [id],
  );
  if (!rows.rows[0]) throw badField(field, 'must be the id of a member', coded('field.unknownMember'));
  return rows.rows[0];
}

/** Deceased and dismissed members' files are closed: nothing new is recorded for them. */
export function assertOpenFile(member: MemberRef, what: string): void {
  if (member.status === 'deceased' || member.status === 'dismissed') {
    throw conflict(
      `Member ${member.id} (${member.fullName}) is ${member.status}; ${what} is not possible for a ${member.status} member`,
      coded('member.fileClosed', { memberId: member.id, name: member.fullName, status: member.status }),
    );
  }
}

export interface DivisionRef {
  id: number;
  name: string;
  level: string;
}

/** The division a body refers to (400 naming the field when there is none). */
export async function divisionOf(db: Db, id: unknown, field = 'divisionId'): Promise<DivisionRef> {
  const rows = await db.query<DivisionRef>('SELECT id, name, level FROM divisions WHERE id = $1', [id]);
  if (!rows.rows[0]) throw badField(field, 'must be the id of a division', coded('field.unknownDivision'));
  return rows.rows[0];
}

/** Filter condition: the division column is the province given as the value or one of its branches. */
export const inProvince = (column: string) =>
  `(${column} = ? OR ${column} IN (SELECT id FROM divisions WHERE parent_id = ?))`;
/** Filter condition: the joined member (alias) belongs to a branch of the province given as the value. */
export const memberInProvince = (alias: string) =>
  `${alias}.division_id IN (SELECT id FROM divisions WHERE parent_id = ?)`;

/** The member's name, NPA and email as one text: the expression of members_search_idx (001_core.sql). */
export const memberSearch = (alias: string) =>
  `${alias}.full_name || ' ' || coalesce(${alias}.npa, '') || ' ' || ${alias}.email`;

export const idParam = (request: FastifyRequest) => (request.params as { id: number }).id;
export const bodyOf = <T>(request: FastifyRequest) => (request.body ?? {}) as T;

/** Reads a record's status and locks the row until the transaction ends, so two state changes cannot interleave. */
export async function lockStatus(tx: Db, table: string, id: number, what: string): Promise<Row & { status: string }> {
  const rows = await tx.query<Row & { status: string }>(`SELECT * FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
  if (!rows.rows[0]) throw notFound(`${what} ${id}`);
  return rows.rows[0];
}

/** A state in words: "under review". */
export const words = (status: string) => status.replaceAll('_', ' ');
/** "reported", "planned or registration open". */
export const either = (states: readonly string[]) => states.map(words).join(' or ');

export interface Transition {
  from: readonly string[];
  to: string;
  /** What the step is called in the audit trail and messages (review, close, refer...). */
  action: string;
}

/**
 * One step of a status workflow, in one transaction: lock, check the state (409 naming the current state and the
 * states the step leaves from), write the new state and its columns, audit, and read the record back.
 */
export async function transition<T extends Row>(
  db: Db,
  options: {
    repository: Repository<T>;
    table: string;
    /** What a 404 calls the record, e.g. "Medicolegal case". */
    what: string;
    /** How messages name the record, e.g. "Medicolegal case MDL/2026/0042". */
    label: (row: Row) => string;
    id: number;
    step: Transition;
    actor: string;
    /** Column -> value written with the status (timestamps as SQL: use `sql` values). */
    set?: Record<string, unknown | { sql: string }>;
    /** More that the audit entry records (a reason, a resolution). */
    note?: Row;
  },
): Promise<T> {
  const { repository, table, what, label, id, step, actor } = options;
  return db.transaction(async (tx) => {
    const row = await lockStatus(tx, table, id, what);
    if (!step.from.includes(row.status)) {
      throw conflict(
        `${label(row)} is ${words(row.status)}; it can be ${pastTense(step.action)} only from ${either(step.from)}`,
        coded('community.stepRefused', { entity: kindOf(what), id, state: row.status, allowedStates: step.from.join(',') }),
      );
    }
    const sets: string[] = ['status = $2', 'updated_at = (SELECT sejawat_now())'];
    const params: unknown[] = [id, step.to];
    for (const [column, value] of Object.entries(options.set ?? {})) {
      if (value && typeof value === 'object' && 'sql' in value)
        sets.push(`${column} = ${(value as { sql: string }).sql}`);
      else {
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      }
    }
    await tx.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1`, params);
    await writeAudit(tx, {
      entity: repository.storage.entity,
      entityId: id,
      action: step.action,
      actor,
      changes: { status: { from: row.status, to: step.to }, ...options.note },
    });
    return repository.get(tx, id);
  });
}

const PAST: Record<string, string> = {
  review: 'reviewed',
  mediate: 'taken to mediation',
  close: 'closed',
  refer: 'referred',
  open: 'opened',
  'open-registration': 'opened for registration',
  start: 'started',
  finish: 'finished',
  cancel: 'cancelled',
  approve: 'approved',
  reject: 'rejected',
  resolve: 'resolved',
  dismiss: 'dismissed',
  end: 'ended',
  complete: 'completed',
};
const pastTense = (action: string) => PAST[action] ?? `${action}ed`;

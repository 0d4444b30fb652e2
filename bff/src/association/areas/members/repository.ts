import type { Db } from '../../db/db.js';
import { badField, coded, conflict } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';
import { Repository, type ResourceStorage } from '../../resources/engine.js';

type Row = Record<string, unknown>;

/** How a record is created when the server fills in columns the body does not carry, or writes what follows from it. */
export interface CreateSteps {
  /** Checks the body against other records (inside the transaction) and returns column -> value to insert. */
  prepare(tx: Db, body: Row, actor: string): Promise<Row>;
  /** Writes what follows from the new record (status history, an opened verification) in the same transaction. */
  after?(tx: Db, id: number, actor: string): Promise<void>;
}

/**
 * The generic repository, with creation in steps: check and derive, insert and audit, then the consequences, all in
 * one transaction. `prepare` is the check, so modules built on it declare no beforeCreate hook.
 */
export class AreaRepository<T extends Row = Row> extends Repository<T> {
  constructor(
    storage: ResourceStorage,
    defaultSort: string,
    private readonly steps: CreateSteps,
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
      await this.steps.after?.(tx, id, actor);
      return this.get(tx, id);
    });
  }
}

export { badField };

export interface MemberRef {
  id: number;
  status: string;
  fullName: string;
  divisionId: number;
  birthDate: string;
}

/** The member a body refers to; an unknown id is the body's fault (400 naming the field), not a missing resource. */
export async function memberOf(db: Db, id: unknown, field = 'memberId'): Promise<MemberRef> {
  const rows = await db.query<MemberRef>(
    `SELECT id, status, full_name AS "fullName", division_id AS "divisionId", birth_date::text AS "birthDate" FROM members WHERE id = $1`,
    [id],
  );
  const member = rows.rows[0];
  if (!member) throw badField(field, 'must be the id of a member', coded('field.unknownMember'));
  return member;
}

/** Deceased and dismissed members' files are closed: nothing new is recorded for them. */
export function assertOpenFile(member: MemberRef, what: string): void {
  if (member.status === 'deceased' || member.status === 'dismissed') {
    throw conflict(`Member ${member.id} is ${member.status}; ${what} cannot be recorded for a ${member.status} member`, coded('member.fileClosed', { memberId: member.id, status: member.status }));
  }
}

import type { Db } from '../db/db.js';
import { ApiError, coded, notFound } from '../errors.js';

/**
 * Refusals of writes that row-level security (migration 060) would otherwise turn into silence or into another
 * answer. PostgreSQL filters an UPDATE or DELETE of a row the caller may read but not change down to zero rows, and
 * a handler's own checks (a state that forbids the change, a clash) would answer first with a 409; the caller must
 * instead hear that the record is not his board's to change (403), and the record stays as it was.
 */

export const READ_ONLY = (what: string) =>
  new ApiError(403, `${what} is read-only for your board: it belongs to a wider board, or it is reference data the national board keeps`, undefined, coded('access.readOnly'));

/**
 * Whether the caller may change record `id` of `table`: 404 when it cannot even see it, 403 when it sees it but its
 * board may not change it. A SELECT ... FOR UPDATE passes the table's UPDATE policies as well as its SELECT ones, so
 * the row comes back only when the caller's board may change it. National callers (the owner's connection) pass.
 */
export async function assertWritable(db: Db, table: string, id: number, what: string): Promise<void> {
  if (db.scopeKey === '') return;
  const { visible, writable } = await db.transaction(async (tx) => {
    const seen = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    if (seen.rows.length === 0) return { visible: false, writable: false };
    const locked = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
    return { visible: true, writable: locked.rows.length > 0 };
  });
  if (!visible) throw notFound(what);
  if (!writable) throw READ_ONLY(what);
}

const insertable = new Map<string, boolean>();

/**
 * Whether the caller's role may add rows to `table` at all: a table whose policies give the role no INSERT (reference
 * data: rates, categories, courses, forum settings, versions, configuration) is the national board's to extend, and
 * the answer is 403 before any check of the body. Policies change only with migrations: the answer is kept.
 */
export async function assertInsertable(db: Db, table: string, what: string): Promise<void> {
  if (db.scopeKey === '') return;
  const key = `${(JSON.parse(db.scopeKey) as { role: string }).role}|${table}`;
  let may = insertable.get(key);
  if (may === undefined) {
    const rows = await db.query<{ may: boolean }>(
      `SELECT has_table_privilege(c.oid, 'INSERT') AND (NOT c.relrowsecurity OR EXISTS (
                SELECT 1 FROM pg_policy p
                 WHERE p.polrelid = c.oid AND p.polcmd IN ('a', '*')
                   AND (p.polroles @> ARRAY[0::oid] OR p.polroles @> ARRAY[(SELECT oid FROM pg_roles WHERE rolname = current_user)]))) AS may
         FROM pg_class c WHERE c.oid = $1::regclass`,
      [table],
    );
    may = rows.rows[0]?.may ?? false;
    insertable.set(key, may);
  }
  if (!may) throw READ_ONLY(what);
}

/**
 * Whether a division a change names (the branch of a collective payment, the organiser of an event, a transfer's
 * destination) is inside the caller's board's subtree. Divisions are readable by every board, so looking one up does
 * not say whose it is; this does. National callers pass.
 */
export async function assertOwnDivision(db: Db, divisionId: number, message: string): Promise<void> {
  const rows = await db.query<{ ok: boolean }>(
    `SELECT current_user NOT IN ('sejawat_board', 'sejawat_member') OR coalesce($1::int = ANY (sejawat_subtree()), false) AS ok`,
    [divisionId],
  );
  if (!rows.rows[0]?.ok) throw new ApiError(403, message, undefined, coded('access.outsideScope'));
}

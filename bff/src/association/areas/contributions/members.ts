import type { Db } from '../../db/db.js';
import type { CodedText } from '../../errors.js';
import { OPEN } from './sql.js';

export interface AuditItem {
  id: number;
  changes: unknown;
}

/** The audit entries of one kind: `action` done to each `entity` record of `items`. */
export interface AuditGroup {
  entity: string;
  action: string;
  items: AuditItem[];
}

/**
 * One audit entry per record in a single statement: collective payments and generation touch hundreds of records.
 * Several groups go in the same round trip (a payment's own entry and its dues'), written in the order given.
 */
export async function writeAuditGroups(tx: Db, actor: string, groups: AuditGroup[]): Promise<void> {
  if (!groups.some((g) => g.items.length > 0)) return;
  await tx.query(AUDIT_GROUPS_INSERT, [actor, JSON.stringify(groups)]);
}

/** The statement of `writeAuditGroups`: $1 the actor, $2 the groups as JSON (a statement may hold it as a part). */
export const AUDIT_GROUPS_INSERT = `INSERT INTO audit_log (entity, entity_id, action, actor, changes)
     SELECT g->>'entity', (e->>'id')::int, g->>'action', $1, e->'changes'
       FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS gs(g, gi),
            jsonb_array_elements(g->'items') WITH ORDINALITY AS es(e, ei)
      ORDER BY gi, ei`;

export function writeAudits(tx: Db, entity: string, action: string, actor: string, items: AuditItem[]): Promise<void> {
  return writeAuditGroups(tx, actor, [{ entity, action, items }]);
}

/**
 * Moves the given members from one status to another (those no longer in `from` are left alone), writing the
 * audit trail and the status history. Returns the ids that moved.
 */
export async function changeMemberStatus(tx: Db, ids: number[], from: string, to: string, reason: CodedText, actor: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const moved = await tx.query<{ id: number }>(
    'UPDATE members SET status = $2, updated_at = (SELECT sejawat_now()) WHERE id = ANY($1::int[]) AND status = $3 RETURNING id',
    [ids, to, from],
  );
  const movedIds = moved.rows.map((r) => r.id).sort((a, b) => a - b);
  if (movedIds.length === 0) return [];
  await writeAudits(tx, 'member', 'transition', actor, movedIds.map((id) => ({ id, changes: { status: { from, to }, reason: reason.text } })));
  // (the status history is migration 010's, before the dues' 020: it is always there)
  await tx.query(
    `INSERT INTO member_status_history (member_id, from_status, to_status, reason, actor, reason_code, reason_params)
     SELECT id, $2, $3, $4, $5, $6, $7 FROM unnest($1::int[]) AS id`,
    [movedIds, from, to, reason.text, actor, reason.code, reason.params ? JSON.stringify(reason.params) : null],
  );
  return movedIds;
}

/** Members in arrears among `ids` who no longer have an overdue due go back to active. */
export async function reinstateCleared(tx: Db, ids: number[], reason: CodedText, actor: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const cleared = await tx.query<{ id: number }>(
    `SELECT m.id FROM members m
      WHERE m.id = ANY($1::int[]) AND m.status = 'in_arrears'
        AND NOT EXISTS (SELECT 1 FROM contribution_dues d WHERE d.member_id = m.id AND d.${OPEN} AND d.due_date < (SELECT sejawat_today()))`,
    [ids],
  );
  return changeMemberStatus(tx, cleared.rows.map((r) => r.id), 'in_arrears', 'active', reason, actor);
}

/** The default grace period: dues unpaid this many days after their due date put an active member in arrears. */
export const GRACE_DAYS = 90;

/**
 * Active members (among `ids`, or within the division scope) with a due still open `graceDays` after its due date
 * move to in_arrears. Returns the ids that moved and what they owe on those overdue dues.
 */
export async function markOverdue(
  tx: Db,
  filter: { ids?: number[]; scope?: number | null },
  graceDays: number,
  reason: CodedText,
  actor: string,
): Promise<{ ids: number[]; owed: number }> {
  const overdue = await tx.query<{ id: number; owed: number }>(
    `SELECT m.id, sum(d.amount - d.paid_amount)::bigint AS owed
       FROM members m
       JOIN divisions mb ON mb.id = m.division_id
       JOIN divisions mp ON mp.id = mb.parent_id
       JOIN contribution_dues d ON d.member_id = m.id AND d.${OPEN} AND d.due_date + $1::int < (SELECT sejawat_today())
      WHERE m.status = 'active' AND ($2::int[] IS NULL OR m.id = ANY($2::int[]))
        AND ($3::int IS NULL OR $3::int IN (m.division_id, mb.parent_id, mp.parent_id))
      GROUP BY m.id`,
    [graceDays, filter.ids ?? null, filter.scope ?? null],
  );
  const ids = await changeMemberStatus(tx, overdue.rows.map((r) => r.id), 'active', 'in_arrears', reason, actor);
  const moved = new Set(ids);
  return { ids, owed: overdue.rows.filter((r) => moved.has(r.id)).reduce((sum, r) => sum + r.owed, 0) };
}

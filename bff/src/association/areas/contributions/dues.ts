import { duesContract } from '../../../contract/association/contributions-dues.js';
import { conflict, notFound, coded, codedText } from '../../errors.js';
import { Repository } from '../../resources/engine.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import { requireDivision } from './lookups.js';
import { reinstateCleared, writeAudits } from './members.js';
import { DUE_SELECT, OPEN } from './sql.js';

export const duesRepository = new Repository(
  {
    entity: 'due',
    table: 'contribution_dues',
    idColumn: 'd.id',
    select: DUE_SELECT,
    // The same expression as the members' trigram index, so q stays fast with many members.
    search: `m.full_name || ' ' || coalesce(m.npa, '') || ' ' || m.email`,
    filters: {
      period: 'd.period = ?',
      status: 'd.status = ?',
      divisionId: 'd.division_id = ?',
      provinceId: 'b.parent_id = ?',
      memberId: 'd.member_id = ?',
      overdue: `(d.${OPEN} AND d.due_date < (SELECT sejawat_today())) = ?::boolean`,
    },
    sorts: { period: 'd.period', dueDate: 'd.due_date', amount: 'd.amount', status: 'd.status', memberName: 'm.full_name' },
  },
  duesContract.defaultSort,
);

export const dues: ResourceModule = { contract: duesContract, repository: duesRepository };

/**
 * Who owes dues: active members and members in arrears, never honorary ones, and not for years before they joined;
 * within a division when `scope` is set, and only the one member when `member` is (billing a newly active member).
 */
const owes = (period: string, scope: string, member: string) => `m.status IN ('active', 'in_arrears') AND m.category <> 'honorary'
  AND (m.joined_at IS NULL OR m.joined_at <= (${period} || '-12-31')::date)
  AND (${scope}::int IS NULL OR ${scope}::int IN (m.division_id, mb.parent_id, mp.parent_id))
  AND (${member}::int IS NULL OR m.id = ${member}::int)`;
const MEMBERS = `members m JOIN divisions mb ON mb.id = m.division_id JOIN divisions mp ON mp.id = mb.parent_id`;
const RATE_ON = `r.category = m.category AND r.valid_from <= ($1 || '-01-01')::date
  AND (r.valid_to IS NULL OR r.valid_to >= ($1 || '-01-01')::date)`;

export const generateDues: OperationHandler = async ({ db, request, actor }) => {
  const body = request.body as { period: string; divisionId?: number; memberId?: number; dueDate?: string };
  const dueDate = body.dueDate ?? `${body.period}-12-31`;
  const scope = body.divisionId ?? null;
  const member = body.memberId ?? null;
  const result = await db.transaction(async (tx) => {
    if (scope !== null) await requireDivision(tx, scope);
    if (member !== null && (await tx.query('SELECT 1 FROM members WHERE id = $1', [member])).rows.length === 0) {
      throw notFound(`Member ${member}`);
    }
    const missing = await tx.query<{ category: string; n: number }>(
      `SELECT m.category, count(*)::int AS n FROM ${MEMBERS}
        WHERE ${owes('$1', '$2', '$3')} AND NOT EXISTS (SELECT 1 FROM contribution_rates r WHERE ${RATE_ON})
        GROUP BY m.category ORDER BY m.category`,
      [body.period, scope, member],
    );
    if (missing.rows.length > 0) {
      const list = missing.rows.map((r) => `${r.category} (${r.n} members)`).join(', ');
      throw conflict(`No rate is valid on ${body.period}-01-01 for ${list}; create one first. No dues were created`);
    }
    const counts = await tx.query<{ owing: number; created: number; amount: number }>(
      `WITH owing AS (
         SELECT m.id, m.division_id, r.id AS rate_id, r.amount FROM ${MEMBERS} JOIN contribution_rates r ON ${RATE_ON}
          WHERE ${owes('$1', '$3', '$5')} AND r.amount > 0),
       created AS (
         INSERT INTO contribution_dues (member_id, division_id, rate_id, period, amount, due_date)
         SELECT o.id, o.division_id, o.rate_id, $1, o.amount, $2::date FROM owing o
          WHERE NOT EXISTS (SELECT 1 FROM contribution_dues x WHERE x.member_id = o.id AND x.period = $1)
          ORDER BY o.id
         ON CONFLICT (member_id, period) DO NOTHING
         RETURNING id, member_id, amount),
       audited AS (
         INSERT INTO audit_log (entity, entity_id, action, actor, changes)
         SELECT 'due', c.id, 'generate', $4,
                jsonb_build_object('memberId', c.member_id, 'period', $1::text, 'amount', c.amount, 'dueDate', $2::text)
           FROM created c)
       SELECT (SELECT count(*)::int FROM owing) AS owing, (SELECT count(*)::int FROM created) AS created,
              (SELECT coalesce(sum(amount), 0)::bigint FROM created) AS amount`,
      [body.period, dueDate, scope, actor, member],
    );
    return counts.rows[0]!;
  });
  return {
    status: 200,
    body: {
      period: body.period,
      dueDate,
      membersOwing: result.owing,
      created: result.created,
      skippedExisting: result.owing - result.created,
      amount: result.amount,
    },
  };
};

export const waiveDue: OperationHandler = async ({ db, request, actor }) => {
  const { id } = request.params as { id: number };
  const { reason } = request.body as { reason: string };
  const due = await db.transaction(async (tx) => {
    const found = await tx.query<{ status: string; memberId: number; amount: number; paidAmount: number }>(
      'SELECT status, member_id AS "memberId", amount, paid_amount AS "paidAmount" FROM contribution_dues WHERE id = $1 FOR UPDATE',
      [id],
    );
    const current = found.rows[0];
    if (!current) throw notFound(`Due ${id}`);
    if (current.status === 'paid') throw conflict(`Due ${id} is paid; a paid due cannot be waived (reverse the payment first)`);
    if (current.status === 'waived') throw conflict(`Due ${id} is already waived`);
    await tx.query(
      `UPDATE contribution_dues SET status = 'waived', waived_reason = $2, waived_at = (SELECT sejawat_now()), updated_at = (SELECT sejawat_now()) WHERE id = $1`,
      [id, reason],
    );
    const forgiven = current.amount - current.paidAmount;
    await writeAudits(tx, 'due', 'waive', actor, [{ id, changes: { status: { from: current.status, to: 'waived' }, forgiven, reason } }]);
    await reinstateCleared(tx, [current.memberId], codedText(`Overdue dues settled: due ${id} waived`, 'history.dueWaived', { dueId: id }), actor);
    return duesRepository.get(tx, id);
  });
  return { status: 200, body: due };
};

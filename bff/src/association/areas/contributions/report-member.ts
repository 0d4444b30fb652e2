import { notFound } from '../../errors.js';
import type { OperationHandler } from '../area.js';

interface PeriodRow {
  dueId: number;
  amount: number;
  paidAmount: number;
  status: string;
  overdue: boolean;
}

/** A member's dues, newest period first, each with every payment that went to it (reversed ones flagged). */
export const getMemberDuesReport: OperationHandler = async ({ db, request }) => {
  const { memberId } = request.params as { memberId: number };
  const member = await db.query(
    `SELECT m.id, m.full_name AS name, m.npa, m.status, m.category, m.division_id AS "divisionId", b.name AS "divisionName"
       FROM members m JOIN divisions b ON b.id = m.division_id WHERE m.id = $1`,
    [memberId],
  );
  if (!member.rows[0]) throw notFound(`Member ${memberId}`);
  const periods = await db.query<PeriodRow>(
    `SELECT d.id AS "dueId", d.period, d.amount, d.paid_amount AS "paidAmount", d.status, d.due_date::text AS "dueDate",
            d.paid_at::text AS "paidAt", d.waived_reason AS "waivedReason",
            (d.status IN ('unpaid', 'partial') AND d.due_date < (SELECT sejawat_today())) AS overdue,
            (SELECT coalesce(json_agg(json_build_object('paymentId', p.id, 'kind', p.kind, 'method', p.method, 'reference', p.reference,
                                       'paidAt', p.paid_at::text, 'amount', a.amount, 'reversed', p.reversed_at IS NOT NULL)
                                     ORDER BY p.paid_at, p.id), '[]'::json)
               FROM contribution_allocations a JOIN contribution_payments p ON p.id = a.payment_id
              WHERE a.due_id = d.id) AS payments
       FROM contribution_dues d WHERE d.member_id = $1 ORDER BY d.period DESC`,
    [memberId],
  );
  const totals = { billed: 0, collected: 0, waived: 0, owed: 0, overdue: 0 };
  for (const due of periods.rows) {
    const remainder = due.amount - due.paidAmount;
    totals.billed += due.amount;
    totals.collected += due.paidAmount;
    if (due.status === 'waived') totals.waived += remainder;
    else totals.owed += remainder;
    if (due.overdue) totals.overdue += remainder;
  }
  return { status: 200, body: { member: member.rows[0], totals, periods: periods.rows } };
};

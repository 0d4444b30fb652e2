import type { Db } from '../../db/db.js';
import { conflict, notFound, coded } from '../../errors.js';
import type { OperationHandler } from '../area.js';
import { allocateInOrder, bookPayment, type OpenDue } from './booking.js';
import { checkPaidAt, idr, paidAtInFuture } from './lookups.js';
import { paymentsRepository } from './payments.js';

interface MemberPaymentBody {
  memberId: number;
  amount: number;
  method: string;
  reference: string;
  paidAt: string;
  note?: string;
  dueIds?: number[];
}

const DUE_COLUMNS = `d.id, d.member_id AS "memberId", d.period, d.status, d.paid_amount AS "paidAmount",
  d.amount - d.paid_amount AS outstanding`;

/** The dues a member's payment may go to, oldest first: all open ones, or exactly the ones named (each must be open). */
async function payableDues(tx: Db, memberId: number, dueIds: number[] | undefined): Promise<OpenDue[]> {
  if (!dueIds) {
    const open = await tx.query<OpenDue>(
      `SELECT ${DUE_COLUMNS} FROM contribution_dues d WHERE d.member_id = $1 AND d.status IN ('unpaid', 'partial')
        ORDER BY d.period, d.due_date, d.id FOR UPDATE`,
      [memberId],
    );
    return open.rows;
  }
  const named = await tx.query<OpenDue>(
    `SELECT ${DUE_COLUMNS} FROM contribution_dues d WHERE d.id = ANY($1::int[]) ORDER BY d.period, d.due_date, d.id FOR UPDATE`,
    [dueIds],
  );
  const byId = new Map(named.rows.map((d) => [d.id, d]));
  const problems = dueIds.flatMap((id) => {
    const due = byId.get(id);
    if (!due) return [`due ${id} does not exist`];
    if (due.memberId !== memberId) return [`due ${id} belongs to member ${due.memberId}`];
    if (due.status === 'paid' || due.status === 'waived') return [`due ${id} (${due.period}) is already ${due.status}`];
    return [];
  });
  if (problems.length > 0) throw conflict(`The payment cannot go to the dues named: ${problems.join('; ')}. Nothing was recorded`);
  return named.rows;
}

export const recordMemberPayment: OperationHandler = async ({ db, request, actor }) => {
  const body = request.body as MemberPaymentBody;
  const payment = await db.transaction(async (tx) => {
    // The member, locked, with today's date on the database clock in the same round trip (a payment may not be dated
    // after it; where there is no such member the date is checked first, as it was before the member was looked up).
    const found = await tx.query<{ name: string; divisionId: number; status: string; today: string }>(
      `SELECT full_name AS name, division_id AS "divisionId", status, (SELECT sejawat_today())::text AS today
         FROM members WHERE id = $1 FOR UPDATE`,
      [body.memberId],
    );
    const member = found.rows[0];
    if (!member) {
      await checkPaidAt(tx, body.paidAt);
      throw notFound(`Member ${body.memberId}`);
    }
    if (body.paidAt > member.today) throw paidAtInFuture();
    const dues = await payableDues(tx, body.memberId, body.dueIds);
    if (dues.length === 0) throw conflict(`${member.name} (member ${body.memberId}) has no unpaid dues; nothing was recorded`);
    const owed = dues.reduce((sum, d) => sum + d.outstanding, 0);
    if (body.amount > owed) {
      throw conflict(
        `The payment of ${idr(body.amount)} is more than the ${idr(owed)} ${member.name} owes on ${body.dueIds ? 'the dues named' : 'unpaid dues'}; nothing was recorded`,
      );
    }
    const id = await bookPayment(
      tx,
      {
        kind: 'member',
        divisionId: member.divisionId,
        memberId: body.memberId,
        period: null,
        method: body.method,
        reference: body.reference,
        paidAt: body.paidAt,
        note: body.note ?? '',
      },
      allocateInOrder(dues, body.amount),
      actor,
      // Locked above: only a member in arrears can have been cleared by this payment.
      member.status === 'in_arrears' ? [body.memberId] : [],
    );
    return paymentsRepository.get(tx, id);
  }, { plans: 'generic' });
  return { status: 201, body: payment };
};

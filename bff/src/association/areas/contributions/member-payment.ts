import { conflict, notFound } from '../../errors.js';
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

/**
 * The member, locked, with today's date on the database clock, and the dues the payment may go to, oldest first and
 * locked: all of the member's open ones, or exactly the ones named (checked below: each must be the member's and open).
 * One round trip instead of two. The member's row is locked first, then its dues, the order every write to a member's
 * dues takes: the member is a CTE of its own (MATERIALIZED: locked when the outer query reads its row), and the dues'
 * subquery runs for that row only, so where there is no such member no due is read or locked.
 */
const lockMemberAndDues = (dues: string) => `WITH m AS MATERIALIZED (
       SELECT full_name AS name, division_id AS "divisionId", status, (SELECT sejawat_today())::text AS today
         FROM members WHERE id = $1 FOR UPDATE)
     SELECT m.*, (SELECT coalesce(json_agg(d ORDER BY d.period, d."dueDate", d.id), '[]'::json) FROM (
                    SELECT ${DUE_COLUMNS}, d.due_date AS "dueDate" FROM contribution_dues d WHERE ${dues}
                     ORDER BY d.period, d.due_date, d.id FOR UPDATE) d) AS dues
       FROM m`;
const MEMBER_AND_OPEN_DUES = lockMemberAndDues(`d.member_id = $1 AND d.status IN ('unpaid', 'partial')`);
const MEMBER_AND_NAMED_DUES = lockMemberAndDues('d.id = ANY($2::int[])');

interface LockedMember {
  name: string;
  divisionId: number;
  status: string;
  today: string;
  dues: OpenDue[];
}

/** What stops the payment from going to the dues named (each must exist, be the member's and be open). */
function namedDuesProblems(memberId: number, dueIds: number[], found: OpenDue[]): string[] {
  const byId = new Map(found.map((d) => [d.id, d]));
  return dueIds.flatMap((id) => {
    const due = byId.get(id);
    if (!due) return [`due ${id} does not exist`];
    if (due.memberId !== memberId) return [`due ${id} belongs to member ${due.memberId}`];
    if (due.status === 'paid' || due.status === 'waived') return [`due ${id} (${due.period}) is already ${due.status}`];
    return [];
  });
}

export const recordMemberPayment: OperationHandler = async ({ db, request, actor }) => {
  const body = request.body as MemberPaymentBody;
  const payment = await db.transaction(async (tx) => {
    // A payment may not be dated after today; where there is no such member the date is checked first, as it was
    // before the member was looked up.
    const found = body.dueIds
      ? await tx.query<LockedMember>(MEMBER_AND_NAMED_DUES, [body.memberId, body.dueIds])
      : await tx.query<LockedMember>(MEMBER_AND_OPEN_DUES, [body.memberId]);
    const member = found.rows[0];
    if (!member) {
      await checkPaidAt(tx, body.paidAt);
      throw notFound(`Member ${body.memberId}`);
    }
    if (body.paidAt > member.today) throw paidAtInFuture();
    const dues = member.dues;
    const problems = body.dueIds ? namedDuesProblems(body.memberId, body.dueIds, dues) : [];
    if (problems.length > 0) throw conflict(`The payment cannot go to the dues named: ${problems.join('; ')}. Nothing was recorded`);
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

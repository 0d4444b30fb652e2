import { paymentsContract } from '../../../contract/association/contributions-payments.js';
import { conflict, notFound, coded, codedText } from '../../errors.js';
import { Repository } from '../../resources/engine.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import { adjustDues, statusFor } from './booking.js';
import { GRACE_DAYS, markOverdue, writeAuditGroups } from './members.js';
import { PAYMENT_FILTER_SQL, PAYMENT_SELECT, PAYMENT_SORT_SQL } from './sql.js';

export const paymentsRepository = new Repository(
  {
    entity: 'payment',
    table: 'contribution_payments',
    idColumn: 'p.id',
    select: PAYMENT_SELECT,
    search: `p.reference || ' ' || coalesce(pm.full_name, '') || ' ' || b.name`,
    filters: {
      ...PAYMENT_FILTER_SQL,
      divisionId: 'p.division_id = ?',
      status: `(CASE WHEN p.reversed_at IS NULL THEN 'recorded' ELSE 'reversed' END) = ?`,
    },
    sorts: PAYMENT_SORT_SQL,
  },
  paymentsContract.defaultSort,
);

export const payments: ResourceModule = { contract: paymentsContract, repository: paymentsRepository };

export const reversePayment: OperationHandler = async ({ db, request, actor }) => {
  const { id } = request.params as { id: number };
  const { reason } = request.body as { reason: string };
  const payment = await db.transaction(async (tx) => {
    const found = await tx.query<{ reversedAt: Date | null; reversalReason: string | null }>(
      'SELECT reversed_at AS "reversedAt", reversal_reason AS "reversalReason" FROM contribution_payments WHERE id = $1 FOR UPDATE',
      [id],
    );
    const current = found.rows[0];
    if (!current) throw notFound(`Payment ${id}`);
    if (current.reversedAt) {
      throw conflict(`Payment ${id} was already reversed on ${new Date(current.reversedAt).toISOString().slice(0, 10)} (${current.reversalReason})`);
    }
    const allocations = await tx.query<{ dueId: number; amount: number; status: string; dueAmount: number; paidAmount: number }>(
      `SELECT a.due_id AS "dueId", a.amount, d.status, d.amount AS "dueAmount", d.paid_amount AS "paidAmount"
         FROM contribution_allocations a JOIN contribution_dues d ON d.id = a.due_id
        WHERE a.payment_id = $1 ORDER BY a.due_id FOR UPDATE OF d`,
      [id],
    );
    // The payment first, then its dues: the order a payment's booking writes them in (its allocations, then the dues),
    // so the totals both keep (migration 077) are locked in one order by every transaction and two never deadlock.
    await tx.query('UPDATE contribution_payments SET reversed_at = (SELECT sejawat_now()), reversal_reason = $2, updated_at = (SELECT sejawat_now()) WHERE id = $1', [id, reason]);
    await adjustDues(tx, allocations.rows.map((a) => ({ dueId: a.dueId, delta: -a.amount })), null);
    await writeAuditGroups(tx, actor, [
      { entity: 'payment', action: 'reverse', items: [{ id, changes: { status: { from: 'recorded', to: 'reversed' }, reason } }] },
      {
        entity: 'due',
        action: 'payment-reversed',
        items: allocations.rows.map((a) => ({
          id: a.dueId,
          changes: {
            paymentId: id,
            amount: -a.amount,
            paidAmount: { from: a.paidAmount, to: a.paidAmount - a.amount },
            status: { from: a.status, to: statusFor({ status: a.status, amount: a.dueAmount }, a.paidAmount - a.amount) },
          },
        })),
      },
    ]);
    // The undo is complete: a member this payment had cleared is in arrears again if the dues are long overdue.
    const members = (await tx.query<{ id: number }>('SELECT DISTINCT member_id AS id FROM contribution_dues WHERE id = ANY($1::int[])', [
      allocations.rows.map((a) => a.dueId),
    ])).rows.map((r) => r.id);
    await markOverdue(tx, { ids: members }, GRACE_DAYS, codedText(`Payment ${id} reversed: dues overdue again`, 'history.paymentReversed', { paymentId: id }), actor);
    return paymentsRepository.get(tx, id);
  }, { plans: 'generic' });
  return { status: 200, body: payment };
};

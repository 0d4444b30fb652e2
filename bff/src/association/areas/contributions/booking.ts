import type { Db } from '../../db/db.js';
import { codedText } from '../../errors.js';
import { AUDIT_GROUPS_INSERT, reinstateCleared, type AuditGroup } from './members.js';

/** An open due as a payment sees it: what is still owed on it. */
export interface OpenDue {
  id: number;
  memberId: number;
  period: string;
  status: string;
  paidAmount: number;
  outstanding: number;
}

export interface Allocation {
  due: OpenDue;
  amount: number;
}

/** Spreads `amount` over the dues in the order given, paying each in full until the money runs out. */
export function allocateInOrder(dues: OpenDue[], amount: number): Allocation[] {
  const allocations: Allocation[] = [];
  let left = amount;
  for (const due of dues) {
    if (left === 0) break;
    const part = Math.min(left, due.outstanding);
    if (part > 0) allocations.push({ due, amount: part });
    left -= part;
  }
  return allocations;
}

export interface NewPayment {
  kind: 'member' | 'collective';
  divisionId: number;
  memberId: number | null;
  period: string | null;
  method: string;
  reference: string;
  paidAt: string;
  note: string;
}

/** The status a due has with `paid` rupiah paid towards it (a waived due stays waived). */
export function statusFor(due: { status: string; amount: number }, paid: number): string {
  if (due.status === 'waived') return 'waived';
  return paid === 0 ? 'unpaid' : paid < due.amount ? 'partial' : 'paid';
}

/** The UPDATE adding deltas to dues' paid amounts, its parameters named (due ids, deltas, the day paid). */
const adjustDuesSql = (ids: string, deltas: string, paidAt: string) => `UPDATE contribution_dues d
        SET paid_amount = d.paid_amount + x.delta,
            status = CASE WHEN d.status = 'waived' THEN 'waived' WHEN d.paid_amount + x.delta = 0 THEN 'unpaid'
                          WHEN d.paid_amount + x.delta < d.amount THEN 'partial' ELSE 'paid' END,
            paid_at = CASE WHEN d.status <> 'waived' AND d.paid_amount + x.delta = d.amount THEN ${paidAt}::date END,
            updated_at = (SELECT sejawat_now())
       FROM unnest(${ids}::int[], ${deltas}::bigint[]) AS x(id, delta)
      WHERE d.id = x.id`;

/** Adds `delta` (negative to take money off) to each due's paid amount, keeping status and paid date in step. */
export async function adjustDues(tx: Db, changes: { dueId: number; delta: number }[], paidAt: string | null): Promise<void> {
  await tx.query(adjustDuesSql('$1', '$2', '$3'), [changes.map((c) => c.dueId), changes.map((c) => c.delta), paidAt]);
}

/**
 * A payment's allocations, its dues' new paid amounts and the audit entries, in one statement (one round trip instead
 * of three). Row-level security allows these parts together: the allocations' policy reads the payment, written by the
 * statement before; the dues and the audit log's policies read rows no part of this statement writes. The totals'
 * triggers fire at the end of the statement and work from their transition tables.
 */
const BOOK_ALLOCATIONS = `WITH allocated AS (
       INSERT INTO contribution_allocations (payment_id, due_id, amount)
       SELECT $3, x.due_id, x.amount FROM unnest($4::int[], $5::bigint[]) AS x(due_id, amount)
       RETURNING due_id
     ), adjusted AS (
       ${adjustDuesSql('$4', '$5', '$6')}
       RETURNING d.id
     ), audited AS (
       ${AUDIT_GROUPS_INSERT}
       RETURNING id
     )
     SELECT (SELECT count(*) FROM allocated)::int AS allocated, (SELECT count(*) FROM adjusted)::int AS adjusted`;

/**
 * Writes a payment, its allocations and the dues' new paid amounts with an audit entry for each record, and moves
 * members whose arrears this cleared back to active. Runs inside the caller's transaction; returns the payment id.
 * `inArrears`: the members among the payment's that may be in arrears, where the caller knows it (the member payment
 * holds its member's row locked and read its status); otherwise every member paid for is checked.
 *
 * Two statements: the payment, then its allocations, the dues and every audit entry (BOOK_ALLOCATIONS). The payment
 * stays a statement of its own: a board's role may write an allocation only of a payment it can see (row-level
 * security, migration 060), and a statement's parts do not see each other's rows, so one statement refused a branch
 * treasurer's payment.
 */
export async function bookPayment(tx: Db, payment: NewPayment, allocations: Allocation[], actor: string, inArrears?: number[]): Promise<number> {
  const amount = allocations.reduce((sum, a) => sum + a.amount, 0);
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO contribution_payments (kind, division_id, member_id, period, amount, method, reference, paid_at, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [payment.kind, payment.divisionId, payment.memberId, payment.period, amount, payment.method, payment.reference, payment.paidAt, payment.note],
  );
  const id = inserted.rows[0]!.id;
  const audit: AuditGroup[] = [
    {
      entity: 'payment',
      action: 'create',
      items: [{ id, changes: { ...payment, amount, allocations: allocations.map((a) => ({ dueId: a.due.id, amount: a.amount })) } }],
    },
    {
      entity: 'due',
      action: 'payment',
      items: allocations.map(({ due, amount: part }) => ({
        id: due.id,
        changes: {
          paymentId: id,
          amount: part,
          paidAmount: { from: due.paidAmount, to: due.paidAmount + part },
          status: { from: due.status, to: statusFor({ status: due.status, amount: due.paidAmount + due.outstanding }, due.paidAmount + part) },
        },
      })),
    },
  ];
  const ids = allocations.map((a) => a.due.id);
  const booked = await tx.query<{ allocated: number; adjusted: number }>(BOOK_ALLOCATIONS, [
    actor,
    JSON.stringify(audit),
    id,
    ids,
    allocations.map((a) => a.amount),
    payment.paidAt,
  ]);
  const { allocated, adjusted } = booked.rows[0]!;
  if (allocated !== ids.length || adjusted !== ids.length) {
    throw new Error(`payment ${id}: ${allocated} allocations and ${adjusted} dues written for ${ids.length} dues`);
  }
  const members = inArrears ?? [...new Set(allocations.map((a) => a.due.memberId))];
  await reinstateCleared(tx, members, codedText(`Overdue dues paid (payment ${id})`, 'history.duesPaid', { paymentId: id }), actor);
  return id;
}

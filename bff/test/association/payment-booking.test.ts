import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateInOrder, bookPayment, type OpenDue } from '../../src/association/areas/contributions/booking.js';
import type { Db } from '../../src/association/db/db.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from './harness.js';

/** A transaction that records the statements sent through it (each one a round trip to PostgreSQL). */
function counting(tx: Db, sent: string[]): Db {
  return {
    ...tx,
    query: (sql: string, params?: unknown[]) => {
      sent.push(sql);
      return tx.query(sql, params);
    },
    transaction: (fn, options) => tx.transaction((inner) => fn(counting(inner, sent)), options),
  } as Db;
}

/**
 * bookPayment (contributions/booking.ts) writes a payment, its allocations, the dues' new paid amounts and an audit
 * entry for each record. A payment's cost is its round trips: the payment is one statement, the allocations, dues and
 * audit entries one more (data-modifying parts of one statement), and the check for members leaving arrears a third.
 */
describe.each(BACKENDS)('booking a payment on %s', (backend) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    db = database.db;
  }, 240_000);
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('writes the payment, its allocations, the dues and their audit in three statements, and every row it says', async () => {
    // A member with two unpaid dues: the payment pays the first in full and part of the second. (Paying off a
    // member in arrears adds the status change's statements.)
    const open = await db.query<OpenDue & { amount: number; divisionId: number }>(
      `SELECT id, member_id AS "memberId", division_id AS "divisionId", period, status, paid_amount::int AS "paidAmount",
              (amount - paid_amount)::int AS outstanding, amount::int AS amount
         FROM contribution_dues
        WHERE member_id = (SELECT member_id FROM contribution_dues WHERE status = 'unpaid' GROUP BY member_id HAVING count(*) >= 2 ORDER BY member_id LIMIT 1)
          AND status = 'unpaid'
        ORDER BY period, id LIMIT 2`,
    );
    expect(open.rows).toHaveLength(2);
    // (this file's own database: the member is made active, so the payment changes no status)
    await db.query(`UPDATE members SET status = 'active' WHERE id = $1`, [open.rows[0]!.memberId]);
    const [first, second] = open.rows as [OpenDue & { amount: number; divisionId: number }, OpenDue & { amount: number; divisionId: number }];
    const allocations = allocateInOrder(open.rows, first.outstanding + 1000);
    expect(allocations.map((a) => a.amount)).toEqual([first.outstanding, 1000]);

    const sent: string[] = [];
    const id = await db.transaction((tx) =>
      bookPayment(
        counting(tx, sent),
        {
          kind: 'member',
          divisionId: first.divisionId,
          memberId: first.memberId,
          period: null,
          method: 'transfer',
          reference: 'BOOK-TEST-1',
          paidAt: '2026-01-15',
          note: '',
        },
        allocations,
        'booking-test@demo.com',
      ),
    );
    expect(sent).toHaveLength(3);

    const written = await db.query<{ due_id: number; amount: number }>(
      'SELECT due_id, amount::int AS amount FROM contribution_allocations WHERE payment_id = $1 ORDER BY due_id',
      [id],
    );
    expect(written.rows).toEqual([
      { due_id: first.id, amount: first.outstanding },
      { due_id: second.id, amount: 1000 },
    ].sort((a, b) => a.due_id - b.due_id));
    const dues = await db.query<{ id: number; paid: number; status: string; paid_at: string | null }>(
      `SELECT id, paid_amount::int AS paid, status, paid_at::text AS paid_at FROM contribution_dues WHERE id = ANY($1::int[]) ORDER BY id`,
      [[first.id, second.id]],
    );
    expect(Object.fromEntries(dues.rows.map((d) => [d.id, { paid: d.paid, status: d.status, paidAt: d.paid_at }]))).toEqual({
      [first.id]: { paid: first.amount, status: 'paid', paidAt: '2026-01-15' },
      [second.id]: { paid: 1000, status: 'partial', paidAt: null },
    });
    const payment = await db.query<{ amount: number; reference: string }>('SELECT amount::int AS amount, reference FROM contribution_payments WHERE id = $1', [id]);
    expect(payment.rows).toEqual([{ amount: first.outstanding + 1000, reference: 'BOOK-TEST-1' }]);
    const audit = await db.query<{ entity: string; entity_id: number; action: string; actor: string }>(
      `SELECT entity, entity_id, action, actor FROM audit_log
        WHERE (entity = 'payment' AND entity_id = $1) OR (entity = 'due' AND action = 'payment' AND changes->>'paymentId' = $1::text)
        ORDER BY id`,
      [id],
    );
    expect(audit.rows).toEqual([
      { entity: 'payment', entity_id: id, action: 'create', actor: 'booking-test@demo.com' },
      { entity: 'due', entity_id: first.id, action: 'payment', actor: 'booking-test@demo.com' },
      { entity: 'due', entity_id: second.id, action: 'payment', actor: 'booking-test@demo.com' },
    ]);
  });

  it('writes nothing when a due of the payment is gone: the whole transaction fails', async () => {
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contribution_payments');
    const due: OpenDue = { id: 2_000_000_000, memberId: 1, period: '2026', status: 'unpaid', paidAmount: 0, outstanding: 5000 };
    await expect(
      db.transaction((tx) =>
        bookPayment(
          tx,
          { kind: 'member', divisionId: 1, memberId: 1, period: null, method: 'cash', reference: '', paidAt: '2026-01-15', note: '' },
          [{ due, amount: 5000 }],
          'booking-test@demo.com',
        ),
      ),
    ).rejects.toThrow();
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contribution_payments')).rows).toEqual(before.rows);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembers, API, createBranch, createProvince, duesOf, generate, ref } from './contributions-fixtures.js';
import { BACKENDS, startAssociation, type AssociationClient } from './harness.js';

/**
 * The contributions' maintained totals (migration 077) against the rows they sum, summed here independently: every
 * period, branch and status of the dues; every period, branch, paying branch and month of the allocations of payments
 * not reversed, with their shares rounded per allocation.
 */
async function fromRows(c: AssociationClient) {
  const db = c.database.db;
  const dues = await db.query(
    `SELECT period, division_id, status, count(*)::int AS dues, sum(amount)::bigint AS billed, sum(paid_amount)::bigint AS collected,
            sum(CASE WHEN status = 'waived' THEN amount - paid_amount ELSE 0 END)::bigint AS waived
       FROM contribution_dues GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  const collections = await db.query(
    `SELECT d.period, d.division_id, p.division_id AS payment_division_id, to_char(p.paid_at, 'YYYY-MM') AS month,
            sum(a.amount)::bigint AS collected, sum(a.amount * r.national_share / 100)::bigint AS national_share,
            sum(a.amount * r.province_share / 100)::bigint AS province_share,
            sum(a.amount - a.amount * r.national_share / 100 - a.amount * r.province_share / 100)::bigint AS branch_share
       FROM contribution_allocations a
       JOIN contribution_payments p ON p.id = a.payment_id AND p.reversed_at IS NULL
       JOIN contribution_dues d ON d.id = a.due_id
       JOIN contribution_rates r ON r.id = d.rate_id
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  );
  return { dues: dues.rows, collections: collections.rows };
}

/** The maintained totals, without the groups that net to nothing (all of a branch's dues of a status changed). */
async function maintained(c: AssociationClient) {
  const db = c.database.db;
  const dues = await db.query(
    `SELECT period, division_id, status, dues, billed, collected, waived FROM contribution_due_totals
      WHERE dues <> 0 OR billed <> 0 OR collected <> 0 OR waived <> 0 ORDER BY 1, 2, 3`,
  );
  const collections = await db.query(
    `SELECT period, division_id, payment_division_id, month, collected, national_share, province_share, branch_share
       FROM contribution_collection_totals
      WHERE collected <> 0 OR national_share <> 0 OR province_share <> 0 OR branch_share <> 0 ORDER BY 1, 2, 3, 4`,
  );
  return { dues: dues.rows, collections: collections.rows };
}

async function expectInStep(c: AssociationClient, step: string) {
  expect(await maintained(c), step).toEqual(await fromRows(c));
}

const PAYMENTS = `${API}/payments`;

describe.each(BACKENDS)('contribution totals on %s', (backend) => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(backend);
  });
  afterAll(() => c?.close());

  const pay = async (body: object, url = PAYMENTS) => {
    const res = await c.post(url, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };

  it('hold the sums of the seeded dues and payments, loaded without triggers', async () => {
    const rows = await fromRows(c);
    expect(rows.dues.length).toBeGreaterThan(10);
    expect(rows.collections.length).toBeGreaterThan(10);
    await expectInStep(c, 'after the seed');
  });

  it('are kept by triggers that plan their statements once per connection (migration 080)', async () => {
    // With custom plans the plan cache planned sejawat_allocation_deltas's join again on every payment: 1.2 of a
    // payment's 3 ms in PostgreSQL at 50,000 members.
    const triggers = ['sejawat_allocations_totals_trigger', 'sejawat_dues_totals_trigger', 'sejawat_member_counts_trigger',
      'sejawat_members_mitigation_trigger', 'sejawat_payments_totals_trigger'];
    const { rows } = await c.database.db.query<{ name: string; config: string[] | null }>(
      'SELECT proname AS name, proconfig AS config FROM pg_proc WHERE proname = ANY($1::text[]) ORDER BY proname',
      [triggers],
    );
    expect(rows.map((r) => r.name)).toEqual(triggers);
    for (const row of rows) expect(row.config, row.name).toContain('plan_cache_mode=force_generic_plan');
  });

  it('stay equal to the rows through payments, a collective payment, reversals, a waiver and billing, and the statistics and dashboard answer them', async () => {
    const province = await createProvince(c);
    const north = await createBranch(c, province);
    const south = await createBranch(c, province);
    const [n1, n2, n3, nx] = await addMembers(c, north, [{}, {}, {}, { category: 'extraordinary' }]);
    const [s1, s2] = await addMembers(c, south, [{}, {}]);
    for (const branch of [north, south]) await generate(c, '2025', branch);
    await expectInStep(c, 'billing 2025');
    for (const branch of [north, south]) await generate(c, '2026', branch);
    await expectInStep(c, 'billing 2026');

    await pay({ memberId: n1, amount: 900000, method: 'transfer', reference: ref(), paidAt: '2026-01-15' });
    await expectInStep(c, 'a payment over two periods, the second partly');
    await pay({ divisionId: north, period: '2026', memberIds: [n2, nx], method: 'transfer', reference: ref(), paidAt: '2026-02-10' }, `${API}/collective`);
    await expectInStep(c, 'a collective payment');
    await pay({ memberId: s1, amount: 333333, method: 'qris', reference: ref('QR'), paidAt: '2026-02-20' });
    const reversed = await pay({ memberId: s2, amount: 1200000, method: 'cash', reference: ref('KW'), paidAt: '2026-03-05' });
    await expectInStep(c, 'a payment that rounds, a payment of both periods');
    expect((await c.post(`${PAYMENTS}/${reversed.id}/reverse`, { reason: 'Salah anggota' })).statusCode).toBe(200);
    await expectInStep(c, 'a reversal');
    const [n3Due2025] = await duesOf(c, n3!);
    expect((await c.post(`${API}/dues/${n3Due2025!.id}/waive`, { reason: 'Bencana alam' })).statusCode).toBe(200);
    await expectInStep(c, 'a waiver');

    // What the statistics and the dashboard answer for 2026 is what the rows say.
    const db = c.database.db;
    const dues = await db.query<{ division_id: number; dues: number; billed: number; collected: number; waived: number }>(
      `SELECT division_id, count(*)::int AS dues, sum(amount)::bigint AS billed, sum(paid_amount)::bigint AS collected,
              sum(CASE WHEN status = 'waived' THEN amount - paid_amount ELSE 0 END)::bigint AS waived
         FROM contribution_dues WHERE period = '2026' AND division_id = ANY ($1::int[]) GROUP BY 1`,
      [[north, south]],
    );
    const split = await db.query<{ division_id: number; national: number; province: number; branch: number }>(
      `SELECT d.division_id, sum(a.amount * r.national_share / 100)::bigint AS national, sum(a.amount * r.province_share / 100)::bigint AS province,
              sum(a.amount - a.amount * r.national_share / 100 - a.amount * r.province_share / 100)::bigint AS branch
         FROM contribution_allocations a JOIN contribution_payments p ON p.id = a.payment_id AND p.reversed_at IS NULL
         JOIN contribution_dues d ON d.id = a.due_id JOIN contribution_rates r ON r.id = d.rate_id
        WHERE d.period = '2026' AND d.division_id = ANY ($1::int[]) GROUP BY 1`,
      [[north, south]],
    );
    const dashboard = (await c.get(`${API}/dashboard?period=2026&provinceId=${province}`)).json();
    for (const branch of [north, south]) {
      const row = dues.rows.find((r) => r.division_id === branch)!;
      // South's 2026 collections were all reversed (its first payment went to the older 2025 dues): no shares.
      const shares = split.rows.find((r) => r.division_id === branch) ?? { national: 0, province: 0, branch: 0 };
      expect(dashboard.branches.find((b: { divisionId: number }) => b.divisionId === branch)).toMatchObject({
        dues: row.dues, billed: row.billed, collected: row.collected, waived: row.waived,
        owed: row.billed - row.collected - row.waived,
        shares: { national: shares.national, province: shares.province, branch: shares.branch },
      });
    }
    const statistics = (await c.get(`${API}/statistics?period=2026`)).json();
    const sum = (f: 'dues' | 'billed' | 'collected' | 'waived') => dues.rows.reduce((total, r) => total + r[f], 0);
    expect(statistics.byProvince.find((p: { provinceId: number }) => p.provinceId === province)).toMatchObject({
      dues: sum('dues'), billed: sum('billed'), collected: sum('collected'), waived: sum('waived'),
    });
    const months = await db.query<{ month: string; collected: number }>(
      `SELECT to_char(p.paid_at, 'YYYY-MM') AS month, sum(a.amount)::bigint AS collected
         FROM contribution_allocations a JOIN contribution_payments p ON p.id = a.payment_id AND p.reversed_at IS NULL
         JOIN contribution_dues d ON d.id = a.due_id AND d.period = '2026' GROUP BY 1 ORDER BY 1`,
    );
    expect(statistics.byMonth.map((m: { month: string; collected: number }) => ({ month: m.month, collected: m.collected }))).toEqual(months.rows);
  });

  it('stay exact when payments, reversals and waivers of one branch run side by side, none of them deadlocking', async () => {
    const branch = await createBranch(c);
    const members = await addMembers(c, branch, Array.from({ length: 12 }, () => ({})));
    await generate(c, '2025', branch);
    await generate(c, '2026', branch);
    const paid = await Promise.all(
      members.map((memberId, i) => pay({ memberId, amount: 600000 + i * 1000, method: 'transfer', reference: ref(), paidAt: `2026-0${1 + (i % 3)}-10` })),
    );
    await expectInStep(c, 'twelve payments at once');
    const second = await Promise.all([
      ...paid.slice(0, 6).map((p) => c.post(`${PAYMENTS}/${p.id}/reverse`, { reason: 'Dana kembali' })),
      ...members.slice(6, 9).map(async (m) => c.post(`${API}/dues/${(await duesOf(c, m)).find((d) => d.period === '2026')!.id}/waive`, { reason: 'Bencana alam' })),
      ...members.slice(9).map((memberId) => c.post(PAYMENTS, { memberId, amount: 250000, method: 'cash', reference: ref('KW'), paidAt: '2026-04-01' })),
    ]);
    expect(second.map((r) => r.statusCode)).toEqual([...Array(9).fill(200), 201, 201, 201]);
    await expectInStep(c, 'reversals, waivers and payments at once');
  });

  it('follow corrections made by hand: a payment re-dated or moved, a due moved, an allocation removed', async () => {
    const province = await createProvince(c);
    const [east, west] = [await createBranch(c, province), await createBranch(c, province)];
    const [m] = await addMembers(c, east, [{}]);
    await generate(c, '2026', east);
    const payment = await pay({ memberId: m, amount: 400000, method: 'transfer', reference: ref(), paidAt: '2026-05-02' });
    const db = c.database.db;
    await db.query(`UPDATE contribution_payments SET paid_at = '2026-06-30' WHERE id = $1`, [payment.id]);
    await expectInStep(c, 'a payment re-dated to another month');
    await db.query('UPDATE contribution_payments SET division_id = $2 WHERE id = $1', [payment.id, west]);
    await expectInStep(c, 'a payment moved to another paying branch');
    await db.query(`UPDATE contribution_dues SET division_id = $2, period = '2027' WHERE member_id = $1`, [m, west]);
    await expectInStep(c, 'a due moved to another branch and period');
    await db.query('UPDATE contribution_allocations SET amount = amount - 1000 WHERE payment_id = $1', [payment.id]);
    await expectInStep(c, 'an allocation changed');
    await db.query('DELETE FROM contribution_allocations WHERE payment_id = $1', [payment.id]);
    await expectInStep(c, 'an allocation removed');
    await db.query('DELETE FROM contribution_dues WHERE member_id = $1', [m]);
    await expectInStep(c, 'a due removed');
  });
});

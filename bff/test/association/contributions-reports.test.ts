import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembers, API, asClient, createBranch, createProvince, duesOf, generate, ref } from './contributions-fixtures.js';
import { BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const REPORTS = `${API}/reports`;
type Totals = { billed: number; collected: number; waived: number; owed: number; dues: number };
type Shares = { national: number; province: number; branch: number };

/**
 * One province of its own with two branches, dues for 2025 and 2026, and payments the reports must add up:
 * a member payment, a collective one, a partial one that rounds (333,333), a two-year one, a reversed one, a waiver.
 */
async function scenario(c: AssociationClient) {
  const province = await createProvince(c);
  const north = await createBranch(c, province);
  const south = await createBranch(c, province);
  const [n1, n2, n3, nx] = await addMembers(c, north, [{}, {}, {}, { category: 'extraordinary' }]);
  const [s1, s2] = await addMembers(c, south, [{}, {}]);
  for (const branch of [north, south]) for (const period of ['2025', '2026']) await generate(c, period, branch);
  const pay = async (body: object, url = `${API}/payments`) => {
    const res = await c.post(url, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const p1 = await pay({ memberId: n1, amount: 600000, method: 'transfer', reference: ref(), paidAt: '2026-01-15' });
  const p2 = await pay({ divisionId: north, period: '2026', memberIds: [n1, n2, nx], method: 'transfer', reference: ref(), paidAt: '2026-02-10' }, `${API}/collective`);
  const p3 = await pay({ memberId: s1, amount: 333333, method: 'qris', reference: ref('QR'), paidAt: '2026-02-20' });
  const p4 = await pay({ memberId: s2, amount: 1200000, method: 'cash', reference: ref('KW'), paidAt: '2026-03-05' });
  const p5 = await pay({ memberId: n3, amount: 600000, method: 'transfer', reference: ref(), paidAt: '2026-03-06' });
  expect((await c.post(`${API}/payments/${p5.id}/reverse`, { reason: 'Salah anggota' })).statusCode).toBe(200);
  const [n2Due2025] = await duesOf(c, n2!);
  expect((await c.post(`${API}/dues/${n2Due2025!.id}/waive`, { reason: 'Bencana alam' })).statusCode).toBe(200);
  return { province, north, south, members: { n1, n2, n3, nx, s1, s2 }, payments: { p1, p2, p3, p4, p5 } };
}

describe.each(BACKENDS)('contribution reports on %s', (backend) => {
  let c: AssociationClient;
  let s: Awaited<ReturnType<typeof scenario>>;
  beforeAll(async () => {
    c = await startAssociation(backend);
    s = await scenario(c);
  }, 180_000);
  afterAll(async () => {
    await c?.close();
  });

  it('adds up the cash received per month and method, with each level\'s share, leaving reversals out', async () => {
    const res = await c.get(`${REPORTS}/cash?divisionId=${s.province}&from=2026-01-01&to=2026-12-31`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-01-01', to: '2026-12-31', groupBy: 'month' });
    expect(body.byPeriod).toEqual([
      { period: '2026-01', payments: 1, amount: 600000, shares: { national: 120000, province: 180000, branch: 300000 } },
      { period: '2026-02', payments: 2, amount: 2733333, shares: { national: 546666, province: 819999, branch: 1366668 } },
      { period: '2026-03', payments: 1, amount: 1200000, shares: { national: 240000, province: 360000, branch: 600000 } },
    ]);
    expect(body.totals).toEqual({ payments: 4, amount: 4533333, shares: { national: 906666, province: 1359999, branch: 2266668 } });
    expect(body.byMethod).toEqual([
      { method: 'cash', payments: 1, amount: 1200000 },
      { method: 'qris', payments: 1, amount: 333333 },
      { method: 'transfer', payments: 2, amount: 3000000 },
    ]);
  });

  it('groups by day within one branch and narrows to the date range', async () => {
    const daily = (await c.get(`${REPORTS}/cash?divisionId=${s.south}&from=2026-01-01&to=2026-06-30&groupBy=day`)).json();
    expect(daily.byPeriod.map((p: { period: string; amount: number }) => [p.period, p.amount])).toEqual([['2026-02-20', 333333], ['2026-03-05', 1200000]]);
    const february = (await c.get(`${REPORTS}/cash?divisionId=${s.province}&from=2026-02-01&to=2026-02-28`)).json();
    expect(february.totals.amount).toBe(2733333);
    const national = (await c.get(`${REPORTS}/cash?from=2026-01-01&to=2026-12-31`)).json();
    const sum = (key: keyof Shares) => national.byPeriod.reduce((total: number, p: { shares: Shares }) => total + p.shares[key], 0);
    expect(sum('national') + sum('province') + sum('branch')).toBe(national.totals.amount);
    expect(national.totals.amount).toBeGreaterThanOrEqual(4533333);
  });

  it('refuses a range that ends before it starts (400 naming from) and an unknown division (404)', async () => {
    const res = await c.get(`${REPORTS}/cash?from=2026-05-01&to=2026-04-01`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('from');
    expect((await c.get(`${REPORTS}/cash?divisionId=999999`)).statusCode).toBe(404);
    expect((await c.get(`${REPORTS}/cash?groupBy=week`)).statusCode).toBe(400);
  });

  it('lists recorded payments of a scope with allocations and their total, pages and filters them', async () => {
    const all = (await c.get(`${REPORTS}/payments?divisionId=${s.province}&from=2026-01-01&to=2026-12-31`)).json();
    expect(all).toMatchObject({ total: 4, totalAmount: 4533333, page: 1, from: 1, to: 4 });
    const { p1, p2, p3, p4 } = s.payments;
    expect(all.data.map((p: { id: number }) => p.id)).toEqual([p4.id, p3.id, p2.id, p1.id]);
    expect(all.data[2].allocations).toHaveLength(3);
    const collective = (await c.get(`${REPORTS}/payments?divisionId=${s.province}&from=2026-01-01&kind=collective`)).json();
    expect(collective).toMatchObject({ total: 1, totalAmount: 2400000 });
    const page = (await c.get(`${REPORTS}/payments?divisionId=${s.province}&from=2026-01-01&perPage=3&page=2&sort=paidAt:desc`)).json();
    expect(page).toMatchObject({ total: 4, totalPages: 2, from: 4, to: 4, totalAmount: 4533333 });
    expect(page.data.map((p: { id: number }) => p.id)).toEqual([p1.id]);
    const cash = (await c.get(`${REPORTS}/payments?divisionId=${s.south}&from=2026-01-01&method=cash`)).json();
    expect(cash).toMatchObject({ total: 1, totalAmount: 1200000 });
  });

  it('exports the payment report as CSV, one row per allocation', async () => {
    const res = await c.get(`${REPORTS}/payments/export.csv?divisionId=${s.province}&from=2026-01-01&to=2026-12-31&sort=paidAt:asc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('paymentId,paidAt,kind,method,reference,divisionCode,divisionName,period,memberId,npa,memberName,amount');
    expect(lines).toHaveLength(1 + 7);
    expect(lines.slice(1).reduce((sum, l) => sum + Number(l.split(',').at(-1)), 0)).toBe(4533333);
    expect(lines[1]).toMatch(new RegExp(`^${s.payments.p1.id},2026-01-15,member,transfer,`));
  });

  it('gives a member\'s dues history with every payment, reversed ones flagged', async () => {
    const { n2, n3, s2 } = s.members;
    const paid = (await c.get(`${REPORTS}/members/${s2}`)).json();
    expect(paid.member).toMatchObject({ id: s2, status: 'active', category: 'ordinary', divisionId: s.south });
    expect(paid.totals).toEqual({ billed: 1200000, collected: 1200000, waived: 0, owed: 0, overdue: 0 });
    expect(paid.periods.map((p: { period: string; status: string; payments: { paymentId: number }[] }) => [p.period, p.status, p.payments.map((x) => x.paymentId)]))
      .toEqual([['2026', 'paid', [s.payments.p4.id]], ['2025', 'paid', [s.payments.p4.id]]]);
    const reversed = (await c.get(`${REPORTS}/members/${n3}`)).json();
    expect(reversed.totals).toEqual({ billed: 1200000, collected: 0, waived: 0, owed: 1200000, overdue: 600000 });
    expect(reversed.periods[1].payments).toEqual([expect.objectContaining({ paymentId: s.payments.p5.id, amount: 600000, reversed: true })]);
    const waived = (await c.get(`${REPORTS}/members/${n2}`)).json();
    expect(waived.totals).toEqual({ billed: 1200000, collected: 600000, waived: 600000, owed: 0, overdue: 0 });
    expect(waived.periods[1]).toMatchObject({ period: '2025', status: 'waived', waivedReason: 'Bencana alam' });
    expect((await c.get(`${REPORTS}/members/999999`)).statusCode).toBe(404);
  });

  it('compares owed with collected per province and month, reconciling with the totals', async () => {
    for (const [period, expected] of [
      ['2026', { dues: 6, billed: 4200000, collected: 3000000, waived: 0, owed: 1200000 }],
      ['2025', { dues: 6, billed: 4200000, collected: 1533333, waived: 600000, owed: 2066667 }],
    ] as const) {
      const stats = (await c.get(`${API}/statistics?period=${period}`)).json();
      expect(stats.byProvince.find((p: { provinceId: number }) => p.provinceId === s.province)).toMatchObject(expected);
      const sum = (key: keyof Totals) => stats.byProvince.reduce((total: number, p: Totals) => total + p[key], 0);
      for (const key of ['dues', 'billed', 'collected', 'waived', 'owed'] as const) expect(sum(key), key).toBe(stats.totals[key]);
      expect(Object.values(stats.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(stats.totals.dues);
      const months = stats.byMonth as { collected: number; cumulative: number; owed: number }[];
      expect(months.reduce((total, m) => total + m.collected, 0)).toBe(stats.totals.collected);
      expect(months.at(-1)).toMatchObject({ cumulative: stats.totals.collected, owed: stats.totals.owed });
    }
    expect((await c.get(`${API}/statistics?period=1990`)).json()).toMatchObject({ totals: { dues: 0, billed: 0 }, byMonth: [] });
  });

  it('totals the dashboard per level: branches add up to their province, provinces to the nation', async () => {
    const res = (await c.get(`${API}/dashboard?period=2026&provinceId=${s.province}`)).json();
    const north = res.branches.find((b: { divisionId: number }) => b.divisionId === s.north);
    const south = res.branches.find((b: { divisionId: number }) => b.divisionId === s.south);
    expect(res.branches).toHaveLength(2);
    expect(north).toMatchObject({ level: 'branch', dues: 4, billed: 3000000, collected: 2400000, waived: 0, owed: 600000, shares: { national: 480000, province: 720000, branch: 1200000 } });
    expect(south).toMatchObject({ dues: 2, billed: 1200000, collected: 600000, owed: 600000, shares: { national: 120000, province: 180000, branch: 300000 } });
    expect(res.provinces.find((p: { divisionId: number }) => p.divisionId === s.province)).toMatchObject({
      level: 'province', dues: 6, billed: 4200000, collected: 3000000, owed: 1200000, shares: { national: 600000, province: 900000, branch: 1500000 },
    });
    const sum = (key: keyof Totals) => res.provinces.reduce((total: number, p: Totals) => total + p[key], 0);
    for (const key of ['dues', 'billed', 'collected', 'waived', 'owed'] as const) expect(res.national[key], key).toBe(sum(key));
    expect(res.national.level).toBe('national');
    const shares = res.national.shares as Shares;
    expect(shares.national + shares.province + shares.branch).toBe(res.national.collected);
    expect((await c.get(`${API}/dashboard?period=2026`)).json().branches).toEqual([]);
    expect((await c.get(`${API}/dashboard?provinceId=${s.north}`)).statusCode).toBe(404);
  });

  it('lets the client account read no report', async () => {
    for (const url of [`${REPORTS}/cash`, `${REPORTS}/payments`, `${REPORTS}/members/1`, `${API}/statistics`, `${API}/dashboard`]) {
      expect((await asClient(c, 'GET', url)).statusCode, url).toBe(403);
    }
  });
});

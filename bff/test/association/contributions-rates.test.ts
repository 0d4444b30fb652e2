import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, asClient, count } from './contributions-fixtures.js';
import { BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const RATES = `${API}/rates`;
const rate = (over: Record<string, unknown> = {}) => ({
  name: 'Iuran Uji',
  category: 'ordinary',
  amount: 450000,
  nationalShare: 20,
  provinceShare: 30,
  branchShare: 50,
  validFrom: '2008-01-01',
  validTo: '2009-12-31',
  ...over,
});

describe.each(BACKENDS)('contribution rates on %s', (backend) => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(backend);
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  it('lists the seeded rates with the list contract, filters and sorts', async () => {
    const all = (await c.get(`${RATES}?validOn=2026-11-21&sort=amount:desc&perPage=2`)).json();
    expect(all).toMatchObject({ total: 3, page: 1, perPage: 2, totalPages: 2, from: 1, to: 2 });
    expect(all.data[0]).toMatchObject({ category: 'extraordinary', amount: 1200000, period: 'yearly', validTo: null });
    const current = (await c.get(`${RATES}?category=ordinary&validOn=2026-11-21`)).json();
    expect(current.data).toHaveLength(1);
    expect(current.data[0]).toMatchObject({ amount: 600000, nationalShare: 20, provinceShare: 30, branchShare: 50, validFrom: '2024-01-01' });
    expect(current.data[0].dueCount).toBeGreaterThan(0);
    const searched = (await c.get(`${RATES}?q=luar%20biasa&sort=validFrom:asc`)).json();
    expect(searched.data.map((r: { amount: number }) => r.amount)).toEqual([1000000, 1200000]);
  });

  it('refuses shares that do not sum to 100 with a 400 naming the three fields, and writes nothing', async () => {
    const before = await count(c, 'contribution_rates');
    const res = await c.post(RATES, rate({ branchShare: 40 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field).sort()).toEqual(['branchShare', 'nationalShare', 'provinceShare']);
    expect(await count(c, 'contribution_rates')).toBe(before);
  });

  it('refuses bad input naming the field: a window ending before it starts, an unknown category, a fraction', async () => {
    for (const [body, field] of [
      [rate({ validTo: '2007-12-31' }), 'validTo'],
      [rate({ category: 'student' }), 'category'],
      [rate({ amount: 1.5 }), 'amount'],
      [rate({ colour: 'red' }), 'colour'],
    ] as const) {
      const res = await c.post(RATES, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('refuses a window that overlaps another of the same category (409 naming it) but allows other categories', async () => {
    const before = await count(c, 'contribution_rates');
    const res = await c.post(RATES, rate({ validFrom: '2025-06-01', validTo: null }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/overlap rate \d+ "Iuran Anggota Biasa" \(valid 2024-01-01 to open-ended\)/);
    expect(await count(c, 'contribution_rates')).toBe(before);
  });

  it('creates a rate, audits it, and deletes it while unused', async () => {
    const created = await c.post(RATES, rate({ validFrom: '2001-01-01', validTo: '2001-12-31' }));
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ category: 'ordinary', amount: 450000, validFrom: '2001-01-01', validTo: '2001-12-31', dueCount: 0, period: 'yearly' });
    const audit = (await c.get(`${RATES}/${body.id}/audit`)).json();
    expect(audit.data[0]).toMatchObject({ action: 'create', actor: 'admin@demo.com' });
    expect((await c.del(`${RATES}/${body.id}`)).statusCode).toBe(204);
    expect((await c.get(`${RATES}/${body.id}`)).statusCode).toBe(404);
  });

  it('keeps a rate that priced dues: no new amount, no deletion, only closing it after its last period', async () => {
    const used = (await c.get(`${RATES}?category=extraordinary&validOn=2026-01-01`)).json().data[0];
    expect(used.dueCount).toBeGreaterThan(0);
    const amount = await c.patch(`${RATES}/${used.id}`, { amount: 1500000 });
    expect(amount.statusCode).toBe(409);
    expect(amount.json().message).toMatch(/amount cannot change/);
    const early = await c.patch(`${RATES}/${used.id}`, { validTo: '2025-12-31' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/priced dues of 2026/);
    expect((await c.del(`${RATES}/${used.id}`)).statusCode).toBe(409);
    expect((await c.get(`${RATES}/${used.id}`)).json()).toMatchObject({ amount: 1200000, validTo: null });

    const closed = await c.patch(`${RATES}/${used.id}`, { validTo: '2030-12-31', name: 'Iuran Anggota Luar Biasa 2024-2030' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ validTo: '2030-12-31', name: 'Iuran Anggota Luar Biasa 2024-2030' });
    const overlapping = await c.post(RATES, rate({ category: 'extraordinary', validFrom: '2030-06-01', validTo: null }));
    expect(overlapping.statusCode).toBe(409);
    const next = await c.post(RATES, rate({ category: 'extraordinary', amount: 1500000, validFrom: '2031-01-01', validTo: null }));
    expect(next.statusCode).toBe(201);
    const audit = (await c.get(`${RATES}/${used.id}/audit`)).json();
    expect(audit.data[0]).toMatchObject({ action: 'update', changes: { validTo: { from: null, to: '2030-12-31' } } });
  });

  it('checks the shares of a partial update against the stored ones', async () => {
    const created = (await c.post(RATES, rate({ validFrom: '2002-01-01', validTo: '2002-12-31' }))).json();
    const res = await c.patch(`${RATES}/${created.id}`, { nationalShare: 25 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/sum to 105/);
    const ok = await c.patch(`${RATES}/${created.id}`, { nationalShare: 25, branchShare: 45 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ nationalShare: 25, provinceShare: 30, branchShare: 45 });
  });

  it('answers 404 for an unknown rate and exports a filter as CSV', async () => {
    expect((await c.patch(`${RATES}/999999`, { name: 'x' })).statusCode).toBe(404);
    const csv = await c.get(`${RATES}/export.csv?category=honorary`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/Anggota Kehormatan \(bebas iuran\),honorary,yearly,0,20,30,50/);
  });

  it('lets the client account neither read nor write rates', async () => {
    expect((await asClient(c, 'GET', RATES)).statusCode).toBe(403);
    expect((await asClient(c, 'POST', RATES, rate())).statusCode).toBe(403);
  });
});

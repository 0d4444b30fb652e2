import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembers, API, asClient, createBranch, createProvince, generate, memberStatus, ref } from './contributions-fixtures.js';
import { BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const ARREARS = `${API}/arrears`;
interface Row {
  memberId: number;
  unpaidPeriods: number;
  owed: number;
  oldestDueDate: string;
  memberStatus: string;
}

describe.each(BACKENDS)('arrears on %s', (backend) => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(backend);
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  const pay = (memberId: number, amount: number) =>
    c.post(`${API}/payments`, { memberId, amount, method: 'transfer', reference: ref(), paidAt: '2026-06-01' });

  it('agrees with the seeded data (first, before this file adds members): as many listed as members in arrears', async () => {
    const statuses = (await c.database.db.query<{ id: number }>(`SELECT id FROM members WHERE status = 'in_arrears' ORDER BY id`)).rows;
    const listed = (await c.get(`${ARREARS}?perPage=100&sort=memberName:asc`)).json();
    expect(listed.total).toBe(statuses.length);
  });

  it('lists members with overdue dues: periods, what they owe, since when; filters, sorts and pages', async () => {
    const province = await createProvince(c);
    const branch = await createBranch(c, province);
    const [two, one, partial, current] = await addMembers(c, branch, [{}, {}, {}, { joinedAt: '2026-02-01' }]);
    for (const period of ['2024', '2025', '2026']) await generate(c, period, branch);
    await pay(one!, 600000);
    await pay(partial!, 1000000);
    const list = (await c.get(`${ARREARS}?divisionId=${branch}`)).json();
    expect(list).toMatchObject({ total: 3, page: 1, from: 1, to: 3 });
    expect(list.data.map((r: Row) => [r.memberId, r.unpaidPeriods, r.owed, r.oldestDueDate])).toEqual([
      [two, 2, 1200000, '2024-12-31'],
      [one, 1, 600000, '2025-12-31'],
      [partial, 1, 200000, '2025-12-31'],
    ]);
    expect(list.data.map((r: Row) => r.memberId)).not.toContain(current);
    expect((await c.get(`${ARREARS}?provinceId=${province}&minPeriods=2`)).json().data.map((r: Row) => r.memberId)).toEqual([two]);
    const byName = (await c.get(`${ARREARS}?provinceId=${province}&sort=owed:asc&perPage=2&page=2`)).json();
    expect(byName).toMatchObject({ total: 3, totalPages: 2, from: 3, to: 3 });
    expect(byName.data.map((r: Row) => r.memberId)).toEqual([two]);
    const npa = (await c.database.db.query<{ npa: string }>('SELECT npa FROM members WHERE id = $1', [one])).rows[0]!.npa;
    expect((await c.get(`${ARREARS}?q=${npa.toLowerCase()}`)).json().data.map((r: Row) => r.memberId)).toEqual([one]);
  });

  it('exports the filtered arrears as CSV', async () => {
    const branch = await createBranch(c);
    await addMembers(c, branch, [{}, {}]);
    await generate(c, '2025', branch);
    const res = await c.get(`${ARREARS}/export.csv?divisionId=${branch}&sort=memberName:asc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('memberId,npa,memberName,memberStatus,divisionName,provinceName,unpaidPeriods,owed,oldestDueDate');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/,1,600000,2025-12-31$/);
  });

  it('sums arrears per branch of a province: paying members, members in arrears, billed, collected, owed', async () => {
    const province = await createProvince(c);
    const [north, south] = [await createBranch(c, province), await createBranch(c, province)];
    const [a] = await addMembers(c, north, [{ status: 'in_arrears' }, { status: 'active' }, { status: 'deceased' }]);
    const [s] = await addMembers(c, south, [{ status: 'active' }]);
    for (const branch of [north, south]) {
      await generate(c, '2025', branch);
      await generate(c, '2026', branch);
    }
    await pay(a!, 500000);
    await pay(s!, 1200000);
    const res = (await c.get(`${ARREARS}/branches?provinceId=${province}`)).json();
    expect(res.data.map((r: { divisionId: number }) => r.divisionId)).toEqual([north, south]);
    expect(res.data[0]).toMatchObject({ provinceId: province, members: 2, membersInArrears: 1, billed: 2400000, collected: 500000, owed: 700000 });
    expect(res.data[1]).toMatchObject({ members: 1, membersInArrears: 0, billed: 1200000, collected: 1200000, owed: 0 });
    expect(res.totals).toEqual({ billed: 3600000, collected: 1700000, owed: 700000 });
    const period = (await c.get(`${ARREARS}/branches?provinceId=${province}&period=2026`)).json();
    expect(period.totals).toEqual({ billed: 1800000, collected: 600000, owed: 0 });
    expect((await c.get(`${ARREARS}/branches?provinceId=999999`)).statusCode).toBe(404);
  });

  it('lists the members the grace rule marks in arrears, and only those: the dashboard tile and the list count the same', async () => {
    const branch = await createBranch(c);
    const [recent, past] = await addMembers(c, branch, [{}, {}]);
    await generate(c, '2026', branch);
    // Both dues are overdue; only one is past the 90-day grace period.
    await c.database.db.query(`UPDATE contribution_dues SET due_date = sejawat_today() - 10 WHERE member_id = $1`, [recent]);
    await c.database.db.query(`UPDATE contribution_dues SET due_date = sejawat_today() - 91 WHERE member_id = $1`, [past]);
    const listed = (await c.get(`${ARREARS}?divisionId=${branch}`)).json();
    expect(listed.data.map((r: Row) => r.memberId)).toEqual([past]);
    const marked = (await c.post(`${ARREARS}/mark`, { divisionId: branch })).json();
    expect(marked.marked).toBe(listed.total);
    const inArrears = await c.database.db.query<{ id: number }>(`SELECT id FROM members WHERE division_id = $1 AND status = 'in_arrears'`, [branch]);
    expect(inArrears.rows.map((m) => m.id)).toEqual([past]);
    expect(await memberStatus(c, recent!)).toBe('active');
  });

  it('marks active members in arrears once a due is past the grace period, once, with audit', async () => {
    const branch = await createBranch(c);
    const [late, onTime, alreadyIn, lapsed] = await addMembers(c, branch, [{}, {}, { status: 'in_arrears' }, {}]);
    await generate(c, '2025', branch);
    await generate(c, '2026', branch);
    await pay(onTime!, 600000);
    await c.database.db.query(`UPDATE members SET status = 'lapsed' WHERE id = $1`, [lapsed]);

    const generous = await c.post(`${ARREARS}/mark`, { graceDays: 700, divisionId: branch });
    expect(generous.json()).toMatchObject({ graceDays: 700, marked: 0, owed: 0 });
    const res = await c.post(`${ARREARS}/mark`, { divisionId: branch });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ graceDays: 90, marked: 1, owed: 600000 });
    expect(res.json().cutoff).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await memberStatus(c, late!)).toBe('in_arrears');
    expect(await memberStatus(c, onTime!)).toBe('active');
    expect(await memberStatus(c, alreadyIn!)).toBe('in_arrears');
    expect(await memberStatus(c, lapsed!)).toBe('lapsed');
    const audit = await c.database.db.query<{ changes: { status: unknown; reason: string } }>(
      `SELECT changes FROM audit_log WHERE entity = 'member' AND entity_id = $1 AND action = 'transition'`, [late]);
    expect(audit.rows.map((r) => r.changes.status)).toEqual([{ from: 'active', to: 'in_arrears' }]);
    expect(audit.rows[0]!.changes.reason).toMatch(/more than 90 days/);
    expect((await c.post(`${ARREARS}/mark`, { divisionId: branch })).json()).toMatchObject({ marked: 0 });

    await pay(late!, 600000);
    expect(await memberStatus(c, late!)).toBe('active');
  });

  it('refuses bad input naming the field and unknown divisions with 404', async () => {
    for (const [url, field] of [[`${ARREARS}?minPeriods=0`, 'minPeriods'], [`${ARREARS}?sort=npa:asc`, 'sort'], [`${ARREARS}/branches?period=26`, 'period']] as const) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const bad = await c.post(`${ARREARS}/mark`, { graceDays: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('graceDays');
    expect((await c.post(`${ARREARS}/mark`, { divisionId: 999999 })).statusCode).toBe(404);
  });

  it('lets the client account neither see nor mark arrears', async () => {
    expect((await asClient(c, 'GET', ARREARS)).statusCode).toBe(403);
    expect((await asClient(c, 'GET', `${ARREARS}/branches`)).statusCode).toBe(403);
    expect((await asClient(c, 'POST', `${ARREARS}/mark`, {})).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembers, API, asClient, count, createBranch, duesOf, generate, memberStatus, ref, type Due } from './contributions-fixtures.js';
import { BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const DUES = `${API}/dues`;

describe.each(BACKENDS)('dues on %s', (backend) => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(backend);
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  it('raises dues only for members who owe them, at the rate of their category, and only once', async () => {
    const branch = await createBranch(c);
    const [ordinary, arrears, foreign, ...others] = await addMembers(c, branch, [
      { status: 'active' },
      { status: 'in_arrears' },
      { status: 'active', category: 'extraordinary' },
      { status: 'honorary' },
      { status: 'deceased' },
      { status: 'dismissed' },
      { status: 'applicant', joinedAt: null },
      { status: 'lapsed' },
      { status: 'active', joinedAt: '2027-02-01' },
    ]);
    const first = await generate(c, '2026', branch);
    expect(first).toMatchObject({ membersOwing: 3, created: 3, skippedExisting: 0, amount: 600000 * 2 + 1200000 });
    const listed = (await c.get(`${DUES}?divisionId=${branch}&period=2026&sort=amount:desc`)).json();
    expect(listed.total).toBe(3);
    expect(listed.data.map((d: Due) => [d.memberId, d.amount, d.status, d.outstanding])).toEqual([
      [foreign, 1200000, 'unpaid', 1200000],
      ...[ordinary, arrears].sort((x, y) => y! - x!).map((id) => [id, 600000, 'unpaid', 600000]),
    ]);
    expect(listed.data[0]).toMatchObject({ dueDate: '2026-12-31', paidAt: null, overdue: false, period: '2026' });
    for (const id of others) expect(await duesOf(c, id!)).toEqual([]);

    const again = await generate(c, '2026', branch);
    expect(again).toMatchObject({ membersOwing: 3, created: 0, skippedExisting: 3, amount: 0 });
    expect((await c.get(`${DUES}?divisionId=${branch}`)).json().total).toBe(3);

    const audit = (await c.get(`${DUES}/${listed.data[0].id}/audit`)).json();
    expect(audit.data).toHaveLength(1);
    expect(audit.data[0]).toMatchObject({ action: 'generate', actor: 'admin@demo.com', changes: { period: '2026', amount: 1200000 } });
  });

  it('bills one member when memberId is given, leaving the rest of the branch unbilled; 404 for an unknown member', async () => {
    const branch = await createBranch(c);
    const [newcomer, other, honorary] = await addMembers(c, branch, [
      { status: 'active' },
      { status: 'active' },
      { status: 'honorary' },
    ]);
    const billed = (await c.post(`${DUES}/generate`, { period: '2026', memberId: newcomer })).json();
    expect(billed).toMatchObject({ membersOwing: 1, created: 1, skippedExisting: 0, amount: 600000 });
    expect((await duesOf(c, newcomer!)).map((d) => d.period)).toEqual(['2026']);
    expect(await duesOf(c, other!)).toEqual([]);
    const again = (await c.post(`${DUES}/generate`, { period: '2026', memberId: newcomer, divisionId: branch })).json();
    expect(again).toMatchObject({ membersOwing: 1, created: 0, skippedExisting: 1 });
    const none = (await c.post(`${DUES}/generate`, { period: '2026', memberId: honorary })).json();
    expect(none).toMatchObject({ membersOwing: 0, created: 0 });
    const unknown = await c.post(`${DUES}/generate`, { period: '2026', memberId: 99999999 });
    expect(unknown.statusCode).toBe(404);
    const zero = await c.post(`${DUES}/generate`, { period: '2026', memberId: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details.map((d: { field: string }) => d.field)).toContain('memberId');
  });

  it('refuses a period no rate covers (409 naming the categories) and creates nothing', async () => {
    const branch = await createBranch(c);
    await addMembers(c, branch, [
      { status: 'active', joinedAt: '1998-03-01' },
      { status: 'active', category: 'extraordinary', joinedAt: '1999-07-01' },
      { status: 'active', joinedAt: '2002-01-15' },
    ]);
    const before = await count(c, 'contribution_dues');
    const res = await c.post(`${DUES}/generate`, { period: '2001', divisionId: branch });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/No rate is valid on 2001-01-01 for extraordinary \(1 members\), ordinary \(1 members\)/);
    expect(await count(c, 'contribution_dues')).toBe(before);
  });

  it('answers bad input with a 400 naming the field and unknown divisions with 404', async () => {
    for (const [body, field] of [
      [{ period: '26' }, 'period'],
      [{ period: '2026', divisionId: 0 }, 'divisionId'],
      [{ period: '2026', dueDate: 'tomorrow' }, 'dueDate'],
      [{ period: '2026', extra: true }, 'extra'],
    ] as const) {
      const res = await c.post(`${DUES}/generate`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect((await c.post(`${DUES}/generate`, { period: '2026', divisionId: 999999 })).statusCode).toBe(404);
  });

  it('filters by period, status, branch, province, member and overdue; sorts, searches and pages', async () => {
    const province = (await c.get('/api/association/divisions?level=province&perPage=1&sort=code:desc')).json().data[0].id;
    const branch = await createBranch(c, province);
    const [a, b] = await addMembers(c, branch, [{ status: 'active' }, { status: 'active' }]);
    await generate(c, '2025', branch);
    await generate(c, '2026', branch);
    const overdue = (await c.get(`${DUES}?divisionId=${branch}&overdue=true`)).json();
    expect(overdue.data.map((d: Due) => d.period)).toEqual(['2025', '2025']);
    expect(overdue.data.every((d: Due) => d.overdue)).toBe(true);
    const current = (await c.get(`${DUES}?divisionId=${branch}&overdue=false`)).json();
    expect(current.data.map((d: Due) => d.period)).toEqual(['2026', '2026']);
    const ofA = (await c.get(`${DUES}?memberId=${a}&sort=period:asc`)).json();
    expect(ofA.data.map((d: Due) => d.period)).toEqual(['2025', '2026']);
    const inProvince = (await c.get(`${DUES}?provinceId=${province}&period=2025&perPage=100`)).json();
    expect(inProvince.data.every((d: { provinceId: number }) => d.provinceId === province)).toBe(true);
    expect(inProvince.data.map((d: Due) => d.memberId)).toEqual(expect.arrayContaining([a, b]));
    const paged = (await c.get(`${DUES}?divisionId=${branch}&perPage=3&page=2&sort=dueDate:asc`)).json();
    expect(paged).toMatchObject({ total: 4, page: 2, totalPages: 2, from: 4, to: 4 });
    const npa = (await c.get(`${DUES}/${ofA.data[0].id}`)).json().npa as string;
    const searched = (await c.get(`${DUES}?q=${npa.toLowerCase()}`)).json();
    expect(searched.data.map((d: Due) => d.memberId)).toEqual([a, a]);
    const paid = await c.post(`${API}/payments`, { memberId: b, amount: 600000, method: 'cash', reference: ref('KW'), paidAt: '2026-05-02' });
    expect(paid.statusCode).toBe(201);
    const byStatus = (await c.get(`${DUES}?divisionId=${branch}&status=paid`)).json();
    expect(byStatus.data.map((d: Due) => [d.memberId, d.period, d.paidAt])).toEqual([[b, '2025', '2026-05-02']]);
  });

  it('refuses unknown filters and sorts with 400 and unknown dues with 404', async () => {
    for (const [query, field] of [['status=late', 'status'], ['sort=npa:asc', 'sort'], ['overdue=maybe', 'overdue'], ['period=20x6', 'period']] as const) {
      const res = await c.get(`${DUES}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect((await c.get(`${DUES}/999999`)).statusCode).toBe(404);
    expect((await c.post(`${DUES}/999999/waive`, { reason: 'Bencana alam' })).statusCode).toBe(404);
  });

  it('waives what remains of a due, refuses a paid or waived one, and brings a member out of arrears', async () => {
    const branch = await createBranch(c);
    const [member, payer] = await addMembers(c, branch, [{ status: 'in_arrears' }, { status: 'active' }]);
    await generate(c, '2025', branch);
    const [due] = await duesOf(c, member!);

    const short = await c.post(`${DUES}/${due!.id}/waive`, { reason: '' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('reason');
    expect((await c.get(`${DUES}/${due!.id}`)).json().status).toBe('unpaid');

    const partly = await c.post(`${API}/payments`, { memberId: member, amount: 200000, method: 'transfer', reference: ref(), paidAt: '2026-02-01' });
    expect(partly.statusCode).toBe(201);
    const waived = await c.post(`${DUES}/${due!.id}/waive`, { reason: 'Terdampak banjir bandang' });
    expect(waived.statusCode).toBe(200);
    expect(waived.json()).toMatchObject({ status: 'waived', paidAmount: 200000, outstanding: 0, overdue: false, waivedReason: 'Terdampak banjir bandang' });
    expect(await memberStatus(c, member!)).toBe('active');
    const memberAudit = await c.database.db.query<{ changes: { status: unknown } }>(
      `SELECT changes FROM audit_log WHERE entity = 'member' AND entity_id = $1 AND action = 'transition'`, [member]);
    expect(memberAudit.rows[0]?.changes.status).toEqual({ from: 'in_arrears', to: 'active' });

    const twice = await c.post(`${DUES}/${due!.id}/waive`, { reason: 'Sekali lagi' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already waived/);

    const [payerDue] = await duesOf(c, payer!);
    await c.post(`${API}/payments`, { memberId: payer, amount: 600000, method: 'qris', reference: ref('QR'), paidAt: '2026-02-01' });
    const paid = await c.post(`${DUES}/${payerDue!.id}/waive`, { reason: 'Terlambat dicatat' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toMatch(/is paid; a paid due cannot be waived/);
    expect((await c.get(`${DUES}/${payerDue!.id}`)).json()).toMatchObject({ status: 'paid', waivedReason: null });

    const audit = (await c.get(`${DUES}/${due!.id}/audit`)).json();
    expect(audit.data.map((a: { action: string }) => a.action)).toEqual(['waive', 'payment', 'generate']);
    expect(audit.data[0].changes).toMatchObject({ forgiven: 400000, status: { from: 'partial', to: 'waived' } });
  });

  it('exports exactly the filtered dues as CSV', async () => {
    const branch = await createBranch(c);
    await addMembers(c, branch, [{ status: 'active' }, { status: 'active' }, { status: 'in_arrears' }]);
    await generate(c, '2026', branch);
    const res = await c.get(`${DUES}/export.csv?divisionId=${branch}&sort=memberName:asc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,memberId,memberName,npa,divisionId,divisionName/);
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.includes(',2026,600000,0,600000,unpaid,2026-12-31,false,'))).toBe(true);
  });

  it('seeds dues consistent with member statuses: no active member is long overdue', async () => {
    const stale = await c.database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM contribution_dues d JOIN members m ON m.id = d.member_id
        WHERE m.status = 'active' AND d.status IN ('unpaid', 'partial') AND d.due_date + 90 < DATE '2026-11-21' AND m.email LIKE '%@mail.sejawat.id'`,
    );
    expect(stale.rows[0]!.n).toBe(0);
    const statuses = (await c.get(`${DUES}?period=2026&perPage=1`)).json();
    expect(statuses.total).toBeGreaterThan(50);
    for (const status of ['paid', 'partial', 'unpaid']) {
      expect((await c.get(`${DUES}?status=${status}&perPage=1`)).json().total, status).toBeGreaterThan(0);
    }
  });

  it('lets the client account neither list nor generate nor waive', async () => {
    expect((await asClient(c, 'GET', DUES)).statusCode).toBe(403);
    expect((await asClient(c, 'POST', `${DUES}/generate`, { period: '2026' })).statusCode).toBe(403);
    expect((await asClient(c, 'POST', `${DUES}/1/waive`, { reason: 'Bencana alam' })).statusCode).toBe(403);
  });
});

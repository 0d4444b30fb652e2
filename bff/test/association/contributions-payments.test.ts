import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembers, API, asClient, count, createBranch, duesOf, generate, memberStatus, ref } from './contributions-fixtures.js';
import { associationToday, BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const PAYMENTS = `${API}/payments`;
const COLLECTIVE = `${API}/collective`;
type Allocation = { dueId: number; memberId: number; period: string; amount: number };

describe.each(BACKENDS)('payments on %s', (backend) => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(backend);
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  /** A branch with members who each owe the given periods. */
  async function owing(periods: string[], specs: Parameters<typeof addMembers>[2] = [{ status: 'active' }]) {
    const branch = await createBranch(c);
    const members = await addMembers(c, branch, specs);
    for (const period of periods) await generate(c, period, branch);
    return { branch, members };
  }

  it('allocates a member payment to the oldest dues first and leaves the last one partial', async () => {
    const { members: [m] } = await owing(['2024', '2025', '2026']);
    const first = await c.post(PAYMENTS, { memberId: m, amount: 900000, method: 'transfer', reference: ref(), paidAt: '2026-03-10', note: 'Rapel' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ kind: 'member', memberId: m, amount: 900000, status: 'recorded', note: 'Rapel', period: null });
    expect(first.json().allocations.map((a: Allocation) => [a.period, a.amount])).toEqual([['2024', 600000], ['2025', 300000]]);
    expect((await duesOf(c, m!)).map((d) => [d.period, d.paidAmount, d.status, d.paidAt])).toEqual([
      ['2024', 600000, 'paid', '2026-03-10'],
      ['2025', 300000, 'partial', null],
      ['2026', 0, 'unpaid', null],
    ]);
    const second = await c.post(PAYMENTS, { memberId: m, amount: 900000, method: 'qris', reference: ref('QR'), paidAt: '2026-04-01' });
    expect(second.json().allocations.map((a: Allocation) => [a.period, a.amount])).toEqual([['2025', 300000], ['2026', 600000]]);
    expect((await duesOf(c, m!)).every((d) => d.status === 'paid' && d.outstanding === 0)).toBe(true);
    const none = await c.post(PAYMENTS, { memberId: m, amount: 1000, method: 'cash', reference: ref('KW'), paidAt: '2026-04-02' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/has no unpaid dues/);
  });

  it('audits a member payment: its own entry first, then one per due it paid, in the order it paid them', async () => {
    const { members: [m] } = await owing(['2024', '2025']);
    const [d2024, d2025] = await duesOf(c, m!);
    const paid = await c.post(PAYMENTS, { memberId: m, amount: 700000, method: 'transfer', reference: ref(), paidAt: '2026-03-10' });
    expect(paid.statusCode).toBe(201);
    const id = paid.json().id as number;
    const entries = await c.database.db.query<{ entity: string; entityId: number; action: string; actor: string; changes: Record<string, unknown> }>(
      `SELECT entity, entity_id AS "entityId", action, actor, changes FROM audit_log
        WHERE (entity = 'payment' AND entity_id = $1) OR (entity = 'due' AND action = 'payment' AND entity_id = ANY($2::int[])) ORDER BY id`,
      [id, [d2024!.id, d2025!.id]],
    );
    expect(entries.rows).toEqual([
      expect.objectContaining({ entity: 'payment', entityId: id, action: 'create', actor: 'admin@demo.com',
        changes: expect.objectContaining({ amount: 700000, allocations: [{ dueId: d2024!.id, amount: 600000 }, { dueId: d2025!.id, amount: 100000 }] }) }),
      expect.objectContaining({ entity: 'due', entityId: d2024!.id, action: 'payment',
        changes: { paymentId: id, amount: 600000, paidAmount: { from: 0, to: 600000 }, status: { from: 'unpaid', to: 'paid' } } }),
      expect.objectContaining({ entity: 'due', entityId: d2025!.id, action: 'payment',
        changes: { paymentId: id, amount: 100000, paidAmount: { from: 0, to: 100000 }, status: { from: 'unpaid', to: 'partial' } } }),
    ]);
  });

  it('refuses a payment dated after today on the association\'s clock with a 400 naming paidAt, for an unknown member too, writing nothing', async () => {
    const { members: [m] } = await owing(['2026']);
    const before = [await count(c, 'contribution_payments'), await count(c, 'audit_log')];
    // The day after the test database's today (its clock stands at SEED_NOW): a day the request's schema lets through
    // (it is not after the real today), which the booking refuses by the database's clock.
    const tomorrow = new Date(Date.parse(associationToday()) + 86_400_000).toISOString().slice(0, 10);
    for (const memberId of [m, 99999999]) {
      const res = await c.post(PAYMENTS, { memberId, amount: 1000, method: 'cash', reference: ref('KW'), paidAt: tomorrow });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'paidAt cannot be in the future', details: [{ field: 'paidAt', in: 'body', message: 'must not be after today' }] });
    }
    const unknown = await c.post(PAYMENTS, { memberId: 99999999, amount: 1000, method: 'cash', reference: ref('KW'), paidAt: '2026-03-10' });
    expect(unknown.statusCode).toBe(404);
    expect([await count(c, 'contribution_payments'), await count(c, 'audit_log')]).toEqual(before);
    expect((await duesOf(c, m!))[0]).toMatchObject({ paidAmount: 0, status: 'unpaid' });
  });

  it('takes a reference of visible characters with single spaces, or none, and refuses invisible ones with a 400 naming reference', async () => {
    const { branch, members: [m] } = await owing(['2026'], [{ status: 'active' }]);
    const before = await count(c, 'contribution_payments');
    for (const reference of ['TRF\u200b2026', '\u202eTRF2026', 'TRF 2026\u0000', 'TRF  2026', ' TRF2026', 'TRF2026 ', 'KW\u00a0001', 'TRF\n2026']) {
      const member = await c.post(PAYMENTS, { memberId: m, amount: 1000, method: 'transfer', reference, paidAt: '2026-03-10' });
      expect(member.statusCode, JSON.stringify(reference)).toBe(400);
      expect(member.json().details, JSON.stringify(reference)).toEqual([expect.objectContaining({ field: 'reference', in: 'body' })]);
      const collective = await c.post(COLLECTIVE, { divisionId: branch, period: '2026', memberIds: [m], method: 'transfer', reference, paidAt: '2026-03-10', total: 1000 });
      expect(collective.statusCode, JSON.stringify(reference)).toBe(400);
    }
    expect(await count(c, 'contribution_payments')).toBe(before);
    for (const reference of ['KW/2026/03 0012 #7', 'QRIS-Ø1', '']) {
      const res = await c.post(PAYMENTS, { memberId: m, amount: 1000, method: 'cash', reference, paidAt: '2026-03-10' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().reference).toBe(reference);
    }
  });

  it('refuses more than the member owes, writing nothing', async () => {
    const { members: [m] } = await owing(['2026']);
    const before = [await count(c, 'contribution_payments'), await count(c, 'contribution_allocations')];
    const res = await c.post(PAYMENTS, { memberId: m, amount: 600001, method: 'transfer', reference: ref(), paidAt: '2026-03-10' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/IDR 600,001 is more than the IDR 600,000/);
    expect([await count(c, 'contribution_payments'), await count(c, 'contribution_allocations')]).toEqual(before);
    expect((await duesOf(c, m!))[0]).toMatchObject({ paidAmount: 0, status: 'unpaid' });
  });

  it('pays only the dues named, and refuses dues that are not the member\'s open ones', async () => {
    const { members: [m, other] } = await owing(['2025', '2026'], [{ status: 'active' }, { status: 'active' }]);
    const [d2025, d2026] = await duesOf(c, m!);
    const [otherDue] = await duesOf(c, other!);
    const named = await c.post(PAYMENTS, { memberId: m, amount: 600000, method: 'virtual_account', reference: ref('VA'), paidAt: '2026-06-01', dueIds: [d2026!.id] });
    expect(named.statusCode).toBe(201);
    expect(named.json().allocations).toEqual([expect.objectContaining({ dueId: d2026!.id, amount: 600000 })]);
    const refused = await c.post(PAYMENTS, { memberId: m, amount: 1000, method: 'cash', reference: ref('KW'), paidAt: '2026-06-01', dueIds: [d2026!.id, otherDue!.id, 999999] });
    expect(refused.statusCode).toBe(409);
    const message = refused.json().message as string;
    expect(message).toContain(`due ${d2026!.id} (2026) is already paid`);
    expect(message).toContain(`due ${otherDue!.id} belongs to member ${other}`);
    expect(message).toContain('due 999999 does not exist');
    expect((await duesOf(c, m!)).find((d) => d.id === d2025!.id)).toMatchObject({ status: 'unpaid' });
  });

  it('moves a member in arrears back to active when the last overdue due is paid, with audit and history', async () => {
    const { members: [m] } = await owing(['2024', '2025', '2026'], [{ status: 'in_arrears' }]);
    await c.post(PAYMENTS, { memberId: m, amount: 600000, method: 'transfer', reference: ref(), paidAt: '2026-05-01' });
    expect(await memberStatus(c, m!)).toBe('in_arrears');
    const clearing = await c.post(PAYMENTS, { memberId: m, amount: 600000, method: 'transfer', reference: ref(), paidAt: '2026-05-02' });
    expect(clearing.statusCode).toBe(201);
    expect(await memberStatus(c, m!)).toBe('active');
    const audit = await c.database.db.query<{ actor: string; changes: { status: unknown; reason: string } }>(
      `SELECT actor, changes FROM audit_log WHERE entity = 'member' AND entity_id = $1 AND action = 'transition'`, [m]);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ actor: 'admin@demo.com', changes: { status: { from: 'in_arrears', to: 'active' } } });
    expect(audit.rows[0]!.changes.reason).toContain(`payment ${clearing.json().id}`);
    const history = await c.database.db.query<{ name: string | null }>(`SELECT to_regclass('member_status_history')::text AS name`);
    if (history.rows[0]!.name) {
      const rows = await c.database.db.query('SELECT from_status, to_status, actor FROM member_status_history WHERE member_id = $1', [m]);
      expect(rows.rows).toEqual([{ from_status: 'in_arrears', to_status: 'active', actor: 'admin@demo.com' }]);
    }
  });

  it('records a collective payment across the chosen members of one period', async () => {
    const { branch, members } = await owing(['2026'], [{ status: 'active' }, { status: 'active' }, { status: 'active', category: 'extraordinary' }, { status: 'active' }]);
    const chosen = members.slice(0, 3);
    const res = await c.post(COLLECTIVE, { divisionId: branch, period: '2026', memberIds: chosen, method: 'transfer', reference: ref(), paidAt: '2026-04-15', total: 2400000 });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({ kind: 'collective', divisionId: branch, memberId: null, period: '2026', amount: 2400000 });
    expect(payment.allocations.map((a: Allocation) => [a.memberId, a.amount]).sort()).toEqual(
      [[chosen[0], 600000], [chosen[1], 600000], [chosen[2], 1200000]].sort(),
    );
    for (const id of chosen) expect((await duesOf(c, id!))[0]).toMatchObject({ status: 'paid', paidAt: '2026-04-15' });
    expect((await duesOf(c, members[3]!))[0]).toMatchObject({ status: 'unpaid' });
    const listed = (await c.get(`${PAYMENTS}?memberId=${chosen[1]}`)).json();
    expect(listed.data.map((p: { id: number }) => p.id)).toEqual([payment.id]);
    const audit = (await c.get(`${PAYMENTS}/${payment.id}/audit`)).json();
    expect(audit.data[0]).toMatchObject({ action: 'create', changes: { kind: 'collective', amount: 2400000 } });
  });

  it('pays a fixed amount per member collectively, leaving the dues partial', async () => {
    const { branch, members } = await owing(['2026'], [{ status: 'active' }, { status: 'active' }]);
    const res = await c.post(COLLECTIVE, { divisionId: branch, period: '2026', memberIds: members, method: 'virtual_account', reference: ref('VA'), paidAt: '2026-04-15', amountPerMember: 250000 });
    expect(res.statusCode).toBe(201);
    expect(res.json().amount).toBe(500000);
    for (const id of members) expect((await duesOf(c, id!))[0]).toMatchObject({ status: 'partial', paidAmount: 250000, outstanding: 350000 });
    const tooMuch = await c.post(COLLECTIVE, { divisionId: branch, period: '2026', memberIds: members, method: 'transfer', reference: ref(), paidAt: '2026-04-16', amountPerMember: 400000 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/owes IDR 350,000/);
    const wrongTotal = await c.post(COLLECTIVE, { divisionId: branch, period: '2026', memberIds: members, method: 'transfer', reference: ref(), paidAt: '2026-04-16', total: 600000 });
    expect(wrongTotal.statusCode).toBe(409);
    expect(wrongTotal.json().message).toMatch(/total IDR 600,000 does not match the IDR 700,000/);
  });

  it('refuses a collective payment naming every member that does not fit, and writes nothing', async () => {
    const { branch, members: [ok, paid, lateJoiner] } = await owing(['2026'], [{ status: 'active' }, { status: 'active' }, { status: 'active', joinedAt: '2027-01-05' }]);
    const { members: [stranger] } = await owing(['2026']);
    await c.post(PAYMENTS, { memberId: paid, amount: 600000, method: 'cash', reference: ref('KW'), paidAt: '2026-02-02' });
    const names = Object.fromEntries(await Promise.all([paid, stranger, lateJoiner].map(async (id) => [id, (await c.database.db.query<{ n: string }>('SELECT full_name AS n FROM members WHERE id = $1', [id])).rows[0]!.n])));
    const before = [await count(c, 'contribution_payments'), await count(c, 'contribution_allocations'), await count(c, 'audit_log')];
    const res = await c.post(COLLECTIVE, { divisionId: branch, period: '2026', memberIds: [ok, paid, stranger, lateJoiner, 999999], method: 'transfer', reference: ref(), paidAt: '2026-04-15' });
    expect(res.statusCode).toBe(409);
    const message = res.json().message as string;
    expect(message).toContain('unknown: member 999999');
    expect(message).toContain(`not members of Cabang Uji`);
    expect(message).toContain(`${names[stranger!]} (member ${stranger})`);
    expect(message).toContain(`no 2026 due: ${names[lateJoiner!]} (member ${lateJoiner})`);
    expect(message).toContain(`2026 due already paid: ${names[paid!]} (member ${paid})`);
    expect(message).not.toContain(`(member ${ok})`);
    expect([await count(c, 'contribution_payments'), await count(c, 'contribution_allocations'), await count(c, 'audit_log')]).toEqual(before);
    expect((await duesOf(c, ok!))[0]).toMatchObject({ status: 'unpaid', paidAmount: 0 });
  });

  it('answers bad collective input with a 400 naming the field, and an unknown branch with 404', async () => {
    const { branch, members } = await owing(['2026']);
    const base = { divisionId: branch, period: '2026', memberIds: members, method: 'transfer', reference: 'X-1', paidAt: '2026-04-15' };
    const province = (await c.get('/api/association/divisions?level=province&perPage=1')).json().data[0].id;
    for (const [body, fields] of [
      [{ ...base, memberIds: [] }, ['memberIds']],
      [{ ...base, memberIds: Array.from({ length: 501 }, (_, i) => i + 1) }, ['memberIds']],
      [{ ...base, memberIds: [members[0], members[0]] }, ['memberIds']],
      [{ ...base, method: 'cheque' }, ['method']],
      [{ ...base, amountPerMember: 1000, total: 1000 }, ['amountPerMember', 'total']],
      [{ ...base, divisionId: province }, ['divisionId']],
      [{ ...base, paidAt: '2099-01-01' }, ['paidAt']],
    ] as const) {
      const res = await c.post(COLLECTIVE, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining([...fields]));
    }
    expect((await c.post(COLLECTIVE, { ...base, divisionId: 999999 })).statusCode).toBe(404);
    expect((await c.post(PAYMENTS, { memberId: 999999, amount: 1, method: 'cash', reference: '', paidAt: '2026-01-01' })).statusCode).toBe(404);
    expect((await duesOf(c, members[0]!))[0]).toMatchObject({ status: 'unpaid' });
  });

  it('reverses a payment: dues owe again, the member is back in arrears, a second reversal is refused', async () => {
    const { members: [m] } = await owing(['2025', '2026'], [{ status: 'in_arrears' }]);
    const reference = ref();
    const paid = (await c.post(PAYMENTS, { memberId: m, amount: 1000000, method: 'transfer', reference, paidAt: '2026-05-01' })).json();
    expect(await memberStatus(c, m!)).toBe('active');
    const duplicate = await c.post(PAYMENTS, { memberId: m, amount: 1000, method: 'transfer', reference, paidAt: '2026-05-01' });
    expect(duplicate.statusCode).toBe(409);

    const reversed = await c.post(`${PAYMENTS}/${paid.id}/reverse`, { reason: 'Transfer ditolak bank' });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json()).toMatchObject({ status: 'reversed', reversalReason: 'Transfer ditolak bank', amount: 1000000 });
    expect(reversed.json().allocations).toHaveLength(2);
    expect((await duesOf(c, m!)).map((d) => [d.period, d.paidAmount, d.status, d.paidAt])).toEqual([
      ['2025', 0, 'unpaid', null],
      ['2026', 0, 'unpaid', null],
    ]);
    expect(await memberStatus(c, m!)).toBe('in_arrears');

    const again = await c.post(`${PAYMENTS}/${paid.id}/reverse`, { reason: 'Sekali lagi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already reversed/);
    expect((await c.get(`${PAYMENTS}?memberId=${m}&status=reversed`)).json().total).toBe(1);
    const rebooked = await c.post(PAYMENTS, { memberId: m, amount: 600000, method: 'transfer', reference, paidAt: '2026-05-03' });
    expect(rebooked.statusCode).toBe(201);
    const audit = (await c.get(`${PAYMENTS}/${paid.id}/audit`)).json();
    expect(audit.data.map((a: { action: string }) => a.action)).toEqual(['reverse', 'create']);
    expect((await c.post(`${PAYMENTS}/999999/reverse`, { reason: 'Tidak ada' })).statusCode).toBe(404);
  });

  it('lists payments with filters, search, sort and paging, and exports them as CSV', async () => {
    const { branch, members } = await owing(['2026'], [{ status: 'active' }, { status: 'active' }, { status: 'active' }]);
    const reference = ref('QR');
    await c.post(PAYMENTS, { memberId: members[0], amount: 100000, method: 'qris', reference, paidAt: '2026-01-05' });
    await c.post(PAYMENTS, { memberId: members[1], amount: 200000, method: 'cash', reference: ref('KW'), paidAt: '2026-02-05' });
    await c.post(COLLECTIVE, { divisionId: branch, period: '2026', memberIds: [members[2]], method: 'transfer', reference: ref(), paidAt: '2026-03-05' });
    const all = (await c.get(`${PAYMENTS}?divisionId=${branch}&sort=amount:asc&perPage=2`)).json();
    expect(all).toMatchObject({ total: 3, totalPages: 2, from: 1, to: 2 });
    expect(all.data.map((p: { amount: number }) => p.amount)).toEqual([100000, 200000]);
    expect((await c.get(`${PAYMENTS}?divisionId=${branch}&kind=collective`)).json().data.map((p: { amount: number }) => p.amount)).toEqual([600000]);
    expect((await c.get(`${PAYMENTS}?divisionId=${branch}&method=cash`)).json().total).toBe(1);
    expect((await c.get(`${PAYMENTS}?divisionId=${branch}&from=2026-02-01&to=2026-02-28`)).json().total).toBe(1);
    expect((await c.get(`${PAYMENTS}?q=${reference.toLowerCase()}`)).json().data.map((p: { reference: string }) => p.reference)).toEqual([reference]);
    const csv = await c.get(`${PAYMENTS}/export.csv?divisionId=${branch}&sort=paidAt:asc`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^id,kind,divisionId,divisionName,memberId,memberName,period,amount,method,reference,paidAt/);
    expect(lines[1]).toContain(`,100000,qris,${reference},2026-01-05,`);
  });

  it('lets the client account record nothing', async () => {
    expect((await asClient(c, 'POST', PAYMENTS, { memberId: 1, amount: 1, method: 'cash', reference: '', paidAt: '2026-01-01' })).statusCode).toBe(403);
    expect((await asClient(c, 'POST', COLLECTIVE, { divisionId: 1, period: '2026', memberIds: [1], method: 'cash', reference: '', paidAt: '2026-01-01' })).statusCode).toBe(403);
    expect((await asClient(c, 'POST', `${PAYMENTS}/1/reverse`, { reason: 'Tidak sah' })).statusCode).toBe(403);
    expect((await asClient(c, 'GET', PAYMENTS)).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associationToday, BACKENDS, SEED_NOW, startAssociation, type AssociationClient } from './harness.js';

const API = '/api/association';
const today = () => associationToday();
let serial = 0;

interface Member {
  id: number;
  npa: string | null;
  status: string;
  divisionId: number;
  provinceId: number;
  category: string;
  joinedAt: string | null;
}

describe.each(BACKENDS)('members and their lifecycle on %s', (backend) => {
  let c: AssociationClient;
  let branches: { id: number; code: string; parentId: number }[];

  beforeAll(async () => {
    c = await startAssociation(backend);
    branches = (await c.get(`${API}/divisions?level=branch&perPage=100&sort=code:asc`)).json().data;
  }, 240_000);
  afterAll(async () => {
    await c?.close();
  });

  const newMember = async (overrides: Record<string, unknown> = {}): Promise<Member> => {
    serial += 1;
    const res = await c.post(`${API}/members`, {
      fullName: `drg. Uji Coba ${serial}`,
      gender: 'female',
      birthDate: '1992-04-17',
      email: `uji.${backend}.${serial}@example.id`,
      divisionId: branches[serial % branches.length]!.id,
      specialty: 'general',
      category: 'ordinary',
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const applicationOf = async (memberId: number) =>
    (await c.get(`${API}/verifications?memberId=${memberId}&kind=application&status=pending`)).json().data[0];
  const transition = (id: number, to: string, reason = 'Decided by the branch board') => c.post(`${API}/members/${id}/transitions`, { to, reason });
  const timeline = async (id: number) => (await c.get(`${API}/members/${id}/timeline`)).json().data as { from: string | null; to: string; reason: string }[];
  const statusOf = async (id: number) => (await c.get(`${API}/members/${id}`)).json().status as string;

  /** An applicant taken through an approved application and activation. */
  const activeMember = async (overrides: Record<string, unknown> = {}) => {
    const member = await newMember(overrides);
    const verification = await applicationOf(member.id);
    await c.patch(`${API}/verifications/${verification.id}/documents`, {
      documents: verification.documents.map((d: { type: string }) => ({ type: d.type, received: true })),
    });
    expect((await c.post(`${API}/verifications/${verification.id}/approve`)).statusCode).toBe(200);
    const res = await transition(member.id, 'active', 'Induction completed');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Member;
  };

  it('approves an application only when pending and complete, then verifies the member', async () => {
    const member = await newMember();
    const v = await applicationOf(member.id);
    const early = await c.post(`${API}/verifications/${v.id}/approve`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/still missing .*Dentist diploma/);
    expect(await statusOf(member.id)).toBe('applicant');
    const wrong = await c.patch(`${API}/verifications/${v.id}/documents`, { documents: [{ type: 'diploma', received: true }, { type: 'transfer_letter', received: true }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].field).toBe('documents.1.type');
    expect((await c.get(`${API}/verifications/${v.id}`)).json().documents[0].received).toBe(false);
    const ticked = await c.patch(`${API}/verifications/${v.id}/documents`, { documents: v.documents.map((d: { type: string }) => ({ type: d.type, received: true })) });
    expect(ticked.json().documents.every((d: { received: boolean }) => d.received)).toBe(true);
    const approved = await c.post(`${API}/verifications/${v.id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: 'admin@demo.com' });
    expect(await statusOf(member.id)).toBe('verified');
    expect((await c.post(`${API}/verifications/${v.id}/approve`)).statusCode).toBe(409);
    expect((await c.patch(`${API}/verifications/${v.id}/documents`, { documents: [{ type: 'photo', received: false }] })).statusCode).toBe(409);
    const audit = (await c.get(`${API}/verifications/${v.id}/audit`)).json().data.map((a: { action: string }) => a.action);
    expect(audit).toEqual(['approve', 'documents', 'create']);
    expect((await c.post(`${API}/verifications/999999/approve`)).statusCode).toBe(404);
  });

  it('rejects a verification with a reason; the applicant stays an applicant and may file again', async () => {
    const member = await newMember();
    const v = await applicationOf(member.id);
    const short = await c.post(`${API}/verifications/${v.id}/reject`, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('reason');
    const rejected = await c.post(`${API}/verifications/${v.id}/reject`, { reason: 'The diploma scan is unreadable' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'The diploma scan is unreadable', decidedBy: 'admin@demo.com' });
    expect((await c.post(`${API}/verifications/${v.id}/reject`, { reason: 'Rejected twice over' })).statusCode).toBe(409);
    expect(await statusOf(member.id)).toBe('applicant');

    const again = await c.post(`${API}/verifications`, { memberId: member.id, kind: 'application' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ status: 'pending', kind: 'application' });
    expect((await c.post(`${API}/verifications`, { memberId: member.id, kind: 'application' })).statusCode).toBe(409);
    expect((await c.post(`${API}/verifications`, { memberId: member.id, kind: 'data_update' })).statusCode).toBe(409);
    const unknown = await c.post(`${API}/verifications`, { memberId: 999_999, kind: 'data_update' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('memberId');
    expect((await c.get(`${API}/verifications?memberId=${member.id}`)).json().total).toBe(2);
  });

  it('walks the lifecycle: activation issues the NPA, arrears, lapse, reinstatement, honorary, dismissal', async () => {
    const member = await activeMember();
    const province = (await c.get(`${API}/divisions/${member.provinceId}`)).json().code.slice(3, 5);
    expect(member.npa).toMatch(new RegExp(`^${province}[0-9]{6}$`));
    expect(member.joinedAt).toBe(today());
    const npa = member.npa;
    for (const to of ['in_arrears', 'lapsed', 'active', 'in_arrears', 'active', 'honorary']) {
      const res = await transition(member.id, to);
      expect(res.statusCode, `${to}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ status: to, npa });
    }
    expect((await c.get(`${API}/members/${member.id}`)).json().category).toBe('honorary');
    const back = await transition(member.id, 'active');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(`Member ${member.id} is honorary; a member who is honorary can become dismissed, not active`);
    expect((await transition(member.id, 'dismissed', 'Proven violation of the code of ethics')).statusCode).toBe(200);
    const closed = await transition(member.id, 'active');
    expect(closed.json().message).toBe(`Member ${member.id} is dismissed; nothing leaves dismissed`);

    const history = await timeline(member.id);
    expect(history.map((h) => h.to)).toEqual(['dismissed', 'honorary', 'active', 'in_arrears', 'active', 'lapsed', 'in_arrears', 'active', 'verified', 'applicant']);
    expect(history[0]).toMatchObject({ from: 'honorary', reason: 'Proven violation of the code of ethics', actor: 'admin@demo.com' });
    const audit = (await c.get(`${API}/members/${member.id}/audit`)).json().data;
    expect(audit[0]).toMatchObject({ action: 'transition', changes: { status: { from: 'honorary', to: 'dismissed' } } });
    expect(audit.find((a: { changes: { npa?: unknown } }) => a.changes.npa)).toMatchObject({ changes: { npa: { from: null, to: npa } } });
  });

  it('refuses transitions outside the table with 409 saying why, and changes nothing', async () => {
    const applicant = await newMember();
    const active = await activeMember();
    const cases: [number, string, RegExp][] = [
      [applicant.id, 'verified', /only when the application verification is approved/],
      [applicant.id, 'active', /can become dismissed, not active/],
      [applicant.id, 'applicant', /is already applicant/],
      [active.id, 'deceased', /only when the death is recorded/],
      [active.id, 'applicant', /can become in arrears or transferred or honorary or dismissed, not applicant/],
      [active.id, 'lapsed', /not lapsed/],
      [active.id, 'verified', /not verified/],
    ];
    for (const [id, to, message] of cases) {
      const before = await timeline(id);
      const status = await statusOf(id);
      const res = await transition(id, to);
      expect(res.statusCode, `${status} -> ${to}`).toBe(409);
      expect(res.json().message).toMatch(message);
      expect(await statusOf(id)).toBe(status);
      expect(await timeline(id)).toEqual(before);
    }
    expect((await transition(active.id, 'retired')).statusCode).toBe(400);
    expect((await c.post(`${API}/members/${active.id}/transitions`, { to: 'lapsed' })).statusCode).toBe(400);
    expect((await transition(999_999, 'active')).statusCode).toBe(404);
    expect((await c.get(`${API}/members/999999/timeline`)).statusCode).toBe(404);
  });

  it('moves a member to another branch with history, and refuses the same branch, a province and a closed file', async () => {
    const member = await activeMember();
    const target = branches.find((b) => b.id !== member.divisionId)!;
    const moved = await c.post(`${API}/members/${member.id}/transfer`, { toDivisionId: target.id, reason: 'Moved practice to another city' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ divisionId: target.id, status: 'active', npa: member.npa });
    const transfers = (await c.get(`${API}/members/${member.id}/transfers`)).json().data;
    expect(transfers).toMatchObject([{ fromDivisionId: member.divisionId, toDivisionId: target.id, reason: 'Moved practice to another city', actor: 'admin@demo.com' }]);
    // Decided by the association's clock (the test database's stands at SEED_NOW), not the machine's.
    expect(new Date(transfers[0].decidedAt).toISOString()).toBe(SEED_NOW.toISOString());
    expect((await timeline(member.id))[0]).toMatchObject({ from: 'active', to: 'active', reason: expect.stringMatching(/^Transferred from .* to .*: Moved practice/) });

    const same = await c.post(`${API}/members/${member.id}/transfer`, { toDivisionId: target.id, reason: 'Once more please' });
    expect(same.statusCode).toBe(409);
    const province = await c.post(`${API}/members/${member.id}/transfer`, { toDivisionId: target.parentId, reason: 'To the board itself' });
    expect(province.statusCode).toBe(400);
    expect(province.json().details[0].field).toBe('toDivisionId');
    await transition(member.id, 'dismissed', 'Membership ended at own request');
    const closed = await c.post(`${API}/members/${member.id}/transfer`, { toDivisionId: member.divisionId, reason: 'Back home again' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(`Member ${member.id} is dismissed; a dismissed member cannot be transferred`);
    expect((await c.get(`${API}/members/${member.id}`)).json().divisionId).toBe(target.id);
    expect((await c.get(`${API}/members/${member.id}/transfers`)).json().data).toHaveLength(1);
    expect((await c.get(`${API}/members/999999/transfers`)).statusCode).toBe(404);
  });

  it('filters, sorts and searches the verification queue', async () => {
    const member = await newMember();
    const province = branches.find((b) => b.id === member.divisionId)!.parentId;
    const checks: [string, (v: Record<string, unknown>) => boolean][] = [
      ['status=pending', (v) => v.status === 'pending'],
      ['kind=transfer', (v) => v.kind === 'transfer'],
      [`divisionId=${member.divisionId}`, (v) => v.divisionId === member.divisionId],
      [`memberId=${member.id}`, (v) => v.memberId === member.id],
    ];
    for (const [query, holds] of checks) {
      const body = (await c.get(`${API}/verifications?${query}&perPage=100`)).json();
      expect(body.data.length, query).toBeGreaterThan(0);
      expect(body.data.every(holds), query).toBe(true);
    }
    const inProvince = (await c.get(`${API}/verifications?provinceId=${province}&perPage=100`)).json().data;
    expect(inProvince.map((v: { memberId: number }) => v.memberId)).toContain(member.id);
    const newest = (await c.get(`${API}/verifications?sort=submittedAt:desc&perPage=1`)).json().data[0];
    expect(newest.memberId).toBe(member.id);
    const found = (await c.get(`${API}/verifications?q=${encodeURIComponent(`uji.${backend}`)}&perPage=100`)).json().data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((v: { memberName: string }) => v.memberName.startsWith('drg. Uji Coba'))).toBe(true);
  });

});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/association/access/demo-accounts.js';
import { serviceToken } from '../../src/stores/association-accounts.js';
import { bearer, login, testConfig } from '../helpers.js';
import { ref } from './contributions-fixtures.js';
import { SEED_NOW, startAssociation, type AssociationClient } from './harness.js';

/** Scoped access (issue 19): every board sees its own, enforced by PostgreSQL's row-level security. */
describe('scoped access on the embedded default', () => {
  let c: AssociationClient;
  const tokens: Record<string, string> = {};
  let branchId: number;
  let provinceId: number;
  let memberId: number;

  const as = (who: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    c.bff.inject({ method, url, headers: bearer(tokens[who]!), ...(payload !== undefined && { payload: payload as object }) });

  beforeAll(async () => {
    c = await startAssociation('embedded');
    for (const who of ['nasional', 'wilayah', 'cabang', 'bendahara', 'verifikator', 'anggota']) {
      const session = await login(c.bff, { email: `${who}@demo.com`, password: DEMO_PASSWORD });
      tokens[who] = session.accessToken;
      if (who === 'cabang') branchId = session.userData.association!.divisionId!;
      if (who === 'wilayah') provinceId = session.userData.association!.divisionId!;
      if (who === 'anggota') memberId = session.userData.association!.memberId!;
    }
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  it('signs association accounts in with their board and rules carrying the subtree', async () => {
    const session = await login(c.bff, { email: 'cabang@demo.com', password: DEMO_PASSWORD });
    expect(session.userData).toMatchObject({ role: 'secretary', association: { divisionLevel: 'branch', mustChangePassword: false } });
    expect(session.userData.ability).toContainEqual({ action: 'read', subject: 'Member', conditions: { divisionId: { $in: [branchId] } } });
  });

  it('lists only the branch\'s members to the branch, and the province\'s to the province', async () => {
    const all = (await c.get('/api/association/members?perPage=100')).json();
    const branch = (await as('cabang', 'GET', '/api/association/members?perPage=100')).json();
    expect(branch.total).toBeGreaterThan(0);
    expect(branch.total).toBeLessThan(all.total);
    expect(branch.data.every((m: { divisionId: number }) => m.divisionId === branchId)).toBe(true);
    const province = (await as('wilayah', 'GET', '/api/association/members?perPage=100')).json();
    expect(province.total).toBeGreaterThanOrEqual(branch.total);
    expect(province.data.every((m: { provinceId: number }) => m.provinceId === provinceId)).toBe(true);
  });

  it('answers 404 for a member outside the scope, on reads and writes', async () => {
    const outside = (await c.get('/api/association/members?perPage=100')).json().data.find((m: { divisionId: number; provinceId: number }) => m.provinceId !== provinceId);
    expect((await as('cabang', 'GET', `/api/association/members/${outside.id}`)).statusCode).toBe(404);
    expect((await as('cabang', 'PATCH', `/api/association/members/${outside.id}`, { phone: '+62 811-0000-0000' })).statusCode).toBe(404);
    expect((await c.get(`/api/association/members/${outside.id}`)).json().phone).not.toBe('+62 811-0000-0000');
  });

  it('lets the branch treasurer record a payment of a member of her branch under her board\'s role, allocations and audit included', async () => {
    // A due of her branch with something still owed on it.
    const dues = (await as('bendahara', 'GET', '/api/association/contributions/dues?perPage=50')).json().data as { id: number; memberId: number; divisionId: number; outstanding: number }[];
    const due = dues.find((d) => d.outstanding >= 1000)!;
    expect(due.divisionId).toBe(branchId);
    const member = due.memberId;
    const paid = await as('bendahara', 'POST', '/api/association/contributions/payments', {
      memberId: member, amount: 1000, method: 'cash', reference: ref('KW'), paidAt: '2026-11-01', dueIds: [due.id],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ memberId: member, amount: 1000, allocations: [expect.objectContaining({ dueId: due.id, amount: 1000 })] });
    const audit = (await c.get(`/api/association/contributions/payments/${paid.json().id}/audit`)).json();
    expect(audit.data).toEqual([expect.objectContaining({ action: 'create', actor: 'bendahara@demo.com' })]);
  });

  it('answers 403 for an action the role does not allow', async () => {
    const own = (await as('cabang', 'GET', '/api/association/members?perPage=1')).json().data[0];
    expect((await as('verifikator', 'PATCH', `/api/association/members/${own.id}`, { phone: '+62 811-0000-0001' })).statusCode).toBe(403);
    expect((await as('bendahara', 'GET', `/api/association/members/${own.id}`)).statusCode).toBe(200);
    expect((await as('anggota', 'GET', '/api/association/members')).statusCode).toBe(403);
  });

  it('lets a board create accounts only below itself, with a temporary password that must be replaced', async () => {
    const own = await as('cabang', 'POST', '/api/association/accounts', { email: 'x@example.org', fullName: 'X', role: 'treasurer', divisionId: branchId });
    expect(own.statusCode).toBe(404);
    const below = await as('wilayah', 'POST', '/api/association/accounts', { email: 'bendahara.baru@example.org', fullName: 'Bendahara Baru', role: 'treasurer', divisionId: branchId });
    expect(below.statusCode).toBe(201);
    const { account, temporaryPassword } = below.json();
    expect(account).toMatchObject({ role: 'treasurer', divisionId: branchId, mustChangePassword: true });
    const session = await login(c.bff, { email: 'bendahara.baru@example.org', password: temporaryPassword });
    expect(session.userData.association!.mustChangePassword).toBe(true);
    const blocked = await c.bff.inject({ method: 'GET', url: '/api/association/members', headers: bearer(session.accessToken) });
    expect(blocked.statusCode).toBe(403);
    const changed = await c.bff.inject({
      method: 'POST',
      url: '/jwt/change-password',
      headers: bearer(session.accessToken),
      payload: { currentPassword: temporaryPassword, newPassword: 'bendahara-cabang-2026' },
    });
    expect(changed.statusCode).toBe(204);
    const after = await c.bff.inject({ method: 'GET', url: '/api/association/members', headers: bearer(session.accessToken) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.every((m: { divisionId: number }) => m.divisionId === branchId)).toBe(true);
    expect(memberId).toBeGreaterThan(0);
  });

  it('moves a member within the own subtree at once, and asks the receiving board across boards', async () => {
    const branches = (await c.get('/api/association/divisions?level=branch&perPage=100')).json().data as { id: number; parentId: number }[];
    const neighbours = (await c.get(`/api/association/divisions?parentId=${provinceId}&perPage=100`)).json().data as { id: number }[];
    const sameProvince = neighbours.find((b) => b.id !== branchId)!;
    const elsewhere = branches.find((b) => b.parentId !== provinceId)!;
    const mine = (await as('cabang', 'GET', '/api/association/members?status=active&perPage=5')).json().data as { id: number }[];
    expect(mine.length).toBeGreaterThanOrEqual(2);

    // The branch asks; the member stays until the receiving board accepts.
    const asked = await as('cabang', 'POST', `/api/association/members/${mine[0]!.id}/transfer`, { toDivisionId: elsewhere.id, reason: 'Pindah praktik ke kota lain' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'requested', memberId: mine[0]!.id, toDivisionId: elsewhere.id });
    expect((await as('cabang', 'POST', `/api/association/members/${mine[0]!.id}/transfer`, { toDivisionId: elsewhere.id, reason: 'Sekali lagi' })).statusCode).toBe(409);
    expect((await as('cabang', 'GET', `/api/association/members/${mine[0]!.id}`)).json().divisionId).toBe(branchId);
    expect((await as('cabang', 'POST', `/api/association/member-transfers/${asked.json().id}/accept`)).statusCode).toBe(403);

    // A secretary of the receiving branch sees the request (not yet the member) and accepts it.
    const created = await as('nasional', 'POST', '/api/association/accounts', { email: 'sekretaris.tujuan@example.org', fullName: 'Sekretaris Tujuan', role: 'secretary', divisionId: elsewhere.id });
    expect(created.statusCode).toBe(201);
    const first = await login(c.bff, { email: 'sekretaris.tujuan@example.org', password: created.json().temporaryPassword });
    await c.bff.inject({ method: 'POST', url: '/jwt/change-password', headers: bearer(first.accessToken), payload: { currentPassword: created.json().temporaryPassword, newPassword: 'sekretaris-tujuan-2026' } });
    tokens.tujuan = first.accessToken;
    expect((await as('tujuan', 'GET', `/api/association/members/${mine[0]!.id}`)).statusCode).toBe(404);
    const incoming = (await as('tujuan', 'GET', `/api/association/member-transfers?status=requested&toDivisionId=${elsewhere.id}`)).json();
    expect(incoming.data.map((t: { id: number }) => t.id)).toContain(asked.json().id);
    const accepted = await as('tujuan', 'POST', `/api/association/member-transfers/${asked.json().id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('completed');
    const arrived = (await as('tujuan', 'GET', `/api/association/members/${mine[0]!.id}`)).json();
    expect(arrived.divisionId).toBe(elsewhere.id);
    // Moved by the association's clock (the test database's stands at SEED_NOW), not the machine's.
    expect(new Date(arrived.updatedAt).toISOString()).toBe(SEED_NOW.toISOString());
    expect((await as('cabang', 'GET', `/api/association/members/${mine[0]!.id}`)).statusCode).toBe(404);

    // Within the province the provincial secretary moves a member at once; a withdrawn request changes nothing.
    const moved = await as('wilayah', 'POST', `/api/association/members/${mine[1]!.id}/transfer`, { toDivisionId: sameProvince.id, reason: 'Pindah ke cabang tetangga' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().divisionId).toBe(sameProvince.id);
  });

  it('opens the internal account routes to the BFF\'s service token only', async () => {
    // Through the BFF's catch-all proxy with the demo administrator's token: the association server refuses it.
    const proxied = await c.request({ method: 'POST', url: '/internal/accounts/sign-in', payload: { email: 'cabang@demo.com', password: DEMO_PASSWORD } });
    expect(proxied.statusCode).toBe(401);
    const upstream = (path: string, token: string) => c.upstream.inject({ method: 'GET', url: path, headers: bearer(token) });
    expect((await upstream('/internal/accounts/1000000000', c.adminToken)).statusCode).toBe(401);
    expect((await upstream('/internal/accounts/1000000000', serviceToken('not-the-secret'))).statusCode).toBe(401);
    expect((await upstream('/internal/accounts/1000000000', serviceToken(testConfig().jwt.accessSecret))).statusCode).toBe(200);
    // And a service token opens no data route.
    expect((await upstream('/api/association/members', serviceToken(testConfig().jwt.accessSecret))).statusCode).toBe(401);
  });

  it('ends a disabled account\'s access', async () => {
    const created = await as('nasional', 'POST', '/api/association/accounts', { email: 'pengamat@example.org', fullName: 'Pengamat', role: 'viewer', divisionId: provinceId });
    const { account, temporaryPassword } = created.json();
    const session = await login(c.bff, { email: 'pengamat@example.org', password: temporaryPassword });
    await c.bff.inject({ method: 'POST', url: '/jwt/change-password', headers: bearer(session.accessToken), payload: { currentPassword: temporaryPassword, newPassword: 'pengamat-wilayah-2026' } });
    expect((await c.bff.inject({ method: 'GET', url: '/api/association/members?perPage=1', headers: bearer(session.accessToken) })).statusCode).toBe(200);
    // The province's own secretary sees but may not change an account of her own board (403); the national
    // administrator may.
    expect((await as('wilayah', 'PATCH', `/api/association/accounts/${account.id}`, { disabled: true })).statusCode).toBe(403);
    expect((await as('nasional', 'PATCH', `/api/association/accounts/${account.id}`, { disabled: true })).statusCode).toBe(200);
    const refused = async () => (await c.bff.inject({ method: 'GET', url: '/api/association/members?perPage=1', headers: bearer(session.accessToken) })).statusCode;
    await expect.poll(refused, { timeout: 20_000, interval: 500 }).toBe(401);
    expect((await c.bff.inject({ method: 'POST', url: '/jwt/login', payload: { email: 'pengamat@example.org', password: 'pengamat-wilayah-2026' } })).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/association/access/demo-accounts.js';
import { bearer, login } from '../helpers.js';
import { startAssociation, type AssociationClient } from './harness.js';

/** The members' self-service portal (issue 19): a member reads and corrects his own record, and nobody else's. */
describe('member self-service portal', () => {
  let c: AssociationClient;
  const tokens: Record<string, string> = {};
  let memberId: number;
  let otherId: number;
  let otherEmail: string;

  type Method = 'GET' | 'POST' | 'PATCH';
  const as = (who: string, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    c.bff.inject({ method, url, headers: { ...bearer(tokens[who]!), ...headers }, ...(payload !== undefined && { payload: payload as object }) });
  const portal = (path: string) => as('anggota', 'GET', `/api/association/portal${path}`);

  beforeAll(async () => {
    c = await startAssociation('embedded');
    for (const who of ['anggota', 'cabang']) {
      const session = await login(c.bff, { email: `${who}@demo.com`, password: DEMO_PASSWORD });
      tokens[who] = session.accessToken;
      if (who === 'anggota') memberId = session.userData.association!.memberId!;
    }
    // A second member with an account of his own, in another branch.
    const own = (await c.get(`/api/association/members/${memberId}`)).json();
    const other = (await c.get('/api/association/members?status=active&perPage=100')).json().data.find((m: { divisionId: number }) => m.divisionId !== own.divisionId);
    otherId = other.id;
    otherEmail = other.email;
    const created = await c.post('/api/association/accounts', { email: 'anggota.lain@example.org', role: 'member', memberId: otherId });
    expect(created.statusCode).toBe(201);
    const first = await login(c.bff, { email: 'anggota.lain@example.org', password: created.json().temporaryPassword });
    const changed = await c.bff.inject({
      method: 'POST',
      url: '/jwt/change-password',
      headers: bearer(first.accessToken),
      payload: { currentPassword: created.json().temporaryPassword, newPassword: 'anggota-lain-2026' },
    });
    expect(changed.statusCode).toBe(204);
    tokens.other = (await login(c.bff, { email: 'anggota.lain@example.org', password: 'anggota-lain-2026' })).accessToken;
  }, 180_000);
  afterAll(async () => {
    await c?.close();
  });

  it('shows the member his own record with status, NPA, branch and province', async () => {
    const res = await portal('/profile');
    expect(res.statusCode).toBe(200);
    const admin = (await c.get(`/api/association/members/${memberId}`)).json();
    expect(res.json()).toMatchObject({
      memberId,
      npa: admin.npa,
      fullName: admin.fullName,
      status: 'active',
      validMember: true,
      divisionName: admin.divisionName,
      provinceName: admin.provinceName,
      specialty: admin.specialty,
      email: admin.email,
      joinedAt: admin.joinedAt,
      pendingDataUpdate: null,
    });
    const theirs = (await as('other', 'GET', '/api/association/portal/profile')).json();
    expect(theirs.memberId).toBe(otherId);
  });

  it('answers for his record only: no route takes another member, staff routes refuse him', async () => {
    expect((await portal(`/dues?memberId=${otherId}`)).statusCode).toBe(400);
    for (const path of ['/profile', '/licences', '/requests', '/notices', '/documents/card.pdf']) {
      expect((await portal(`${path}?memberId=${otherId}`)).statusCode, path).toBe(400);
    }
    for (const url of [`/api/association/members/${otherId}`, `/api/association/members/${otherId}/licences`, `/api/association/contributions/reports/members/${otherId}`, '/api/association/verifications']) {
      expect((await as('anggota', 'GET', url)).statusCode, url).toBe(403);
    }
    // Two members, two portals: each sees his own dues, licences and requests.
    for (const path of ['/dues', '/licences', '/requests']) {
      const mine = (await portal(path)).json();
      const theirs = (await as('other', 'GET', `/api/association/portal${path}`)).json();
      expect(JSON.stringify(mine), path).not.toBe(JSON.stringify(theirs));
    }
    const theirDues = (await c.get(`/api/association/contributions/reports/members/${otherId}`)).json();
    const myDueIds = new Set((await portal('/dues')).json().periods.map((p: { dueId: number }) => p.dueId));
    expect(theirDues.periods.some((p: { dueId: number }) => myDueIds.has(p.dueId))).toBe(false);
  });

  it('refuses the portal to accounts without a member record and to callers without a token', async () => {
    expect((await as('cabang', 'GET', '/api/association/portal/profile')).statusCode).toBe(403);
    // The BFF's administrator may do everything, but has no record of his own to show.
    const admin = await c.get('/api/association/portal/profile');
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toMatch(/member record/);
    expect((await c.bff.inject({ method: 'GET', url: '/api/association/portal/dues' })).statusCode).toBe(401);
  });

  it('lets him correct his contact details, audited, and nothing else', async () => {
    const res = await as('anggota', 'PATCH', '/api/association/portal/profile', { phone: '+62 812-7777-0001', address: 'Jl. Braga No. 7, Bandung' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+62 812-7777-0001', address: 'Jl. Braga No. 7, Bandung' });
    const audit = (await c.get(`/api/association/members/${memberId}/audit`)).json().data[0];
    expect(audit).toMatchObject({ action: 'update', actor: 'anggota@demo.com' });
    expect(audit.changes.phone.to).toBe('+62 812-7777-0001');
    expect((await as('anggota', 'PATCH', '/api/association/portal/profile', { fullName: 'Someone Else' })).statusCode).toBe(400);
    expect((await as('anggota', 'PATCH', '/api/association/portal/profile', { status: 'honorary' })).statusCode).toBe(400);
    const taken = await as('anggota', 'PATCH', '/api/association/portal/profile', { email: otherEmail });
    expect(taken.statusCode).toBe(409);
    expect((await c.get(`/api/association/members/${otherId}`)).json().email).toBe(otherEmail);
  });

  it('turns other changes into a data-update request to his branch, applied when the branch approves', async () => {
    const current = (await portal('/profile')).json();
    const specialty = current.specialty === 'orthodontics' ? 'periodontics' : 'orthodontics';
    expect((await as('anggota', 'POST', '/api/association/portal/requests/data-update', { changes: { specialty: current.specialty } })).statusCode).toBe(400);
    expect((await as('anggota', 'POST', '/api/association/portal/requests/data-update', { changes: {} })).statusCode).toBe(400);
    expect((await as('anggota', 'POST', '/api/association/portal/requests/data-update', { changes: { npa: '99000001' } })).statusCode).toBe(400);

    const res = await as('anggota', 'POST', '/api/association/portal/requests/data-update', { changes: { specialty }, note: 'Lulus PPDGS, ijazah terlampir.' });
    expect(res.statusCode).toBe(201);
    const request = res.json();
    expect(request).toMatchObject({ kind: 'data_update', status: 'pending', requestedChanges: { specialty }, note: 'Lulus PPDGS, ijazah terlampir.', divisionName: current.divisionName });
    expect((await as('anggota', 'POST', '/api/association/portal/requests/data-update', { changes: { birthPlace: 'Garut' } })).statusCode).toBe(409);
    expect((await portal('/profile')).json().pendingDataUpdate).toMatchObject({ id: request.id, changes: { specialty } });
    expect((await portal('/requests')).json().verifications[0]).toMatchObject({ id: request.id, status: 'pending' });

    // The branch sees it in its queue with the requested values, ticks the documents and approves.
    const queued = (await as('cabang', 'GET', `/api/association/verifications/${request.id}`)).json();
    expect(queued).toMatchObject({ memberId, requestedChanges: { specialty } });
    const documents = queued.documents.map((d: { type: string }) => ({ type: d.type, received: true }));
    expect((await as('cabang', 'PATCH', `/api/association/verifications/${request.id}/documents`, { documents })).statusCode).toBe(200);
    expect((await as('cabang', 'POST', `/api/association/verifications/${request.id}/approve`)).statusCode).toBe(200);
    const after = (await portal('/profile')).json();
    expect(after).toMatchObject({ specialty, pendingDataUpdate: null });
    expect((await c.get(`/api/association/members/${memberId}/audit`)).json().data[0]).toMatchObject({ actor: 'cabang@demo.com', changes: { specialty: { to: specialty } } });
  });

  it('shows his dues with what is owed and every payment to them, collective remittances as his share', async () => {
    const res = await portal('/dues');
    expect(res.statusCode).toBe(200);
    const dues = res.json();
    const report = (await c.get(`/api/association/contributions/reports/members/${memberId}`)).json();
    expect(dues.totals).toEqual(report.totals);
    expect(dues.periods.map((p: { dueId: number }) => p.dueId)).toEqual(report.periods.map((p: { dueId: number }) => p.dueId));
    expect(dues.totals.owed).toBe(dues.periods.reduce((sum: number, p: { outstanding: number }) => sum + p.outstanding, 0));
    // What each payment gave to his dues, from the staff's report: the same as his history.
    const shares = new Map<number, number>();
    for (const period of report.periods) for (const p of period.payments) shares.set(p.paymentId, (shares.get(p.paymentId) ?? 0) + p.amount);
    expect(new Map(dues.payments.map((p: { paymentId: number; amount: number }) => [p.paymentId, p.amount]))).toEqual(shares);
    expect(dues.payments.length).toBeGreaterThan(0);
  });

  it('shows his STR, SIP and SKP ledger with the shortfall in the current period', async () => {
    const res = await portal('/licences');
    expect(res.statusCode).toBe(200);
    const licences = res.json();
    const staff = (await c.get(`/api/association/members/${memberId}/licences`)).json();
    expect({ str: licences.str, sip: licences.sip, skp: licences.skp }).toEqual(staff);
    const ledger = (await c.get(`/api/association/skp-entries?memberId=${memberId}&perPage=100`)).json();
    expect(licences.skpEntries.map((e: { id: number }) => e.id).sort()).toEqual(ledger.data.map((e: { id: number }) => e.id).sort());
    const inPeriod = licences.skpEntries.filter((e: { inPeriod: boolean }) => e.inPeriod).reduce((sum: number, e: { credits: number }) => sum + e.credits, 0);
    expect(Math.round(inPeriod * 10) / 10).toBe(licences.skp.total);
    expect(licences.skp.shortfall.total).toBe(Math.max(licences.skp.required - licences.skp.total, licences.skp.shortfall.learning + licences.skp.shortfall.service + licences.skp.shortfall.community));
  });

  it('lists every request of his kinds with its state', async () => {
    const requests = (await portal('/requests')).json();
    const verifications = (await c.get(`/api/association/verifications?memberId=${memberId}&perPage=100`)).json();
    expect(requests.verifications.map((v: { id: number }) => v.id).sort()).toEqual(verifications.data.map((v: { id: number }) => v.id).sort());
    const references = (await c.get(`/api/association/references?memberId=${memberId}&perPage=100`)).json();
    expect(requests.references).toHaveLength(references.total);
    const renewals = (await c.get(`/api/association/str-renewals?memberId=${memberId}&perPage=100`)).json();
    expect(requests.strRenewals).toHaveLength(renewals.total);

    // His branch asks another province's branch to take him: the request shows, waiting, until it is answered.
    const otherBranch = (await c.get(`/api/association/members/${otherId}`)).json().divisionId;
    const asked = await as('cabang', 'POST', `/api/association/members/${memberId}/transfer`, { toDivisionId: otherBranch, reason: 'Pindah praktik ke kota lain' });
    expect(asked.statusCode).toBe(202);
    const transfer = (await portal('/requests')).json().transfers[0];
    expect(transfer).toMatchObject({ status: 'requested', toDivisionName: (await c.get(`/api/association/divisions/${otherBranch}`)).json().name });
    const withdrawn = await as('cabang', 'POST', `/api/association/member-transfers/${transfer.id}/cancel`, { reason: 'Anggota tetap di cabang' });
    expect(withdrawn.statusCode).toBe(200);
    expect((await portal('/requests')).json().transfers[0]).toMatchObject({ id: transfer.id, status: 'cancelled' });
  });

  it('shows notices published to his branch and the boards above it, not those of other branches or drafts', async () => {
    // The information centre's seeded articles are the national board's: every member reads the published ones.
    const seeded = (await c.get('/api/association/information?status=published&perPage=1')).json().total;
    expect(seeded).toBeGreaterThan(0);
    expect((await as('anggota', 'GET', '/api/association/portal/notices')).json().total).toBe(seeded);
    const categoryId = (await c.get('/api/association/information-categories?perPage=1')).json().data[0].id;
    const publish = async (who: 'cabang' | 'admin', title: string) => {
      const body = { title, categoryId, summary: 'Ringkasan.', body: 'Isi pengumuman.' };
      const created = who === 'admin' ? await c.post('/api/association/information', body) : await as('cabang', 'POST', '/api/association/information', body);
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      const published = who === 'admin' ? await c.post(`/api/association/information/${id}/publish`) : await as('cabang', 'POST', `/api/association/information/${id}/publish`);
      expect(published.statusCode).toBe(200);
      return id as number;
    };
    const branchNotice = await publish('cabang', 'Rapat anggota cabang');
    const nationalNotice = await publish('admin', 'Pengumuman Pengurus Besar');
    const elsewhere = await publish('admin', 'Pengumuman cabang lain');
    await c.database.db.query('UPDATE information SET division_id = (SELECT division_id FROM members WHERE id = $1) WHERE id = $2', [otherId, elsewhere]);
    const draft = (await as('cabang', 'POST', '/api/association/information', { title: 'Draf cabang', categoryId })).json().id;

    const notices = (await as('anggota', 'GET', '/api/association/portal/notices?perPage=50')).json();
    const ids = notices.data.map((n: { id: number }) => n.id);
    expect(ids).toEqual(expect.arrayContaining([branchNotice, nationalNotice]));
    expect(ids).not.toContain(elsewhere);
    expect(ids).not.toContain(draft);
    const profile = (await portal('/profile')).json();
    for (const n of notices.data) expect([profile.divisionName, profile.provinceName, 'Pengurus Besar']).toContain(n.divisionName);
    expect(notices.total).toBeGreaterThanOrEqual(notices.data.length);
    const theirs = (await as('other', 'GET', '/api/association/portal/notices?perPage=50')).json().data.map((n: { id: number }) => n.id);
    expect(theirs).toContain(elsewhere);
    expect(theirs).not.toContain(branchNotice);
  });

  describe('membership card and certificate', () => {
    const codeIn = (pdf: string) => /\/verify\/([A-Z2-7]{29})/.exec(pdf)?.[1];
    const verify = (code: string) => c.bff.inject({ method: 'GET', url: `/api/association/verify/${code}` });

    it.each([
      ['card', 'card.pdf'],
      ['certificate', 'certificate.pdf'],
    ])('issues the %s as a PDF whose QR code verifies publicly', async (kind, file) => {
      const res = await as('anggota', 'GET', `/api/association/portal/documents/${file}`, undefined, { host: 'sejawat.example.id' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
      const pdf = res.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      const code = codeIn(pdf)!;
      expect(code).toBeDefined();
      expect(pdf).toContain(`/URI (http://sejawat.example.id/verify/${code})`);
      expect(pdf).toContain(`Kode verifikasi: ${code}`);

      const verdict = await verify(code);
      expect(verdict.statusCode).toBe(200);
      const profile = (await portal('/profile')).json();
      expect(verdict.json()).toEqual({ genuine: true, valid: true, name: profile.fullName, npa: profile.npa, status: 'active', kind, issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      // Typed in by hand, in lower case: the same document.
      expect((await verify(code.toLowerCase())).json().genuine).toBe(true);
      expect((await c.get(`/api/association/members/${memberId}/audit`)).json().data[0]).toMatchObject({ action: `issue-${kind}`, changes: { code } });
    });

    it('answers a forged or altered code 404 and a malformed one 400', async () => {
      const pdf = (await as('anggota', 'GET', '/api/association/portal/documents/card.pdf')).rawPayload.toString('latin1');
      const code = codeIn(pdf)!;
      const flip = (at: number) => code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
      // Another member id, kind or day under the same signature; a signature changed; the spare last bit set.
      for (const altered of [flip(2), flip(9), flip(20), flip(27)]) expect((await verify(altered)).statusCode, altered).toBe(404);
      const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(code[28]!);
      expect((await verify(code.slice(0, 28) + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[last ^ 1])).statusCode).toBe(404);
      for (const malformed of ['abc', `${code}A`, `${code.slice(0, 28)}1`, `${code.slice(0, 28)}%21`]) {
        expect((await verify(malformed)).statusCode, malformed).toBe(400);
      }
    });

    it('tells a document of a member no longer in good standing as genuine but not valid, and issues him none', async () => {
      const pdf = (await as('anggota', 'GET', '/api/association/portal/documents/certificate.pdf')).rawPayload.toString('latin1');
      const code = codeIn(pdf)!;
      await c.database.db.query(`UPDATE members SET status = 'lapsed' WHERE id = $1`, [memberId]);
      try {
        expect((await verify(code)).json()).toMatchObject({ genuine: true, valid: false, status: 'lapsed' });
        expect((await portal('/profile')).json().validMember).toBe(false);
        expect((await as('anggota', 'GET', '/api/association/portal/documents/card.pdf')).statusCode).toBe(409);
      } finally {
        await c.database.db.query(`UPDATE members SET status = 'active' WHERE id = $1`, [memberId]);
      }
    });
  });
});

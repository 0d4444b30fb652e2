import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  addMember,
  API,
  asClient,
  auditOf,
  count,
  createBranch,
  createProvince,
  expectConflict,
  expectFieldError,
  today,
} from './correspondence-fixtures.js';
import { BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const REFERENCES = `${API}/references`;
const LOGS = `${API}/reference-logs`;
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

interface Reference {
  id: number;
  memberId: number;
  memberName: string;
  divisionId: number;
  type: string;
  purpose: string;
  requestedDate: string;
  status: string;
  letterNumber: string | null;
  issuedDate: string | null;
  rejectionReason: string | null;
  decidedBy: string | null;
}

interface Log {
  referenceId: number;
  fromStatus: string | null;
  toStatus: string;
  note: string;
  actor: string;
  at: string;
}

describe.each(BACKENDS)('reference letters on %s', (backend) => {
  let c: AssociationClient;
  let branch: { id: number; name: string; code: string };

  beforeAll(async () => {
    c = await startAssociation(backend);
    branch = await createBranch(c, (await createProvince(c)).id);
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  const ask = async (memberId: number, overrides: Record<string, unknown> = {}): Promise<Reference> => {
    const res = await c.post(REFERENCES, { memberId, type: 'sip_recommendation', purpose: 'Pengurusan SIP praktik mandiri di Kota Uji', ...overrides });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const process = (id: number, body: object = {}) => c.post(`${REFERENCES}/${id}/process`, body);
  const issue = (id: number, body: object = {}) => c.post(`${REFERENCES}/${id}/issue`, body);
  const reject = (id: number, reason = 'Berkas persyaratan tidak lengkap') => c.post(`${REFERENCES}/${id}/reject`, { reason });
  const logsOf = async (id: number): Promise<Log[]> => (await c.get(`${LOGS}?referenceId=${id}&sort=at:asc&perPage=100`)).json().data;
  const setStatus = (memberId: number, status: string) => c.database.db.query('UPDATE members SET status = $2 WHERE id = $1', [memberId, status]);

  it('records a request for an admitted member, handled by the member\'s branch, with its first log entry', async () => {
    const member = await addMember(c, branch.id);
    const ref = await ask(member, { requestedDate: '2026-01-12' });
    expect(ref).toMatchObject({
      memberId: member,
      divisionId: branch.id,
      divisionName: branch.name,
      type: 'sip_recommendation',
      status: 'requested',
      requestedDate: '2026-01-12',
      letterNumber: null,
      issuedDate: null,
      rejectionReason: null,
    });
    const other = await ask(member, { type: 'good_standing', purpose: 'Persyaratan pendaftaran PPDGS' });
    expect(other.requestedDate).toBe(today());
    expect(await logsOf(ref.id)).toEqual([expect.objectContaining({ referenceId: ref.id, fromStatus: null, toStatus: 'requested', actor: 'admin@demo.com', note: '' })]);
    expect((await auditOf(c, `${REFERENCES}/${ref.id}`))[0]).toMatchObject({ action: 'create', actor: 'admin@demo.com', changes: { type: 'sip_recommendation' } });
  });

  it('refuses requests from applicants, closed files, duplicates and bad input, writing nothing', async () => {
    const member = await addMember(c, branch.id);
    await ask(member, { type: 'transfer', purpose: 'Pindah tempat praktik ke Kota Lain' });
    const before = [await count(c, 'reference_requests'), await count(c, 'reference_logs')];
    expectConflict(await c.post(REFERENCES, { memberId: member, type: 'transfer', purpose: 'Permohonan kedua' }), new RegExp(`Member ${member} already has an open transfer request`));
    for (const status of ['applicant', 'verified', 'deceased', 'dismissed']) {
      const closed = await addMember(c, branch.id, status);
      expectConflict(await c.post(REFERENCES, { memberId: closed, type: 'other', purpose: 'Keterangan keanggotaan' }), new RegExp(`Member ${closed} is ${status}; reference letters are for admitted members`));
    }
    for (const [body, field] of [
      [{ memberId: 999999, type: 'other', purpose: 'Keterangan keanggotaan' }, 'memberId'],
      [{ memberId: member, type: 'visa', purpose: 'Keterangan keanggotaan' }, 'type'],
      [{ memberId: member, type: 'other', purpose: '' }, 'purpose'],
      [{ memberId: member, type: 'other' }, 'purpose'],
      [{ memberId: member, type: 'other', purpose: 'Keterangan', requestedDate: addDays(today(), 2) }, 'requestedDate'],
      [{ memberId: member, type: 'other', purpose: 'Keterangan', requestedDate: '12-01-2026' }, 'requestedDate'],
      [{ memberId: member, type: 'other', purpose: 'Keterangan', status: 'issued' }, 'status'],
      [{ memberId: member, type: 'other', purpose: 'Keterangan', letterNumber: '001/X' }, 'letterNumber'],
    ] as const) {
      expectFieldError(await c.post(REFERENCES, body), field, JSON.stringify(body));
    }
    expect([await count(c, 'reference_requests'), await count(c, 'reference_logs')]).toEqual(before);
  });

  it('processes and issues a letter with the branch\'s next number, logging every step', async () => {
    const [first, second] = [await addMember(c, branch.id), await addMember(c, branch.id, 'honorary')];
    const a = await ask(first);
    const b = await ask(second, { type: 'good_standing', purpose: 'Persyaratan kredensial staf medis rumah sakit' });
    expectConflict(await issue(a.id), /is requested; only a request that is processing can be issued \(process it first\)/);

    const processing = await process(a.id, { note: 'Berkas diperiksa sekretariat cabang' });
    expect(processing.statusCode, processing.body).toBe(200);
    expect(processing.json().status).toBe('processing');
    expectConflict(await process(a.id), /is already processing/);
    expect((await process(b.id)).statusCode).toBe(200);

    const day = today();
    const suffix = `${branch.code}/REK-SIP/${ROMAN[Number(day.slice(5, 7)) - 1]}/${day.slice(0, 4)}`;
    const issued = await issue(a.id, { note: 'Surat dapat diambil di sekretariat' });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toMatchObject({ status: 'issued', letterNumber: `001/${suffix}`, issuedDate: day, decidedBy: 'admin@demo.com', rejectionReason: null });
    const good = (await issue(b.id)).json();
    expect(good.letterNumber).toBe(`002/${branch.code}/KET-AKTIF/${ROMAN[Number(day.slice(5, 7)) - 1]}/${day.slice(0, 4)}`);
    expectConflict(await issue(a.id), /is already issued/);
    expectConflict(await reject(a.id), /is issued; only a request that is requested or processing can be rejected/);
    expectConflict(await process(a.id), /is issued/);
    expect((await c.get(`${REFERENCES}?letterNumber=${encodeURIComponent(`001/${suffix}`)}`)).json().data.map((r: Reference) => r.id)).toEqual([a.id]);

    expect((await logsOf(a.id)).map((l) => [l.fromStatus, l.toStatus, l.note, l.actor])).toEqual([
      [null, 'requested', '', 'admin@demo.com'],
      ['requested', 'processing', 'Berkas diperiksa sekretariat cabang', 'admin@demo.com'],
      ['processing', 'issued', 'Surat dapat diambil di sekretariat', 'admin@demo.com'],
    ]);
    const audit = await auditOf(c, `${REFERENCES}/${a.id}`);
    expect(audit.map((x) => x.action)).toEqual(['issue', 'process', 'create']);
    expect(audit[0]!.changes).toMatchObject({ status: { from: 'processing', to: 'issued' }, letterNumber: `001/${suffix}`, issuedDate: day });
  });

  it('issues a SIP recommendation or good-standing letter only to members in good standing', async () => {
    const member = await addMember(c, branch.id);
    const sip = await ask(member);
    const transfer = await ask(member, { type: 'transfer', purpose: 'Pindah domisili ke Kota Lain' });
    await process(sip.id);
    await process(transfer.id);
    await setStatus(member, 'in_arrears');
    expectConflict(await issue(sip.id), new RegExp(`Reference ${sip.id} cannot be issued: member ${member} is in arrears; a sip recommendation letter is issued only to members who are active or honorary`));
    expect((await c.get(`${REFERENCES}/${sip.id}`)).json()).toMatchObject({ status: 'processing', letterNumber: null });
    expect((await logsOf(sip.id)).map((l) => l.toStatus)).toEqual(['requested', 'processing']);
    expect((await issue(transfer.id)).json().letterNumber).toMatch(new RegExp(`^\\d{3}/${branch.code}/MUTASI/`));
    await setStatus(member, 'deceased');
    const other = await addMember(c, branch.id);
    const late = await ask(other, { type: 'other', purpose: 'Keterangan untuk keperluan visa studi' });
    await process(late.id);
    await setStatus(other, 'dismissed');
    expectConflict(await issue(late.id), /member \d+ is dismissed/);
    await setStatus(member, 'active');
    expect((await issue(sip.id)).json().status).toBe('issued');
  });

  it('rejects with a reason required, and lets the request be corrected only while requested', async () => {
    const member = await addMember(c, branch.id);
    const ref = await ask(member);
    const fixed = await c.patch(`${REFERENCES}/${ref.id}`, { purpose: 'Pengurusan SIP kedua di Klinik Pratama Sehat', type: 'other' });
    expect(fixed.json()).toMatchObject({ purpose: 'Pengurusan SIP kedua di Klinik Pratama Sehat', type: 'other' });
    const sip = await ask(member);
    expectConflict(await c.patch(`${REFERENCES}/${ref.id}`, { type: 'sip_recommendation' }), /already has an open sip recommendation request/);
    for (const [body, field] of [[{ type: 'visa' }, 'type'], [{ purpose: '' }, 'purpose'], [{ status: 'issued' }, 'status'], [{ memberId: 1 }, 'memberId']] as const) {
      expectFieldError(await c.patch(`${REFERENCES}/${ref.id}`, body), field, JSON.stringify(body));
    }
    expect((await c.patch(`${REFERENCES}/${ref.id}`, {})).statusCode).toBe(400);

    expectFieldError(await c.post(`${REFERENCES}/${ref.id}/reject`, { reason: '' }), 'reason');
    expectFieldError(await c.post(`${REFERENCES}/${ref.id}/reject`, {}), 'reason');
    expectFieldError(await process(ref.id, { note: 'x'.repeat(501) }), 'note');
    expect((await c.get(`${REFERENCES}/${ref.id}`)).json().status).toBe('requested');

    const rejected = await reject(ref.id, 'Tujuan permohonan tidak sesuai ketentuan');
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Tujuan permohonan tidak sesuai ketentuan', decidedBy: 'admin@demo.com', letterNumber: null });
    expectConflict(await reject(ref.id), /is already rejected/);
    expectConflict(await c.patch(`${REFERENCES}/${ref.id}`, { purpose: 'Terlambat diubah' }), /is rejected; only a request still requested can be changed/);
    expect((await logsOf(ref.id)).at(-1)).toMatchObject({ fromStatus: 'requested', toStatus: 'rejected', note: 'Tujuan permohonan tidak sesuai ketentuan' });

    await process(sip.id);
    expectConflict(await c.patch(`${REFERENCES}/${sip.id}`, { purpose: 'Terlambat' }), /is processing/);
    expect((await reject(sip.id, 'Masih memiliki tunggakan iuran anggota')).json().status).toBe('rejected');
    expect((await logsOf(sip.id)).map((l) => l.toStatus)).toEqual(['requested', 'processing', 'rejected']);
    // A rejected request no longer blocks a new one of the same type.
    expect((await ask(member)).status).toBe('requested');
    const audit = await auditOf(c, `${REFERENCES}/${ref.id}`);
    expect(audit.map((x) => x.action)).toEqual(['reject', 'update', 'create']);
    expect(audit[0]!.changes).toMatchObject({ reason: 'Tujuan permohonan tidak sesuai ketentuan' });
  });

  it('lists, filters and exports requests and their logs, and answers 404 for unknown ones', async () => {
    const home = await createBranch(c, (await createProvince(c)).id);
    const [x, y] = [await addMember(c, home.id), await addMember(c, home.id)];
    const r1 = await ask(x, { requestedDate: '2026-02-01' });
    const r2 = await ask(y, { type: 'good_standing', purpose: 'Persyaratan beasiswa LPDP', requestedDate: '2026-03-01' });
    const r3 = await ask(y, { type: 'other', purpose: 'Keterangan keanggotaan', requestedDate: '2026-01-15' });
    await process(r2.id);
    await reject(r3.id);
    const ids = async (query: string) => (await c.get(`${REFERENCES}?divisionId=${home.id}&perPage=100&${query}`)).json().data.map((r: Reference) => r.id);
    expect(await ids('')).toEqual([r2.id, r1.id, r3.id]);
    expect(await ids('sort=requestedDate:asc')).toEqual([r3.id, r1.id, r2.id]);
    expect(await ids('status=processing')).toEqual([r2.id]);
    expect(await ids('type=other')).toEqual([r3.id]);
    expect(await ids(`memberId=${y}&sort=requestedDate:asc`)).toEqual([r3.id, r2.id]);
    const name = (await c.get(`${REFERENCES}/${r1.id}`)).json().memberName as string;
    expect(await ids(`q=${encodeURIComponent(name.toLowerCase())}`)).toEqual([r1.id]);

    const logs = (await c.get(`${LOGS}?memberId=${y}&perPage=100&sort=at:asc`)).json();
    expect(logs.total).toBe(4);
    expect(logs.data.map((l: Log) => [l.referenceId, l.toStatus])).toEqual([[r2.id, 'requested'], [r3.id, 'requested'], [r2.id, 'processing'], [r3.id, 'rejected']]);
    expect((await c.get(`${LOGS}?memberId=${y}&toStatus=rejected`)).json().data).toEqual([expect.objectContaining({ referenceId: r3.id, type: 'other', fromStatus: 'requested' })]);
    const logId = logs.data[0].id as number;
    expect((await c.get(`${LOGS}/${logId}`)).json()).toMatchObject({ id: logId, referenceId: r2.id });
    // Logs are read-only.
    expect((await c.post(LOGS, { referenceId: r2.id, toStatus: 'issued' })).statusCode).toBe(404);
    expect((await c.patch(`${LOGS}/${logId}`, { note: 'diubah' })).statusCode).toBe(404);
    expect((await c.del(`${LOGS}/${logId}`)).statusCode).toBe(404);
    expect((await c.del(`${REFERENCES}/${r1.id}`)).statusCode).toBe(404);

    const csv = await c.get(`${REFERENCES}/export.csv?divisionId=${home.id}&sort=requestedDate:asc`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,memberId,memberName,npa,divisionId,divisionName,type,purpose,requestedDate,status/);
    expect(lines).toHaveLength(4);
    expect((await c.get(`${LOGS}/export.csv?referenceId=${r3.id}`)).body.trim().split('\r\n')).toHaveLength(3);

    for (const [query, field] of [['status=lost', 'status'], ['type=visa', 'type'], ['sort=purpose:asc', 'sort']] as const) {
      expectFieldError(await c.get(`${REFERENCES}?${query}`), field, query);
    }
    expectFieldError(await c.get(`${LOGS}?toStatus=lost`), 'toStatus');
    for (const res of [
      await c.get(`${REFERENCES}/999999`),
      await c.get(`${REFERENCES}/999999/audit`),
      await c.patch(`${REFERENCES}/999999`, { purpose: 'Tidak ada' }),
      await process(999999),
      await issue(999999),
      await reject(999999),
      await c.get(`${LOGS}/999999`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
  });

  it('seeds about one request per ten members, with logs and letter numbers consistent with each status', async () => {
    const seeded = await c.database.db.query<{ status: string; n: number; numbered: number; logs: number; lastTo: number }>(
      `SELECT r.status, count(*)::int AS n, count(r.letter_number)::int AS numbered,
              sum((SELECT count(*) FROM reference_logs l WHERE l.reference_id = r.id))::int AS logs,
              count(*) FILTER (WHERE (SELECT l.to_status FROM reference_logs l WHERE l.reference_id = r.id ORDER BY l.at DESC, l.id DESC LIMIT 1) = r.status)::int AS "lastTo"
         FROM reference_requests r JOIN members m ON m.id = r.member_id
        WHERE m.email NOT LIKE '%@test.sejawat.id' GROUP BY r.status`,
    );
    const total = seeded.rows.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(8);
    expect(total).toBeLessThanOrEqual(14);
    for (const row of seeded.rows) {
      expect(row.lastTo, row.status).toBe(row.n);
      expect(row.numbered, row.status).toBe(row.status === 'issued' ? row.n : 0);
    }
    const vouching = await c.database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reference_requests r JOIN members m ON m.id = r.member_id
        WHERE r.status = 'issued' AND r.type IN ('sip_recommendation', 'good_standing') AND m.status NOT IN ('active', 'honorary')`,
    );
    expect(vouching.rows[0]!.n).toBe(0);
  });

  it('lets the client account neither read nor handle requests', async () => {
    const member = await addMember(c, branch.id);
    const ref = await ask(member, { type: 'other', purpose: 'Keterangan keanggotaan' });
    for (const [method, url, body] of [
      ['GET', REFERENCES],
      ['GET', `${REFERENCES}/${ref.id}`],
      ['GET', `${REFERENCES}/${ref.id}/audit`],
      ['GET', LOGS],
      ['GET', `${LOGS}/export.csv`],
      ['POST', REFERENCES, { memberId: member, type: 'transfer', purpose: 'Dari klien' }],
      ['PATCH', `${REFERENCES}/${ref.id}`, { purpose: 'Diubah klien' }],
      ['POST', `${REFERENCES}/${ref.id}/process`, {}],
      ['POST', `${REFERENCES}/${ref.id}/issue`, {}],
      ['POST', `${REFERENCES}/${ref.id}/reject`, { reason: 'Ditolak klien' }],
    ] as const) {
      expect((await asClient(c, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await c.get(`${REFERENCES}/${ref.id}`)).json().status).toBe('requested');
  });
});

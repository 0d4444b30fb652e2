import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/association/access/demo-accounts.js';
import { bearer, login } from '../helpers.js';
import { addStaff, API, asClient, auditOf, count, createBranch, createProvince, next } from './correspondence-fixtures.js';
import { BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const MAILS = `${API}/mails`;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

type Client = Pick<AssociationClient, 'request'>;
const upload = (c: Client, mailId: number, content: Buffer, filename: string, type = 'application/pdf', token?: string) =>
  c.request({
    method: 'POST',
    url: `${MAILS}/${mailId}/files?filename=${encodeURIComponent(filename)}`,
    payload: content,
    headers: { 'content-type': type, ...(token && bearer(token)) },
  });

async function registerLetter(c: AssociationClient, divisionId: number): Promise<{ id: number; divisionId: number }> {
  const res = await c.post(MAILS, {
    number: `${next()}/BERKAS/2025`,
    letterDate: '2025-03-03',
    receivedDate: '2025-03-05',
    sender: 'Dinas Kesehatan Provinsi Uji',
    subject: 'Undangan rapat koordinasi',
    category: 'invitation',
    divisionId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe.each(BACKENDS)('letter assignees and scans on %s', (backend) => {
  let c: AssociationClient;
  let province: { id: number; name: string };
  let branch: { id: number; name: string };
  let staff: Record<'ratna' | 'agus' | 'treasurer' | 'disabled' | 'branchSecretary', number>;

  beforeAll(async () => {
    c = await startAssociation(backend);
    province = await createProvince(c);
    branch = await createBranch(c, province.id);
    staff = {
      ratna: await addStaff(c, province.id, 'drg. Ratna Kusumawati'),
      agus: await addStaff(c, province.id, 'drg. Agus Salim', 'chair'),
      treasurer: await addStaff(c, province.id, 'drg. Bendahara Wilayah', 'treasurer'),
      disabled: await addStaff(c, province.id, 'drg. Nonaktif Wilayah', 'secretary', true),
      branchSecretary: await addStaff(c, branch.id, 'drg. Bambang Wicaksono'),
    };
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  const disposition = (id: number, body: Record<string, unknown>) =>
    c.post(`${MAILS}/${id}/disposition`, { instruction: 'Tindak lanjuti', dueDate: '2025-03-20', ...body });

  it('lists the staff who can handle letters on the board the disposition goes to, searchable and paged', async () => {
    const mail = await registerLetter(c, province.id);
    const res = await c.get(`${MAILS}/${mail.id}/assignees`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, totalPages: 1, from: 1, to: 2 });
    expect(res.json().data).toEqual([
      { id: staff.agus, fullName: 'drg. Agus Salim', role: 'chair', divisionId: province.id, divisionName: province.name },
      { id: staff.ratna, fullName: 'drg. Ratna Kusumawati', role: 'secretary', divisionId: province.id, divisionName: province.name },
    ]);
    expect((await c.get(`${MAILS}/${mail.id}/assignees?q=RATNA`)).json().data.map((a: { id: number }) => a.id)).toEqual([staff.ratna]);
    expect((await c.get(`${MAILS}/${mail.id}/assignees?q=%25`)).json().total).toBe(0);
    const second = (await c.get(`${MAILS}/${mail.id}/assignees?perPage=1&page=2`)).json();
    expect(second).toMatchObject({ total: 2, totalPages: 2, from: 2, to: 2, data: [{ id: staff.ratna }] });
    expect((await c.get(`${MAILS}/${mail.id}/assignees?perPage=1&page=5`)).json()).toMatchObject({ total: 2, data: [], from: 0, to: 0 });
    const below = (await c.get(`${MAILS}/${mail.id}/assignees?divisionId=${branch.id}`)).json();
    expect(below.data.map((a: { id: number }) => a.id)).toEqual([staff.branchSecretary]);
    const other = await createProvince(c);
    const outside = await c.get(`${MAILS}/${mail.id}/assignees?divisionId=${other.id}`);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ code: 'mail.dispositionOutsideBoard' });
    expect((await c.get(`${MAILS}/999999/assignees`)).statusCode).toBe(404);
  });

  it('dispositions only to an assignable account, keeping its id and its name as it was', async () => {
    const mail = await registerLetter(c, province.id);
    for (const [who, divisionId] of [['treasurer', undefined], ['disabled', undefined], ['branchSecretary', undefined], ['ratna', branch.id]] as const) {
      const res = await disposition(mail.id, { assigneeId: staff[who], ...(divisionId && { divisionId }) });
      expect(res.statusCode, who).toBe(400);
      expect(res.json(), who).toMatchObject({ code: 'mail.assigneeNotAssignable', details: [{ field: 'assigneeId', code: 'mail.assigneeNotAssignable' }] });
    }
    expect((await disposition(mail.id, { assigneeId: 999_999_999 })).json().code).toBe('mail.assigneeNotAssignable');
    expect(await count(c, `mail_dispositions WHERE mail_id = ${mail.id}`)).toBe(0);

    const done = await disposition(mail.id, { assigneeId: staff.ratna });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'dispositioned', assignee: 'drg. Ratna Kusumawati', assigneeId: staff.ratna });
    await c.database.db.query(`UPDATE association_accounts SET full_name = 'drg. Ratna K., Sp.Ort' WHERE id = $1`, [staff.ratna]);
    expect((await c.get(`${MAILS}/${mail.id}`)).json()).toMatchObject({ assignee: 'drg. Ratna Kusumawati', assigneeId: staff.ratna });
    const history = (await c.get(`${MAILS}/${mail.id}/dispositions`)).json().data;
    expect(history[0]).toMatchObject({ assignee: 'drg. Ratna Kusumawati', assigneeId: staff.ratna });
    expect((await auditOf(c, `${MAILS}/${mail.id}`))[0]!.changes).toMatchObject({ assignee: 'drg. Ratna Kusumawati', assigneeId: staff.ratna });
  });

  it('keeps showing the names typed in before assignees were chosen from the staff', async () => {
    const listed = await c.get(`${MAILS}?status=in_progress&perPage=5`);
    const seeded = listed.json().data;
    expect(seeded.length, listed.body).toBeGreaterThan(0);
    for (const mail of seeded) {
      expect(mail.assignee).toEqual(expect.any(String));
      expect(mail.assigneeId).toBeNull();
      const history = (await c.get(`${MAILS}/${mail.id}/dispositions`)).json().data;
      expect(history[0]).toMatchObject({ assignee: expect.any(String), assigneeId: null });
    }
  });

  it('attaches scans recognised by their content, lists, serves and removes them, with the audit trail', async () => {
    const mail = await registerLetter(c, province.id);
    const pdf = await upload(c, mail.id, PDF, '../../C:\\scans/\u202Efdp.exe\u0007\u200B undangan\t.pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({ mailId: mail.id, filename: 'fdp.exe undangan.pdf', contentType: 'application/pdf', size: PDF.length, uploadedBy: 'admin@demo.com' });
    // A PNG sent as a PDF named .pdf is kept as the PNG it is.
    const png = await upload(c, mail.id, PNG, 'halaman 2.pdf', 'application/octet-stream');
    expect(png.json()).toMatchObject({ contentType: 'image/png', filename: 'halaman 2.pdf.png' });
    const jpeg = await upload(c, mail.id, JPEG, 'Surat Ketua – lampiran.jpg', 'image/jpeg');
    expect(jpeg.json()).toMatchObject({ contentType: 'image/jpeg', filename: 'Surat Ketua – lampiran.jpg' });

    const list = (await c.get(`${MAILS}/${mail.id}/files`)).json().data;
    expect(list.map((f: { id: number }) => f.id)).toEqual([pdf.json().id, png.json().id, jpeg.json().id]);
    expect(list[0]).not.toHaveProperty('content');

    const opened = await c.get(`${MAILS}/${mail.id}/files/${pdf.json().id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF)).toBe(true);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(opened.headers['content-disposition']).toBe(`attachment; filename="fdp.exe undangan.pdf"; filename*=UTF-8''fdp.exe%20undangan.pdf`);
    const named = await c.get(`${MAILS}/${mail.id}/files/${jpeg.json().id}`);
    expect(named.headers['content-disposition']).toBe(`attachment; filename="Surat Ketua _ lampiran.jpg"; filename*=UTF-8''Surat%20Ketua%20%E2%80%93%20lampiran.jpg`);
    expect((await c.get(`${MAILS}/${mail.id + 1}/files/${pdf.json().id}`)).statusCode).toBe(404);

    const removed = await c.del(`${MAILS}/${mail.id}/files/${png.json().id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await c.get(`${MAILS}/${mail.id}/files/${png.json().id}`)).statusCode).toBe(404);
    expect((await c.del(`${MAILS}/${mail.id}/files/${png.json().id}`)).json()).toMatchObject({ code: 'notFound.mailFile' });
    const audit = await auditOf(c, `${MAILS}/${mail.id}`);
    expect(audit.map((a) => a.action)).toEqual(['removeFile', 'attachFile', 'attachFile', 'attachFile', 'create']);
    expect(audit[0]!.changes).toMatchObject({ file: { id: png.json().id, filename: 'halaman 2.pdf.png', contentType: 'image/png', size: PNG.length } });
    expect(audit[0]!.actor).toBe('admin@demo.com');
  });

  it('carries a scan of the largest size accepted through the BFF and the association server unchanged', async () => {
    const mail = await registerLetter(c, province.id);
    const largest = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length, 0x30)]);
    const res = await upload(c, mail.id, largest, 'pindaian-lengkap.pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().size).toBe(10 * 1024 * 1024);
    const opened = await c.get(`${MAILS}/${mail.id}/files/${res.json().id}`);
    expect(opened.statusCode, opened.statusCode === 200 ? '' : opened.body).toBe(200);
    expect(opened.rawPayload.equals(largest)).toBe(true);
  });

  it('refuses files that are not PDF, JPEG or PNG by their bytes, empty or too large bodies, and changes to an archived letter', async () => {
    const mail = await registerLetter(c, province.id);
    const html = await upload(c, mail.id, HTML, 'surat.pdf', 'application/pdf');
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ code: 'file.unsupportedType', details: [{ field: 'body' }] });
    const text = await upload(c, mail.id, Buffer.from('%PD'), 'surat.pdf');
    expect(text.json().code).toBe('file.unsupportedType');
    const empty = await upload(c, mail.id, Buffer.alloc(0), 'kosong.pdf');
    expect(empty.statusCode).toBe(400);
    const large = await upload(c, mail.id, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'besar.pdf');
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'http.413', params: { limitMb: 10 } });
    const wrongType = await upload(c, mail.id, PDF, 'surat.pdf', 'text/html');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ code: 'http.415', params: { type: 'text/html' } });
    // Another operation takes no file.
    const elsewhere = await c.request({ method: 'POST', url: `${MAILS}/${mail.id}/start`, payload: PDF, headers: { 'content-type': 'application/pdf' } });
    expect(elsewhere.statusCode).toBe(415);
    expect((await upload(c, mail.id, PDF, '')).statusCode).toBe(400);
    expect(await count(c, `stored_files WHERE mail_id = ${mail.id}`)).toBe(0);

    const kept = (await upload(c, mail.id, PDF, 'arsip.pdf')).json();
    expect((await c.post(`${MAILS}/${mail.id}/archive`)).statusCode).toBe(200);
    expect((await upload(c, mail.id, PDF, 'lagi.pdf')).json()).toMatchObject({ code: 'mail.archivedReadOnly' });
    expect((await c.del(`${MAILS}/${mail.id}/files/${kept.id}`)).statusCode).toBe(409);
    expect((await c.get(`${MAILS}/${mail.id}/files/${kept.id}`)).statusCode).toBe(200);
  });

  it('lets the client account neither list, open, attach nor remove scans', async () => {
    const mail = await registerLetter(c, province.id);
    const file = (await upload(c, mail.id, PDF, 'rahasia.pdf')).json();
    expect((await upload(c, mail.id, PDF, 'klien.pdf', 'application/pdf', c.clientToken)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', `${MAILS}/${mail.id}/files`],
      ['GET', `${MAILS}/${mail.id}/files/${file.id}`],
      ['DELETE', `${MAILS}/${mail.id}/files/${file.id}`],
      ['GET', `${MAILS}/${mail.id}/assignees`],
    ] as const) {
      expect((await asClient(c, method, url)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await count(c, `stored_files WHERE mail_id = ${mail.id}`)).toBe(1);
  });
});

describe('letter scans and assignees under a board\'s scope', () => {
  let c: AssociationClient;
  const tokens: Record<string, string> = {};
  let branchId: number;
  let provinceId: number;
  let cabangAccount: number;
  const as = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    c.bff.inject({ method, url, headers: bearer(tokens[who]!), ...(payload && { payload }) });

  beforeAll(async () => {
    c = await startAssociation('embedded');
    for (const who of ['cabang', 'wilayah', 'bendahara', 'anggota']) {
      const session = await login(c.bff, { email: `${who}@demo.com`, password: DEMO_PASSWORD });
      tokens[who] = session.accessToken;
      if (who === 'cabang') {
        branchId = session.userData.association!.divisionId!;
        cabangAccount = Number(session.userData.id);
      }
      if (who === 'wilayah') provinceId = session.userData.association!.divisionId!;
    }
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  it('shows a board the scans of its own letters only, and lets only the staff who change letters attach or remove them', async () => {
    const own = await registerLetter(c, branchId);
    const elsewhere = await createProvince(c);
    const foreign = await registerLetter(c, elsewhere.id);
    const foreignFile = (await upload(c, foreign.id, PDF, 'lain.pdf')).json();

    const attached = await upload(c, own.id, PDF, 'cabang.pdf', 'application/pdf', tokens.cabang);
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json().uploadedBy).toBe('cabang@demo.com');
    const fileUrl = `${MAILS}/${own.id}/files/${attached.json().id}`;
    expect((await as('cabang', 'GET', fileUrl)).rawPayload.equals(PDF)).toBe(true);
    expect((await as('wilayah', 'GET', `${MAILS}/${own.id}/files`)).json().data).toHaveLength(1);
    // The treasurer reads the letter and opens its scans, but does not change letters.
    expect((await as('bendahara', 'GET', fileUrl)).statusCode).toBe(200);
    expect((await upload(c, own.id, PDF, 'bendahara.pdf', 'application/pdf', tokens.bendahara)).statusCode).toBe(403);
    expect((await as('bendahara', 'DELETE', fileUrl)).statusCode).toBe(403);
    expect((await as('anggota', 'GET', fileUrl)).statusCode).toBe(403);

    // Another board's letter and its scans do not exist for the branch (nor its province).
    for (const who of ['cabang', 'wilayah']) {
      expect((await as(who, 'GET', `${MAILS}/${foreign.id}/files`)).statusCode, who).toBe(404);
      expect((await as(who, 'GET', `${MAILS}/${foreign.id}/files/${foreignFile.id}`)).statusCode, who).toBe(404);
      expect((await as(who, 'GET', `${MAILS}/${own.id}/files/${foreignFile.id}`)).statusCode, who).toBe(404);
      expect((await as(who, 'DELETE', `${MAILS}/${foreign.id}/files/${foreignFile.id}`)).statusCode, who).toBe(404);
      expect((await upload(c, foreign.id, PDF, 'masuk.pdf', 'application/pdf', tokens[who])).statusCode, who).toBe(404);
    }
    expect(await count(c, `stored_files WHERE mail_id = ${foreign.id}`)).toBe(1);
    expect((await as('cabang', 'DELETE', fileUrl)).statusCode).toBe(204);
  });

  it('offers a board its own staff as assignees, and no one of a board it cannot see', async () => {
    const own = await registerLetter(c, branchId);
    const offered = (await as('cabang', 'GET', `${MAILS}/${own.id}/assignees?perPage=100`)).json().data.map((a: { id: number }) => a.id);
    expect(offered).toContain(cabangAccount);
    expect((await as('cabang', 'POST', `${MAILS}/${own.id}/disposition`, { instruction: 'Tindak lanjuti', assigneeId: cabangAccount, dueDate: '2025-03-20' })).statusCode).toBe(200);
    // The province dispositions its own letter, and may not give it to the branch's secretary unless it goes to the branch.
    const provincial = await registerLetter(c, provinceId);
    const refused = await as('wilayah', 'POST', `${MAILS}/${provincial.id}/disposition`, { instruction: 'Tindak lanjuti', assigneeId: cabangAccount, dueDate: '2025-03-20' });
    expect(refused.json()).toMatchObject({ code: 'mail.assigneeNotAssignable' });
    const foreign = await registerLetter(c, (await createProvince(c)).id);
    expect((await as('cabang', 'GET', `${MAILS}/${foreign.id}/assignees`)).statusCode).toBe(404);
    expect((await as('bendahara', 'GET', `${MAILS}/${own.id}/assignees`)).statusCode).toBe(403);
  });
});

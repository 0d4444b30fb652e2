import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  addStaff,
  API,
  asClient,
  auditOf,
  count,
  createBranch,
  createProvince,
  expectConflict,
  expectFieldError,
  next,
  today,
} from './correspondence-fixtures.js';
import { BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const MAILS = `${API}/mails`;

interface Mail {
  id: number;
  agendaNumber: string;
  number: string;
  letterDate: string;
  receivedDate: string;
  sender: string;
  subject: string;
  category: string;
  priority: string;
  divisionId: number;
  status: string;
  assignee: string | null;
  dispositionDivisionId: number | null;
  dueDate: string | null;
  overdue: boolean;
  dispositionCount: number;
  startedAt: string | null;
  completedAt: string | null;
  archivedAt: string | null;
  resolution: string | null;
}

describe.each(BACKENDS)('incoming mail on %s', (backend) => {
  let c: AssociationClient;
  let province: { id: number; name: string; code: string };
  let branch: { id: number; name: string; code: string };
  /** Staff who can handle letters: the province's secretary, the branch's. */
  let ratna: number;
  let bambang: number;

  beforeAll(async () => {
    c = await startAssociation(backend);
    province = await createProvince(c);
    branch = await createBranch(c, province.id);
    ratna = await addStaff(c, province.id, 'drg. Ratna Kusumawati');
    bambang = await addStaff(c, branch.id, 'drg. Bambang Wicaksono');
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  const letter = (overrides: Record<string, unknown> = {}) => ({
    number: `${next()}/UJI/${backend}/2025`,
    letterDate: '2025-03-03',
    receivedDate: '2025-03-05',
    sender: 'Dinas Kesehatan Provinsi Uji',
    subject: 'Undangan rapat koordinasi percepatan penurunan stunting',
    category: 'invitation',
    divisionId: province.id,
    ...overrides,
  });
  const register = async (overrides: Record<string, unknown> = {}): Promise<Mail> => {
    const res = await c.post(MAILS, letter(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** A secretary of each board letters are dispositioned to in these tests, made when first needed. */
  const secretaries = new Map<number, number>();
  const secretaryOf = async (divisionId: number) => {
    // An unknown board is refused for the division before anyone is looked for there.
    if (await count(c, `divisions WHERE id = ${divisionId}`) === 0) return ratna;
    if (!secretaries.has(divisionId)) secretaries.set(divisionId, await addStaff(c, divisionId, `drg. Ratna Sekretaris ${next()}`));
    return secretaries.get(divisionId)!;
  };
  const disposition = async (id: number, body: Record<string, unknown> = {}) => {
    const addressed = (await c.get(`${MAILS}/${id}`)).json().divisionId as number | undefined;
    const target = (body.divisionId as number | undefined) ?? addressed;
    return c.post(`${MAILS}/${id}/disposition`, {
      instruction: 'Hadiri dan laporkan hasilnya',
      assigneeId: target === province.id ? ratna : typeof target === 'number' ? await secretaryOf(target) : ratna,
      assigneeRole: 'Sekretaris Wilayah',
      dueDate: '2025-03-20',
      ...body,
    });
  };
  const act = (id: number, step: 'start' | 'archive') => c.post(`${MAILS}/${id}/${step}`);
  const complete = (id: number, resolution = 'Surat balasan telah dikirim') => c.post(`${MAILS}/${id}/complete`, { resolution });
  const get = async (id: number): Promise<Mail> => (await c.get(`${MAILS}/${id}`)).json();

  it('registers letters with the next agenda number of their board and year, and audits the registration', async () => {
    const first = await register({ priority: 'urgent', summary: 'Mohon kehadiran dua orang perwakilan.' });
    const second = await register({ receivedDate: '2025-07-01', letterDate: '2025-06-30' });
    expect(first).toMatchObject({
      agendaNumber: `${province.code}/SM/2025/0001`,
      status: 'received',
      priority: 'urgent',
      divisionName: province.name,
      assignee: null,
      dueDate: null,
      overdue: false,
      dispositionCount: 0,
      summary: 'Mohon kehadiran dua orang perwakilan.',
    });
    expect(second).toMatchObject({ agendaNumber: `${province.code}/SM/2025/0002`, priority: 'normal', summary: '' });
    const now = await register({ receivedDate: undefined, letterDate: addDays(today(), -2) });
    expect(now.receivedDate).toBe(today());
    expect(now.agendaNumber).toBe(`${province.code}/SM/${today().slice(0, 4)}/0001`);
    const atBranch = await register({ divisionId: branch.id });
    expect(atBranch.agendaNumber).toBe(`${branch.code}/SM/2025/0001`);

    const audit = await auditOf(c, `${MAILS}/${first.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actor: 'admin@demo.com', changes: { number: first.number, category: 'invitation' } });
  });

  it('refuses bad registrations naming the field, and writes nothing', async () => {
    const before = await count(c, 'mails');
    const counters = await count(c, 'correspondence_counters');
    const { sender: _sender, ...withoutSender } = letter();
    for (const [body, field] of [
      [withoutSender, 'sender'],
      [letter({ category: 'spam' }), 'category'],
      [letter({ priority: 'kilat' }), 'priority'],
      [letter({ letterDate: 'kemarin' }), 'letterDate'],
      [letter({ number: '' }), 'number'],
      [letter({ subject: '   ' }), 'subject'],
      [letter({ divisionId: 0 }), 'divisionId'],
      [letter({ status: 'done' }), 'status'],
      [letter({ letterDate: '2025-03-06' }), 'letterDate'],
      [letter({ receivedDate: addDays(today(), 1), letterDate: '2025-01-01' }), 'receivedDate'],
      [letter({ divisionId: 999999 }), 'divisionId'],
    ] as const) {
      expectFieldError(await c.post(MAILS, body), field, JSON.stringify(body));
    }
    expect(await count(c, 'mails')).toBe(before);
    expect(await count(c, 'correspondence_counters')).toBe(counters);

    const original = await register({ number: 'HK.02.02/UJI/77/2025' });
    expectConflict(
      await c.post(MAILS, letter({ number: 'HK.02.02/UJI/77/2025', sender: 'DINAS KESEHATAN PROVINSI UJI' })),
      new RegExp(`already registered at ${province.name} as ${original.agendaNumber.replaceAll('/', '\\/')}`),
    );
    expect(await count(c, 'mails')).toBe(before + 1);
    // The same circular reaches other boards too: registered once per board.
    expect((await c.post(MAILS, letter({ number: 'HK.02.02/UJI/77/2025', divisionId: branch.id }))).statusCode).toBe(201);
  });

  it('corrects register fields with the dates kept in order, and refuses what the register does not allow', async () => {
    const mail = await register();
    const fixed = await c.patch(`${MAILS}/${mail.id}`, { subject: 'Undangan rapat koordinasi (jadwal baru)', category: 'notification' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ subject: 'Undangan rapat koordinasi (jadwal baru)', category: 'notification', agendaNumber: mail.agendaNumber });

    for (const [body, field] of [
      [{ letterDate: '2025-03-07' }, 'letterDate'],
      [{ receivedDate: '2025-03-01' }, 'receivedDate'],
      [{ receivedDate: addDays(today(), 3) }, 'receivedDate'],
      [{ divisionId: branch.id }, 'divisionId'],
      [{ status: 'done' }, 'status'],
      [{ category: 'spam' }, 'category'],
    ] as const) {
      expectFieldError(await c.patch(`${MAILS}/${mail.id}`, body), field, JSON.stringify(body));
    }
    expect((await c.patch(`${MAILS}/${mail.id}`, {})).statusCode).toBe(400);
    const other = await register({ number: `DUP/${next()}` });
    expectConflict(await c.patch(`${MAILS}/${mail.id}`, { number: other.number }), /already registered/);
    expect(await get(mail.id)).toMatchObject({ letterDate: '2025-03-03', receivedDate: '2025-03-05', number: mail.number, category: 'notification' });

    // Once dispositioned, the day received cannot move past the due date.
    expect((await disposition(mail.id, { dueDate: '2025-03-10' })).statusCode).toBe(200);
    expectFieldError(await c.patch(`${MAILS}/${mail.id}`, { receivedDate: '2025-03-11' }), 'receivedDate');
    expect((await c.patch(`${MAILS}/999999`, { subject: 'Tidak ada' })).statusCode).toBe(404);

    const audit = await auditOf(c, `${MAILS}/${mail.id}`);
    expect(audit.map((a) => a.action)).toEqual(['disposition', 'update', 'create']);
    expect(audit[1]!.changes).toEqual({
      subject: { from: mail.subject, to: 'Undangan rapat koordinasi (jadwal baru)' },
      category: { from: 'invitation', to: 'notification' },
    });
  });

  it('walks a letter from received through dispositions to done and archived, refusing steps out of order', async () => {
    const mail = await register();
    expectConflict(await act(mail.id, 'start'), /is received; only a letter that is dispositioned can be started \(disposition it first\)/);
    expectConflict(await complete(mail.id), /is received; only a letter that is in progress can be completed/);

    const other = await createProvince(c);
    for (const [body, field] of [
      [{ dueDate: '2025-03-04' }, 'dueDate'],
      [{ instruction: '' }, 'instruction'],
      [{ assigneeId: 'drg. Ratna' }, 'assigneeId'],
      [{ divisionId: other.id }, 'divisionId'],
      [{ divisionId: 999999 }, 'divisionId'],
      [{ dueDate: 'minggu depan' }, 'dueDate'],
      [{ note: 'ekstra' }, 'note'],
    ] as const) {
      expectFieldError(await disposition(mail.id, body), field, JSON.stringify(body));
    }
    expect(await count(c, `mail_dispositions WHERE mail_id = ${mail.id}`)).toBe(0);
    expect((await get(mail.id)).status).toBe('received');

    const first = await disposition(mail.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'dispositioned',
      dispositionInstruction: 'Hadiri dan laporkan hasilnya',
      assignee: 'drg. Ratna Kusumawati',
      assigneeId: ratna,
      assigneeRole: 'Sekretaris Wilayah',
      dispositionDivisionId: province.id,
      dispositionDivisionName: province.name,
      dueDate: '2025-03-20',
      overdue: true,
      dispositionCount: 1,
    });
    expectConflict(await act(mail.id, 'archive'), /is dispositioned; only a letter that is received or done can be archived \(it is still being handled; complete it first\)/);
    expect((await act(mail.id, 'start')).json()).toMatchObject({ status: 'in_progress', startedAt: expect.any(String) });
    expectConflict(await act(mail.id, 'start'), /is already in progress/);

    // Re-disposition to a branch under the province: a new assignee who has not started yet.
    const second = await disposition(mail.id, { divisionId: branch.id, assigneeId: bambang, assigneeRole: 'Sekretaris Cabang', dueDate: '2025-04-15' });
    expect(second.json()).toMatchObject({ status: 'dispositioned', startedAt: null, dispositionCount: 2, dispositionDivisionName: branch.name, assignee: 'drg. Bambang Wicaksono' });
    const history = (await c.get(`${MAILS}/${mail.id}/dispositions`)).json().data;
    expect(history.map((d: { assignee: string; divisionId: number; dueDate: string; actor: string }) => [d.assignee, d.divisionId, d.dueDate, d.actor])).toEqual([
      ['drg. Bambang Wicaksono', branch.id, '2025-04-15', 'admin@demo.com'],
      ['drg. Ratna Kusumawati', province.id, '2025-03-20', 'admin@demo.com'],
    ]);

    expect((await act(mail.id, 'start')).statusCode).toBe(200);
    expectFieldError(await c.post(`${MAILS}/${mail.id}/complete`, { resolution: '' }), 'resolution');
    expectFieldError(await c.post(`${MAILS}/${mail.id}/complete`, {}), 'resolution');
    expect((await get(mail.id)).status).toBe('in_progress');
    const done = await complete(mail.id, 'Dihadiri; notulen diarsipkan');
    expect(done.json()).toMatchObject({ status: 'done', resolution: 'Dihadiri; notulen diarsipkan', completedAt: expect.any(String), overdue: false });
    expectConflict(await disposition(mail.id), /is done; only a letter that is received, dispositioned or in progress can be dispositioned \(a letter that is done is only archived\)/);
    expectConflict(await act(mail.id, 'start'), /is done/);
    expectConflict(await complete(mail.id), /is already done/);

    expect((await act(mail.id, 'archive')).json()).toMatchObject({ status: 'archived', archivedAt: expect.any(String) });
    expectConflict(await act(mail.id, 'archive'), /is already archived/);
    expectConflict(await c.patch(`${MAILS}/${mail.id}`, { summary: 'Terlambat' }), /is archived; an archived letter is read-only/);
    expectConflict(await disposition(mail.id), /is archived.*read-only/);
    expectConflict(await c.del(`${MAILS}/${mail.id}`), /is archived; only a letter still received/);

    const audit = await auditOf(c, `${MAILS}/${mail.id}`);
    expect(audit.map((a) => a.action)).toEqual(['archive', 'complete', 'start', 'disposition', 'start', 'disposition', 'create']);
    expect(audit[1]).toMatchObject({ actor: 'admin@demo.com', changes: { status: { from: 'in_progress', to: 'done' }, resolution: 'Dihadiri; notulen diarsipkan' } });
    expect(audit[3]!.changes).toMatchObject({ status: { from: 'in_progress', to: 'dispositioned' }, divisionId: branch.id, assignee: 'drg. Bambang Wicaksono' });
  });

  it('archives a letter that needs no action straight away, and deletes only letters still received', async () => {
    const circular = await register({ category: 'circular', subject: 'Surat edaran pemutakhiran data anggota' });
    expect((await act(circular.id, 'archive')).json()).toMatchObject({ status: 'archived', assignee: null, dispositionCount: 0 });
    expectConflict(await act(circular.id, 'start'), /is archived/);

    const mistaken = await register();
    expect((await c.del(`${MAILS}/${mistaken.id}`)).statusCode).toBe(204);
    expect((await c.get(`${MAILS}/${mistaken.id}`)).statusCode).toBe(404);
    const trail = await c.database.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'mail' AND entity_id = $1 ORDER BY id`, [mistaken.id]);
    expect(trail.rows.map((r) => r.action)).toEqual(['create', 'delete']);

    const handled = await register();
    await disposition(handled.id);
    expectConflict(await c.del(`${MAILS}/${handled.id}`), /is dispositioned; only a letter still received \(not dispositioned\) can be deleted; archive it instead/);
    expect((await get(handled.id)).status).toBe('dispositioned');
  });

  it('computes overdue, and filters, sorts, searches and pages the register', async () => {
    const home = await createBranch(c, province.id);
    const sender = `Rumah Sakit Uji ${next()}`;
    const late = await register({ divisionId: home.id, sender, category: 'request', priority: 'very_urgent', receivedDate: '2025-02-10', letterDate: '2025-02-01' });
    await disposition(late.id, { dueDate: '2025-02-20' });
    const future = await register({ divisionId: home.id, category: 'report', receivedDate: '2025-05-10', letterDate: '2025-05-09' });
    await disposition(future.id, { dueDate: addDays(today(), 30) });
    const working = await register({ divisionId: home.id, category: 'request', receivedDate: '2025-06-10', letterDate: '2025-06-02' });
    await disposition(working.id, { dueDate: '2025-06-12' });
    await act(working.id, 'start');
    const finished = await register({ divisionId: home.id, receivedDate: '2025-08-01', letterDate: '2025-07-30' });
    await disposition(finished.id, { dueDate: '2025-08-02' });
    await act(finished.id, 'start');
    await complete(finished.id);
    const fresh = await register({ divisionId: home.id, receivedDate: '2025-09-01', letterDate: '2025-08-28' });

    const ids = async (query: string) => (await c.get(`${MAILS}?divisionId=${home.id}&perPage=100&${query}`)).json().data.map((m: Mail) => m.id);
    expect(await ids('overdue=true&sort=receivedDate:asc')).toEqual([late.id, working.id]);
    expect(await ids('overdue=false&sort=receivedDate:asc')).toEqual([future.id, finished.id, fresh.id]);
    expect((await get(late.id)).overdue).toBe(true);
    expect(await ids('status=received')).toEqual([fresh.id]);
    expect(await ids('category=request&sort=receivedDate:desc')).toEqual([working.id, late.id]);
    expect(await ids('priority=very_urgent')).toEqual([late.id]);
    expect(await ids('receivedFrom=2025-05-01&receivedTo=2025-08-01&sort=receivedDate:asc')).toEqual([future.id, working.id, finished.id]);
    expect(await ids('sort=dueDate:asc')).toEqual([late.id, working.id, finished.id, future.id, fresh.id]);
    expect((await c.get(`${MAILS}?dispositionDivisionId=${home.id}&perPage=100`)).json().total).toBe(4);
    expect(await ids(`q=${encodeURIComponent(sender.toUpperCase())}`)).toEqual([late.id]);
    expect(await ids(`q=${encodeURIComponent(late.agendaNumber)}`)).toEqual([late.id]);
    expect(await ids('q=drg.%20ratna')).toHaveLength(4);
    const paged = (await c.get(`${MAILS}?divisionId=${home.id}&perPage=2&page=2&sort=receivedDate:asc`)).json();
    expect(paged).toMatchObject({ total: 5, page: 2, perPage: 2, totalPages: 3, from: 3, to: 4 });
    expect(paged.data.map((m: Mail) => m.id)).toEqual([working.id, finished.id]);

    for (const [query, field] of [['status=lost', 'status'], ['sort=subject:asc', 'sort'], ['overdue=maybe', 'overdue'], ['receivedFrom=kemarin', 'receivedFrom'], ['perPage=500', 'perPage']] as const) {
      const res = await c.get(`${MAILS}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field), query).toContain(field);
    }
  });

  it('answers 404 for an unknown letter on every route', async () => {
    expect((await c.get(`${MAILS}/999999`)).statusCode).toBe(404);
    expect((await c.get(`${MAILS}/999999/audit`)).statusCode).toBe(404);
    expect((await c.get(`${MAILS}/999999/dispositions`)).statusCode).toBe(404);
    expect((await disposition(999999)).statusCode).toBe(404);
    expect((await act(999999, 'start')).statusCode).toBe(404);
    expect((await complete(999999)).statusCode).toBe(404);
    expect((await act(999999, 'archive')).statusCode).toBe(404);
    expect((await c.del(`${MAILS}/999999`)).statusCode).toBe(404);
  });

  it('exports exactly the filtered letters as CSV', async () => {
    const home = await createBranch(c, province.id);
    await register({ divisionId: home.id, sender: 'Dinas Kesehatan Kota "Uji", Barat' });
    await register({ divisionId: home.id, receivedDate: '2025-04-01' });
    const res = await c.get(`${MAILS}/export.csv?divisionId=${home.id}&sort=receivedDate:asc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,agendaNumber,number,letterDate,receivedDate,sender,subject,category/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Dinas Kesehatan Kota ""Uji"", Barat"');
    expect(lines[2]).toContain(`${home.code}/SM/2025/0002`);
  });

  it('counts a year\'s letters per month, status and category, and the pending and overdue ones, per division', async () => {
    const board = await createProvince(c);
    const under = await createBranch(c, board.id);
    const at = (overrides: Record<string, unknown>) => register({ divisionId: board.id, ...overrides });
    const a = await at({ receivedDate: '2025-01-06', letterDate: '2025-01-02', sender: 'Kementerian Kesehatan Republik Indonesia', category: 'circular' });
    await act(a.id, 'archive');
    const b = await at({ receivedDate: '2025-01-20', letterDate: '2025-01-15', sender: 'Dinas Kesehatan Provinsi Uji', category: 'invitation' });
    await disposition(b.id, { dueDate: '2025-01-25' });
    await act(b.id, 'start');
    await complete(b.id);
    const d = await at({ receivedDate: '2025-03-14', letterDate: '2025-03-10', sender: 'Dinas Kesehatan Provinsi Uji', category: 'invitation' });
    await disposition(d.id, { dueDate: '2025-03-30' });
    await act(d.id, 'start');
    await at({ receivedDate: '2025-12-01', letterDate: '2025-11-28', sender: 'Budi Santoso', category: 'complaint' });
    await at({ receivedDate: '2024-12-30', letterDate: '2024-12-20', sender: 'Fakultas Kedokteran Gigi Universitas Uji', category: 'report' });
    await register({ divisionId: under.id, receivedDate: '2025-01-10', letterDate: '2025-01-09' });

    const res = await c.get(`${MAILS}/statistics?year=2025&divisionId=${board.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({ year: 2025, divisionId: board.id, total: 4, pending: 3, overdue: 1 });
    expect(stats.byMonth).toHaveLength(12);
    expect(stats.byMonth.filter((m: { count: number }) => m.count > 0)).toEqual([
      { month: '2025-01', count: 2 },
      { month: '2025-03', count: 1 },
      { month: '2025-12', count: 1 },
    ]);
    expect(stats.byMonth[0].month).toBe('2025-01');
    expect(stats.byMonth[11].month).toBe('2025-12');
    expect(stats.byStatus).toEqual({ received: 1, dispositioned: 0, in_progress: 1, done: 1, archived: 1 });
    expect(stats.byCategory.slice(0, 3)).toEqual([
      { category: 'invitation', count: 2 },
      { category: 'circular', count: 1 },
      { category: 'complaint', count: 1 },
    ]);
    expect(stats.byCategory).toHaveLength(8);
    expect(stats.byCategory.slice(3).every((x: { count: number }) => x.count === 0)).toBe(true);
    expect(stats.topSenders[0]).toEqual({ sender: 'Dinas Kesehatan Provinsi Uji', count: 2 });
    expect(stats.topSenders).toHaveLength(3);

    const previous = (await c.get(`${MAILS}/statistics?year=2024&divisionId=${board.id}`)).json();
    expect(previous).toMatchObject({ total: 1, pending: 3, overdue: 1, byStatus: { received: 1 } });

    // Over all boards, the figures agree with the register's own list.
    const all = (await c.get(`${MAILS}/statistics?year=2025`)).json();
    const listed = async (query: string) => (await c.get(`${MAILS}?perPage=1&${query}`)).json().total as number;
    expect(all.total).toBe(await listed('receivedFrom=2025-01-01&receivedTo=2025-12-31'));
    for (const status of ['received', 'dispositioned', 'in_progress', 'done', 'archived']) {
      expect(all.byStatus[status], status).toBe(await listed(`status=${status}&receivedFrom=2025-01-01&receivedTo=2025-12-31`));
    }
    expect(all.overdue).toBe(await listed('overdue=true'));
    const pending = await Promise.all(['received', 'dispositioned', 'in_progress'].map((s) => listed(`status=${s}`)));
    expect(all.pending).toBe(pending.reduce((x, y) => x + y, 0));

    const current = (await c.get(`${MAILS}/statistics`)).json();
    expect(current.year).toBe(Number(today().slice(0, 4)));
    expectFieldError(await c.get(`${MAILS}/statistics?year=1999`), 'year');
    expectFieldError(await c.get(`${MAILS}/statistics?divisionId=abc`), 'divisionId');
    expect((await c.get(`${MAILS}/statistics?divisionId=999999`)).statusCode).toBe(404);
  });

  it('seeds a register sized to the association, with histories that match each letter\'s status', async () => {
    const list = (await c.get(`${MAILS}?perPage=1`)).json();
    expect(list.total).toBeGreaterThanOrEqual(20);
    const seeded = await c.database.db.query<{ status: string; n: number; dispositions: number; early: number; late: number }>(
      `SELECT ml.status, count(*)::int AS n,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM mail_dispositions x WHERE x.mail_id = ml.id))::int AS dispositions,
              count(*) FILTER (WHERE ml.due_date < ml.received_date)::int AS early,
              count(*) FILTER (WHERE greatest(ml.created_at, ml.dispositioned_at, ml.started_at, ml.completed_at, ml.archived_at) > $1)::int AS late
         FROM mails ml WHERE ml.agenda_number NOT LIKE '%-K%' GROUP BY ml.status`,
      ['2026-11-21T10:00:00Z'],
    );
    const by = Object.fromEntries(seeded.rows.map((r) => [r.status, r]));
    expect(Object.keys(by).length).toBeGreaterThanOrEqual(3);
    for (const status of ['dispositioned', 'in_progress', 'done']) {
      if (by[status]) expect(by[status].dispositions, status).toBe(by[status].n);
    }
    if (by.received) expect(by.received.dispositions).toBe(0);
    expect(seeded.rows.every((r) => r.early === 0 && r.late === 0)).toBe(true);
    // The counters continue after the seeded agenda numbers: the next letter of the national board gets a fresh number.
    const national = await register({ divisionId: 1, receivedDate: '2026-01-05', letterDate: '2026-01-02' });
    const seededNumbers = await c.database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mails WHERE agenda_number LIKE 'PB-00/SM/2026/%'`);
    expect(national.agendaNumber).toBe(`PB-00/SM/2026/${String(seededNumbers.rows[0]!.n).padStart(4, '0')}`);
  });

  it('lets the client account do nothing with the register', async () => {
    const mail = await register();
    for (const [method, url, body] of [
      ['GET', MAILS],
      ['GET', `${MAILS}/${mail.id}`],
      ['GET', `${MAILS}/${mail.id}/audit`],
      ['GET', `${MAILS}/${mail.id}/dispositions`],
      ['GET', `${MAILS}/statistics`],
      ['GET', `${MAILS}/export.csv`],
      ['POST', MAILS, letter()],
      ['PATCH', `${MAILS}/${mail.id}`, { subject: 'Diubah klien' }],
      ['DELETE', `${MAILS}/${mail.id}`],
      ['POST', `${MAILS}/${mail.id}/disposition`, { instruction: 'Tindak lanjuti', assigneeId: ratna, dueDate: '2025-04-01' }],
      ['POST', `${MAILS}/${mail.id}/start`],
      ['POST', `${MAILS}/${mail.id}/complete`, { resolution: 'Selesai oleh klien' }],
      ['POST', `${MAILS}/${mail.id}/archive`],
    ] as const) {
      expect((await asClient(c, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await c.get(`${MAILS}/${mail.id}`).then((r) => r.json().status)).toBe('received');
  });
});

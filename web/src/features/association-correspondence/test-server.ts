import type { FakeRequest, FakeResponse, Handler } from '../../test/fake-api';

/** A small in-memory stand-in for the mail and information API routes these screens call. */
const AT = '2026-11-20T08:00:00.000Z';

export const conflict = (message: string): FakeResponse => ({ status: 409, body: { statusCode: 409, error: 'Conflict', message } });
export const invalid = (field: string, message: string): FakeResponse => ({
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', message: `body/${field} ${message}`, details: [{ field, in: 'body', message }] },
});

const page = <T>(rows: T[], req: FakeRequest) => {
  const n = Number(req.query.get('page') ?? 1);
  const perPage = Number(req.query.get('perPage') ?? 10);
  const data = rows.slice((n - 1) * perPage, n * perPage);
  return { data, total: rows.length, page: n, perPage, totalPages: Math.ceil(rows.length / perPage), from: data.length ? (n - 1) * perPage + 1 : 0, to: (n - 1) * perPage + data.length };
};

/** A record as the fake server keeps it: an id and any fields. */
export type FakeRecord = { id: number; [field: string]: unknown };

export function makeMail(overrides: Record<string, unknown> = {}): FakeRecord {
  return {
    id: 7,
    agendaNumber: 'PB-00/SM/2026/0007',
    number: '440/1873/Dinkes/2026',
    letterDate: '2026-11-16',
    receivedDate: '2026-11-18',
    sender: 'Dinas Kesehatan Provinsi Jawa Barat',
    subject: 'Undangan rapat koordinasi stunting',
    category: 'invitation',
    priority: 'urgent',
    summary: 'Mohon mengirimkan dua orang perwakilan.',
    divisionId: 1,
    divisionName: 'Pengurus Besar',
    status: 'received',
    dispositionInstruction: null,
    assignee: null,
    assigneeId: null,
    assigneeRole: null,
    dispositionDivisionId: null,
    dispositionDivisionName: null,
    dueDate: null,
    overdue: false,
    dispositionCount: 0,
    dispositionedAt: null,
    startedAt: null,
    completedAt: null,
    resolution: null,
    archivedAt: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}
export type FakeMail = FakeRecord;

export function makeInformation(overrides: Record<string, unknown> = {}): FakeRecord {
  return {
    id: 31,
    title: 'Pendaftaran PIT 2026 dibuka',
    slug: 'pendaftaran-pit-2026-dibuka',
    categoryId: 3,
    categoryName: 'Kegiatan Ilmiah',
    categorySlug: 'kegiatan-ilmiah',
    summary: 'PIT di Surabaya.',
    body: '## Pendaftaran\n\nDibuka hingga **31 Juli**.',
    bodyFormat: 'markdown',
    coverImageUrl: null,
    status: 'draft',
    author: 'Humas PB',
    publishedAt: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}
export type FakeInformation = FakeRecord;

export const CATEGORIES = [
  { id: 3, name: 'Kegiatan Ilmiah', slug: 'kegiatan-ilmiah', description: 'PIT dan seminar.', informationCount: 4, createdAt: AT, updatedAt: AT },
  { id: 4, name: 'Pengumuman', slug: 'pengumuman', description: '', informationCount: 0, createdAt: AT, updatedAt: AT },
];

export const STATISTICS = {
  year: 2026,
  divisionId: null,
  total: 42,
  byMonth: Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, count: i === 10 ? 9 : i })),
  byStatus: { received: 5, dispositioned: 7, in_progress: 3, done: 20, archived: 7 },
  byCategory: [
    { category: 'invitation', count: 18 },
    { category: 'request', count: 12 },
  ],
  topSenders: [
    { sender: 'Kementerian Kesehatan', count: 11 },
    { sender: 'Dinas Kesehatan DKI', count: 6 },
  ],
  pending: 15,
  overdue: 4,
};

export type FakeFile = ReturnType<typeof makeFile>;
/** A scan attached to letter 7. */
export const makeFile = (over: Partial<{ id: number; filename: string; contentType: 'application/pdf' | 'image/jpeg' | 'image/png'; size: number }> = {}) => ({
  id: 51,
  mailId: 7,
  filename: 'undangan-dinkes.pdf',
  contentType: 'application/pdf' as 'application/pdf' | 'image/jpeg' | 'image/png',
  size: 1_572_864,
  uploadedBy: 'admin@demo.com',
  createdAt: AT,
  ...over,
});

/** The correspondence routes over mutable fixtures; tests override single handlers to answer errors. */
export function correspondenceServer(options: { mails?: FakeMail[]; information?: FakeInformation[]; files?: FakeFile[] } = {}) {
  const mails = options.mails ?? [makeMail()];
  const information = options.information ?? [makeInformation()];
  const categories = CATEGORIES.map((c) => ({ ...c }));
  const dispositions: Record<number, unknown[]> = {};
  const files = options.files ?? [];
  const staff = [
    { id: 1_000_000_011, fullName: 'drg. Agus Salim', role: 'chair', divisionId: 1, divisionName: 'Pengurus Besar' },
    { id: 1_000_000_012, fullName: 'drg. Ratna Kusumawati', role: 'secretary', divisionId: 1, divisionName: 'Pengurus Besar' },
  ];
  const mail = (req: FakeRequest) => mails.find((m) => m.id === Number(req.path.split('/')[4]));
  const item = (req: FakeRequest) => information.find((i) => i.id === Number(req.path.split('/')[4]));
  const setMail = (req: FakeRequest, change: Record<string, unknown>): FakeResponse => {
    const found = mail(req);
    if (!found) return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'no such letter' } };
    Object.assign(found, change);
    return { body: found };
  };
  const setItem = (req: FakeRequest, change: Record<string, unknown>): FakeResponse => {
    const found = item(req);
    if (!found) return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'no such information' } };
    Object.assign(found, change);
    return { body: found };
  };

  const handlers: Record<string, Handler> = {
    'GET /api/association/mails': (req) => ({ body: page(mails, req) }),
    'GET /api/association/mails/export.csv': () => ({ body: 'agendaNumber,sender\nPB-00/SM/2026/0007,Dinkes\n' }),
    'GET /api/association/mails/statistics': (req) => ({ body: { ...STATISTICS, year: Number(req.query.get('year') ?? 2026) } }),
    'GET /api/association/mails/7': (req) => ({ body: mail(req) }),
    'GET /api/association/mails/7/dispositions': () => ({ body: { data: dispositions[7] ?? [] } }),
    'POST /api/association/mails': (req) => {
      const created = makeMail({ ...(req.body as object), id: 8, agendaNumber: 'PB-00/SM/2026/0008' });
      mails.unshift(created);
      return { status: 201, body: created };
    },
    'GET /api/association/mails/8': (req) => ({ body: mail(req) }),
    'GET /api/association/mails/8/dispositions': () => ({ body: { data: [] } }),
    'GET /api/association/mails/7/assignees': (req) => {
      const q = (req.query.get('q') ?? '').toLowerCase();
      const data = staff.filter((s) => s.fullName.toLowerCase().includes(q));
      return { body: { data, total: data.length, page: 1, perPage: 20, totalPages: 1, from: data.length ? 1 : 0, to: data.length } };
    },
    'POST /api/association/mails/7/disposition': (req) => {
      const body = req.body as { instruction: string; assigneeId: number; dueDate: string; divisionId?: number };
      const assignee = staff.find((s) => s.id === body.assigneeId)!.fullName;
      dispositions[7] = [{ id: 1, mailId: 7, ...body, assignee, assigneeRole: null, divisionId: 1, divisionName: 'Pengurus Besar', actor: 'admin@demo.com', at: AT }];
      return setMail(req, { status: 'dispositioned', dispositionInstruction: body.instruction, assignee, assigneeId: body.assigneeId, dueDate: body.dueDate, dispositionCount: 1 });
    },
    'GET /api/association/mails/7/files': () => ({ body: { data: files } }),
    'POST /api/association/mails/7/files': (req) => {
      const created = makeFile({ id: 100 + files.length, filename: req.query.get('filename')!, size: String(req.body ?? '').length || 1 });
      files.push(created);
      return { status: 201, body: created };
    },
    'GET /api/association/mails/7/files/51': () => ({ raw: '%PDF-1.4 pindaian', contentType: 'application/pdf' }),
    'DELETE /api/association/mails/7/files/51': () => {
      files.splice(files.findIndex((f) => f.id === 51), 1);
      return { status: 204 };
    },
    'POST /api/association/mails/7/start': (req) => setMail(req, { status: 'in_progress' }),
    'POST /api/association/mails/7/complete': (req) => setMail(req, { status: 'done', resolution: (req.body as { resolution: string }).resolution }),
    'POST /api/association/mails/7/archive': (req) => setMail(req, { status: 'archived' }),
    'GET /api/association/divisions': () => ({ body: { data: [], total: 0, page: 1, perPage: 100, totalPages: 0, from: 0, to: 0 } }),

    'GET /api/association/information-categories': (req) => ({ body: page(categories, req) }),
    'POST /api/association/information-categories': (req) => {
      const created = { ...CATEGORIES[1]!, id: 9, slug: 'baru', informationCount: 0, ...(req.body as object) };
      categories.push(created);
      return { status: 201, body: created };
    },
    'PATCH /api/association/information-categories/4': (req) => {
      Object.assign(categories[1]!, req.body);
      return { body: categories[1] };
    },
    'DELETE /api/association/information-categories/3': () => conflict('Kegiatan Ilmiah still holds 4 information items'),
    'GET /api/association/information': (req) => {
      const status = req.query.get('status');
      return { body: page(information.filter((i) => !status || i['status'] === status), req) };
    },
    'GET /api/association/information/export.csv': () => ({ body: 'title\nPendaftaran\n' }),
    'GET /api/association/information/31': (req) => ({ body: item(req) }),
    'POST /api/association/information': (req) => {
      const created = makeInformation({ ...(req.body as object), id: 32 });
      information.unshift(created);
      return { status: 201, body: created };
    },
    'GET /api/association/information/32': (req) => ({ body: item(req) }),
    'PATCH /api/association/information/32': (req) => setItem(req, req.body as Record<string, unknown>),
    'PATCH /api/association/information/31': (req) => setItem(req, req.body as Record<string, unknown>),
    'POST /api/association/information/31/images': (req) => ({
      status: 201,
      body: { id: 71, informationId: 31, url: `/api/association/information-images/${'K'.repeat(42)}${req.query.get('filename')!.length % 10}`, filename: req.query.get('filename'), contentType: 'image/png', size: 68, createdAt: AT },
    }),
    'POST /api/association/information/31/publish': (req) => setItem(req, { status: 'published', publishedAt: AT }),
    'POST /api/association/information/32/publish': (req) => setItem(req, { status: 'published', publishedAt: AT }),
    'POST /api/association/information/31/unpublish': (req) => setItem(req, { status: 'unpublished' }),
    'POST /api/association/information/31/archive': (req) => setItem(req, { status: 'archived' }),
  };
  return { handlers, mails, information, categories };
}

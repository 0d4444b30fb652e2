import { installFakeApi, type FakeRequest, type FakeResponse } from '../../test/fake-api';

type Folder = 'inbox' | 'sent' | 'draft' | 'spam' | 'trash';
type Label = 'personal' | 'company' | 'important' | 'private';

export interface TestEmail {
  id: number;
  from: { email: string; name: string; avatar: string };
  to: { name: string; email: string }[];
  subject: string;
  cc: string[];
  bcc: string[];
  message: string;
  attachments: { fileName: string; thumbnail: string; url: string; size: string }[];
  isStarred: boolean;
  labels: Label[];
  time: string;
  folder: Folder;
  isRead: boolean;
  isDeleted: boolean;
  replies: TestEmail[];
}

const OWNER = { name: 'Rizky Pratama', email: 'rizky.pratama@sejawat.id' };

export function mail(id: number, subject: string, extra: Partial<TestEmail> = {}): TestEmail {
  return {
    id,
    from: { email: `sender${id}@sejawat.id`, name: `Sender ${id}`, avatar: `/images/avatars/${id}.svg` },
    to: [OWNER],
    subject,
    cc: [],
    bcc: [],
    message: `<p>Body of ${subject}</p>`,
    attachments: [],
    isStarred: false,
    labels: ['company'],
    time: new Date(Date.UTC(2026, 0, id, 8)).toISOString(),
    folder: 'inbox',
    isRead: true,
    isDeleted: false,
    replies: [],
    ...extra,
  };
}

export function seed(): TestEmail[] {
  return [
    mail(1, 'Iuran recap', {
      isRead: false,
      attachments: [{ fileName: 'iuran.xlsx', thumbnail: '/images/icons/xls.svg', url: '/files/iuran.xlsx', size: '184 KB' }],
    }),
    mail(2, 'Plenary invitation', { folder: 'sent', from: { ...OWNER, avatar: '/images/avatars/1.svg' }, to: [{ name: 'Dewi Lestari', email: 'dewi@sejawat.id' }] }),
    mail(3, 'Dental chair offer', { folder: 'spam', isRead: false, labels: ['personal'] }),
    mail(4, 'PIT abstract guidelines', { isStarred: true, labels: ['important'] }),
    mail(5, 'STR renewal guide', { folder: 'draft', isRead: false, labels: ['private'] }),
    mail(6, 'Old webinar', { folder: 'trash', labels: ['personal'] }),
    mail(7, 'Re: PIT committee', {
      isRead: false,
      isStarred: true,
      labels: ['company', 'important'],
      message: '<p>Thank you, the list looks good.</p><script>window.hacked = true</script><img src=x onerror="window.hacked=true">',
      replies: [
        mail(8, 'PIT committee', { message: '<p>We need to finalise the committee.</p>' }),
        mail(9, 'Re: PIT committee', { folder: 'sent', message: '<p>Draft structure below.</p>' }),
      ],
    }),
  ];
}

const newestFirst = (a: TestEmail, b: TestEmail) => Date.parse(b.time) - Date.parse(a.time) || b.id - a.id;

/** An in-memory mailbox answering the email routes as the BFF does. */
export function emailServer(overrides: Record<string, (req: FakeRequest) => FakeResponse> = {}) {
  const emails = seed();
  const inView = (e: TestEmail, view: string) =>
    !e.isDeleted && (view === 'trash' ? e.folder === 'trash' : e.folder !== 'trash' && (view === 'starred' ? e.isStarred : e.folder === view));
  const list = (view: string) => emails.filter((e) => inView(e, view)).sort(newestFirst);
  const withFlags = (e: TestEmail) => {
    const l = list(e.folder);
    const i = l.indexOf(e);
    return { ...structuredClone(e), hasPreviousMail: i > 0, hasNextMail: i >= 0 && i < l.length - 1 };
  };
  const unread = (f: Folder) => emails.filter((e) => e.folder === f && !e.isRead && !e.isDeleted).length;
  const notFound = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Email not found' } };

  const api = installFakeApi({
    'GET /apps/email/emails': (req) => {
      const view = req.query.get('folder') || 'inbox';
      const label = req.query.get('label') || '';
      const q = (req.query.get('q') ?? '').toLowerCase();
      const shown = list(view).filter(
        (e) =>
          (!label || e.labels.includes(label as Label)) &&
          (e.subject.toLowerCase().includes(q) || e.from.name.toLowerCase().includes(q)),
      );
      return { body: { emails: structuredClone(shown), emailsMeta: { inbox: unread('inbox'), draft: unread('draft'), spam: unread('spam') } } };
    },
    'POST /apps/email/update-emails': (req) => {
      const { emailIds, dataToUpdate } = req.body as { emailIds: number[]; dataToUpdate: Partial<TestEmail> };
      const found = emailIds.map((id) => emails.find((e) => e.id === id)!);
      found.forEach((e) => Object.assign(e, dataToUpdate));
      return { body: { emails: structuredClone(found) } };
    },
    'POST /apps/email/update-emails-label': (req) => {
      const { emailIds, label } = req.body as { emailIds: number[]; label: Label };
      const found = emailIds.map((id) => emails.find((e) => e.id === id)!);
      for (const e of found) e.labels = e.labels.includes(label) ? e.labels.filter((l) => l !== label) : [...e.labels, label];
      return { body: { emails: structuredClone(found) } };
    },
    'GET /apps/email/get-email': (req) => {
      const email = emails.find((e) => e.id === Number(req.query.get('id')));
      return email ? { body: withFlags(email) } : notFound;
    },
    'GET /apps/email/paginate-email': (req) => {
      const email = emails.find((e) => e.id === Number(req.query.get('emailId')));
      if (!email) return notFound;
      const l = list(email.folder);
      const other = l[l.indexOf(email) + (req.query.get('dir') === 'previous' ? -1 : 1)];
      return other ? { body: withFlags(other) } : notFound;
    },
    'POST /apps/email/compose': (req) => {
      const body = req.body as { to: { email: string }[]; cc?: string[]; bcc?: string[]; subject: string; message: string; folder: Folder };
      const email = mail(100, body.subject, {
        from: { ...OWNER, avatar: '/images/avatars/1.svg' },
        to: body.to.map((r) => ({ name: r.email, email: r.email })),
        cc: body.cc ?? [],
        bcc: body.bcc ?? [],
        message: body.message,
        folder: body.folder,
        labels: [],
        time: new Date().toISOString(),
      });
      emails.push(email);
      return { status: 201, body: { email } };
    },
    ...overrides,
  });
  return { ...api, emails };
}

export const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/apps/email/emails');
export const lastList = (calls: FakeRequest[]) => listCalls(calls).at(-1)!.query;
export const posts = (calls: FakeRequest[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

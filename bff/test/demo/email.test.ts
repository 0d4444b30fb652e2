import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../src/lib/fixtures.js';
import { EmailMessageSchema, EmailReplySchema } from '../../src/routes/demo/email/schemas.js';
import { bearer } from '../helpers.js';
import { badFields, demoClient, type DemoClient } from './client.js';

const NOW = new Date('2026-11-21T10:00:00Z');
let c: DemoClient;
beforeEach(async () => {
  c = await demoClient(NOW);
});
afterEach(async () => {
  await c.close();
});

interface EmailBody {
  id: number;
  folder: string;
  labels: string[];
  isRead: boolean;
  isStarred: boolean;
  hasPreviousMail?: boolean;
  hasNextMail?: boolean;
  [key: string]: unknown;
}
interface ListBody {
  emails: EmailBody[];
  emailsMeta: { inbox: number; draft: number; spam: number };
}

const list = async (query = '') => {
  const res = await c.get(`/apps/email/emails${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as ListBody;
};
const ids = async (query = '') => (await list(query)).emails.map((e) => e.id);
const getEmail = async (id: number) => (await c.get(`/apps/email/get-email?id=${id}`)).json() as EmailBody;
const update = (emailIds: unknown, dataToUpdate: unknown) =>
  c.post('/apps/email/update-emails', { emailIds, dataToUpdate });
const toggle = (emailIds: unknown, label: unknown) => c.post('/apps/email/update-emails-label', { emailIds, label });
const paginate = (dir: string, emailId: number) => c.get(`/apps/email/paginate-email?dir=${dir}&emailId=${emailId}`);
const compose = (body: Record<string, unknown>) =>
  c.post('/apps/email/compose', {
    to: [{ name: 'Dewi Lestari', email: 'dewi.lestari@sejawat.id' }],
    subject: 'PIT 2027 decree',
    message: '<p>Attached.</p>',
    folder: 'sent',
    ...body,
  });

const INBOX = [24, 22, 17, 13, 9, 7, 4, 1];
const EMPTY_META = { inbox: 3, draft: 2, spam: 2 };

describe('email fixture', () => {
  it('matches the entity schema in every record', () => {
    const { emails } = loadFixture<{ emails: unknown[] }>('demo/email.json', NOW);
    expect(emails).toHaveLength(24);
    for (const email of emails) {
      const errors = [...Value.Errors({ EmailReply: EmailReplySchema }, EmailMessageSchema, email)];
      expect(errors, JSON.stringify(errors[0])).toEqual([]);
    }
  });
});

describe('GET /apps/email/emails', () => {
  it('shows the inbox newest first with unread counts by default', async () => {
    expect(await list()).toMatchObject({ emailsMeta: EMPTY_META });
    expect(await ids()).toEqual(INBOX);
    expect(await ids('?folder=')).toEqual(INBOX);
    expect(await ids('?folder=inbox')).toEqual(INBOX);
  });

  it.each([
    ['sent', [10, 2]],
    ['draft', [20, 16, 12, 5]],
    ['spam', [21, 19, 15, 11, 6, 3]],
    ['trash', [23, 18, 14, 8]],
    ['starred', [24, 11, 9, 5, 4, 2]],
  ])('shows folder %s', async (folder, expected) => {
    const body = await list(`?folder=${folder}`);
    expect(body.emails.map((e) => e.id)).toEqual(expected);
    expect(body.emailsMeta).toEqual(EMPTY_META);
  });

  it('sorts by time, not by id', async () => {
    await c.close();
    // With this clock the "@now-…" emails (ids 21 to 24) are older than every fixed date.
    c = await demoClient(new Date('2026-01-01T00:00:00Z'));
    expect(await ids()).toEqual([17, 13, 9, 7, 4, 1, 24, 22]);
  });

  it('breaks ties of time by id, highest first', async () => {
    await c.close();
    c = await demoClient(new Date('2026-11-12T09:20:00.000Z'));
    expect((await compose({ folder: 'draft' })).json().email.id).toBe(27);
    expect(await ids('?folder=draft')).toEqual([27, 20, 16, 12, 5]);
  });

  it('filters by label within the folder', async () => {
    expect(await ids('?label=company')).toEqual([24, 22, 9, 7, 1]);
    expect(await ids('?folder=spam&label=private')).toEqual([19, 15, 6]);
    expect(await ids('?folder=starred&label=important')).toEqual([24, 4]);
    expect(await ids('?label=')).toEqual(INBOX);
  });

  it('searches the subject and the sender name, case-insensitively', async () => {
    expect(await ids('?q=PIT%202027')).toEqual([24, 4]);
    expect(await ids('?q=pit%202027&folder=sent')).toEqual([10]);
    expect(await ids('?q=sari')).toEqual([17, 7]);
    expect(await ids('?q=DEWI')).toEqual([24]);
    expect(await ids('?q=sari&label=private')).toEqual([17]);
    expect(await ids('?q=no-such-text')).toEqual([]);
  });

  it.each([
    ['?folder=archive', 'folder'],
    ['?folder=Inbox', 'folder'],
    ['?label=urgent', 'label'],
    [`?q=${'x'.repeat(201)}`, 'q'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await c.get(`/apps/email/emails${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
  });

  it('gives 403 to the client account and 401 without a token', async () => {
    const forbidden = await c.request({ method: 'GET', url: '/apps/email/emails', headers: bearer(c.clientToken) });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await c.app.inject({ method: 'GET', url: '/apps/email/emails' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /apps/email/update-emails', () => {
  it('moves an email to trash: gone from inbox and its unread count', async () => {
    const res = await update([22], { folder: 'trash' });
    expect(res.statusCode).toBe(200);
    expect(res.json().emails).toMatchObject([{ id: 22, folder: 'trash', isRead: false }]);
    const inbox = await list();
    expect(inbox.emails.map((e) => e.id)).toEqual([24, 17, 13, 9, 7, 4, 1]);
    expect(inbox.emailsMeta).toEqual({ inbox: 2, draft: 2, spam: 2 });
    expect(await ids('?folder=trash')).toEqual([23, 22, 18, 14, 8]);
  });

  it('keeps trashed emails out of starred, even when starred', async () => {
    await update([24], { folder: 'trash' });
    await update([23], { isStarred: true });
    expect(await ids('?folder=starred')).toEqual([11, 9, 5, 4, 2]);
    expect(await ids('?folder=trash')).toEqual([24, 23, 18, 14, 8]);
  });

  it('merges several fields into several emails and answers them in the order asked', async () => {
    const res = await update([13, 22], { isRead: true, isStarred: true, labels: ['private', 'important'] });
    expect(res.json().emails).toMatchObject([
      { id: 13, isRead: true, isStarred: true, labels: ['private', 'important'], folder: 'inbox' },
      { id: 22, isRead: true, isStarred: true, labels: ['private', 'important'], folder: 'inbox' },
    ]);
    expect((await list()).emailsMeta.inbox).toBe(1);
    expect(await ids('?folder=starred&label=private')).toEqual([22, 13]);
    expect(await getEmail(13)).toMatchObject({ subject: 'Planned maintenance of the Sejawat member portal' });
  });

  it('answers 404 naming unknown ids and changes nothing', async () => {
    const res = await update([13, 98, 99], { isRead: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Emails 98, 99 not found' });
    expect((await getEmail(13)).isRead).toBe(false);
    expect((await list()).emailsMeta.inbox).toBe(3);
  });

  it.each([
    ['emailIds', { emailIds: [], dataToUpdate: { isRead: true } }],
    ['emailIds', { emailIds: Array.from({ length: 501 }, (_, i) => i + 1), dataToUpdate: { isRead: true } }],
    ['emailIds', { emailIds: [1, 1], dataToUpdate: { isRead: true } }],
    ['emailIds.0', { emailIds: ['one'], dataToUpdate: { isRead: true } }],
    ['emailIds.0', { emailIds: [0], dataToUpdate: { isRead: true } }],
    ['dataToUpdate', { emailIds: [1] }],
    ['emailIds', { dataToUpdate: { isRead: true } }],
    ['dataToUpdate', { emailIds: [1], dataToUpdate: {} }],
    ['dataToUpdate.isDeleted', { emailIds: [1], dataToUpdate: { isDeleted: true } }],
    ['dataToUpdate.isRead', { emailIds: [1], dataToUpdate: { isRead: 'yes' } }],
    ['dataToUpdate.folder', { emailIds: [1], dataToUpdate: { folder: 'starred' } }],
    ['dataToUpdate.labels.0', { emailIds: [1], dataToUpdate: { labels: ['urgent'] } }],
    ['dataToUpdate.labels', { emailIds: [1], dataToUpdate: { labels: ['private', 'private'] } }],
    ['extra', { emailIds: [1], dataToUpdate: { isRead: true }, extra: 1 }],
  ])('answers 400 naming %s (case %#)', async (field, payload) => {
    const res = await c.post('/apps/email/update-emails', payload);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
  });
});

describe('POST /apps/email/update-emails-label', () => {
  it('adds a label where absent and removes it where present', async () => {
    const res = await toggle([1, 24], 'important');
    expect(res.statusCode).toBe(200);
    expect(res.json().emails).toMatchObject([
      { id: 1, labels: ['company', 'important'] },
      { id: 24, labels: ['company'] },
    ]);
    expect(await ids('?label=important')).toEqual([13, 4, 1]);
    await toggle([1], 'important');
    expect((await getEmail(1)).labels).toEqual(['company']);
  });

  it('can remove the last label', async () => {
    await toggle([7], 'company');
    expect((await getEmail(7)).labels).toEqual([]);
    expect(await ids('?label=company')).toEqual([24, 22, 9, 1]);
  });

  it('answers 404 naming an unknown id and changes nothing', async () => {
    const res = await toggle([1, 77], 'important');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Email 77 not found');
    expect((await getEmail(1)).labels).toEqual(['company']);
  });

  it.each([
    [{ emailIds: [1], label: 'urgent' }, 'label'],
    [{ emailIds: [1] }, 'label'],
    [{ label: 'private' }, 'emailIds'],
    [{ emailIds: [1], label: 'private', folder: 'trash' }, 'folder'],
  ])('answers 400 for %j', async (payload, field) => {
    const res = await c.post('/apps/email/update-emails-label', payload);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
  });
});

describe('GET /apps/email/get-email', () => {
  it('returns the email with neighbour flags at both ends and in the middle of its list', async () => {
    expect(await getEmail(24)).toMatchObject({ id: 24, folder: 'inbox', hasPreviousMail: false, hasNextMail: true });
    expect(await getEmail(13)).toMatchObject({ hasPreviousMail: true, hasNextMail: true });
    expect(await getEmail(1)).toMatchObject({ hasPreviousMail: true, hasNextMail: false });
    expect(await getEmail(23)).toMatchObject({ folder: 'trash', hasPreviousMail: false, hasNextMail: true });
    expect(await getEmail(8)).toMatchObject({ folder: 'trash', hasPreviousMail: true, hasNextMail: false });
  });

  it('returns the whole record, replies included, without marking it read', async () => {
    const email = await getEmail(24);
    expect(email.replies).toMatchObject([{ id: 25 }, { id: 26 }]);
    expect(email.from).toEqual({ email: 'dewi.lestari@sejawat.id', name: 'Dewi Lestari', avatar: '/images/avatars/4.svg' });
    expect(email.time).toBe('2026-11-21T09:15:00.000Z');
    expect((await list()).emailsMeta.inbox).toBe(3);
  });

  it('flags a lone email as having no neighbours', async () => {
    await update([2], { folder: 'spam' });
    expect(await getEmail(10)).toMatchObject({ folder: 'sent', hasPreviousMail: false, hasNextMail: false });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await c.get('/apps/email/get-email?id=99');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Email 99 not found' });
  });

  it.each(['', '?id=abc', '?id=0', '?id=1.5'])('answers 400 naming id for %s', async (query) => {
    const res = await c.get(`/apps/email/get-email${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain('id');
  });
});

describe('GET /apps/email/paginate-email', () => {
  it('steps through the folder list in display order, with flags for the neighbour', async () => {
    const next = await paginate('next', 24);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ id: 22, hasPreviousMail: true, hasNextMail: true });
    expect((await paginate('previous', 22)).json()).toMatchObject({ id: 24, hasPreviousMail: false });
    expect((await paginate('previous', 4)).json()).toMatchObject({ id: 7 });
    expect((await paginate('next', 4)).json()).toMatchObject({ id: 1, hasNextMail: false });
    expect((await paginate('next', 21)).json()).toMatchObject({ id: 19, folder: 'spam' });
  });

  it('uses the trash list for a trashed email', async () => {
    expect((await paginate('next', 23)).json()).toMatchObject({ id: 18, folder: 'trash' });
  });

  it('follows emails that moved', async () => {
    await update([22], { folder: 'trash' });
    expect((await paginate('next', 24)).json()).toMatchObject({ id: 17 });
    expect((await paginate('previous', 22)).json()).toMatchObject({ id: 23 });
  });

  it('answers 404 at both ends of the list and for an unknown id', async () => {
    const first = await paginate('previous', 24);
    expect(first.statusCode).toBe(404);
    expect(first.json().message).toBe('Previous email of Email 24 not found');
    const last = await paginate('next', 1);
    expect(last.statusCode).toBe(404);
    expect(last.json().message).toBe('Next email of Email 1 not found');
    const unknown = await paginate('next', 99);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Email 99 not found');
  });

  it.each([
    ['?dir=sideways&emailId=1', 'dir'],
    ['?emailId=1', 'dir'],
    ['?dir=next', 'emailId'],
    ['?dir=next&emailId=x', 'emailId'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await c.get(`/apps/email/paginate-email${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
  });
});

describe('POST /apps/email/compose', () => {
  it('sends an email from the mailbox owner, dated now, at the top of sent', async () => {
    const res = await compose({
      to: [{ name: 'Dewi Lestari', email: 'dewi.lestari@sejawat.id' }, { email: 'andi.setiawan@sejawat.id' }],
      cc: ['putri.maharani@sejawat.id'],
    });
    expect(res.statusCode).toBe(201);
    const { email } = res.json();
    expect(email).toEqual({
      id: 27,
      from: { name: 'Rizky Pratama', email: 'rizky.pratama@sejawat.id', avatar: '/images/avatars/1.svg' },
      to: [
        { name: 'Dewi Lestari', email: 'dewi.lestari@sejawat.id' },
        { name: 'andi.setiawan@sejawat.id', email: 'andi.setiawan@sejawat.id' },
      ],
      subject: 'PIT 2027 decree',
      cc: ['putri.maharani@sejawat.id'],
      bcc: [],
      message: '<p>Attached.</p>',
      attachments: [],
      isStarred: false,
      labels: [],
      time: NOW.toISOString(),
      replies: [],
      folder: 'sent',
      isRead: true,
      isDeleted: false,
    });
    expect(Value.Check({ EmailReply: EmailReplySchema }, EmailMessageSchema, email)).toBe(true);
    expect(await ids('?folder=sent')).toEqual([27, 10, 2]);
    expect(await getEmail(27)).toMatchObject({ id: 27, hasPreviousMail: false, hasNextMail: true });
  });

  it('saves a draft without touching the unread counts, and never reuses an id', async () => {
    const first = (await compose({ folder: 'draft', subject: '' })).json().email;
    const second = (await compose({ folder: 'draft' })).json().email;
    expect([first.id, second.id]).toEqual([27, 28]);
    expect(await list('?folder=draft')).toMatchObject({ emailsMeta: EMPTY_META });
    expect(await ids('?folder=draft')).toEqual([28, 27, 20, 16, 12, 5]);
  });

  it.each([
    ['to', { to: [] }],
    ['to', { to: Array.from({ length: 51 }, () => ({ email: 'a@b.id' })) }],
    ['to.0.email', { to: [{ email: 'not-an-address' }] }],
    ['to.0.email', { to: [{ name: 'No address' }] }],
    ['to.0.avatar', { to: [{ email: 'a@b.id', avatar: 'x' }] }],
    ['cc.0', { cc: ['nope'] }],
    ['bcc.0', { bcc: [42] }],
    ['subject', { subject: 'x'.repeat(301) }],
    ['subject', { subject: undefined }],
    ['message', { message: 'x'.repeat(100_001) }],
    ['message', { message: undefined }],
    ['folder', { folder: 'inbox' }],
    ['labels', { labels: ['private'] }],
  ])('answers 400 naming %s (case %#)', async (field, body) => {
    const res = await compose(body);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
    expect(await ids('?folder=sent')).toEqual([10, 2]);
  });
});

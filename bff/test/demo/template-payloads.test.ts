import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../src/routes/demo/calendar/schemas.js';
import type { TodoTask } from '../../src/routes/demo/todo/schemas.js';
import type { UserAccount } from '../../src/routes/demo/users/schemas.js';
import { badFields, demoClient, type DemoClient } from './client.js';

// Each demo write route takes the payload the template's screen sends, as written down in
// bff/src/routes/demo/template-payloads.md: create, read back, update with what was read, delete.

const NOW = new Date('2026-11-21T10:00:00Z');

let c: DemoClient;
beforeEach(async () => {
  c = await demoClient(NOW);
});
afterEach(async () => {
  await c.close();
});

const ok = async <T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): Promise<T> => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};
const read = async <T>(url: string) => ok<T>(await c.get(url));
const put = (url: string, payload: object) => c.request({ method: 'PUT', url, payload });
const expectBad = async (res: { statusCode: number; json(): unknown }, field: string, message?: RegExp) => {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { message: string; details?: { field: string }[] };
  expect(badFields(body)).toContain(field);
  if (message) expect(body.message).toMatch(message);
};

describe('todo: the task sidebar sends the whole task', () => {
  const TEMPLATE_TASK = {
    title: 'Send the PIT invitations',
    dueDate: '2026-12-01',
    description: 'To every branch chair.',
    assignee: { fullName: 'Putri Maharani', avatar: '/images/avatars/6.svg' },
    tags: ['team', 'high'],
    isCompleted: false,
    isDeleted: false,
    isImportant: true,
  };

  it('creates (ignoring a sent id), reads back, updates with what was read, deletes', async () => {
    const { task } = await ok<{ task: TodoTask }>(
      await c.post('/apps/todo/add-tasks', { task: { ...TEMPLATE_TASK, id: 1 } }),
      201,
    );
    expect(task).toEqual({ ...TEMPLATE_TASK, id: expect.any(Number) });
    expect(task.id).not.toBe(1);

    const listed = (await read<TodoTask[]>('/apps/todo/tasks')).find((t) => t.id === task.id)!;
    expect(listed).toEqual(task);

    const edited = { ...listed, title: 'Send the PIT invitations today', isCompleted: true };
    expect(await ok(await c.post('/apps/todo/update-task', { task: edited }))).toEqual({ task: edited });
    expect((await read<TodoTask[]>('/apps/todo/tasks')).find((t) => t.id === task.id)).toEqual(edited);

    await ok(await c.del(`/apps/todo/delete-task?taskId=${task.id}`));
    expect((await read<TodoTask[]>('/apps/todo/tasks?filter=deleted')).map((t) => t.id)).toContain(task.id);
  });

  it('refuses a task created deleted with a message saying so, and a field outside the task', async () => {
    await expectBad(
      await c.post('/apps/todo/add-tasks', { task: { ...TEMPLATE_TASK, isDeleted: true } }),
      'task.isDeleted',
      /body\.task\.isDeleted must be false: a new task cannot be created deleted/,
    );
    await expectBad(await c.post('/apps/todo/add-tasks', { task: { ...TEMPLATE_TASK, priority: 1 } }), 'task.priority');
    expect((await read<TodoTask[]>('/apps/todo/tasks')).map((t) => t.title)).not.toContain(TEMPLATE_TASK.title);
  });
});

describe('calendar: the event sidebar sends the event with its display hint', () => {
  const TEMPLATE_EVENT = {
    title: 'Branch chairs meeting',
    start: '2026-11-25T02:00:00.000Z',
    end: '2026-11-25T04:00:00.000Z',
    allDay: false,
    url: '',
    display: 'block',
    extendedProps: {
      calendar: 'Business',
      guests: ['Dewi Lestari', 'Andi Setiawan'],
      location: 'PB office, Jakarta',
      description: 'Agenda: PIT 2027.',
    },
  };
  const { display: _hint, ...STORED } = TEMPLATE_EVENT;

  it('creates (ignoring id and display), reads back, updates with what was read, removes; refuses other fields', async () => {
    const { event } = await ok<{ event: CalendarEvent }>(
      await c.post('/apps/calendar/add-event', { event: { ...TEMPLATE_EVENT, id: 1 } }),
      201,
    );
    expect(event).toEqual({ ...STORED, id: expect.any(Number) });
    expect(event.id).not.toBe(1);

    const listed = (await read<CalendarEvent[]>('/apps/calendar/events')).find((e) => e.id === event.id)!;
    expect(listed).toEqual(event);

    const moved = { ...listed, title: 'Branch chairs meeting (moved)', start: '2026-11-26', end: '2026-11-26' };
    const updated = { ...moved, allDay: true };
    const res = await c.post('/apps/calendar/update-event', { event: { ...updated, display: 'block' } });
    expect(await ok(res)).toEqual({ event: updated });
    expect((await read<CalendarEvent[]>('/apps/calendar/events')).find((e) => e.id === event.id)).toEqual(updated);

    await ok(await c.del(`/apps/calendar/remove-event?id=${event.id}`));
    expect((await read<CalendarEvent[]>('/apps/calendar/events')).map((e) => e.id)).not.toContain(event.id);

    // Fields outside the event are still refused.
    await expectBad(
      await c.post('/apps/calendar/add-event', { event: { ...TEMPLATE_EVENT, color: 'red' } }),
      'event.color',
    );
    await expectBad(
      await c.post('/apps/calendar/update-event', { event: { id: 1, textColor: '#fff' } }),
      'event.textColor',
    );
  });
});

describe('users: the add-user sidebar sends the user with an empty avatar', () => {
  const TEMPLATE_USER = {
    fullName: 'Ayu Lestari',
    company: 'Klinik Gigi Harmoni',
    role: 'editor',
    username: 'drg.ayu',
    country: 'Indonesia',
    contact: '+62 812-3456-7890',
    email: 'drg.ayu@harmoni-dental.id',
    currentPlan: 'team',
    status: 'active',
    avatar: '',
  };

  it('creates (ignoring a sent id), reads back, deletes; refuses a field outside the user', async () => {
    const { user } = await ok<{ user: UserAccount }>(
      await c.post('/apps/users/add-user', { ...TEMPLATE_USER, id: 1 }),
      201,
    );
    expect(user).toEqual({ ...TEMPLATE_USER, id: expect.any(Number) });
    expect(user.id).not.toBe(1);
    expect(await read(`/api/users/user?id=${user.id}`)).toEqual({ user });

    expect(await ok(await c.del(`/apps/users/delete?id=${user.id}`))).toEqual({ id: user.id });
    expect((await c.get(`/api/users/user?id=${user.id}`)).statusCode).toBe(404);

    // A field outside the user is still refused.
    await expectBad(await c.post('/apps/users/add-user', { ...TEMPLATE_USER, billing: 'Auto Debit' }), 'billing');
  });
});

interface EmailDetail {
  id: number;
  subject: string;
  isStarred: boolean;
  folder: string;
  replies: unknown[];
}

describe('email: a whole email sent back as dataToUpdate', () => {
  it('applies isRead, isStarred, folder and labels, ignores the rest, and trashes with folder', async () => {
    const email = await read<EmailDetail>('/apps/email/get-email?id=24');
    expect(email.replies.length).toBeGreaterThan(0);

    const res = await c.post('/apps/email/update-emails', {
      emailIds: [email.id],
      dataToUpdate: { ...email, isStarred: !email.isStarred, subject: 'Changed subject', id: 1 },
    });
    const { emails } = await ok<{ emails: EmailDetail[] }>(res);
    const { hasPreviousMail: _p, hasNextMail: _n, ...stored } = email as EmailDetail & Record<string, unknown>;
    expect(emails).toEqual([{ ...stored, isStarred: !email.isStarred }]);
    expect(await read('/apps/email/get-email?id=24')).toEqual({ ...email, isStarred: !email.isStarred });

    const again = await read<EmailDetail>('/apps/email/get-email?id=24');
    await ok(
      await c.post('/apps/email/update-emails', { emailIds: [24], dataToUpdate: { ...again, folder: 'trash' } }),
    );
    expect(
      (await read<{ emails: EmailDetail[] }>('/apps/email/emails?folder=trash')).emails.map((e) => e.id),
    ).toContain(24);
  });

  it('refuses isDeleted true, a payload that changes nothing, and a field outside the email', async () => {
    const email = await read<EmailDetail>('/apps/email/get-email?id=1');
    await expectBad(
      await c.post('/apps/email/update-emails', { emailIds: [1], dataToUpdate: { ...email, isDeleted: true } }),
      'dataToUpdate.isDeleted',
      /folder: trash/,
    );
    await expectBad(
      await c.post('/apps/email/update-emails', { emailIds: [1], dataToUpdate: { subject: 'x', isDeleted: false } }),
      'dataToUpdate',
      /at least one of isRead, isStarred, folder, labels/,
    );
    await expectBad(
      await c.post('/apps/email/update-emails', { emailIds: [1], dataToUpdate: { ...email, priority: 'high' } }),
      'dataToUpdate.priority',
    );
    expect(await read('/apps/email/get-email?id=1')).toEqual(email);
  });
});

interface OpenedChat {
  chat: { id: number; userId: number; unseenMsgs: number; chat: { message: string; senderId: number }[] };
  contact: { id: number };
}

describe('chat: the send button spreads the opened chat into obj', () => {
  it('sends with {chat, contact, message} and reads the message back', async () => {
    const opened = await read<OpenedChat>('/apps/chat/get-chat?id=1');
    const res = await c.post('/apps/chat/send-msg', { obj: { ...opened, message: 'See you at the meeting.' } });
    await ok(res, 201);
    const after = await read<OpenedChat>('/apps/chat/get-chat?id=1');
    expect(after.chat.chat).toHaveLength(opened.chat.chat.length + 1);
    expect(after.chat.chat.at(-1)).toMatchObject({ message: 'See you at the meeting.', senderId: 11 });
  });

  it('refuses a chat of another contact and a field outside the chat', async () => {
    const opened = await read<OpenedChat>('/apps/chat/get-chat?id=1');
    const other = { ...opened.chat, userId: 2 };
    await expectBad(
      await c.post('/apps/chat/send-msg', { obj: { ...opened, chat: other, message: 'Hi' } }),
      'obj.chat.userId',
      /must be obj\.contact\.id \(1\)/,
    );
    await expectBad(
      await c.post('/apps/chat/send-msg', {
        obj: { ...opened, chat: { ...opened.chat, pinned: true }, message: 'Hi' },
      }),
      'obj.chat.pinned',
    );
    expect((await read<OpenedChat>('/apps/chat/get-chat?id=1')).chat.chat).toHaveLength(opened.chat.chat.length);
  });
});

describe('ecommerce: cart and wishlist entries sent whole', () => {
  interface Entry {
    id: number;
    productId: number;
    qty?: number;
  }
  const freeProduct = async (list: string) => {
    const taken = (await read<{ products: { id: number }[] }>(`/apps/ecommerce/${list}`)).products.map((p) => p.id);
    const all = (await read<{ products: { id: number }[] }>('/apps/ecommerce/products?perPage=100')).products;
    return all.find((p) => !taken.includes(p.id))!.id;
  };
  const cartQty = async (productId: number) =>
    (await read<{ products: { id: number; qty: number }[] }>('/apps/ecommerce/cart')).products.find(
      (p) => p.id === productId,
    )?.qty;

  it('cart: adds (ignoring a sent id), reads back, updates with the entry, removes; refuses other fields', async () => {
    const productId = await freeProduct('cart');
    const { entry } = await ok<{ entry: Entry }>(
      await c.post('/apps/ecommerce/cart', { id: 1, productId, qty: 1 }),
      201,
    );
    expect(entry).toEqual({ id: expect.any(Number), productId, qty: 1 });
    expect(entry.id).not.toBe(1);
    expect(await cartQty(productId)).toBe(1);

    const updated = await ok<{ entry: Entry }>(await put(`/apps/ecommerce/cart/${productId}`, { ...entry, qty: 2 }));
    expect(updated).toEqual({ entry: { ...entry, qty: 2 } });
    expect(await cartQty(productId)).toBe(2);

    await expectBad(
      await put(`/apps/ecommerce/cart/${productId}`, { ...entry, productId: productId + 1, qty: 3 }),
      'productId',
      /must be the product id of the path/,
    );
    expect(await cartQty(productId)).toBe(2);

    await ok(await c.del(`/apps/ecommerce/cart/${productId}`));
    expect(await cartQty(productId)).toBeUndefined();

    // A field outside the cart entry is still refused.
    await expectBad(await c.post('/apps/ecommerce/cart', { ...entry, colour: 'red' }), 'colour');
    expect(await cartQty(productId)).toBeUndefined();
  });

  it('wishlist: adds (ignoring a sent id), reads back, removes; refuses other fields', async () => {
    const productId = await freeProduct('wishlist');
    const { entry } = await ok<{ entry: Entry }>(await c.post('/apps/ecommerce/wishlist', { id: 1, productId }), 201);
    expect(entry).toEqual({ id: expect.any(Number), productId });
    expect(entry.id).not.toBe(1);
    const wished = async () =>
      (await read<{ products: { id: number }[] }>('/apps/ecommerce/wishlist')).products.map((p) => p.id);
    expect(await wished()).toContain(productId);

    await ok(await c.del(`/apps/ecommerce/wishlist/${productId}`));
    expect(await wished()).not.toContain(productId);

    // A field outside the wishlist entry is still refused.
    await expectBad(await c.post('/apps/ecommerce/wishlist', { ...entry, qty: 1 }), 'qty');
    expect(await wished()).not.toContain(productId);
  });
});

describe('demo names and titles need a visible character', () => {
  it.each([
    ['todo title', '/apps/todo/add-tasks', (title: string) => ({ task: { title, dueDate: '2026-12-01', description: '', assignee: { fullName: 'Putri Maharani', avatar: '/images/avatars/6.svg' }, tags: [], isCompleted: false, isImportant: false } })],
    ['calendar title', '/apps/calendar/add-event', (title: string) => ({ event: { title, start: '2026-12-01T02:00:00.000Z', end: '2026-12-01T03:00:00.000Z', allDay: false, extendedProps: { calendar: 'Business' } } })],
  ])('refuses a %s made only of zero-width and blank characters', async (_name, url, body) => {
    const c = await demoClient();
    try {
      const res = await c.post(url, body('\u200b\u200c\u2060 \u00a0'));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/title/);
    } finally {
      await c.close();
    }
  });
});

import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../src/lib/fixtures.js';
import {
  ChatContactSchema,
  ChatMessageSchema,
  ChatProfileUserSchema,
  ChatSchema,
  type Chat,
  type ChatContact,
  type ChatMessage,
} from '../../src/routes/demo/chat/schemas.js';
import type { ChatFixture } from '../../src/stores/chat.js';
import { bearer } from '../helpers.js';
import { badFields, demoClient, type DemoClient } from './client.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const fixture = () => loadFixture<ChatFixture>('demo/chat.json', NOW);

type Summary = { id: number; unseenMsgs: number; lastMessage: ChatMessage };
type ListContact = ChatContact & { chat?: Summary };
interface Overview {
  chatsContacts: (ChatContact & { chat: Summary })[];
  contacts: ListContact[];
  profileUser: Record<string, unknown>;
}
interface Sent {
  response: { newMessageData: ChatMessage; id: number; chat?: Chat };
}

let c: DemoClient;
beforeEach(async () => {
  c = await demoClient(NOW);
});
afterEach(async () => {
  await c.close();
});

const overview = async () => (await c.get('/apps/chat/chats-and-contacts')).json() as Overview;
const send = (contactId: number, message: string, contact: object = { id: contactId }) =>
  c.post('/apps/chat/send-msg', { obj: { message, contact } });

describe('GET /apps/chat/chats-and-contacts', () => {
  it('lists one entry per chat, most recently active first, with its summary', async () => {
    const res = await c.get('/apps/chat/chats-and-contacts');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Overview;
    const { chats, contacts } = fixture();
    expect(chats.length).toBeGreaterThan(1);
    const byActivity = [...chats].sort((a, b) => Date.parse(b.chat.at(-1)!.time) - Date.parse(a.chat.at(-1)!.time));
    expect(body.chatsContacts.map((e) => e.id)).toEqual(byActivity.map((chat) => chat.userId));
    expect(body.chatsContacts.map((e) => e.id)).not.toEqual(chats.map((chat) => chat.userId));
    for (const entry of body.chatsContacts) {
      const chat = chats.find((x) => x.userId === entry.id)!;
      expect(entry).toEqual({
        ...contacts.find((x) => x.id === entry.id),
        chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat.at(-1) },
      });
    }
  });

  it('lists every contact; only those with a chat carry the summary', async () => {
    const body = await overview();
    const { chats, contacts } = fixture();
    expect(body.contacts.map((x) => x.id)).toEqual(contacts.map((x) => x.id));
    const withChat = new Set(chats.map((chat) => chat.userId));
    for (const contact of body.contacts) expect(contact.chat !== undefined).toBe(withChat.has(contact.id));
  });

  it('gives the profile user as {id, avatar, fullName, status}', async () => {
    const { profileUser } = fixture();
    expect((await overview()).profileUser).toEqual({
      id: 11,
      avatar: profileUser.avatar,
      fullName: profileUser.fullName,
      status: profileUser.status,
    });
  });
});

describe('GET /apps/chat/users/profile-user', () => {
  it('answers the full profile user, id 11', async () => {
    const res = await c.get('/apps/chat/users/profile-user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(fixture().profileUser);
    expect(res.json()).toMatchObject({ id: 11, settings: { isTwoStepAuthVerificationEnabled: true } });
  });
});

describe('GET /apps/chat/get-chat', () => {
  it('answers the chat and the contact, and marks the chat as seen', async () => {
    const unseen = fixture().chats.find((chat) => chat.unseenMsgs > 0)!;
    expect((await overview()).chatsContacts.find((e) => e.id === unseen.userId)!.chat.unseenMsgs).toBeGreaterThan(0);

    const res = await c.get(`/apps/chat/get-chat?id=${unseen.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      chat: { ...unseen, unseenMsgs: 0 },
      contact: fixture().contacts.find((x) => x.id === unseen.userId),
    });
    const after = await overview();
    expect(after.chatsContacts.find((e) => e.id === unseen.userId)!.chat.unseenMsgs).toBe(0);
    expect(after.contacts.find((e) => e.id === unseen.userId)!.chat!.unseenMsgs).toBe(0);
  });

  it('answers {contact} only for a contact without a chat', async () => {
    const res = await c.get('/apps/chat/get-chat?id=5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contact: fixture().contacts.find((x) => x.id === 5) });
  });

  it('answers 404 for an unknown contact', async () => {
    const res = await c.get('/apps/chat/get-chat?id=99');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'Contact 99 not found' });
  });

  it.each(['', '?id=abc', '?id=0', '?id=1.5'])('answers 400 naming id for get-chat%s', async (query) => {
    const res = await c.get(`/apps/chat/get-chat${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain('id');
  });
});

describe('POST /apps/chat/send-msg', () => {
  it('appends a message from user 11 at the current time to an existing chat', async () => {
    const res = await send(1, 'See you at the meeting.');
    expect(res.statusCode).toBe(201);
    const newMessageData = { message: 'See you at the meeting.', time: NOW.toISOString(), senderId: 11 };
    expect(res.json()).toEqual({ response: { newMessageData, id: 1 } });

    const chat = (await c.get('/apps/chat/get-chat?id=1')).json() as { chat: Chat };
    expect(chat.chat.chat).toHaveLength(fixture().chats.find((x) => x.userId === 1)!.chat.length + 1);
    expect(chat.chat.chat.at(-1)).toEqual(newMessageData);
    const after = await overview();
    expect(after.chatsContacts[0]!.id).toBe(1);
    expect(after.chatsContacts[0]!.chat.lastMessage).toEqual(newMessageData);
  });

  it('starts a chat with a new id when the contact has none, and returns it', async () => {
    const ids = fixture().chats.map((chat) => chat.id);
    const res = await send(3, 'Selamat pagi!');
    expect(res.statusCode).toBe(201);
    const { response } = res.json() as Sent;
    const message = { message: 'Selamat pagi!', time: NOW.toISOString(), senderId: 11 };
    expect(response).toEqual({
      newMessageData: message,
      id: 3,
      chat: { id: Math.max(...ids) + 1, userId: 3, unseenMsgs: 0, chat: [message] },
    });
    expect(ids).not.toContain(response.chat!.id);

    const after = await overview();
    expect(after.chatsContacts).toHaveLength(ids.length + 1);
    expect(after.chatsContacts[0]).toMatchObject({ id: 3, chat: { id: response.chat!.id, lastMessage: message } });
    expect((await c.get('/apps/chat/get-chat?id=3')).json()).toMatchObject({ chat: response.chat });

    const again = (await send(3, 'Are you there?')).json() as Sent;
    expect(again.response.chat).toBeUndefined();
    expect((await overview()).chatsContacts).toHaveLength(ids.length + 1);
  });

  it('accepts the whole contact as the web sends it, reading only its id', async () => {
    const contact = (await overview()).contacts.find((x) => x.id === 2)!;
    const res = await send(2, 'Noted.', contact);
    expect(res.statusCode).toBe(201);
    expect((res.json() as Sent).response.id).toBe(2);
  });

  it('answers 404 for an unknown contact and creates nothing', async () => {
    const res = await send(99, 'Hello?');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Contact 99 not found' });
    expect((await overview()).chatsContacts).toHaveLength(fixture().chats.length);
  });

  it.each([
    ['an empty message', { message: '', contact: { id: 1 } }, 'obj.message'],
    ['a blank message', { message: '   ', contact: { id: 1 } }, 'obj.message'],
    ['a message past 5000 characters', { message: 'x'.repeat(5001), contact: { id: 1 } }, 'obj.message'],
    ['no message', { contact: { id: 1 } }, 'obj.message'],
    ['no contact', { message: 'Hi' }, 'obj.contact'],
    ['a contact without id', { message: 'Hi', contact: { fullName: 'X' } }, 'obj.contact.id'],
    ['a non-numeric contact id', { message: 'Hi', contact: { id: 'abc' } }, 'obj.contact.id'],
    ['an unknown contact field', { message: 'Hi', contact: { id: 1, nickname: 'D' } }, 'obj.contact.nickname'],
    ['an unknown status', { message: 'Hi', contact: { id: 1, status: 'asleep' } }, 'obj.contact.status'],
    ['an extra field', { message: 'Hi', contact: { id: 1 }, urgent: true }, 'obj.urgent'],
  ])('answers 400 for %s', async (_name, obj, field) => {
    const res = await c.post('/apps/chat/send-msg', { obj });
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
  });

  it('answers 400 when obj is missing or not an object', async () => {
    for (const body of [{}, { obj: 'hi' }]) {
      const res = await c.post('/apps/chat/send-msg', body);
      expect(res.statusCode).toBe(400);
      expect(badFields(res.json())).toContain('obj');
    }
  });
});

describe('access', () => {
  it('answers 403 to the client demo account and 401 without a token', async () => {
    const forbidden = await c.request({
      method: 'GET',
      url: '/apps/chat/chats-and-contacts',
      headers: bearer(c.clientToken),
    });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await c.app.inject({ method: 'GET', url: '/apps/chat/chats-and-contacts' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('chat fixture', () => {
  it('matches the entity schemas record by record', () => {
    const { profileUser, contacts, chats } = fixture();
    const context = { ChatMessage: ChatMessageSchema };
    const problems = [
      ...[...Value.Errors(ChatProfileUserSchema, profileUser)].map((e) => `profileUser${e.instancePath} ${e.message}`),
      ...contacts.flatMap((x) =>
        [...Value.Errors(ChatContactSchema, x)].map((e) => `contact ${x.id}${e.instancePath} ${e.message}`),
      ),
      ...chats.flatMap((x) =>
        [...Value.Errors(context, ChatSchema, x)].map((e) => `chat ${x.id}${e.instancePath} ${e.message}`),
      ),
    ];
    expect(problems).toEqual([]);
    expect(contacts.length).toBeGreaterThan(0);
    expect(chats.every((chat) => chat.chat.length > 0 && contacts.some((x) => x.id === chat.userId))).toBe(true);
  });
});

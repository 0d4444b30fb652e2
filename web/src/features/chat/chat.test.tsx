import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./chat-page'), 120_000);

const PROFILE = {
  id: 11,
  avatar: '/images/avatars/1.svg',
  fullName: 'Rizky Pratama',
  role: 'PB Secretariat Administrator',
  about: 'Runs the national secretariat inbox.',
  status: 'online' as const,
  settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
};
const DEWI = { id: 1, fullName: 'Dewi Lestari', role: 'Secretary General, PB', about: 'Orthodontist in Jakarta.', avatar: '/images/avatars/4.svg', status: 'online' as const };
const ANDI = { id: 2, fullName: 'Andi Setiawan', role: 'Treasurer, PB', about: 'Keeps the ledger balanced.', avatar: '/images/avatars/3.svg', status: 'busy' as const };

type Message = { message: string; time: string; senderId: number };

/** A small in-memory chat server behaving like the BFF: get-chat marks seen, send-msg creates missing chats. */
function chatServer(overrides: Record<string, (req: FakeRequest) => { status?: number; body?: unknown }> = {}) {
  const chats = new Map<number, { id: number; userId: number; unseenMsgs: number; chat: Message[] }>([
    [1, { id: 1, userId: 1, unseenMsgs: 2, chat: [
      { message: 'Is the PIT list final?', time: '2026-01-05T08:00:00.000Z', senderId: 1 },
      { message: 'Yes, 31 names.', time: '2026-01-05T08:05:00.000Z', senderId: 11 },
      { message: 'Great, thanks!', time: '2026-01-05T08:06:00.000Z', senderId: 1 },
      { message: 'Send it to the hotel.', time: '2026-01-05T08:07:00.000Z', senderId: 1 },
    ] }],
  ]);
  const contacts = [DEWI, ANDI];
  const summary = (userId: number) => {
    const c = chats.get(userId);
    return c ? { id: c.id, unseenMsgs: c.unseenMsgs, lastMessage: c.chat[c.chat.length - 1]! } : undefined;
  };
  return installFakeApi({
    'GET /apps/chat/chats-and-contacts': () => ({
      body: {
        chatsContacts: contacts.filter((c) => chats.has(c.id)).map((c) => ({ ...c, chat: summary(c.id) })),
        contacts: contacts.map((c) => (chats.has(c.id) ? { ...c, chat: summary(c.id) } : c)),
        profileUser: { id: 11, avatar: PROFILE.avatar, fullName: PROFILE.fullName, status: PROFILE.status },
      },
    }),
    'GET /apps/chat/users/profile-user': () => ({ body: PROFILE }),
    'GET /apps/chat/get-chat': (req) => {
      const id = Number(req.query.get('id'));
      const contact = contacts.find((c) => c.id === id)!;
      const chat = chats.get(id);
      if (chat) chat.unseenMsgs = 0;
      return { body: chat ? { chat, contact } : { contact } };
    },
    'POST /apps/chat/send-msg': (req) => {
      const { obj } = req.body as { obj: { message: string; contact: { id: number } } };
      const newMessageData = { message: obj.message, time: '2026-01-05T09:00:00.000Z', senderId: 11 };
      const existing = chats.get(obj.contact.id);
      if (existing) {
        existing.chat.push(newMessageData);
        return { status: 201, body: { response: { newMessageData, id: obj.contact.id } } };
      }
      const chat = { id: 9, userId: obj.contact.id, unseenMsgs: 0, chat: [newMessageData] };
      chats.set(obj.contact.id, chat);
      return { status: 201, body: { response: { newMessageData, id: obj.contact.id, chat } } };
    },
    ...overrides,
  });
}

const count = (calls: FakeRequest[], path: string, method = 'GET') => calls.filter((c) => c.method === method && c.path === path).length;
const LIST = '/apps/chat/chats-and-contacts';

describe('chat', { timeout: 120_000 }, () => {
  it('lists the chats with their last message and unread badge, and every contact', async () => {
    chatServer();
    renderApp('/chat', { user: ADMIN_USER });
    const chats = await screen.findByRole('list', { name: 'Chats' });
    const dewi = within(chats).getByRole('button', { name: /Dewi Lestari/ });
    expect(dewi).toHaveTextContent('Send it to the hotel.');
    expect(dewi).toHaveTextContent('Unread messages: 2');
    const contacts = screen.getByRole('list', { name: 'Contacts' });
    expect(within(contacts).getByRole('button', { name: /Andi Setiawan/ })).toHaveTextContent('Keeps the ledger balanced.');
    expect(within(chats).queryByText('Andi Setiawan')).toBeNull();
  });

  it('opening a chat calls get-chat, refetches the chat list and the unread badge disappears', async () => {
    const { calls } = chatServer();
    renderApp('/chat', { user: ADMIN_USER });
    const chats = await screen.findByRole('list', { name: 'Chats' });
    expect(count(calls, LIST)).toBe(1);
    await userEvent.setup({ delay: null }).click(within(chats).getByRole('button', { name: /Dewi Lestari/ }));

    const log = await screen.findByRole('log', { name: 'Messages with Dewi Lestari' });
    expect(calls.find((c) => c.path === '/apps/chat/get-chat')!.query.get('id')).toBe('1');
    await waitFor(() => expect(count(calls, LIST)).toBe(2));
    await waitFor(() => expect(screen.queryByText('Unread messages: 2')).toBeNull());
    // Messages grouped by sender: contact (1), me (1), contact (2).
    expect(log.querySelectorAll('.chat-group')).toHaveLength(3);
    expect(log.querySelectorAll('.chat-group-mine')).toHaveLength(1);
    expect(within(log).getByText('Send it to the hotel.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dewi Lestari' })).toBeInTheDocument();
    expect(screen.getByText('Secretary General, PB', { exact: false })).toBeInTheDocument();
    expect(window.location.search).toBe('?contact=1');
  });

  it('Enter sends the message, Shift+Enter adds a line, blank messages are refused', async () => {
    const { calls } = chatServer();
    renderApp('/chat?contact=1', { user: ADMIN_USER });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const user = userEvent.setup({ delay: null });
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(count(calls, '/apps/chat/send-msg', 'POST')).toBe(0);

    await user.clear(box);
    await user.type(box, 'See you{Shift>}{Enter}{/Shift}at nine{Enter}');
    await waitFor(() => expect(count(calls, '/apps/chat/send-msg', 'POST')).toBe(1));
    expect(calls.find((c) => c.path === '/apps/chat/send-msg')!.body).toEqual({ obj: { message: 'See you\nat nine', contact: { id: 1 } } });
    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).getByText(/See you\s+at nine/)).toBeInTheDocument());
    expect(box).toHaveValue('');
    // The chat and the list are fetched again.
    expect(count(calls, '/apps/chat/get-chat')).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Chats' })).getByRole('button', { name: /Dewi/ })).toHaveTextContent('See you'));
  });

  it('writing to a contact without a chat creates it and it appears under Chats', async () => {
    const { calls } = chatServer();
    renderApp('/chat', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(within(await screen.findByRole('list', { name: 'Contacts' })).getByRole('button', { name: /Andi Setiawan/ }));
    expect(await screen.findByText('No messages with Andi Setiawan yet. Say hello!')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello Andi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const chats = screen.getByRole('list', { name: 'Chats' });
    await waitFor(() => expect(within(chats).getByRole('button', { name: /Andi Setiawan/ })).toHaveTextContent('Hello Andi'));
    expect(calls.find((c) => c.path === '/apps/chat/send-msg')!.body).toEqual({ obj: { message: 'Hello Andi', contact: { id: 2 } } });
  });

  it('the search box filters chats and contacts by name without asking the server', async () => {
    const { calls } = chatServer();
    renderApp('/chat', { user: ADMIN_USER });
    await screen.findByRole('list', { name: 'Chats' });
    const before = calls.length;
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Search chats and contacts' }), 'andi');
    expect(screen.getByText('No one matches your search.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('button')).toHaveLength(1);
    expect(calls.length).toBe(before);
  });

  it('the profile sidebar shows about and read-only settings; the status changes only locally', async () => {
    const { calls } = chatServer();
    renderApp('/chat', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open the profile of Rizky Pratama' }));
    expect(await screen.findByText('Runs the national secretariat inbox.')).toBeInTheDocument();
    expect(screen.getByLabelText('Two-step verification')).toBeChecked();
    expect(screen.getByLabelText('Two-step verification')).toBeDisabled();
    expect(screen.getByLabelText('Notifications')).not.toBeChecked();
    expect(screen.getByText(/only shown in this browser/)).toBeInTheDocument();
    const before = calls.length;
    await user.click(screen.getByLabelText('Do not disturb'));
    expect(screen.getByLabelText('Do not disturb')).toBeChecked();
    expect(calls.length).toBe(before);
  });

  it('shows an error with a retry when the chats cannot be loaded', async () => {
    chatServer({ 'GET /apps/chat/chats-and-contacts': () => ({ status: 500, body: { statusCode: 500, error: 'Internal', message: 'boom' } }) });
    renderApp('/chat', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { name: 'The chats could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows an empty state when there are no chats yet', async () => {
    chatServer({
      'GET /apps/chat/chats-and-contacts': () => ({
        body: { chatsContacts: [], contacts: [ANDI], profileUser: { id: 11, avatar: PROFILE.avatar, fullName: PROFILE.fullName, status: 'online' } },
      }),
    });
    renderApp('/chat', { user: ADMIN_USER });
    expect(await screen.findByText('No chats yet. Pick a contact to start one.')).toBeInTheDocument();
    expect(screen.getByText('Pick a chat or a contact to start talking.')).toBeInTheDocument();
  });
});

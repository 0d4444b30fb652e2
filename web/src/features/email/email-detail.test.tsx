import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { emailServer, listCalls, posts } from './test-server';

beforeAll(() => import('./email-page'), 120_000);

const count = (view: string) => screen.queryByTestId(`count-${view}`)?.querySelector('[aria-hidden]')?.textContent ?? null;
const subjectOf = (subject: string) => screen.getByText(new RegExp(subject), { selector: '.email-item-subject' });
const gets = (calls: FakeRequest[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path);

describe('email detail', { timeout: 120_000 }, () => {
  it('opening an unread email marks it read, the counts and the row update', async () => {
    const { calls } = emailServer();
    renderApp('/email', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('list', { name: 'Emails' });
    expect(count('inbox')).toBe('2');
    await user.click(subjectOf('Iuran recap'));
    expect(await screen.findByRole('heading', { name: 'Iuran recap', level: 2 })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('email')).toBe('1');
    expect(gets(calls, '/apps/email/get-email')[0]!.query.get('id')).toBe('1');
    await waitFor(() => expect(count('inbox')).toBe('1'));
    expect(posts(calls, '/apps/email/update-emails')).toHaveLength(1);
    expect(posts(calls, '/apps/email/update-emails')[0]!.body).toEqual({ emailIds: [1], dataToUpdate: { isRead: true } });

    // Attachments are listed with name and size.
    const files = screen.getByRole('region', { name: 'Attachments (1)' });
    expect(within(files).getByText('iuran.xlsx')).toBeInTheDocument();
    expect(within(files).getByText('184 KB')).toBeInTheDocument();

    // Back to the list: the row is read now, and a read email is not marked again.
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    const list = await screen.findByRole('list', { name: 'Emails' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[2]).toHaveClass('read'));
    await user.click(subjectOf('PIT abstract guidelines'));
    await screen.findByRole('heading', { name: 'PIT abstract guidelines', level: 2 });
    expect(posts(calls, '/apps/email/update-emails')).toHaveLength(1);
  });

  it('previous and next follow the flags and paginate-email', async () => {
    const { calls } = emailServer();
    renderApp('/email?email=4', { user: ADMIN_USER });
    await screen.findByRole('heading', { name: 'PIT abstract guidelines', level: 2 });
    const previous = screen.getByRole('button', { name: 'Previous email' });
    const next = screen.getByRole('button', { name: 'Next email' });
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();
    const user = userEvent.setup({ delay: null });

    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Iuran recap', level: 2 })).toBeInTheDocument();
    const page = gets(calls, '/apps/email/paginate-email').at(-1)!.query;
    expect([page.get('dir'), page.get('emailId')]).toEqual(['next', '4']);
    expect(new URLSearchParams(window.location.search).get('email')).toBe('1');
    // The oldest inbox email has no next one; opening it marked it read.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next email' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Previous email' })).toBeEnabled();
    await waitFor(() => expect(count('inbox')).toBe('1'));

    await user.click(screen.getByRole('button', { name: 'Previous email' }));
    await screen.findByRole('heading', { name: 'PIT abstract guidelines', level: 2 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous email' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Previous email' }));
    await screen.findByRole('heading', { name: 'Re: PIT committee', level: 2 });
    expect(gets(calls, '/apps/email/paginate-email').map((c) => c.query.get('dir'))).toEqual(['next', 'previous', 'previous']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous email' })).toBeDisabled());
    await waitFor(() => expect(count('inbox')).toBeNull());
  });

  it('shows the earlier messages of the thread and never runs the message HTML', async () => {
    emailServer();
    renderApp('/email?email=7', { user: ADMIN_USER });
    await screen.findByRole('heading', { name: 'Re: PIT committee', level: 2 });
    expect(screen.getByText('Thank you, the list looks good.')).toBeInTheDocument();
    expect(document.querySelector('.email-message-body script, .email-message-body img')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Show earlier messages (2)' }));
    const messages = screen.getAllByRole('article');
    expect(messages).toHaveLength(3);
    expect(messages[0]).toHaveTextContent('We need to finalise the committee.');
    expect(messages[1]).toHaveTextContent('Draft structure below.');
    expect(within(screen.getByRole('toolbar', { name: 'Email actions' })).getByText('Inbox')).toBeInTheDocument();
    expect(screen.getByText('Company', { selector: '.email-chip' })).toBeInTheDocument();
    expect(screen.getByText('Important', { selector: '.email-chip' })).toBeInTheDocument();
  });

  it('actions on the open email: star, label, mark unread and trash go back to a refreshed list', async () => {
    const { calls } = emailServer();
    renderApp('/email?email=4', { user: ADMIN_USER });
    await screen.findByRole('heading', { name: 'PIT abstract guidelines', level: 2 });
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Starred' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Starred' })).toHaveAttribute('aria-pressed', 'false'));
    expect(posts(calls, '/apps/email/update-emails').at(-1)!.body).toEqual({ emailIds: [4], dataToUpdate: { isStarred: false } });

    await user.click(screen.getByRole('button', { name: 'Labels' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Personal', hidden: true }));
    expect(await screen.findByText('Personal', { selector: '.email-chip' })).toBeInTheDocument();
    expect(posts(calls, '/apps/email/update-emails-label').at(-1)!.body).toEqual({ emailIds: [4], label: 'personal' });

    const before = listCalls(calls).length;
    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    const list = await screen.findByRole('list', { name: 'Emails' });
    expect(posts(calls, '/apps/email/update-emails').at(-1)!.body).toEqual({ emailIds: [4], dataToUpdate: { isRead: false } });
    await waitFor(() => expect(count('inbox')).toBe('3'));
    expect(listCalls(calls).length).toBeGreaterThan(before);
    expect(window.location.search).toBe('');
    expect(within(list).getAllByRole('listitem')[1]).toHaveClass('unread');

    await user.click(subjectOf('Iuran recap'));
    await screen.findByRole('heading', { name: 'Iuran recap', level: 2 });
    await user.click(screen.getByRole('button', { name: 'Move to trash' }));
    await screen.findByRole('list', { name: 'Emails' });
    expect(posts(calls, '/apps/email/update-emails').at(-1)!.body).toEqual({ emailIds: [1], dataToUpdate: { folder: 'trash' } });
    await waitFor(() => expect(screen.queryByText(/Iuran recap/, { selector: '.email-item-subject' })).toBeNull());
  });

  it('an unknown email says so and leads back to the list', async () => {
    emailServer();
    renderApp('/email/sent?email=999', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { name: 'Email not found' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByText(/Plenary invitation/, { selector: '.email-item-subject' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/email/sent');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { emailServer, lastList, listCalls, posts } from './test-server';

beforeAll(() => import('./email-page'), 120_000);

const rows = async () => within(await screen.findByRole('list', { name: 'Emails' })).getAllByRole('listitem');
const subjects = async () => (await rows()).map((row) => row.querySelector('.email-item-subject')!.textContent!.replace('Unread: ', ''));
const count = (view: string) => screen.queryByTestId(`count-${view}`)?.querySelector('[aria-hidden]')?.textContent ?? null;

describe('email list', { timeout: 120_000 }, () => {
  it('shows the inbox newest first, with the unread counts of inbox, drafts and spam', async () => {
    const { calls } = emailServer();
    renderApp('/email', { user: ADMIN_USER });
    expect(await subjects()).toEqual(['Re: PIT committee', 'PIT abstract guidelines', 'Iuran recap']);
    const q = lastList(calls);
    expect([q.get('folder'), q.get('label'), q.get('q')]).toEqual(['inbox', null, null]);
    expect(count('inbox')).toBe('2');
    expect(count('draft')).toBe('1');
    expect(count('spam')).toBe('1');
    expect(screen.getByRole('link', { name: /^Inbox/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /^Inbox/ })).toHaveAccessibleName('Inbox 2 unread');
    const [first] = await rows();
    expect(first).toHaveClass('unread');
    expect(within(first!).getByRole('button', { name: 'Star: Re: PIT committee' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('folder, label and search go to the server as folder, label and q, and live in the URL', async () => {
    const { calls } = emailServer();
    renderApp('/email', { user: ADMIN_USER });
    await rows();
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('link', { name: /^Starred/ }));
    await waitFor(() => expect(lastList(calls).get('folder')).toBe('starred'));
    expect(window.location.pathname).toBe('/email/starred');
    expect(await subjects()).toEqual(['Re: PIT committee', 'PIT abstract guidelines']);

    await user.click(screen.getByRole('link', { name: 'Important' }));
    await waitFor(() => expect(lastList(calls).get('label')).toBe('important'));
    expect(lastList(calls).get('folder')).toBe('starred');
    expect(window.location.search).toBe('?label=important');

    await user.type(screen.getByRole('searchbox', { name: 'Search emails' }), 'abstract');
    await waitFor(() => expect(lastList(calls).get('q')).toBe('abstract'));
    expect(listCalls(calls).filter((c) => c.query.get('q') === 'a')).toHaveLength(0);
    expect(await subjects()).toEqual(['PIT abstract guidelines']);
    expect(new URLSearchParams(window.location.search).get('q')).toBe('abstract');

    // The label chip clears the label; a folder link keeps the label and drops the search.
    await user.click(screen.getByRole('button', { name: 'Remove the label filter Important' }));
    await waitFor(() => expect(lastList(calls).get('label')).toBeNull());
    expect(lastList(calls).get('q')).toBe('abstract');
    await user.click(screen.getByRole('link', { name: 'Company' }));
    await user.click(screen.getByRole('link', { name: /^Sent/ }));
    await waitFor(() => expect(lastList(calls).get('folder')).toBe('sent'));
    expect([lastList(calls).get('label'), lastList(calls).get('q')]).toEqual(['company', null]);
    expect(await subjects()).toEqual(['Plenary invitation']);
    expect((await rows())[0]).toHaveTextContent('To: Dewi Lestari');
  });

  it('reads the folder from the path and label and search from the query string', async () => {
    const { calls } = emailServer();
    renderApp('/email/trash?label=personal&q=web', { user: ADMIN_USER });
    expect(await subjects()).toEqual(['Old webinar']);
    const q = lastList(calls);
    expect([q.get('folder'), q.get('label'), q.get('q')]).toEqual(['trash', 'personal', 'web']);
    expect(screen.getByRole('searchbox', { name: 'Search emails' })).toHaveValue('web');
    expect(screen.getByRole('link', { name: 'Personal' })).toHaveAttribute('aria-current', 'true');
    // Trash has no "move to trash".
    expect(screen.queryByRole('button', { name: 'Move to trash' })).toBeNull();
  });

  it('an unknown folder is a not-found page', async () => {
    emailServer();
    renderApp('/email/archive', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('select all and mark as read: one request for every row, the list and the counts refresh', async () => {
    const { calls } = emailServer();
    renderApp('/email', { user: ADMIN_USER });
    await rows();
    const user = userEvent.setup({ delay: null });
    const markRead = screen.getByRole('button', { name: 'Mark as read' });
    expect(markRead).toBeDisabled();

    await user.click(screen.getByLabelText('Select all'));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    for (const row of await rows()) expect(within(row).getByRole('checkbox')).toBeChecked();
    const before = listCalls(calls).length;
    await user.click(markRead);
    await waitFor(() => expect(count('inbox')).toBeNull());
    expect(posts(calls, '/apps/email/update-emails')[0]!.body).toEqual({ emailIds: [7, 4, 1], dataToUpdate: { isRead: true } });
    expect(listCalls(calls).length).toBe(before + 1);
    for (const row of await rows()) expect(row).toHaveClass('read');

    // Unread again, for a single row.
    await user.click(screen.getByLabelText('3 selected'));
    expect(screen.getByText('Select all')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Select: Iuran recap'));
    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(count('inbox')).toBe('1'));
    expect(posts(calls, '/apps/email/update-emails')[1]!.body).toEqual({ emailIds: [1], dataToUpdate: { isRead: false } });
  });

  it('star, unstar, move and trash send the chosen rows and the list refreshes', async () => {
    const { calls } = emailServer();
    renderApp('/email', { user: ADMIN_USER });
    await rows();
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Star: Iuran recap' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Star: Iuran recap' })).toHaveAttribute('aria-pressed', 'true'));
    expect(posts(calls, '/apps/email/update-emails').at(-1)!.body).toEqual({ emailIds: [1], dataToUpdate: { isStarred: true } });

    await user.click(screen.getByLabelText('Select: Iuran recap'));
    await user.click(screen.getByLabelText('Select: PIT abstract guidelines'));
    await user.click(screen.getByRole('button', { name: 'Remove star' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Star: PIT abstract guidelines' })).toHaveAttribute('aria-pressed', 'false'));
    expect(posts(calls, '/apps/email/update-emails').at(-1)!.body).toEqual({ emailIds: [4, 1], dataToUpdate: { isStarred: false } });

    // Move to spam through the menu: both leave the inbox, the spam count grows.
    await user.click(screen.getByRole('button', { name: 'Move to' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Spam', hidden: true }));
    await waitFor(async () => expect(await subjects()).toEqual(['Re: PIT committee']));
    expect(posts(calls, '/apps/email/update-emails').at(-1)!.body).toEqual({ emailIds: [4, 1], dataToUpdate: { folder: 'spam' } });
    expect(count('spam')).toBe('2');
    expect(await screen.findByText('Moved to Spam.')).toBeInTheDocument();
    expect(screen.getByText('Select all')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Select: Re: PIT committee'));
    await user.click(screen.getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(screen.getByText('Inbox is empty')).toBeInTheDocument());
    expect(posts(calls, '/apps/email/update-emails').at(-1)!.body).toEqual({ emailIds: [7], dataToUpdate: { folder: 'trash' } });
    await user.click(screen.getByRole('link', { name: /^Trash/ }));
    expect(await subjects()).toEqual(['Re: PIT committee', 'Old webinar']);
  });

  it('toggling a label sends the rows and the label, and the label filter sees the change', async () => {
    const { calls } = emailServer();
    renderApp('/email?label=private', { user: ADMIN_USER });
    expect(await screen.findByText('No matching emails')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Remove the label filter Private' }));
    await rows();
    await user.click(screen.getByLabelText('Select all'));
    await user.click(screen.getByRole('button', { name: 'Labels' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Private', hidden: true }));
    await waitFor(() => expect(posts(calls, '/apps/email/update-emails-label')).toHaveLength(1));
    expect(posts(calls, '/apps/email/update-emails-label')[0]!.body).toEqual({ emailIds: [7, 4, 1], label: 'private' });
    // The label in the sidebar (the closed Labels menu, hidden, holds a link of the same name).
    await user.click(screen.getByRole('link', { name: 'Private', hidden: false }));
    expect(await subjects()).toEqual(['Re: PIT committee', 'PIT abstract guidelines', 'Iuran recap']);
  });

  it('shows an empty folder and a failed load with a retry', async () => {
    let fail = true;
    const { calls } = emailServer({
      'GET /apps/email/emails': () =>
        fail
          ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }
          : { body: { emails: [], emailsMeta: { inbox: 0, draft: 0, spam: 0 } } },
    });
    renderApp('/email/spam', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { name: 'The emails could not be loaded' })).toBeInTheDocument();
    fail = false;
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Spam is empty' })).toBeInTheDocument();
    expect(screen.getByLabelText('Select all')).toBeDisabled();
    expect(listCalls(calls).at(-1)!.query.get('folder')).toBe('spam');
  });

  it('a failed bulk action shows the server message and leaves the list as it was', async () => {
    emailServer({
      'POST /apps/email/update-emails': () => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Email 99 not found' } }),
    });
    renderApp('/email', { user: ADMIN_USER });
    await rows();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Select: Iuran recap'));
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Email 99 not found')).toBeInTheDocument();
    expect(screen.getByLabelText('Select: Iuran recap')).toBeChecked();
    expect((await rows())[2]).toHaveClass('unread');
  });
});

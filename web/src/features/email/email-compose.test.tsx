import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { emailServer, listCalls, posts } from './test-server';

beforeAll(() => import('./email-page'), 120_000);

/** The discard confirmation, over the compose dialog. */
const discardQuestion = async () =>
  (await screen.findByText('Discard this message?', { selector: '.p-dialog-title' })).closest<HTMLElement>('[role="dialog"]')!;
const noDiscardQuestion = () => screen.queryByText('Discard this message?', { selector: '.p-dialog-title' });

const subjects = () => [...document.querySelectorAll('.email-item-subject')].map((s) => s.textContent!.replace('Unread: ', ''));

describe('email compose', { timeout: 120_000 }, () => {
  it('asks before discarding a message with something written, and closes an untouched one at once', async () => {
    const { calls } = emailServer();
    renderApp('/email/inbox', { user: ADMIN_USER });
    await screen.findByRole('list', { name: 'Emails' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    let form = await screen.findByRole('form', { name: 'New message' });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New message' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Compose' }));
    form = await screen.findByRole('form', { name: 'New message' });
    await user.type(within(form).getByLabelText('Subject'), 'Rapat pengurus');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await discardQuestion()).toHaveTextContent('What you wrote will be lost.');
    await user.click(within(await discardQuestion()).getByRole('button', { name: 'Keep writing' }));
    await waitFor(() => expect(noDiscardQuestion()).toBeNull());
    expect(within(screen.getByRole('form', { name: 'New message' })).getByLabelText('Subject')).toHaveValue('Rapat pengurus');

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(within(await discardQuestion()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New message' })).toBeNull());
    expect(posts(calls, '/apps/email/compose')).toHaveLength(0);
  });

  it('saves a draft with composeEmail and the drafts list shows it without a reload', async () => {
    const { calls } = emailServer();
    renderApp('/email/draft', { user: ADMIN_USER });
    await screen.findByRole('list', { name: 'Emails' });
    expect(subjects()).toEqual(['STR renewal guide']);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const form = await screen.findByRole('form', { name: 'New message' });
    await user.type(within(form).getByLabelText('To'), 'dewi@sejawat.id{enter}');
    await user.click(within(form).getByRole('button', { name: 'Add Cc and Bcc' }));
    await user.type(within(form).getByLabelText('Cc'), 'andi@sejawat.id,');
    await user.type(within(form).getByLabelText('Subject'), 'PIT decree');
    await user.type(within(form).getByLabelText('Message'), 'Bu Dewi,{enter}{enter}The decree <draft> is ready.');
    const before = listCalls(calls).length;
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New message' })).toBeNull());
    expect(posts(calls, '/apps/email/compose')[0]!.body).toEqual({
      to: [{ email: 'dewi@sejawat.id' }],
      cc: ['andi@sejawat.id'],
      subject: 'PIT decree',
      message: '<p>Bu Dewi,</p><p>The decree &lt;draft&gt; is ready.</p>',
      folder: 'draft',
    });
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    await waitFor(() => expect(subjects()).toEqual(['PIT decree', 'STR renewal guide']));
    expect(listCalls(calls).length).toBe(before + 1);
  });

  it('checks the recipients before anything is sent', async () => {
    const { calls } = emailServer();
    renderApp('/email', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Compose' }));
    const form = await screen.findByRole('form', { name: 'New message' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Add at least one recipient.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('To'), 'not-an-address{enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Not a valid address: not-an-address')).toBeInTheDocument();
    expect(within(form).getByText('Write a subject or a message before sending.')).toBeInTheDocument();
    expect(posts(calls, '/apps/email/compose')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(within(await discardQuestion()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New message' })).toBeNull());
  });

  it('a server field error lands on its field', async () => {
    emailServer({
      'POST /apps/email/compose': () => ({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Invalid body', details: [{ field: 'to.0.email', in: 'body', message: 'must match format "email"' }] },
      }),
    });
    renderApp('/email', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Compose' }));
    const form = await screen.findByRole('form', { name: 'New message' });
    await user.type(within(form).getByLabelText('To'), 'dewi@sejawat.id{enter}');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('must match format "email"')).toBeInTheDocument();
    expect(within(form).getByLabelText('To')).toBeInTheDocument();
  });

  it('reply starts from the open email and sends to the sent folder', async () => {
    const { calls } = emailServer();
    renderApp('/email?email=4', { user: ADMIN_USER });
    await screen.findByRole('heading', { name: 'PIT abstract guidelines', level: 2 });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const form = await screen.findByRole('form', { name: 'Reply' });
    expect(within(form).getByText('sender4@sejawat.id')).toBeInTheDocument();
    expect(within(form).getByLabelText('Subject')).toHaveValue('Re: PIT abstract guidelines');
    expect((within(form).getByLabelText('Message') as HTMLTextAreaElement).value).toContain('> Body of PIT abstract guidelines');
    await user.click(within(form).getByLabelText('Message'));
    await user.keyboard('{Control>}{Home}{/Control}Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts(calls, '/apps/email/compose')).toHaveLength(1));
    const body = posts(calls, '/apps/email/compose')[0]!.body as { to: unknown; subject: string; message: string; folder: string };
    expect(body.to).toEqual([{ email: 'sender4@sejawat.id' }]);
    expect(body.subject).toBe('Re: PIT abstract guidelines');
    expect(body.folder).toBe('sent');
    expect(body.message.startsWith('<p>Thanks!</p>')).toBe(true);
    expect(await screen.findByText('Message sent.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await user.click(await screen.findByRole('link', { name: /^Sent/ }));
    await waitFor(() => expect(subjects()).toEqual(['Re: PIT abstract guidelines', 'Plenary invitation']));
  });

  it('forward keeps the original text and asks for a recipient', async () => {
    emailServer();
    renderApp('/email?email=4', { user: ADMIN_USER });
    await screen.findByRole('heading', { name: 'PIT abstract guidelines', level: 2 });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    const form = await screen.findByRole('form', { name: 'Forward' });
    expect(within(form).getByLabelText('Subject')).toHaveValue('Fwd: PIT abstract guidelines');
    const text = (within(form).getByLabelText('Message') as HTMLTextAreaElement).value;
    expect(text).toContain('From: Sender 4 <sender4@sejawat.id>');
    expect(text).toContain('Body of PIT abstract guidelines');
  });
});

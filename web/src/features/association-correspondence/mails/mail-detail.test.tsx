import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { conflict, correspondenceServer, invalid, makeMail } from '../test-server';
import { dialog, sent } from '../test-ui';

beforeAll(() => import('./mail-detail-page'), 120_000);

const DETAIL = '/api/association/mails/7';

/** Types into the assignee search and picks the staff member offered under that name. */
async function pickAssignee(form: HTMLElement, typed: string, name: string) {
  await userEvent.type(within(form).getByLabelText(/^Assignee \*/), typed);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.p-autocomplete-panel [role="option"]')].find((o) => o.textContent?.includes(name));
    expect(found, name).toBeDefined();
    return found!;
  });
  await userEvent.click(option);
}
const header = async () => (await screen.findByRole('group', { name: 'Letter actions' })).closest('header')!;

describe('a letter and its workflow', { timeout: 120_000 }, () => {
  it('dispositions a received letter and refreshes the letter and its history', async () => {
    const { calls } = installFakeApi(correspondenceServer().handlers);
    renderApp('/association/mails/7', { user: ADMIN_USER });
    expect(await screen.findByText('No dispositions yet.')).toBeInTheDocument();
    expect(within(await header()).getByText('Received')).toBeInTheDocument();
    // A received letter can be dispositioned or archived, not started or completed.
    expect(screen.queryByRole('button', { name: 'Start handling' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Disposition' }));
    const form = await dialog('Disposition the letter');
    await userEvent.type(within(form).getByLabelText(/Instruction/), 'Hadiri dan laporkan');
    fireEvent.change(within(form).getByLabelText(/Due date/), { target: { value: '2026-11-28' } });
    // No one chosen yet: the form says so and sends nothing.
    await userEvent.click(within(form).getByRole('button', { name: 'Send disposition' }));
    expect(await within(form).findByText('Choose who handles the letter')).toBeInTheDocument();
    expect(sent(calls, 'POST', `${DETAIL}/disposition`)).toHaveLength(0);

    await pickAssignee(form, 'ratna', 'drg. Ratna Kusumawati');
    const searched = sent(calls, 'GET', `${DETAIL}/assignees`).at(-1)!;
    expect(Object.fromEntries(searched.query)).toMatchObject({ q: 'ratna', divisionId: '1' });
    expect(within(form).queryByText('Choose who handles the letter')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Send disposition' }));

    await waitFor(() => expect(sent(calls, 'POST', `${DETAIL}/disposition`)).toHaveLength(1));
    expect(sent(calls, 'POST', `${DETAIL}/disposition`)[0]!.body).toEqual({ instruction: 'Hadiri dan laporkan', assigneeId: 1_000_000_012, divisionId: 1, dueDate: '2026-11-28' });
    expect(await screen.findByText('Dispositioned to drg. Ratna Kusumawati.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Letter actions' }).closest('header')!).getByText('Dispositioned')).toBeInTheDocument());
    expect(sent(calls, 'GET', DETAIL).length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText('To Pengurus Besar, due 28 Nov 2026, by admin@demo.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start handling' })).toBeInTheDocument();
  });

  it('shows a server validation error of the disposition on its field', async () => {
    const server = correspondenceServer();
    server.handlers[`POST ${DETAIL}/disposition`] = () => invalid('dueDate', 'cannot be before the day received');
    installFakeApi(server.handlers);
    renderApp('/association/mails/7', { user: ADMIN_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Disposition' }));
    const form = await dialog('Disposition the letter');
    await userEvent.type(within(form).getByLabelText(/Instruction/), 'Hadiri');
    await pickAssignee(form, 'agus', 'drg. Agus Salim');
    fireEvent.change(within(form).getByLabelText(/Due date/), { target: { value: '2026-11-01' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Send disposition' }));
    expect(await within(form).findByText('cannot be before the day received')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Due date/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when no one on the board can handle letters yet', async () => {
    const server = correspondenceServer();
    server.handlers[`GET ${DETAIL}/assignees`] = () => ({ body: { data: [], total: 0, page: 1, perPage: 20, totalPages: 0, from: 0, to: 0 } });
    const { calls } = installFakeApi(server.handlers);
    renderApp('/association/mails/7', { user: ADMIN_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Disposition' }));
    const form = await dialog('Disposition the letter');
    await userEvent.click(form.querySelector<HTMLElement>('.p-autocomplete-dropdown')!);
    expect(await within(form).findByText(/No staff account of this board can handle letters yet/)).toBeInTheDocument();
    expect(sent(calls, 'GET', `${DETAIL}/assignees`).at(-1)!.query.get('divisionId')).toBe('1');
  });

  it('starts a dispositioned letter, then completes it with a resolution', async () => {
    const { calls } = installFakeApi(correspondenceServer({ mails: [makeMail({ status: 'dispositioned', dispositionCount: 1, assignee: 'drg. Ratna', dueDate: '2026-11-28' })] }).handlers);
    renderApp('/association/mails/7', { user: ADMIN_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Start handling' }));
    await waitFor(() => expect(sent(calls, 'POST', `${DETAIL}/start`)).toHaveLength(1));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Letter actions' }).closest('header')!).getByText('In progress')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    const form = await dialog('Complete the letter');
    await userEvent.type(within(form).getByLabelText(/Resolution/), 'Dihadiri; notulen diarsipkan');
    await userEvent.click(within(form).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(sent(calls, 'POST', `${DETAIL}/complete`)[0]?.body).toEqual({ resolution: 'Dihadiri; notulen diarsipkan' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Letter actions' }).closest('header')!).getByText('Done')).toBeInTheDocument());
    expect(screen.getByText('Dihadiri; notulen diarsipkan')).toBeInTheDocument();
  });

  it('archives after confirmation and shows the 409 the server answers', async () => {
    const server = correspondenceServer({ mails: [makeMail({ status: 'done' })] });
    server.handlers[`POST ${DETAIL}/archive`] = () => conflict('The letter was re-opened by someone else: complete it first');
    const { calls } = installFakeApi(server.handlers);
    renderApp('/association/mails/7', { user: ADMIN_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const confirm = await dialog('Archive the letter?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(sent(calls, 'POST', `${DETAIL}/archive`)).toHaveLength(1));
    expect(await screen.findByText('The letter was re-opened by someone else: complete it first')).toBeInTheDocument();
  });

  it('shows a 409 of a completion in the dialog', async () => {
    const server = correspondenceServer({ mails: [makeMail({ status: 'in_progress', dispositionCount: 1 })] });
    server.handlers[`POST ${DETAIL}/complete`] = () => conflict('Only a letter in progress can be completed');
    installFakeApi(server.handlers);
    renderApp('/association/mails/7', { user: ADMIN_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    const form = await dialog('Complete the letter');
    await userEvent.type(within(form).getByLabelText(/Resolution/), 'Selesai');
    await userEvent.click(within(form).getByRole('button', { name: 'Complete' }));
    expect(await within(form).findByText('Only a letter in progress can be completed')).toBeInTheDocument();
  });
});

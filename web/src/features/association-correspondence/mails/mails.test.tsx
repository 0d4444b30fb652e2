import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { correspondenceServer, invalid, makeMail } from '../test-server';
import { choose, dialog, sent, urlQuery } from '../test-ui';

beforeAll(() => import('./mails-page'), 120_000);
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
});

const lastList = (calls: { method: string; path: string; query: URLSearchParams }[]) => sent(calls as never, 'GET', '/api/association/mails').at(-1)!.query;

describe('incoming mail register', { timeout: 120_000 }, () => {
  it('reads search, filters, sort and page from the address and writes changes back; back restores them', async () => {
    const mails = Array.from({ length: 30 }, (_, i) => makeMail({ id: 100 + i, agendaNumber: `PB-00/SM/2026/${String(i + 1).padStart(4, '0')}`, overdue: i === 0 }));
    const server = correspondenceServer({ mails });
    const { calls } = installFakeApi(server.handlers);
    const { router } = renderApp('/association/mails?status=dispositioned&sort=dueDate:asc&page=2&q=dinkes', { user: ADMIN_USER });

    await screen.findByText('PB-00/SM/2026/0011');
    const first = lastList(calls);
    expect(Object.fromEntries(first)).toMatchObject({ status: 'dispositioned', sort: 'dueDate:asc', page: '2', q: 'dinkes', perPage: '10' });
    expect(screen.getByRole('searchbox', { name: 'Search letters' })).toHaveValue('dinkes');

    await choose('Priority', 'Very urgent');
    await waitFor(() => expect(urlQuery()).toEqual({ status: 'dispositioned', sort: 'dueDate:asc', q: 'dinkes', priority: 'very_urgent' }));
    await waitFor(() => expect(lastList(calls).get('priority')).toBe('very_urgent'));
    expect(lastList(calls).get('page')).toBe('1');

    await userEvent.click(screen.getByRole('columnheader', { name: /Sender/ }));
    await waitFor(() => expect(urlQuery().sort).toBe('sender:asc'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(urlQuery()).toEqual({ status: 'dispositioned', sort: 'dueDate:asc', q: 'dinkes', priority: 'very_urgent' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(urlQuery()).toEqual({ status: 'dispositioned', sort: 'dueDate:asc', page: '2', q: 'dinkes' }));
    expect(await screen.findByText('PB-00/SM/2026/0011')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search letters' })).toHaveValue('dinkes');
  });

  it('marks overdue letters', async () => {
    installFakeApi(correspondenceServer({ mails: [makeMail({ status: 'dispositioned', overdue: true, dueDate: '2026-11-01' })] }).handlers);
    renderApp('/association/mails', { user: ADMIN_USER });
    const row = (await screen.findByText('PB-00/SM/2026/0007')).closest('tr')!;
    expect(row).toHaveClass('ac-row-overdue');
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
  });

  it('exports the current filter through the API with the token', async () => {
    const { calls } = installFakeApi(correspondenceServer().handlers);
    renderApp('/association/mails?status=in_progress&overdue=true&q=rapat&sort=sender:desc&page=3', { user: ADMIN_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(sent(calls, 'GET', '/api/association/mails/export.csv')).toHaveLength(1));
    const request = sent(calls, 'GET', '/api/association/mails/export.csv')[0]!;
    expect(Object.fromEntries(request.query)).toEqual({ status: 'in_progress', overdue: 'true', q: 'rapat', sort: 'sender:desc' });
    expect(request.headers.get('authorization')).toBe('Bearer access-1');
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('registers a letter and shows the server validation error on its field', async () => {
    const server = correspondenceServer();
    server.handlers['GET /api/association/divisions'] = () => ({
      body: { data: [{ id: 1, code: 'PB-00', name: 'Pengurus Besar', level: 'national', parentId: null, parentName: null }], total: 1, page: 1, perPage: 20, totalPages: 1, from: 1, to: 1 },
    });
    let fail = true;
    const create = server.handlers['POST /api/association/mails']!;
    server.handlers['POST /api/association/mails'] = (req) => (fail ? ((fail = false), invalid('letterDate', 'cannot be after the day received')) : create(req));
    const { calls } = installFakeApi(server.handlers);
    renderApp('/association/mails', { user: ADMIN_USER });

    await userEvent.click(await screen.findByRole('button', { name: 'Register letter' }));
    const form = await dialog('Register an incoming letter');
    await userEvent.type(within(form).getByLabelText(/Letter number/), '12/UND/2026');
    await userEvent.type(within(form).getByLabelText(/^Sender/), 'Kemenkes');
    fireEvent.change(within(form).getByLabelText(/Letter date/), { target: { value: '2026-11-19' } });
    fireEvent.change(within(form).getByLabelText(/Date received/), { target: { value: '2026-11-18' } });
    await userEvent.type(within(form).getByLabelText(/^Subject/), 'Undangan seminar');
    await choose('Category *', 'Invitation', form);
    const division = within(form).getByLabelText(/Addressed to/);
    await userEvent.type(division, 'Pengurus');
    await userEvent.click(await screen.findByText('Pengurus Besar', { selector: '.ac-option span' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));

    expect(await within(form).findByText('cannot be after the day received')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Letter date/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls, 'POST', '/api/association/mails')[0]!.body).toMatchObject({ number: '12/UND/2026', sender: 'Kemenkes', category: 'invitation', divisionId: 1, letterDate: '2026-11-19' });

    fireEvent.change(within(form).getByLabelText(/Letter date/), { target: { value: '2026-11-17' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(window.location.pathname).toBe('/association/mails/8'));
  });
});

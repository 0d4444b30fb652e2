import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { fakeResource, lastListQuery, listCalls, urlQuery } from '../test/fake-resource';
import { divisionRows } from '../test/sample-rows';
import { choose, dropdownText, headers } from '../test/test-ui';

beforeAll(() => Promise.all([import('./list-page'), import('../resources/divisions/config')]), 120_000);

const TABLE = 'Divisions';
const rowsOf = () => within(screen.getByRole('table', { name: TABLE })).getAllByRole('row').slice(1);

describe('resource list: search, filters, sort and page in the address', { timeout: 180_000 }, () => {
  it('says the list is empty only once the answer has come, never under the loading overlay', async () => {
    let answer: (() => void) | undefined;
    const { handlers } = fakeResource('divisions', []);
    const list = handlers['GET /api/association/divisions']!;
    installFakeApi({
      ...handlers,
      'GET /api/association/divisions': (req) => new Promise((resolve) => (answer = () => resolve(list(req)))),
    });
    renderApp('/association/divisions', { user: ADMIN_USER });
    await screen.findByRole('table', { name: TABLE });
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.queryByText('Nothing has been recorded yet.')).not.toBeInTheDocument();
    answer!();
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  });

  it('sends each change to the server, keeps it in the address, and a reload starts from it', async () => {
    const { calls } = installFakeApi(fakeResource('divisions', divisionRows(60)).handlers);
    const first = renderApp('/association/divisions', { user: ADMIN_USER });
    expect(await screen.findByText('PB-00')).toBeInTheDocument();
    expect(lastListQuery(calls, 'divisions')).toEqual({ page: '1', perPage: '10' });
    expect(screen.getByText('Showing 1 to 10 of 60')).toBeInTheDocument();

    await choose('Level', 'Branch (PC)');
    await waitFor(() => expect(lastListQuery(calls, 'divisions')).toEqual({ level: 'branch', page: '1', perPage: '10' }));
    expect(urlQuery()).toEqual({ level: 'branch' });

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Search the list'), 'cabang');
    await waitFor(() => expect(lastListQuery(calls, 'divisions')).toEqual({ q: 'cabang', level: 'branch', page: '1', perPage: '10' }));
    // The box waits for typing to settle: one request for the whole word.
    expect(listCalls(calls, 'divisions').filter((c) => c.query.get('q'))).toHaveLength(1);

    await user.click(screen.getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(lastListQuery(calls, 'divisions')).toMatchObject({ sort: 'name:asc', page: '1' }));
    await user.click(screen.getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(lastListQuery(calls, 'divisions')).toMatchObject({ sort: 'name:desc' }));
    expect(await screen.findByText('Cabang 060')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Next page'));
    await waitFor(() => expect(lastListQuery(calls, 'divisions')).toEqual({ q: 'cabang', level: 'branch', sort: 'name:desc', page: '2', perPage: '10' }));
    expect(urlQuery()).toEqual({ level: 'branch', q: 'cabang', sort: 'name:desc', page: '2' });
    const address = `${window.location.pathname}${window.location.search}`;

    // A reload: a fresh app (new store, nothing cached) at the same address asks the server for the same page.
    first.unmount();
    const before = listCalls(calls, 'divisions').length;
    renderApp(address, { user: ADMIN_USER });
    expect(await screen.findByText('Cabang 050')).toBeInTheDocument();
    expect(listCalls(calls, 'divisions').length).toBe(before + 1);
    expect(lastListQuery(calls, 'divisions')).toEqual({ q: 'cabang', level: 'branch', sort: 'name:desc', page: '2', perPage: '10' });
    expect(screen.getByLabelText('Search the list')).toHaveValue('cabang');
    expect(dropdownText('Level')).toContain('Branch (PC)');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('goes back through the earlier states with the back button', async () => {
    const { calls } = installFakeApi(fakeResource('divisions', divisionRows(60)).handlers);
    const { router } = renderApp('/association/divisions?level=province', { user: ADMIN_USER });
    expect(await screen.findByText('Pengurus Wilayah 002')).toBeInTheDocument();
    expect(lastListQuery(calls, 'divisions')).toEqual({ level: 'province', page: '1', perPage: '10' });

    await choose('Level', 'Branch (PC)');
    await waitFor(() => expect(urlQuery()).toEqual({ level: 'branch' }));
    expect(await screen.findByText('Cabang 006')).toBeInTheDocument();
    await choose('Rows per page', '25');
    await waitFor(() => expect(lastListQuery(calls, 'divisions')).toEqual({ level: 'branch', page: '1', perPage: '25' }));

    await router.navigate(-1);
    await waitFor(() => expect(urlQuery()).toEqual({ level: 'branch' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    await router.navigate(-1);
    await waitFor(() => expect(urlQuery()).toEqual({ level: 'province' }));
    expect(await screen.findByText('Pengurus Wilayah 002')).toBeInTheDocument();
    expect(dropdownText('Level')).toContain('Provincial board (PW)');
    expect(rowsOf()).toHaveLength(4);
  });

  it('ignores values the server would refuse and clears search and filters in one go', async () => {
    const { calls } = installFakeApi(fakeResource('divisions', divisionRows(12)).handlers);
    renderApp('/association/divisions?level=planet&sort=secret:asc&page=-3&perPage=7&q=pengurus', { user: ADMIN_USER });
    expect(await screen.findByText('PB-00')).toBeInTheDocument();
    expect(lastListQuery(calls, 'divisions')).toEqual({ q: 'pengurus', page: '1', perPage: '10' });

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(lastListQuery(calls, 'divisions')).toEqual({ page: '1', perPage: '10' }));
    expect(screen.getByLabelText('Search the list')).toHaveValue('');
  });
});

describe('resource list: export and columns', { timeout: 180_000 }, () => {
  it('exports every row of the current search, filter and sort through the API, with the token', async () => {
    const { calls } = installFakeApi(fakeResource('divisions', divisionRows(30)).handlers);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:divisions');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderApp('/association/divisions?level=branch&q=cabang&sort=name:desc&page=2', { user: ADMIN_USER });
    expect(await screen.findByText('Cabang 020')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const request = calls.find((c) => c.path === '/api/association/divisions/export.csv')!;
    // The same q, filter and sort as the list, and no paging: the server sends every matching row, in the interface
    // language (header and coded values).
    expect(Object.fromEntries(request.query)).toEqual({ q: 'cabang', level: 'branch', sort: 'name:desc', lang: 'en' });
    expect(request.headers.get('authorization')).toBe('Bearer access-1');
    const csv = await createObjectURL.mock.calls[0]![0].text();
    expect(csv.split('\r\n')).toHaveLength(26);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatch(/^divisions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await screen.findByText(/The CSV file of every row matching the search and filters was downloaded/)).toBeInTheDocument();
  });

  it('says so when the export fails', async () => {
    const server = fakeResource('divisions', divisionRows(3));
    installFakeApi({
      ...server.handlers,
      'GET /api/association/divisions/export.csv': () => ({ status: 504, body: { statusCode: 504, error: 'Gateway Timeout', message: 'The association server did not answer in time' } }),
    });
    renderApp('/association/divisions', { user: ADMIN_USER });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The association server did not answer in time')).toBeInTheDocument();
  });

  it('remembers the columns each signed-in user chose', async () => {
    installFakeApi(fakeResource('divisions', divisionRows(3)).handlers);
    const user = userEvent.setup({ delay: null });
    const first = renderApp('/association/divisions', { user: ADMIN_USER });
    await screen.findByText('PB-00');
    expect(headers(TABLE)).toEqual(['', 'Code', 'Name', 'Level', 'Parent board', 'City', 'Members', 'Actions']);

    await user.click(screen.getByLabelText('Columns').closest<HTMLElement>('.p-multiselect')!);
    const panel = await waitFor(() => document.querySelector<HTMLElement>('.p-multiselect-panel')!);
    await user.click(within(panel).getByText('City'));
    await user.click(within(panel).getByText('Email'));
    await waitFor(() => expect(headers(TABLE)).toEqual(['', 'Code', 'Name', 'Level', 'Parent board', 'Members', 'Email', 'Actions']));
    expect(JSON.parse(localStorage.getItem('association.columns.1.divisions')!)).toEqual(['city', 'phone', 'createdAt']);

    // Another person on the same browser starts from the default columns.
    first.unmount();
    const other = renderApp('/association/divisions', { user: { ...ADMIN_USER, id: 9, email: 'staff@demo.com' } });
    await screen.findByText('PB-00');
    expect(headers(TABLE)).toContain('City');
    other.unmount();

    // The first person finds the list as they left it.
    renderApp('/association/divisions', { user: ADMIN_USER });
    await screen.findByText('PB-00');
    expect(headers(TABLE)).toEqual(['', 'Code', 'Name', 'Level', 'Parent board', 'Members', 'Email', 'Actions']);
  });
});

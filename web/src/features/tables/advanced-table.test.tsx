import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, installFakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { toCsv } from './csv';
import { makeRows } from './test-rows';

const ALL = makeRows(57);

/** A small stand-in for the BFF: answers the page asked for and records the query. */
function serveRows(req: FakeRequest) {
  const q = (req.query.get('q') ?? '').toLowerCase();
  const page = Number(req.query.get('page') ?? 1);
  const perPage = Number(req.query.get('perPage') ?? 10);
  let rows = ALL.filter((r) => !q || r.full_name.toLowerCase().includes(q) || r.city.toLowerCase().includes(q));
  if (req.query.get('sortColumn') === 'full_name' && req.query.get('sort') === 'desc') rows = [...rows].reverse();
  return { body: { allData: ALL, rows: rows.slice((page - 1) * perPage, page * perPage), invoices: [], total: rows.length } };
}

const rowCalls = (calls: FakeRequest[]) => calls.filter((c) => c.path === '/api/datatables/data');
const lastQuery = (calls: FakeRequest[]) => Object.fromEntries(rowCalls(calls).at(-1)!.query);

describe('advanced table', () => {
  it('shows the server page and total, and sends search, sort and page to the server', async () => {
    const { calls } = installFakeApi({ 'GET /api/datatables/data': serveRows });
    renderApp('/tables/advanced', { user: ADMIN_USER });
    const table = await screen.findByRole('table', { name: 'Advanced table' });
    expect(await within(table).findByText('Person 001 Tester')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 57 rows')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ page: '1', perPage: '10' });

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '2', perPage: '10' }));
    expect(await within(table).findByText('Person 011 Tester')).toBeInTheDocument();
    expect(screen.getByText('Showing 11 to 20 of 57 rows')).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');

    await user.click(within(table).getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sortColumn: 'full_name', sort: 'asc', page: '1' }));
    await user.click(within(table).getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sortColumn: 'full_name', sort: 'desc' }));
    expect(await within(table).findByText('Person 057 Tester')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search rows'), 'malang');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ q: 'malang', page: '1', sortColumn: 'full_name' }));
    expect(await screen.findByText('Showing 1 to 10 of 19 rows')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('q')).toBe('malang');
    // The search box waits for typing to settle: no request per keystroke.
    expect(rowCalls(calls).filter((c) => c.query.get('q')?.startsWith('m'))).toHaveLength(1);
  }, 120_000);

  it('starts from the state in the address and changes the page size', async () => {
    const { calls } = installFakeApi({ 'GET /api/datatables/data': serveRows });
    renderApp('/tables/advanced?q=bandung&page=2&sortColumn=full_name&sort=desc', { user: ADMIN_USER });
    expect(await screen.findByLabelText('Search rows')).toHaveValue('bandung');
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({ q: 'bandung', page: '2', perPage: '10', sortColumn: 'full_name', sort: 'desc' }),
    );
    expect(await screen.findByText('Showing 11 to 20 of 38 rows')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Rows per page', { selector: 'input' }).closest('.p-dropdown')!);
    // jsdom cannot measure overlays, so PrimeReact leaves its panels display:none there.
    await user.click(await screen.findByRole('option', { name: '25', hidden: true }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ perPage: '25', page: '1' }));
    expect(await screen.findByText('Showing 1 to 25 of 38 rows')).toBeInTheDocument();
  }, 120_000);

  it('expands a row to its details and counts the selected rows', async () => {
    installFakeApi({ 'GET /api/datatables/data': serveRows });
    renderApp('/tables/advanced', { user: ADMIN_USER });
    const table = await screen.findByRole('table', { name: 'Advanced table' });
    await within(table).findByText('Person 001 Tester');
    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByRole('button', { name: /Expand.*Person 002 Tester/i }));
    const details = await screen.findByRole('region', { name: 'Details of Person 002 Tester' });
    expect(within(details).getByText('2 Years')).toBeInTheDocument();
    expect(within(details).getByText('person2@sejawat.id')).toBeInTheDocument();

    expect(screen.getByText('Selected: 0')).toBeInTheDocument();
    await user.click(within(table).getByLabelText(/Person 001 Tester/, { selector: 'input' }));
    await user.click(within(table).getByLabelText(/Person 003 Tester/, { selector: 'input' }));
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('Selected: 0')).toBeInTheDocument();
  }, 120_000);

  it('exports the current page as CSV', async () => {
    installFakeApi({ 'GET /api/datatables/data': serveRows });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:page');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/tables/advanced?page=3', { user: ADMIN_USER });
    await screen.findByText('Person 021 Tester');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export page as CSV' }));
    expect(click).toHaveBeenCalled();
    const text = await createObjectURL.mock.calls[0]![0].text();
    const lines = text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('ID,Name,Email,Post,City,Start date,Salary,Age,Experience,Status');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toMatch(/^21,Person 021 Tester,person21@sejawat\.id,/);
    click.mockRestore();
  }, 120_000);

  it('shows the empty state and the error state', async () => {
    let status = 200;
    const { calls } = installFakeApi({
      'GET /api/datatables/data': () =>
        status === 500 ? { status, body: { message: 'boom' } } : { body: { allData: [], rows: [], invoices: [], total: 0 } },
    });
    renderApp('/tables/advanced?q=zzz', { user: ADMIN_USER });
    expect(await screen.findByText('No rows match "zzz".')).toBeInTheDocument();
    status = 500;
    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Search rows'), 'z');
    await waitFor(() => expect(calls.at(-1)!.query.get('q')).toBe('zzzz'));
    expect(await screen.findByText('The rows could not be loaded.')).toBeInTheDocument();
  }, 120_000);
});

describe('toCsv', () => {
  it('quotes separators and defuses formulas', () => {
    const csv = toCsv([{ a: 'x,y', b: '=SUM(A1)' }, { a: 'say "hi"', b: 3 }], [
      { header: 'A', value: (r) => r.a },
      { header: 'B', value: (r) => r.b },
    ]);
    expect(csv).toBe('A,B\r\n"x,y",\'=SUM(A1)\r\n"say ""hi""",3');
  }, 120_000);
});

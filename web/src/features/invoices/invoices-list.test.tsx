import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { choose, dialogWith, dropdownText, urlQuery } from '../users/test-ui';
import { invoiceServer, makeInvoices } from './test-invoices';

beforeAll(() => import('./invoices-list-page'), 120_000);

const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/apps/invoice/invoices');
const lastQuery = (calls: FakeRequest[]) => Object.fromEntries(listCalls(calls).at(-1)!.query);

describe('invoices list', { timeout: 180_000 }, () => {
  it('shows the server page: number, status, client, total, date and balance', async () => {
    const { calls } = installFakeApi(invoiceServer(makeInvoices(14)).handlers);
    renderApp('/invoices/list', { user: ADMIN_USER });
    expect(await screen.findByText('Client 01 Sehat')).toBeInTheDocument();
    const table = screen.getByLabelText('Invoice list');
    expect(within(table).getByText('#5000')).toHaveAttribute('href', '/invoices/preview/5000');
    expect(within(table).getByText('client01@klinik.id')).toBeInTheDocument();
    expect(table.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(lastQuery(calls)).toEqual({ page: '1', perPage: '10' });

    const first = table.querySelector('tbody tr')!;
    expect(first).toHaveTextContent('28 Jan 2026');
    expect(first).toHaveTextContent(/IDR\s10,000,000/);
    expect(within(first as HTMLElement).getByText('Paid', { selector: '.p-tag-value' })).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('img')).toHaveAccessibleName(/^Paid\. Balance: IDR\s0\. Due date: 28 Feb 2026$/);
    const second = table.querySelectorAll('tbody tr')[1]!;
    expect(second).toHaveTextContent(/IDR\s2,500,000/);
    expect(within(first as HTMLElement).getByLabelText('Print invoice #5000 (opens a new tab)')).toHaveAttribute('href', '/invoices/print/5000');
    expect(screen.getByText('Showing 1 to 10 of 14 invoices')).toBeInTheDocument();
  });

  it('sends the status filter, the search and the page to the server and keeps them in the address', async () => {
    const { calls } = installFakeApi(invoiceServer(makeInvoices(40)).handlers);
    renderApp('/invoices/list', { user: ADMIN_USER });
    await screen.findByText('Client 01 Sehat');

    await choose('Status', 'Past due');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ status: 'Past Due', page: '1', perPage: '10' }));
    expect(urlQuery()).toEqual({ status: 'Past Due' });
    expect(await screen.findByText('Client 06 Sehat')).toBeInTheDocument();
    expect(screen.queryByText('Client 01 Sehat')).not.toBeInTheDocument();

    await choose('Status', 'All statuses');
    // Back to the first query: answered from the cache, so only the address and the rows tell.
    await waitFor(() => expect(urlQuery()).toEqual({}));
    expect(await screen.findByText('Client 01 Sehat')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Next page'));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '2', perPage: '10' }));
    expect(urlQuery()).toEqual({ page: '2' });

    await user.type(screen.getByLabelText('Search invoices'), 'client1');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ q: 'client1', page: '1', perPage: '10' }));
    expect(urlQuery()).toEqual({ q: 'client1' });
    expect(listCalls(calls).filter((c) => c.query.get('q'))).toHaveLength(1);

    await choose('Rows per page', '50');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ q: 'client1', page: '1', perPage: '50' }));
  });

  it('starts from the state in the address', async () => {
    const { calls } = installFakeApi(invoiceServer(makeInvoices(80)).handlers);
    renderApp('/invoices/list?status=Draft&q=client&page=2', { user: ADMIN_USER });
    // 13 drafts: page 2 holds the last 3.
    expect(await screen.findByText('Showing 11 to 13 of 13 invoices')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ q: 'client', status: 'Draft', page: '2', perPage: '10' });
    expect(screen.getByLabelText('Search invoices')).toHaveValue('client');
    expect(dropdownText('Status')).toContain('Draft');
  });

  it('deletes an invoice after confirmation and fetches the list again', async () => {
    const server = invoiceServer(makeInvoices(12));
    const { calls } = installFakeApi(server.handlers);
    renderApp('/invoices/list', { user: ADMIN_USER });
    await screen.findByText('Client 02 Sehat');
    const fetches = listCalls(calls).length;
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Delete invoice #4999'));
    const dialog = await dialogWith('Delete invoice #4999 of Client 02 Sehat? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.method === 'DELETE')!.query)).toEqual({ id: '4999' });
    expect(await screen.findByText('Invoice #4999 was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(fetches));
    await waitFor(() => expect(screen.queryByText('Client 02 Sehat')).not.toBeInTheDocument());
    expect(screen.getByText('Client 11 Sehat')).toBeInTheDocument();
  });

  it('shows the empty state and the error state', async () => {
    let status = 200;
    installFakeApi({
      'GET /apps/invoice/invoices': () =>
        status === 500
          ? { status, body: { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' } }
          : { body: { allData: [], invoices: [], total: 0 } },
    });
    renderApp('/invoices/list', { user: ADMIN_USER });
    expect(await screen.findByText('There are no invoices yet.')).toBeInTheDocument();
    status = 500;
    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Search invoices'), 'z');
    const alert = (await screen.findByText('The invoices could not be loaded.')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});

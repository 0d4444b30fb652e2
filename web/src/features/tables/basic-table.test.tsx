import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, CLIENT_USER, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { makeRows } from './test-rows';

const initialCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/datatables/initial-data');

describe('basic table', () => {
  it('shows the server rows ten at a time and pages in the browser', async () => {
    const { calls } = installFakeApi({ 'GET /api/datatables/initial-data': () => ({ body: makeRows(100) }) });
    renderApp('/tables/basic', { user: ADMIN_USER });
    const table = await screen.findByRole('table', { name: 'Basic table' });
    expect(await within(table).findByText('Person 001 Tester')).toBeInTheDocument();
    expect(within(table).getByText('Person 010 Tester')).toBeInTheDocument();
    expect(within(table).queryByText('Person 011 Tester')).not.toBeInTheDocument();
    // Status 1 to 5 as translated labels; initials for rows without an avatar.
    expect(within(table).getAllByText('Professional').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('PT').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('$41,311.33').length).toBe(10);

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('Person 011 Tester')).toBeInTheDocument();
    expect(within(table).queryByText('Person 001 Tester')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(initialCalls(calls)).toHaveLength(1);
  }, 120_000);

  it('says so when there are no rows', async () => {
    installFakeApi({ 'GET /api/datatables/initial-data': () => ({ body: [] }) });
    renderApp('/tables/basic', { user: ADMIN_USER });
    expect(await screen.findByText('There are no rows to show.')).toBeInTheDocument();
  }, 120_000);

  it('shows an error with a retry that asks again', async () => {
    let fail = true;
    const { calls } = installFakeApi({
      'GET /api/datatables/initial-data': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: makeRows(3) }),
    });
    renderApp('/tables/basic', { user: ADMIN_USER });
    expect(await screen.findByText('The rows could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Person 003 Tester')).toBeInTheDocument();
    expect(initialCalls(calls)).toHaveLength(2);
  }, 120_000);

  it('is closed to accounts without read on Table', async () => {
    installFakeApi({});
    renderApp('/tables/basic', { user: CLIENT_USER });
    expect(await screen.findByText('Not authorized')).toBeInTheDocument();
  }, 120_000);
});

describe('status labels', () => {
  it('translates every status code', async () => {
    const rows = makeRows(5);
    installFakeApi({ 'GET /api/datatables/initial-data': () => ({ body: rows }) });
    renderApp('/tables/basic', { user: ADMIN_USER });
    const table = await screen.findByRole('table', { name: 'Basic table' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    for (const label of ['Current', 'Professional', 'Rejected', 'Resigned', 'Applied']) {
      expect(within(table).getByText(label)).toBeInTheDocument();
    }
  }, 120_000);
});

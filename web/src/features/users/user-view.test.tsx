import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { invoiceServer, makeInvoices } from '../invoices/test-invoices';
import { makeUsers, userServer } from './test-users';
import { dialogWith } from './test-ui';

beforeAll(() => Promise.all([import('./user-view-page'), import('./users-list-page')]), 120_000);

describe('user view', { timeout: 180_000 }, () => {
  it("shows the profile, the plan and the invoices of the user's practice", async () => {
    installFakeApi({ ...userServer(makeUsers(5)).handlers, ...invoiceServer(makeInvoices(9)).handlers });
    renderApp('/users/view/1', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Person 001 Tester' })).toBeInTheDocument();
    const profile = screen.getByRole('heading', { level: 2, name: 'Person 001 Tester' }).closest('section')!;
    expect(within(profile).getByText('person001@sejawat.id')).toHaveAttribute('href', 'mailto:person001@sejawat.id');
    expect(within(profile).getByText('Klinik Gigi Harmoni')).toBeInTheDocument();
    expect(within(profile).getByText('+62 812-0000-001')).toBeInTheDocument();
    expect(within(profile).getByText('Active')).toBeInTheDocument();
    expect(within(profile).getAllByText('Admin').length).toBeGreaterThan(0);
    const plan = screen.getByText('Current plan').closest('section')!;
    expect(within(plan).getByText('Basic', { selector: '.users-plan-name' })).toBeInTheDocument();

    // Invoices whose client company is the user's company (Klinik Gigi Harmoni): #5000, #4997, #4994.
    const invoices = (await screen.findByText('Invoices of Klinik Gigi Harmoni', { selector: 'h2' })).closest('section')!;
    await within(invoices).findByText('#5000');
    expect(within(invoices).getByText('#4997')).toHaveAttribute('href', '/invoices/preview/4997');
    expect(within(invoices).getByText('#4994')).toBeInTheDocument();
    expect(within(invoices).queryByText('#4999')).not.toBeInTheDocument();
  });

  it('says so when the user does not exist', async () => {
    const { calls } = installFakeApi(userServer(makeUsers(2)).handlers);
    renderApp('/users/view/99', { user: ADMIN_USER });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByText('There is no user with the id 99. It may have been deleted.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users/user' && c.query.get('id') === '99')).toBe(true);
  });

  it('treats an id that is not a number as not found, without asking the server', async () => {
    const { calls } = installFakeApi(userServer(makeUsers(2)).handlers);
    renderApp('/users/view/abc', { user: ADMIN_USER });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users/user')).toBe(false);
  });

  it('deletes the user after confirmation and goes back to the list', async () => {
    const server = userServer(makeUsers(3));
    const { calls } = installFakeApi({ ...server.handlers, ...invoiceServer([]).handlers });
    renderApp('/users/view/2', { user: ADMIN_USER });
    await screen.findByText('person002@sejawat.id');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await dialogWith('Delete Person 002 Tester (@person.002)? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.location.pathname).toBe('/users/list'));
    expect(Object.fromEntries(calls.find((c) => c.method === 'DELETE')!.query)).toEqual({ id: '2' });
    expect(server.users.map((u) => u.id)).toEqual([1, 3]);
    expect(await screen.findByText('Person 002 Tester was deleted.')).toBeInTheDocument();
    expect(await screen.findByText('Person 003 Tester')).toBeInTheDocument();
    expect(screen.queryByText('Person 002 Tester')).not.toBeInTheDocument();
  });

  it('shows the error state when the server fails', async () => {
    installFakeApi({
      'GET /api/users/user': () => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' } }),
    });
    renderApp('/users/view/1', { user: ADMIN_USER });
    const alert = (await screen.findByText('This user could not be loaded.')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});

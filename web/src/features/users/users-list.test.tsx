import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { makeUsers, userServer } from './test-users';
import { choose, dialogWith, dropdownText, urlQuery } from './test-ui';

// Load the lazy page once up front, so no test spends its time budget compiling it.
beforeAll(() => import('./users-list-page'), 120_000);

const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/users/list/data');
const allCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/users/list/all-data');
const lastQuery = (calls: FakeRequest[]) => Object.fromEntries(listCalls(calls).at(-1)!.query);

describe('users list', { timeout: 180_000 }, () => {
  it('shows the statistics of every user and the first server page', async () => {
    const { calls } = installFakeApi(userServer(makeUsers(23)).handlers);
    renderApp('/users/list', { user: ADMIN_USER });
    expect(await screen.findByText('Person 001 Tester')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'User list' });
    expect(within(table).getByText('@person.001')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Person 001 Tester' })).toHaveAttribute('href', '/users/view/1');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(lastQuery(calls)).toEqual({ page: '1', perPage: '10' });

    const stats = screen.getByRole('list', { name: 'User statistics' });
    // 23 users with statuses active, pending, inactive in turn: 8 active, 8 pending, 7 inactive.
    await waitFor(() => expect(within(stats).getByText('All users').nextSibling).toHaveTextContent('23'));
    expect(within(stats).getByText('Active users').nextSibling).toHaveTextContent('8');
    expect(within(stats).getByText('Pending users').nextSibling).toHaveTextContent('8');
    expect(within(stats).getByText('Inactive users').nextSibling).toHaveTextContent('7');
    expect(screen.getByText('Showing 1 to 10 of 23 users')).toBeInTheDocument();
  });

  it('sends filters, search and paging to the server and keeps them in the address', async () => {
    const { calls } = installFakeApi(userServer(makeUsers(60)).handlers);
    renderApp('/users/list', { user: ADMIN_USER });
    await screen.findByText('Person 001 Tester');

    await choose('Role', 'Editor');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ role: 'editor', page: '1', perPage: '10' }));
    expect(urlQuery()).toEqual({ role: 'editor' });

    await choose('Plan', 'Team');
    await choose('Status', 'Pending');
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({ role: 'editor', currentPlan: 'team', status: 'pending', page: '1', perPage: '10' }),
    );
    expect(urlQuery()).toEqual({ role: 'editor', plan: 'team', status: 'pending' });

    await choose('Role', 'All roles');
    await choose('Plan', 'All plans');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ status: 'pending', page: '1', perPage: '10' }));
    await choose('Status', 'All statuses');
    // Back to the first query: answered from the cache, so only the address and the rows tell.
    await waitFor(() => expect(urlQuery()).toEqual({}));
    expect(await screen.findByText('Person 001 Tester')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Next page'));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '2', perPage: '10' }));
    expect(await screen.findByText('Person 011 Tester')).toBeInTheDocument();
    expect(urlQuery()).toEqual({ page: '2' });

    await user.type(screen.getByLabelText('Search users'), 'person.05');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ q: 'person.05', page: '1', perPage: '10' }));
    expect(urlQuery()).toEqual({ q: 'person.05' });
    expect(await screen.findByText('Showing 1 to 10 of 10 users')).toBeInTheDocument();
    // The box waits for typing to settle: one request for the whole word.
    expect(listCalls(calls).filter((c) => c.query.get('q'))).toHaveLength(1);

    await choose('Rows per page', '25');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ q: 'person.05', page: '1', perPage: '25' }));
    expect(urlQuery()).toEqual({ q: 'person.05', perPage: '25' });
  });

  it('starts from the state in the address, and back restores the previous state', async () => {
    const { calls } = installFakeApi(userServer(makeUsers(120)).handlers);
    const { router } = renderApp('/users/list?plan=company&q=person&page=2&perPage=25', { user: ADMIN_USER });
    // 30 users on the company plan: page 2 of 25 holds users 26 to 30.
    expect(await screen.findByText('Showing 26 to 30 of 30 users')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ q: 'person', currentPlan: 'company', page: '2', perPage: '25' });
    expect(screen.getByLabelText('Search users')).toHaveValue('person');
    expect(dropdownText('Plan')).toContain('Company');
    expect(dropdownText('Role')).toContain('All roles');

    await choose('Status', 'Active');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ q: 'person', currentPlan: 'company', status: 'active', page: '1', perPage: '25' }));
    expect(urlQuery()).toEqual({ plan: 'company', q: 'person', status: 'active', perPage: '25' });
    await router.navigate(-1);
    // The earlier page is still cached: address, filters and rows come back without a new request.
    await waitFor(() => expect(urlQuery()).toEqual({ plan: 'company', q: 'person', page: '2', perPage: '25' }));
    expect(await screen.findByText('Showing 26 to 30 of 30 users')).toBeInTheDocument();
    expect(dropdownText('Status')).toContain('All statuses');
  });

  it('adds a user: checks the form, shows the server 409 on the username field, then lists the new user first', async () => {
    const server = userServer(makeUsers(12));
    const { calls } = installFakeApi(server.handlers);
    renderApp('/users/list?status=pending', { user: ADMIN_USER });
    await screen.findByText('Person 002 Tester');
    const user = userEvent.setup({ delay: null });
    // Typing without pauses between keys: the form has no debounce, and the suite stays quick.
    const typer = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add new user' }));
    const form = (await screen.findByLabelText('Full name')).closest('form')!;

    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(6);
    await typer.type(within(form).getByLabelText('Full name'), 'Ayu Lestari');
    await typer.type(within(form).getByLabelText('Username'), 'Ayu Lestari');
    await typer.type(within(form).getByLabelText('Email'), 'ayu@');
    await typer.type(within(form).getByLabelText('Contact'), '+62 812-3456-7890');
    await typer.type(within(form).getByLabelText('Company'), 'Klinik Gigi Harmoni');
    await choose('Country', 'Indonesia', form);
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(within(form).getByText('Use 3 to 40 lowercase letters, digits, dots, underscores or hyphens.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await typer.clear(within(form).getByLabelText('Username'));
    await typer.type(within(form).getByLabelText('Username'), 'person.003');
    await typer.clear(within(form).getByLabelText('Email'));
    await typer.type(within(form).getByLabelText('Email'), 'ayu@harmoni-dental.id');
    await choose('Role', 'Editor', form);
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    const conflict = await within(form).findByText("Username 'person.003' is already taken");
    expect(conflict).toHaveAttribute('id', 'add-user-username-error');
    expect(within(form).getByLabelText('Username')).toHaveAttribute('aria-describedby', 'add-user-username-error');

    const listFetches = listCalls(calls).length;
    const statFetches = allCalls(calls).length;
    await typer.clear(within(form).getByLabelText('Username'));
    await typer.type(within(form).getByLabelText('Username'), 'drg.ayu');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      fullName: 'Ayu Lestari',
      username: 'drg.ayu',
      email: 'ayu@harmoni-dental.id',
      contact: '+62 812-3456-7890',
      company: 'Klinik Gigi Harmoni',
      country: 'Indonesia',
      role: 'editor',
      currentPlan: 'basic',
    });
    expect(await screen.findByText('Ayu Lestari was added.')).toBeInTheDocument();
    // Page 1 of the unfiltered list, fetched again, with the new user first.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listFetches));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', perPage: '10' }));
    expect(window.location.search).toBe('');
    const table = screen.getByLabelText('User list');
    await waitFor(() => expect(table.querySelector('tbody tr')).toHaveTextContent('Ayu Lestari'));
    await waitFor(() => expect(allCalls(calls).length).toBeGreaterThan(statFetches));
    await waitFor(() => expect(screen.getByText('All users').nextSibling).toHaveTextContent('13'));
  });

  it('deletes a user after confirmation and fetches the list again', async () => {
    const { calls } = installFakeApi(userServer(makeUsers(12)).handlers);
    renderApp('/users/list', { user: ADMIN_USER });
    await screen.findByText('Person 002 Tester');
    const table = screen.getByLabelText('User list');
    const fetches = listCalls(calls).length;
    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByLabelText('Delete Person 002 Tester'));
    const dialog = await dialogWith('Delete Person 002 Tester (@person.002)? This cannot be undone.');
    expect(dialog).toHaveTextContent('Delete user');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.method === 'DELETE')!.query)).toEqual({ id: '2' });
    expect(await screen.findByText('Person 002 Tester was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(fetches));
    await waitFor(() => expect(within(table).queryByText('Person 002 Tester')).not.toBeInTheDocument());
    expect(within(table).getByText('Person 011 Tester')).toBeInTheDocument();
  });

  it('keeps the user when the delete is cancelled', async () => {
    const { calls } = installFakeApi(userServer(makeUsers(3)).handlers);
    renderApp('/users/list', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Delete Person 001 Tester'));
    const dialog = await dialogWith('Delete Person 001 Tester (@person.001)? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Delete Person 001 Tester (@person.001)? This cannot be undone.')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('shows the empty state and the error state', async () => {
    let status = 200;
    installFakeApi({
      'GET /api/users/list/all-data': () => ({ body: [] }),
      'GET /api/users/list/data': () =>
        status === 500 ? { status, body: { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' } } : { body: { users: [], total: 0 } },
    });
    renderApp('/users/list?q=zzz', { user: ADMIN_USER });
    expect(await screen.findByText('No users match this search and these filters.')).toBeInTheDocument();
    status = 500;
    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Search users'), 'z');
    const alert = (await screen.findByText('The users could not be loaded.')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});

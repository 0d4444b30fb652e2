import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssocAccount } from '../../../../api/enhanced/association-accounts';
import { ADMIN_USER, installFakeApi, type FakeRequest, type Handler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { BRANCH_SECRETARY, PROVINCE_SECRETARY } from '../../../../test/scoped-users';
import { fakeResource, lastListQuery } from '../../test/fake-resource';
import { divisionRows, SAMPLES } from '../../test/sample-rows';
import { choose, dialogWith, headers } from '../../test/test-ui';

beforeAll(
  () => Promise.all([import('../../resource-screen/list-page'), import('../../resource-screen/detail-page'), import('../../resource-screen/form-page'), import('./config')]),
  120_000,
);

const at = '2026-11-21T08:30:00.000Z';
const BASE = 1_000_000_100;
const ROLES = ['secretary', 'treasurer', 'verifier', 'viewer', 'chair'] as const;

/** Accounts of branch 40 as the association server lists them: staff on the board, and a member's own account. */
function accountRows(count: number): AssocAccount[] {
  return Array.from({ length: count }, (_, i) => {
    const member = i === count - 1;
    return {
      id: BASE + i + 1,
      email: `staf${String(i + 1).padStart(2, '0')}@pdgi-cabang40.id`,
      fullName: member ? 'drg. Siti Rahmawati' : `Staf ${String(i + 1).padStart(2, '0')}`,
      role: member ? 'member' : ROLES[i % ROLES.length]!,
      divisionId: member ? null : 40,
      divisionName: member ? null : 'Cabang 040',
      divisionLevel: member ? null : 'branch',
      memberId: member ? 12 : null,
      memberName: member ? 'drg. Siti Rahmawati' : null,
      mustChangePassword: i === 1,
      disabled: i === 2,
      lastLoginAt: i === 1 ? null : at,
      createdAt: at,
      updatedAt: at,
    };
  });
}

const notFound = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Account not found' } };

/**
 * The accounts API over `rows`: list and export (search, filters, paging) from the generic fake, plus what is
 * particular to accounts: a create and a password reset that answer a temporary password.
 */
function accountsApi(rows: AssocAccount[], passwords: string[]) {
  const list = fakeResource('accounts', rows as unknown as { id: number }[]);
  const audits = new Map<number, unknown[]>();
  const handlers: Record<string, Handler> = {
    ...fakeResource('divisions', divisionRows(60)).handlers,
    'GET /api/association/members': () => ({ body: { data: [SAMPLES.members!.row], total: 1, page: 1, perPage: 20, totalPages: 1, from: 1, to: 1 } }),
    'GET /api/association/members/12': () => ({ body: SAMPLES.members!.row }),
    'GET /api/association/accounts': list.handlers['GET /api/association/accounts']!,
    'POST /api/association/accounts': (req: FakeRequest) => {
      const body = req.body as { email: string; fullName?: string; role: AssocAccount['role']; divisionId?: number; memberId?: number };
      const account: AssocAccount = {
        ...accountRows(1)[0]!,
        id: BASE + 500 + list.rows.length,
        email: body.email,
        fullName: body.fullName ?? 'drg. Siti Rahmawati',
        role: body.role,
        divisionId: body.divisionId ?? null,
        divisionName: body.divisionId ? `Cabang 0${body.divisionId}` : null,
        memberId: body.memberId ?? null,
        mustChangePassword: true,
        lastLoginAt: null,
      };
      list.rows.unshift(account as unknown as { id: number });
      return { status: 201, body: { account, temporaryPassword: passwords.shift() } };
    },
  };
  // Every id the rows have or a create may give.
  for (let id = BASE + 1; id <= BASE + 520; id += 1) {
    const path = `/api/association/accounts/${id}`;
    const find = () => list.rows.find((r) => r.id === id) as AssocAccount | undefined;
    handlers[`GET ${path}`] = () => (find() ? { body: find() } : notFound);
    handlers[`GET ${path}/audit`] = () => (find() ? { body: { data: audits.get(id) ?? [] } } : notFound);
    handlers[`PATCH ${path}`] = (req) => {
      if (!find()) return notFound;
      Object.assign(find()!, req.body);
      return { body: find() };
    };
    handlers[`POST ${path}/reset-password`] = () => {
      if (!find()) return notFound;
      Object.assign(find()!, { mustChangePassword: true });
      audits.set(id, [{ id: 1, action: 'reset-password', actor: 'admin@demo.com', at, changes: {} }]);
      return { body: { account: find(), temporaryPassword: passwords.shift() } };
    };
  }
  return installFakeApi(handlers);
}

const requests = (calls: FakeRequest[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
const TABLE = 'Staff accounts';

describe('staff accounts (Akun Pengurus)', { timeout: 180_000 }, () => {
  it('lists the accounts with search, role, board and disabled filters and paging', async () => {
    const { calls } = accountsApi(accountRows(12), []);
    renderApp('/association/accounts', { user: BRANCH_SECRETARY });
    const menu = within(await screen.findByRole('complementary', { name: 'Main menu' }));
    expect(menu.getByRole('link', { name: 'Staff accounts' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: TABLE });
    expect(await within(table).findByText('Staf 01')).toBeInTheDocument();
    expect(headers(TABLE)).toEqual(['', 'Full name', 'Email', 'Role', 'Board', 'State', 'Last sign-in', 'Actions']);
    expect(within(table).getByText('Temporary password')).toBeInTheDocument();
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(within(table).getAllByText('Treasurer').length).toBeGreaterThan(0);
    expect(screen.getByText('Showing 1 to 10 of 12')).toBeInTheDocument();

    await choose('Role', 'Treasurer');
    await waitFor(() => expect(lastListQuery(calls, 'accounts')).toEqual({ role: 'treasurer', page: '1', perPage: '10' }));
    await choose('Disabled', 'No');
    await waitFor(() => expect(lastListQuery(calls, 'accounts')).toEqual({ role: 'treasurer', disabled: 'false', page: '1', perPage: '10' }));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));

    await user.type(screen.getByLabelText('Board'), 'cabang 040');
    await user.click(await screen.findByText('Cabang 040', { selector: '.p-autocomplete-item *' }));
    await waitFor(() => expect(lastListQuery(calls, 'accounts')).toEqual({ divisionId: '40', page: '1', perPage: '10' }));
    await user.type(screen.getByLabelText('Search the list'), 'staf 1');
    await waitFor(() => expect(lastListQuery(calls, 'accounts')).toMatchObject({ q: 'staf 1', divisionId: '40' }));
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await user.click(await screen.findByLabelText('Next page'));
    await waitFor(() => expect(lastListQuery(calls, 'accounts')).toEqual({ page: '2', perPage: '10' }));
    expect(await within(table).findByText('drg. Siti Rahmawati')).toBeInTheDocument();
  });

  it('creates a staff account and shows its temporary password once, with a copy button', async () => {
    const { calls } = accountsApi(accountRows(3), ['Tmp-7hQ2-xK9p']);
    renderApp('/association/accounts', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'New account' }));
    const form = await screen.findByRole('form', { name: 'New account' });

    // A member's account is tied to his record; a staff account to a board and named here.
    await choose('Role *', 'Member', form);
    expect(within(form).getByLabelText(/^Member/)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Board/)).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Full name/)).not.toBeInTheDocument();
    await choose('Role *', 'Secretary', form);
    expect(within(form).queryByLabelText(/^Member/)).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Email/), 'sari@pdgi-cabang41.id');
    await user.type(within(form).getByLabelText(/^Full name/), 'Sari Wulandari');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Required')).toBeInTheDocument();
    expect(requests(calls, 'POST', '/api/association/accounts')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/^Board/), 'cabang 041');
    await user.click(await screen.findByText('Cabang 041', { selector: '.p-autocomplete-item *' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const dialog = await dialogWith(/The account of Sari Wulandari was created\. They sign in as sari@pdgi-cabang41\.id/);
    expect(requests(calls, 'POST', '/api/association/accounts')[0]!.body).toEqual({
      email: 'sari@pdgi-cabang41.id',
      role: 'secretary',
      fullName: 'Sari Wulandari',
      divisionId: 41,
    });
    expect(within(dialog).getByLabelText('Temporary password')).toHaveValue('Tmp-7hQ2-xK9p');
    expect(dialog).toHaveTextContent('It is shown only this once');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText(/Copied to the clipboard/)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('Tmp-7hQ2-xK9p');

    // Closed, it leads to the new account's page; the password is nowhere on screen any more.
    await user.click(within(dialog).getByRole('button', { name: 'I have noted it' }));
    expect(await screen.findByRole('heading', { name: 'Sari Wulandari' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/association/accounts/${BASE + 503}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('Tmp-7hQ2-xK9p')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Tmp-7hQ2-xK9p');
  });

  it("opens an account for a member of the branch: no board, no name, the member's record", async () => {
    const { calls } = accountsApi(accountRows(3), ['Mbr-4kT8-pW2z']);
    renderApp('/association/accounts/new', { user: BRANCH_SECRETARY });
    const form = await screen.findByRole('form', { name: 'New account' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByLabelText(/^Email/), 'siti@example.id');
    await choose('Role *', 'Member', form);
    await user.type(within(form).getByLabelText(/^Member/), 'siti');
    await user.click(await screen.findByText('drg. Siti Rahmawati', { selector: '.p-autocomplete-item *' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await dialogWith(/was created/);
    expect(within(dialog).getByLabelText('Temporary password')).toHaveValue('Mbr-4kT8-pW2z');
    expect(requests(calls, 'POST', '/api/association/accounts')[0]!.body).toEqual({ email: 'siti@example.id', role: 'member', memberId: 12 });
  });

  it('offers a provincial secretary the branches below it as boards, and a branch secretary none', async () => {
    const { calls } = accountsApi(accountRows(3), []);
    const view = renderApp('/association/accounts/new', { user: PROVINCE_SECRETARY });
    let form = await screen.findByRole('form', { name: 'New account' });
    await choose('Role *', 'Treasurer', form);
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByLabelText(/^Board/), 'cabang 041');
    expect(await screen.findByText('Cabang 041', { selector: '.p-autocomplete-item *' })).toBeInTheDocument();
    expect(lastListQuery(calls, 'divisions')).toMatchObject({ q: 'cabang 041', level: 'branch' });
    view.unmount();

    const before = calls.length;
    renderApp('/association/accounts/new', { user: BRANCH_SECRETARY });
    form = await screen.findByRole('form', { name: 'New account' });
    await choose('Role *', 'Treasurer', form);
    await user.type(within(form).getByLabelText(/^Board/), 'cabang');
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    expect(calls.slice(before).filter((c) => c.path === '/api/association/divisions')).toEqual([]);
  });

  it('resets a password after confirmation and shows the new one once; disables and enables the account', async () => {
    const rows = accountRows(3);
    const { calls } = accountsApi(rows, ['New-3vR8-mQ5s']);
    const id = rows[0]!.id;
    renderApp(`/association/accounts/${id}`, { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { name: 'Staf 01' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const confirm = await dialogWith(/Reset the password of Staf 01\?/);
    expect(requests(calls, 'POST', `/api/association/accounts/${id}/reset-password`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const shown = await dialogWith(/The password of Staf 01 was reset/);
    expect(within(shown).getByLabelText('Temporary password')).toHaveValue('New-3vR8-mQ5s');
    await user.click(within(shown).getByRole('button', { name: 'I have noted it' }));
    await waitFor(() => expect(screen.queryByDisplayValue('New-3vR8-mQ5s')).not.toBeInTheDocument());
    // The record and its audit trail are fetched again: now waiting for its holder's own password.
    const audit = screen.getByRole('region', { name: 'Audit trail' });
    expect(await within(audit).findByText('Password reset')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(await within(details).findByText('Temporary password')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    const disable = await dialogWith(/Disable the account of Staf 01\?/);
    await user.click(within(disable).getByRole('button', { name: 'Disable account' }));
    // The confirmation's own "Disable account" button stays in the page while the dialog fades out: wait for the
    // record's button alone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enable account' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Enable account' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Disable account' })).toBeInTheDocument();
    });
    expect(requests(calls, 'PATCH', `/api/association/accounts/${id}`).map((c) => c.body)).toEqual([{ disabled: true }, { disabled: false }]);
  });

  it('edits the role of a staff account; a member account keeps its role and branch', async () => {
    const rows = accountRows(3);
    const { calls } = accountsApi(rows, []);
    const view = renderApp(`/association/accounts/${rows[0]!.id}/edit`, { user: ADMIN_USER });
    const form = await screen.findByRole('form', { name: 'Edit Staf 01' });
    expect(within(form).getByLabelText(/^Board/)).toBeInTheDocument();
    await choose('Role *', 'Treasurer', form);
    await userEvent.setup({ delay: null }).click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests(calls, 'PATCH', `/api/association/accounts/${rows[0]!.id}`)).toHaveLength(1));
    expect(requests(calls, 'PATCH', `/api/association/accounts/${rows[0]!.id}`)[0]!.body).toEqual({ role: 'treasurer' });
    view.unmount();

    renderApp(`/association/accounts/${rows[2]!.id}/edit`, { user: ADMIN_USER });
    const memberForm = await screen.findByRole('form', { name: 'Edit drg. Siti Rahmawati' });
    expect(within(memberForm).getByLabelText(/^Full name/)).toHaveValue('drg. Siti Rahmawati');
    expect(within(memberForm).queryByLabelText(/^Role/)).not.toBeInTheDocument();
    expect(within(memberForm).queryByLabelText(/^Board/)).not.toBeInTheDocument();
  });
});

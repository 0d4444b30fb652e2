import { subject } from '@casl/ability';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAbility } from '../features/auth/ability';
import { fakeResource } from '../features/association/test/fake-resource';
import { divisionRows, SAMPLES } from '../features/association/test/sample-rows';
import { installFakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { BRANCH_SECRETARY, BRANCH_TREASURER, BRANCH_VERIFIER } from '../test/scoped-users';

const menu = async () => within(await screen.findByRole('complementary', { name: 'Main menu' }));
const api = () =>
  installFakeApi({
    ...fakeResource('divisions', divisionRows(60)).handlers,
    ...fakeResource('members', [SAMPLES.members!.row as { id: number }]).handlers,
  });

describe('abilities with conditions (a board scoped to its subtree)', () => {
  it('answers for a subject type by the rules, and for a record by their conditions', () => {
    const ability = buildAbility(BRANCH_SECRETARY.ability);
    expect(ability.can('update', 'Member')).toBe(true);
    expect(ability.can('update', subject('Member', { id: 12, divisionId: 40 }))).toBe(true);
    expect(ability.can('update', subject('Member', { id: 13, divisionId: 41 }))).toBe(false);
    expect(ability.can('create', 'StaffAccount')).toBe(true);
    expect(ability.can('update', 'GlobalConfig')).toBe(false);
    const treasurer = buildAbility(BRANCH_TREASURER.ability);
    expect(treasurer.can('create', 'Contribution')).toBe(true);
    expect(treasurer.can('create', 'Member')).toBe(false);
    expect(treasurer.can('read', 'StaffAccount')).toBe(false);
  });
});

describe('menus and buttons follow the rules of the signed-in board account', { timeout: 180_000 }, () => {
  it('offers the branch secretary the staff accounts and the member register, and names the board', async () => {
    api();
    renderApp('/association/members', { user: BRANCH_SECRETARY });
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'Staff accounts' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Dues' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(await within(table).findByRole('link', { name: 'Edit drg. Siti Rahmawati' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register applicant' })).toBeInTheDocument();
    // The user menu says who this is: the role and the board, by the board's name.
    const account = screen.getByTitle('Account menu of Sekretaris Pengurus Cabang');
    await waitFor(() => expect(account).toHaveTextContent('Secretary · Cabang 040'));
    // The account sets its own password whenever it likes, from the same menu.
    await userEvent.setup({ delay: null }).click(account);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('menuitem', { name: 'Change password', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByText('Change the password of your account.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('shows the treasurer the dues but no staff accounts, and no create or edit on members', async () => {
    api();
    renderApp('/association/members', { user: BRANCH_TREASURER });
    const nav = await menu();
    expect(nav.getByRole('button', { name: 'Dues' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Staff accounts' })).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(await within(table).findByRole('link', { name: 'View drg. Siti Rahmawati' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Edit drg. Siti Rahmawati' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register applicant' })).not.toBeInTheDocument();
    const account = screen.getByTitle('Account menu of Bendahara Pengurus Cabang');
    await waitFor(() => expect(account).toHaveTextContent('Treasurer · Cabang 040'));
  });

  it('shows the verifier the members but no dues, and refuses the dues pages', async () => {
    api();
    const view = renderApp('/association/members', { user: BRANCH_VERIFIER });
    const nav = await menu();
    expect(nav.getByRole('button', { name: 'Member' })).toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Dues' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Staff accounts' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Members' })).toBeInTheDocument();
    view.unmount();

    renderApp('/association/dues', { user: BRANCH_VERIFIER });
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, CLIENT_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { workflowServer } from '../test-server';
import { dialog, sent } from '../test-ui';

beforeAll(() => import('./member-view-page'), 120_000);

const MEMBER = '/api/association/members/13';

describe('member view', { timeout: 120_000 }, () => {
  it('offers the allowed status changes, asks for a reason, sends it and refreshes the member and its timeline', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/members/13', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'drg. Maria Saraswati' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/association/members/13/edit');
    const actions = await screen.findByRole('group', { name: 'Status changes' });
    // In arrears: reinstate, lapse or dismiss; nothing else.
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reinstate', 'Mark lapsed', 'Dismiss']);

    const user = userEvent.setup({ delay: null });
    await user.click(within(actions).getByRole('button', { name: 'Reinstate' }));
    const form = await dialog('Reinstate');
    expect(within(form).getByText('drg. Maria Saraswati goes from In arrears to Active.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Change status' }));
    expect(within(form).getByText('Give the reason in at least 5 characters.')).toBeInTheDocument();
    expect(sent(calls, 'POST', `${MEMBER}/transitions`)).toHaveLength(0);

    const reads = sent(calls, 'GET', MEMBER).length;
    const timelineReads = sent(calls, 'GET', `${MEMBER}/timeline`).length;
    await user.type(within(form).getByLabelText('Reason'), 'Dues settled at the branch');
    await user.click(within(form).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'POST', `${MEMBER}/transitions`)[0]!.body).toEqual({
      to: 'active',
      reason: 'Dues settled at the branch',
    });
    expect(await screen.findByText('drg. Maria Saraswati is now Active.')).toBeInTheDocument();
    // The record and its timeline were fetched again: the new state and the new line show.
    await waitFor(() => expect(sent(calls, 'GET', MEMBER).length).toBeGreaterThan(reads));
    expect(sent(calls, 'GET', `${MEMBER}/timeline`).length).toBeGreaterThan(timelineReads);
    expect(await screen.findByText('Dues settled at the branch')).toBeInTheDocument();
    const next = await screen.findByRole('group', { name: 'Status changes' });
    await waitFor(() =>
      expect(
        within(next)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Mark in arrears', 'Mark transferred', 'Confer honorary membership', 'Dismiss']),
    );
  });

  it('shows the server refusal (409) inside the dialog and keeps it open', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/members/13', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Mark lapsed' }));
    const form = await dialog('Mark lapsed');
    await user.type(within(form).getByLabelText('Reason'), 'Unpaid for more than a year');
    await user.click(within(form).getByRole('button', { name: 'Change status' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Member 13 has dues paid this year; a member who pays is not lapsed',
    );
    expect(sent(calls, 'POST', `${MEMBER}/transitions`)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('moves the member to another branch chosen by name, then shows the new branch and the transfer', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/members/13', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Move to another branch' }));
    const form = await dialog('Move drg. Maria Saraswati to another branch');
    expect(within(form).getByRole('button', { name: 'Move member' })).toBeDisabled();
    await user.type(within(form).getByLabelText('New branch'), 'Bog');
    const option = await screen.findByText('Cabang Bogor', { selector: '.p-autocomplete-item span' });
    expect(sent(calls, 'GET', '/api/association/divisions').at(-1)!.query.get('level')).toBe('branch');
    await user.click(option);
    await user.type(within(form).getByLabelText('Reason'), 'Moved practice to Bogor');
    await user.click(within(form).getByRole('button', { name: 'Move member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'POST', `${MEMBER}/transfer`)[0]!.body).toEqual({
      toDivisionId: 41,
      reason: 'Moved practice to Bogor',
    });
    expect(await screen.findByText('drg. Maria Saraswati now belongs to Cabang Bogor.')).toBeInTheDocument();
    // Transfers were fetched again: the history lists the move.
    expect(await screen.findByText('Moved practice to Bogor')).toBeInTheDocument();
    expect(await screen.findByText('Cabang Bogor', { selector: 'dd' })).toBeInTheDocument();
  });

  it('shows the licences with the SKP shortfall, and converts a legacy STR to a lifetime one', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/members/13?tab=licences', { user: ADMIN_USER });
    expect(
      await screen.findByText('Still needed now: 38 credits in total · Learning: 5 · Service: 15 · Community: 3.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'At the current pace, still missing on 11 Dec 2027: 12 credits in total · Service: 10 · Community: 2.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Total (100 required)' })).toHaveAttribute('aria-valuenow', '62');
    await waitFor(() =>
      expect(sent(calls, 'GET', '/api/association/skp-entries')[0]?.query.get('earnedFrom')).toBe('2022-12-11'),
    );
    expect(await screen.findByText('Pertemuan Ilmiah Tahunan 2025')).toBeInTheDocument();

    const reads = sent(calls, 'GET', `${MEMBER}/licences`).length;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Convert STR 3411920000039 to a lifetime STR' }));
    expect(
      await screen.findByText('STR 3411920000039 was replaced by lifetime STR 3411920000039/SH.'),
    ).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/association/str-records/26/convert')).toHaveLength(1);
    await waitFor(() => expect(sent(calls, 'GET', `${MEMBER}/licences`).length).toBeGreaterThan(reads));
    expect(await screen.findByText('3411920000039/SH')).toBeInTheDocument();
    // One lifetime STR per member: nothing is left to convert.
    expect(screen.queryByRole('button', { name: /Convert STR/ })).not.toBeInTheDocument();
  });

  it('offers no status change or transfer to an account that may only read', async () => {
    installFakeApi(workflowServer().handlers);
    renderApp('/association/members/13', {
      user: { ...CLIENT_USER, ability: [{ action: 'read', subject: 'Member' }] },
    });
    expect(await screen.findByText('No status change is available to your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to another branch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });
});

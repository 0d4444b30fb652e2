import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { MENU } from '../../../app/menu';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { BRANCH_SECRETARY, BRANCH_TREASURER } from '../../../test/scoped-users';
import { today } from '../lib/format';
import { workflowServer } from '../test-server';
import { dialog, sent, urlQuery } from '../test-ui';

beforeAll(async () => {
  await import('./collective-payment-page');
  await import('./arrears-page');
  await import('./payment-report-page');
}, 120_000);
beforeEach(() => {
  // jsdom has no object URLs; the download itself is the browser's business.
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
});

const DUES = '/api/association/contributions/dues';
const COLLECTIVE = '/api/association/contributions/collective';
const PERIOD = String(new Date().getFullYear());

async function pick(name: string) {
  const cell = await screen.findByText(name, { selector: 'td' });
  await userEvent.setup({ delay: null }).click(cell.closest('tr')!.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
}

describe('collective payment', { timeout: 120_000 }, () => {
  it('allocates one payment over the chosen members, shows the total, and refreshes the dues', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/contributions/collective?divisionId=118', { user: ADMIN_USER });
    await waitFor(() => expect(screen.getByLabelText('Branch')).toHaveValue('Cabang Bandung'));
    await waitFor(() =>
      expect(Object.fromEntries(sent(calls, 'GET', DUES).at(-1)?.query ?? [])).toMatchObject({
        divisionId: '118',
        period: PERIOD,
      }),
    );
    // A paid due cannot be chosen.
    const paid = await screen.findByText('drg. Citra Dewi', { selector: 'td' });
    expect(paid.closest('tr')!.querySelector('input[type="checkbox"]')).toBeDisabled();

    await pick('drg. Ayu Lestari');
    await pick('drg. Budi Santoso');
    expect(screen.getByText('Members chosen: 2')).toBeInTheDocument();
    expect(screen.getByTestId('collective-total')).toHaveTextContent('Total IDR 900,000');

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Reference'), 'TRF2026112000077');
    const duesReads = sent(calls, 'GET', DUES).length;
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    // Nothing is posted until the summary is confirmed.
    const summary = await dialog('Confirm the collective payment');
    expect(sent(calls, 'POST', COLLECTIVE)).toHaveLength(0);
    await user.click(await within(summary).findByRole('button', { name: /^Post IDR.900,000$/ }));
    await waitFor(() => expect(sent(calls, 'POST', COLLECTIVE)).toHaveLength(1));
    expect(sent(calls, 'POST', COLLECTIVE)[0]!.body).toEqual({
      divisionId: 118,
      period: PERIOD,
      memberIds: [21, 22],
      method: 'transfer',
      reference: 'TRF2026112000077',
      paidAt: today(),
      total: 900000,
    });
    expect(
      await screen.findByText('Payment #900 of IDR 900,000 from Cabang Bandung recorded; dues paid: 2.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Members chosen: 0')).toBeInTheDocument();
    // The dues were fetched again and now show as paid.
    await waitFor(() => expect(sent(calls, 'GET', DUES).length).toBeGreaterThan(duesReads));
    await waitFor(() => expect(screen.getAllByText('Paid', { selector: '.aw-tag' })).toHaveLength(3));
  });

  /** The branch treasurer's account with its rules narrowed to another subtree (the test server's boards). */
  const treasurerOf = (subtree: number[], account = BRANCH_TREASURER) => ({
    ...account,
    ability: account.ability.map((r) => (r.conditions ? { ...r, conditions: { divisionId: { $in: subtree } } } : r)),
  });
  /** The branches the picker suggests for "Cabang". */
  const offered = async () => {
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByLabelText('Branch'));
    await user.type(screen.getByLabelText('Branch'), 'Cabang');
    const first = await screen.findAllByText(/^Cabang /, { selector: '.p-autocomplete-item .aw-option > span' });
    return [...first[0]!.closest('.p-autocomplete-panel')!.querySelectorAll('.p-autocomplete-item .aw-option > span')].map((e) => e.textContent);
  };

  it('has a branch treasurer pay for her own branch: chosen already, its dues listed, the only branch offered', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/contributions/collective', { user: treasurerOf([118]) });
    await waitFor(() => expect(screen.getByLabelText('Branch')).toHaveValue('Cabang Bandung'));
    await waitFor(() => expect(sent(calls, 'GET', DUES).at(-1)?.query.get('divisionId')).toBe('118'));
    expect(await screen.findByText('drg. Ayu Lestari', { selector: 'td' })).toBeInTheDocument();
    expect(await offered()).toEqual(['Cabang Bandung']);
    // Her board is read by its id: no list of every branch is asked for.
    expect(sent(calls, 'GET', '/api/association/divisions')).toHaveLength(0);
  });

  it('shows the chosen branch again when the user leaves the field with text that was not picked', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/contributions/collective?divisionId=118', { user: ADMIN_USER });
    const field = await screen.findByLabelText('Branch');
    await waitFor(() => expect(field).toHaveValue('Cabang Bandung'));
    const user = userEvent.setup({ delay: null });
    await user.type(field, ' Bogor');
    await user.tab();
    await waitFor(() => expect(field).toHaveValue('Cabang Bandung'));
    expect(sent(calls, 'GET', DUES).at(-1)?.query.get('divisionId')).toBe('118');
    // With no branch chosen, unpicked text is cleared: the field never shows a branch that is not the choice.
    await user.clear(field);
    expect(await screen.findByText("Choose the paying branch to see its members' dues.")).toBeInTheDocument();
    await user.type(field, 'Cabang');
    await user.tab();
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it("shows a read-only branch account its branch's dues with nothing to choose", async () => {
    installFakeApi(workflowServer().handlers);
    // The branch secretary reads the dues of her board and records no payment.
    renderApp('/association/contributions/collective', { user: treasurerOf([118], BRANCH_SECRETARY) });
    await waitFor(() => expect(screen.getByLabelText('Branch')).toHaveValue('Cabang Bandung'));
    const row = (await screen.findByText('drg. Ayu Lestari', { selector: 'td' })).closest('tr')!;
    expect(row.querySelector('input[type="checkbox"]')).toBeNull();
    const table = screen.getByRole('table', { name: 'Dues of the branch' });
    expect(table.querySelector('input[type="checkbox"]')).toBeNull();
    // (nor an actions column with nothing in it)
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByText('Your account can view these records but not change them.')).toBeInTheDocument();
  });

  it('offers a provincial treasurer the branches of the province, and chooses none for him', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/contributions/collective', { user: treasurerOf([13, 118, 41]) });
    expect(await screen.findByText("Choose the paying branch to see its members' dues.")).toBeInTheDocument();
    expect(screen.getByLabelText('Branch')).toHaveValue('');
    expect((await offered()).sort()).toEqual(['Cabang Bandung', 'Cabang Bogor']);
    expect(Object.fromEntries(sent(calls, 'GET', '/api/association/divisions').at(-1)!.query)).toMatchObject({ level: 'branch', parentId: '13' });
    expect(sent(calls, 'GET', DUES)).toHaveLength(0);
  });

  it('checks a fixed amount against what each member owes, and shows the server refusal', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/contributions/collective?divisionId=118', { user: ADMIN_USER });
    await pick('drg. Ayu Lestari');
    await pick('drg. Budi Santoso');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('The same amount for each member'));
    await user.type(screen.getByLabelText('Amount per member'), '400000');
    expect(await screen.findByText('More than these members owe: drg. Budi Santoso')).toBeInTheDocument();
    expect(screen.getByTestId('collective-total')).toHaveTextContent('Total IDR 800,000');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(sent(calls, 'POST', COLLECTIVE)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Amount per member'));
    await user.type(screen.getByLabelText('Amount per member'), '250000');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await user.click(
      await within(await dialog('Confirm the collective payment')).findByRole('button', { name: /^Post IDR.500,000$/ }),
    );
    await waitFor(() => expect(sent(calls, 'POST', COLLECTIVE)).toHaveLength(1));
    expect(sent(calls, 'POST', COLLECTIVE)[0]!.body).toMatchObject({ memberIds: [21, 22], amountPerMember: 250000 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'drg. Budi Santoso (member 22) owes IDR 300,000. Nothing was recorded',
    );
  });
});

describe('arrears monitoring', { timeout: 120_000 }, () => {
  it('starts from the filter in the address, exports exactly that filter, and marks members in arrears', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/contributions/arrears?q=maria&minPeriods=2&sort=unpaidPeriods:desc', { user: ADMIN_USER });
    expect(await screen.findByRole('link', { name: 'drg. Maria Saraswati' })).toHaveAttribute(
      'href',
      '/association/members/13',
    );
    const listQuery = Object.fromEntries(sent(calls, 'GET', '/api/association/contributions/arrears').at(-1)!.query);
    expect(listQuery).toEqual({ q: 'maria', minPeriods: '2', sort: 'unpaidPeriods:desc', page: '1', perPage: '10' });
    expect(screen.getByLabelText('Search member (name, NPA, email)')).toHaveValue('maria');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(sent(calls, 'GET', '/api/association/contributions/arrears/export.csv')).toHaveLength(1),
    );
    const exported = sent(calls, 'GET', '/api/association/contributions/arrears/export.csv')[0]!;
    expect(Object.fromEntries(exported.query)).toEqual({ q: 'maria', minPeriods: '2', sort: 'unpaidPeriods:desc', lang: 'en' });
    expect(exported.headers.get('authorization')).toBe('Bearer access-1');
    expect(URL.createObjectURL).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Mark members in arrears' }));
    const form = await dialog('Mark members in arrears');
    await user.clear(within(form).getByLabelText('Grace days'));
    await user.type(within(form).getByLabelText('Grace days'), '60');
    const reads = sent(calls, 'GET', '/api/association/contributions/arrears').length;
    await user.click(within(form).getByRole('button', { name: 'Mark in arrears' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/association/contributions/arrears/mark')).toHaveLength(1));
    expect(sent(calls, 'POST', '/api/association/contributions/arrears/mark')[0]!.body).toEqual({ graceDays: 60 });
    expect(
      await screen.findByText('Members marked in arrears: 4 (owing IDR 2,400,000, due before 21 Sept 2026).'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(sent(calls, 'GET', '/api/association/contributions/arrears').length).toBeGreaterThan(reads),
    );
    expect(urlQuery()).toEqual({ q: 'maria', minPeriods: '2', sort: 'unpaidPeriods:desc' });
  });
});

describe('payment report', { timeout: 120_000 }, () => {
  it('exports the payments of the filter in the address', async () => {
    const { calls } = installFakeApi(workflowServer().handlers);
    renderApp('/association/contributions/reports/payments?kind=collective&from=2026-01-01&to=2026-06-30', {
      user: ADMIN_USER,
    });
    expect(await screen.findByText('Total IDR 900,000')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(sent(calls, 'GET', '/api/association/contributions/reports/payments/export.csv')).toHaveLength(1),
    );
    expect(
      Object.fromEntries(sent(calls, 'GET', '/api/association/contributions/reports/payments/export.csv')[0]!.query),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      kind: 'collective',
      sort: 'paidAt:desc',
      lang: 'en',
    });
  });
});

describe('the dues area tabs', { timeout: 120_000 }, () => {
  it('list the same pages as the sidebar, and the reports in a row of their own', async () => {
    installFakeApi(workflowServer().handlers);
    renderApp('/association/contributions/reports/payments', { user: ADMIN_USER });
    const tabs = await screen.findByRole('navigation', { name: 'Contributions' });
    const area = MENU.flatMap((section) => section.items).find((item) => item.id === 'contributions')!;
    const expected = area.children!.map((page) => [i18n.t(page.title), page.path]);
    expect(expected.map(([name]) => name)).toEqual(['Overview', 'Member dues', 'Payments', 'Collective payment', 'Arrears', 'Reports']);
    expect(within(tabs).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(expected);
    // On a report, "Reports" is the current tab and the reports follow.
    expect(within(tabs).getByRole('link', { name: 'Reports' })).toHaveClass('aw-tab-active');
    const reports = screen.getByRole('navigation', { name: 'Contribution reports' });
    expect(within(reports).getAllByRole('link').map((a) => a.textContent)).toEqual(['Cash report', 'Payment report', 'Arrears by branch', 'Member report']);
    expect(within(reports).getByRole('link', { name: 'Payment report' })).toHaveClass('aw-tab-active');
  });
});

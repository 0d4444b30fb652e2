import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { today } from '../lib/format';
import { choose, dialog, sent } from '../test-ui';
import { duesActionsServer } from './test-handlers';

beforeAll(async () => {
  await import('../members/member-view-page');
  await import('../contributions/collective-payment-page');
  await import('../contributions/payment-report-page');
}, 120_000);

const API = '/api/association/contributions';

/** The dialog once it has finished opening: it moves focus into itself when it has, which would cut typing short. */
async function opened(title: string) {
  const found = await dialog(title);
  await waitFor(() => expect(found.contains(document.activeElement)).toBe(true));
  return found;
}
const REPORT = `${API}/reports/members/13`;

async function openDues() {
  const fake = installFakeApi(duesActionsServer().handlers);
  renderApp('/association/members/13?tab=dues', { user: ADMIN_USER });
  await screen.findByRole('table', { name: 'Dues history' });
  await screen.findByText('2025', { selector: 'td' });
  return fake;
}

describe('dues actions on the member view', { timeout: 120_000 }, () => {
  it('records one payment over the chosen dues only after its summary is confirmed, then refreshes the dues', async () => {
    const { calls } = await openDues();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    const form = await opened('Payment by drg. Maria Saraswati');
    // Every open due starts chosen with what it still owes; leaving out 2026 leaves 2025's IDR 600,000.
    expect(await within(form).findByLabelText('2025: IDR 600,000 outstanding')).toBeChecked();
    expect(within(form).getByLabelText('Amount')).toHaveAttribute('aria-valuenow', '900000');
    await user.click(within(form).getByLabelText('2026: IDR 300,000 outstanding'));
    expect(within(form).getByLabelText('Amount')).toHaveAttribute('aria-valuenow', '600000');
    await choose('Method', 'Cash', form);
    await user.type(within(form).getByLabelText('Reference'), 'KW-78');
    await user.click(within(form).getByRole('button', { name: 'Review' }));

    const summary = await within(form).findByTestId('money-summary');
    expect(summary).toHaveTextContent('Memberdrg. Maria Saraswati');
    expect(summary).toHaveTextContent('Dues2025');
    expect(summary).toHaveTextContent('AmountIDR 600,000');
    expect(summary).toHaveTextContent('ReferenceKW-78');
    expect(sent(calls, 'POST', `${API}/payments`)).toHaveLength(0);
    const reads = sent(calls, 'GET', REPORT).length;
    await user.click(within(summary).getByRole('button', { name: 'Record this payment' }));
    await waitFor(() => expect(sent(calls, 'POST', `${API}/payments`)).toHaveLength(1));
    expect(sent(calls, 'POST', `${API}/payments`)[0]!.body).toEqual({
      memberId: 13,
      amount: 600000,
      dueIds: [601],
      method: 'cash',
      reference: 'KW-78',
      paidAt: today(),
    });
    expect(await screen.findByText('Payment #951 of IDR 600,000 recorded.')).toBeInTheDocument();
    await waitFor(() => expect(sent(calls, 'GET', REPORT).length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.getByText('Collected').nextSibling).toHaveTextContent('IDR 900,000'));
  });

  it('drops the errors of the dues and the amount once the dues are chosen again', async () => {
    await openDues();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    const form = await opened('Payment by drg. Maria Saraswati');
    await user.click(await within(form).findByLabelText('2025: IDR 600,000 outstanding'));
    await user.click(within(form).getByLabelText('2026: IDR 300,000 outstanding'));
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    expect(await within(form).findByText('Choose at least one open due.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the amount received.')).toBeInTheDocument();
    await user.click(within(form).getByLabelText('2025: IDR 600,000 outstanding'));
    await waitFor(() => expect(within(form).queryByText('Choose at least one open due.')).toBeNull());
    expect(within(form).queryByText('Enter the amount received.')).toBeNull();
  });

  it("shows the server's refusal of a payment under its summary and keeps the dialog open", async () => {
    const { calls } = await openDues();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    const form = await opened('Payment by drg. Maria Saraswati');
    await within(form).findByLabelText('2025: IDR 600,000 outstanding');
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '1000000');
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    expect(await within(form).findByText('More than the chosen dues owe (IDR 900,000).')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '300000');
    await user.type(within(form).getByLabelText('Reference'), 'KW-77');
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    await user.click(await within(form).findByRole('button', { name: 'Record this payment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Reference KW-77 is already recorded for payment 950',
    );
    expect(sent(calls, 'POST', `${API}/payments`)).toHaveLength(1);
  });

  it('waives a due with a reason and reverses a payment with a reason, each refusal shown in its dialog', async () => {
    const { calls } = await openDues();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Waive the 2025 dues of drg. Maria Saraswati' }));
    let form = await opened('Waive the 2025 dues of drg. Maria Saraswati');
    expect(form).toHaveTextContent('Forgives the IDR 600,000 that remains');
    await user.click(within(form).getByRole('button', { name: 'Waive the due' }));
    expect(await within(form).findByText('Give the reason in at least 5 characters.')).toBeInTheDocument();
    expect(sent(calls, 'POST', `${API}/dues/601/waive`)).toHaveLength(0);
    await user.type(within(form).getByLabelText('Reason'), 'Member abroad for study all year');
    await user.click(within(form).getByRole('button', { name: 'Waive the due' }));
    await waitFor(() => expect(sent(calls, 'POST', `${API}/dues/601/waive`)).toHaveLength(1));
    expect(sent(calls, 'POST', `${API}/dues/601/waive`)[0]!.body).toEqual({
      reason: 'Member abroad for study all year',
    });
    expect(await screen.findByText('Member abroad for study all year', { selector: 'td' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Waive the 2026 dues of drg. Maria Saraswati' }));
    form = await opened('Waive the 2026 dues of drg. Maria Saraswati');
    await user.type(within(form).getByLabelText('Reason'), 'Hardship agreed by the branch');
    await user.click(within(form).getByRole('button', { name: 'Waive the due' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Due 602 is paid; a paid due cannot be waived');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    const row = screen.getByText('2026', { selector: 'td' }).closest('tr')!;
    await user.click(within(row).getAllByRole('button')[0]!);
    await user.click(await screen.findByRole('button', { name: /^Reverse payment #950 of IDR.300,000$/ }));
    form = await opened('Reverse payment #950');
    expect(form).toHaveTextContent('The payment stays in the history, marked reversed');
    await user.type(within(form).getByLabelText('Reason'), 'Cash receipt was a duplicate');
    await user.click(within(form).getByRole('button', { name: 'Reverse the payment' }));
    await waitFor(() => expect(sent(calls, 'POST', `${API}/payments/950/reverse`)).toHaveLength(1));
    expect(sent(calls, 'POST', `${API}/payments/950/reverse`)[0]!.body).toEqual({
      reason: 'Cash receipt was a duplicate',
    });
    expect(await screen.findByText('Payment #950 of IDR 300,000 was reversed.')).toBeInTheDocument();
    expect(await screen.findByText('Reversed', { selector: '.aw-tag' })).toBeInTheDocument();
  });

  it('bills the member for a chosen period after confirmation, says when nothing was due, and shows a refusal', async () => {
    const { calls } = await openDues();
    const user = userEvent.setup({ delay: null });
    const bill = async (period: string) => {
      await user.click(screen.getByRole('button', { name: 'Bill dues' }));
      const form = await opened('Bill the dues of drg. Maria Saraswati');
      await choose('Period', period, form);
      expect(form).toHaveTextContent(`A member already billed for ${period} is not billed again`);
      expect(
        sent(calls, 'POST', `${API}/dues/generate`).filter((c) => (c.body as { period: string }).period === period),
      ).toHaveLength(0);
      await user.click(within(form).getByRole('button', { name: 'Raise the dues' }));
      await waitFor(() =>
        expect(sent(calls, 'POST', `${API}/dues/generate`).at(-1)?.body).toEqual({ period, memberId: 13 }),
      );
      return form;
    };
    const reads = sent(calls, 'GET', REPORT).length;
    await bill('2024');
    expect(await screen.findByText('2024 dues of IDR 600,000 raised for drg. Maria Saraswati.')).toBeInTheDocument();
    await waitFor(() => expect(sent(calls, 'GET', REPORT).length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByText('Bill the dues of drg. Maria Saraswati')).toBeNull());
    await bill('2025');
    expect(
      await screen.findByText('drg. Maria Saraswati is already billed for 2025; nothing was raised.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bill the dues of drg. Maria Saraswati')).toBeNull());
    const next = String(new Date().getFullYear() + 1);
    const form = await bill(next);
    expect(await within(form).findByRole('alert')).toHaveTextContent(`No rate is valid on ${next}-01-01`);
  });
});

describe('dues actions on the dues list', { timeout: 120_000 }, () => {
  it("records one member's payment from a row of the branch's dues, for that due only", async () => {
    const { calls } = installFakeApi(duesActionsServer().handlers);
    renderApp('/association/contributions/collective?divisionId=118', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Pay: record a payment by drg. Ayu Lestari for 2026' }));
    const form = await dialog('Payment by drg. Ayu Lestari');
    expect(screen.queryByRole('button', { name: 'Pay: record a payment by drg. Citra Dewi for 2026' })).toBeNull();
    await waitFor(() => expect(within(form).getByLabelText('Amount')).toHaveAttribute('aria-valuenow', '600000'));
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    await user.click(await within(form).findByRole('button', { name: 'Record this payment' }));
    await waitFor(() => expect(sent(calls, 'POST', `${API}/payments`)).toHaveLength(1));
    expect(sent(calls, 'POST', `${API}/payments`)[0]!.body).toMatchObject({
      memberId: 21,
      amount: 600000,
      dueIds: [501],
    });
  });
});

describe('collective payment confirmation and reversal', { timeout: 120_000 }, () => {
  it('summarises members, dues, total, branch and reference before posting, and reverses the posted payment', async () => {
    const { calls } = installFakeApi(duesActionsServer().handlers);
    renderApp('/association/contributions/collective?divisionId=118', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    for (const name of ['drg. Ayu Lestari', 'drg. Budi Santoso']) {
      const cell = await screen.findByText(name, { selector: 'td' });
      await user.click(cell.closest('tr')!.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    }
    await user.type(screen.getByLabelText('Reference'), 'TRF2026112000077');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const summary = await dialog('Confirm the collective payment');
    for (const text of [
      'BranchCabang Bandung',
      'Members (2)drg. Ayu Lestari, drg. Budi Santoso',
      'Dues2',
      'TotalIDR 900,000',
      'ReferenceTRF2026112000077',
    ])
      expect(within(summary).getByTestId('money-summary')).toHaveTextContent(text);
    await user.click(within(summary).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByText('Confirm the collective payment')).toBeNull());
    expect(sent(calls, 'POST', `${API}/collective`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await user.click(
      await within(await dialog('Confirm the collective payment')).findByRole('button', { name: /^Post IDR.900,000$/ }),
    );
    await waitFor(() => expect(sent(calls, 'POST', `${API}/collective`)).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: /^Reverse payment #900 of IDR.900,000$/ }));
    const form = await opened('Reverse payment #900');
    await user.type(within(form).getByLabelText('Reason'), 'Transfer bounced by the bank');
    await user.click(within(form).getByRole('button', { name: 'Reverse the payment' }));
    await waitFor(() => expect(sent(calls, 'POST', `${API}/payments/900/reverse`)).toHaveLength(1));
    expect(sent(calls, 'POST', `${API}/payments/900/reverse`)[0]!.body).toEqual({
      reason: 'Transfer bounced by the bank',
    });
    expect(await screen.findByText(/Payment #900 of IDR 900,000 from Cabang Bandung was reversed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reverse payment #900 of IDR.900,000$/ })).toBeNull();
  });
});

describe('payment report', { timeout: 120_000 }, () => {
  it('reverses a listed payment with a reason and shows it reversed once the report is read again', async () => {
    const { calls } = installFakeApi(duesActionsServer().handlers);
    renderApp('/association/contributions/reports/payments', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /^Reverse payment #900 of IDR.900,000$/ }));
    const form = await opened('Reverse payment #900');
    await user.click(within(form).getByRole('button', { name: 'Reverse the payment' }));
    expect(sent(calls, 'POST', `${API}/payments/900/reverse`)).toHaveLength(0);
    await user.type(within(form).getByLabelText('Reason'), 'Entered twice by the branch');
    const reads = sent(calls, 'GET', `${API}/reports/payments`).length;
    await user.click(within(form).getByRole('button', { name: 'Reverse the payment' }));
    await waitFor(() => expect(sent(calls, 'POST', `${API}/payments/900/reverse`)).toHaveLength(1));
    await waitFor(() => expect(sent(calls, 'GET', `${API}/reports/payments`).length).toBeGreaterThan(reads));
    expect(await screen.findByText('Reversed', { selector: '.aw-tag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reverse payment #900/ })).toBeNull();
  });
});

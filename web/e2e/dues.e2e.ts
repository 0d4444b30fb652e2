// Each dues action as the board does it in the screens: the branch secretary registers a new member, the branch's
// verifier approves the application, the secretary activates him; the branch treasurer bills a member for next year
// and the newly active member for this year, records the new member's own payment, reverses it with a reason (a
// reversal is recorded, the payment stays visible as reversed), pays the due again through a collective payment
// confirmed from its summary (cancelling it posts nothing), and waives a due with a reason in Bahasa Indonesia. After
// each action the test reads what the user sees change (status, totals, history line) and what the page's own
// requests answered; an account without the ability sees none of the buttons.
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/app/paths';
import {
  expectNoProblems,
  launchBrowser,
  menuHrefs,
  screenshot,
  shownState,
  openFromMenu,
  openSession,
  clickUntil,
  pickOption,
  settle,
  SETTLED_SUGGESTIONS,
  signIn,
  until,
  type AccountName,
  type Session,
} from './support/browser';
import { WAIT_MS } from './support/env';

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const TIMEOUT = WAIT_MS;
const THIS_YEAR = String(new Date().getFullYear());
const NEXT_YEAR = String(new Date().getFullYear() + 1);

let browser: Browser;
const sessions = new Map<string, Session>();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
/** The tab a test used last: a failed test leaves its screenshot (and the problems the tab recorded) behind. */
let current: Session | undefined;
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail' || !current) return;
  await screenshot(current.page, `dues-failed-${context.task.name.slice(0, 40)}`).catch(() => undefined);
  console.log(`problems recorded in the failed test's tab:\n${current.takeProblems().join('\n')}`);
});

/** A signed-in tab of `account` (in Bahasa Indonesia when `locale` is id-ID), opened once and reused. */
async function tabOf(account: AccountName, locale = 'en-US'): Promise<Session> {
  const key = `${account}:${locale}`;
  const open = sessions.get(key);
  if (open) {
    current = open;
    return open;
  }
  const session = await openSession(browser, { locale });
  if (locale === 'id-ID') await session.context.addInitScript(() => localStorage.setItem('language', 'id'));
  session.page.setDefaultTimeout(TIMEOUT);
  await signIn(session, account);
  await settle(session.page);
  // What the landing dashboard asked for is the menu walk's to judge.
  session.takeProblems();
  sessions.set(key, session);
  current = session;
  return session;
}

// ---------------------------------------------------------------------------------------------------------------------
// Staff's ways through the screens.

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

const textOf = (locator: Locator) =>
  locator
    .first()
    .innerText({ timeout: 1_000 })
    .then(squash, () => '');

/** Rupiah as the screen writes it in `language`, formatted by the page's own Intl. */
function money(page: Page, amount: number, language: 'en' | 'id' = 'en') {
  const locale = language === 'id' ? 'id-ID' : 'en-GB';
  return page
    .evaluate(
      ([value, at]) =>
        new Intl.NumberFormat(at, {
          style: 'currency',
          currency: 'IDR',
          maximumFractionDigits: 0,
          minimumFractionDigits: 0,
        }).format(value),
      [amount, locale] as const,
    )
    .then(squash);
}

/** Waits for the toast saying `text`, then closes it (it would cover the header buttons for seconds). */
async function toast(page: Page, text: string) {
  const message = page.locator('.p-toast-message', { hasText: text }).first();
  await message.waitFor();
  await message
    .locator('.p-toast-icon-close')
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await message.waitFor({ state: 'detached' });
}

/** Picks `option` in the PrimeReact Dropdown whose input has `inputId` (support/browser.ts). */
const choose = pickOption;

/** Types `query` into an AutoComplete and picks the first suggestion; returns its name and every name offered. */
async function pickFirstOf(page: Page, inputId: string, query: string): Promise<{ name: string; offered: string[] }> {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.fill(query);
  const names = '.rs-option > span, .aw-option > span, .ac-option > span';
  const choice = page.locator('.p-autocomplete-panel [role="option"]').first();
  await page.locator(SETTLED_SUGGESTIONS).waitFor();
  await choice.waitFor();
  const name = squash(await choice.locator(names).first().innerText());
  const offered = (await page.locator('.p-autocomplete-panel [role="option"]').locator(names).allInnerTexts()).map(
    squash,
  );
  await choice.click();
  await page.locator('.p-autocomplete-panel').waitFor({ state: 'detached' });
  await until(
    () => input.inputValue(),
    (v) => v === name,
    `${name} is chosen`,
  );
  return { name, offered };
}

/** The dialog titled `title`, once it stands open. */
async function dialogTitled(page: Page, title: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** The answer of the page's own request (method, path ending) that `act` makes, as JSON. */
async function answerTo<T>(page: Page, method: string, path: RegExp, act: () => Promise<unknown>): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse((r: Response) => r.request().method() === method && path.test(new URL(r.url()).pathname), {
      timeout: TIMEOUT,
    }),
    act(),
  ]);
  expect(response.status(), `${method} ${response.url()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Opens a member's view on one tab (by its label), the way staff do from the member list's search. */
async function openMember(page: Page, name: string, tab: string) {
  await openFromMenu(page, paths.associationMembers, 150);
  await page.locator('main input[type="search"]').first().fill(name);
  await page.waitForURL((url) => url.searchParams.get('q') === name);
  const link = page.locator('main .p-datatable tbody tr a', { hasText: name }).first();
  await link.waitFor();
  await link.click();
  await page.waitForURL(/\/association\/members\/\d+/);
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await settle(page, 150);
}

/** The member's dues history: one row per period, the totals above it. */
function duesOf(page: Page) {
  const table = page.locator('main .aw-table').last();
  const row = (period: string) =>
    table.locator('tbody tr', { has: page.locator('td', { hasText: new RegExp(`^\\s*${period}\\s*$`) }) }).first();
  return {
    row,
    /** The period's status tag text. */
    status: (period: string) => textOf(row(period).locator('.aw-tag')),
    total: (key: string) => textOf(page.locator(`main .aw-totals [data-total="${key}"] dd`)),
    /** Opens the period's payments (the row expansion) and returns its list. */
    async payments(period: string) {
      const toggler = row(period).locator('.p-row-toggler');
      if ((await toggler.getAttribute('aria-expanded')) !== 'true') await toggler.click();
      const expansion = row(period).locator(
        'xpath=following-sibling::tr[1][contains(@class, "p-datatable-row-expansion")]',
      );
      await expansion.waitFor();
      return expansion;
    },
  };
}

interface Due {
  id: number;
  memberId: number;
  period: string;
  amount: number;
  outstanding: number;
  status: string;
}
interface Report {
  periods: {
    dueId: number;
    period: string;
    amount: number;
    paidAmount: number;
    status: string;
    payments: { paymentId: number; reversed: boolean }[];
  }[];
  totals: Record<'billed' | 'collected' | 'waived' | 'owed' | 'overdue', number>;
}

// ---------------------------------------------------------------------------------------------------------------------

describe('dues as the branch board keeps them', () => {
  const newName = `drg. Iuran ${RUN} Baru`;
  let newMemberId = 0;
  let branch = '';
  let existingName = '';
  let dueAmount = 0;
  let paymentId = 0;

  it('the branch secretary registers a new member, the verifier approves him, the secretary activates him', async () => {
    const session = await tabOf('branch');
    const { page } = session;
    await openFromMenu(page, paths.associationMembers, 150);
    // His board's branch, as his member list shows it (he sees no other branch's members).
    const table = page.locator('main .p-datatable').first();
    await table.locator('tbody tr').first().waitFor();
    const headers = (await table.locator('thead th').allInnerTexts()).map(squash);
    branch = squash(
      await table
        .locator(`tbody tr td:nth-child(${headers.indexOf('Branch') + 1})`)
        .first()
        .innerText(),
    );
    expect(branch).toMatch(/^Cabang /);
    await page.locator('main').getByRole('link', { name: 'Register applicant' }).click();
    await page.waitForURL('**/association/members/new');
    await page.locator('#rs-form-members-fullName').fill(newName);
    await choose(page, 'rs-form-members-gender', 'Male');
    const birth = page.locator('#rs-form-members-birthDate');
    await birth.fill('1991-03-09');
    await birth.press('Escape');
    await page.locator('#rs-form-members-birthPlace').fill('Pematangsiantar');
    await page.locator('#rs-form-members-email').fill(`iuran.${RUN.toLowerCase()}@example.com`);
    await page.locator('#rs-form-members-phone').fill('+62 812-0000-5678');
    // A branch secretary registers members in his own branch: it is the one branch offered.
    expect(await pickFirstOf(page, 'rs-form-members-divisionId', 'Cabang')).toEqual({
      name: branch,
      offered: [branch],
    });
    await page.locator('main').getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/association\/members\/\d+$/);
    newMemberId = Number(/\/members\/(\d+)$/.exec(page.url())![1]);
    expectNoProblems(session, 'secretary: register');

    // The branch's verifier approves the application in her queue once every document is ticked.
    const verifier = await tabOf('verifier');
    const queue = verifier.page;
    await openFromMenu(queue, paths.associationVerifications, 150);
    await queue.locator('#vq-search').fill(newName);
    const request = queue.locator('main .p-datatable tbody tr', { hasText: newName }).first();
    await request.waitFor();
    const detail = queue.locator('.aw-queue-detail');
    // Judged by what the click did: a loaded stress run lost this click (the list was drawn again under it).
    await clickUntil(
      request.locator('td').first(),
      (timeout) => until(() => textOf(detail.locator('h3')), (t) => t === newName, 'the request is open', timeout),
      'the request opens',
    );
    const missing = detail.locator('.aw-checklist li:not(.aw-checklist-done)');
    for (let left = await missing.count(); left > 0; left--) {
      await missing.first().locator('label').click();
      await until(
        () => missing.count(),
        (n) => n === left - 1,
        'the document is ticked',
      );
    }
    const approve = detail.getByRole('button', { name: 'Approve' });
    await until(() => approve.isEnabled(), Boolean, 'Approve is enabled');
    await approve.click();
    await toast(queue, `The request of ${newName} was approved.`);
    expectNoProblems(verifier, 'verifier: approve');

    // Verified, then activated by hand by the secretary: from today the member owes dues.
    current = session;
    await page.goto(`${paths.associationMembers}/${newMemberId}`);
    await settle(page, 150);
    await page.locator('main').getByRole('button', { name: 'Activate (issue NPA)' }).click();
    const activate = await dialogTitled(page, 'Activate (issue NPA)');
    await activate.locator('textarea').fill('Berkas lengkap, anggota baru');
    await activate.getByRole('button', { name: 'Change status' }).click();
    await activate.waitFor({ state: 'detached' });
    await toast(page, `${newName} is now Active.`);
    expectNoProblems(session, 'secretary: activate');
  });

  it('the treasurer bills a member for next year, and the newly active member for this year (once)', async () => {
    const session = await tabOf('treasurer');
    const { page } = session;

    // A member of her branch who was active all along, billed ahead for next year.
    await openFromMenu(page, paths.associationMembers, 150);
    // An active member of the branch other than the new one (other journeys may have added applicants meanwhile).
    const activeRow = page
      .locator('main .p-datatable tbody tr')
      .filter({ has: page.locator('td *', { hasText: /^\s*Active\s*$/ }) })
      .filter({ hasNotText: newName })
      .first();
    await activeRow.waitFor();
    existingName = squash(await activeRow.locator('a').first().innerText());
    await openMember(page, existingName, 'Dues');
    const existing = duesOf(page);
    expect(await existing.row(NEXT_YEAR).count()).toBe(0);
    await page.locator('main').getByRole('button', { name: 'Bill dues' }).click();
    const bill = await dialogTitled(page, `Bill the dues of ${existingName}`);
    await choose(page, 'bill-period', NEXT_YEAR);
    // The summary says what will be raised before anything is.
    await until(
      () => textOf(bill.locator('.aw-summary')),
      (t) => t.includes(existingName) && t.includes(branch) && t.includes(NEXT_YEAR),
      'the bill summary',
    );
    const billed = await answerTo<{ created: number; amount: number }>(
      page,
      'POST',
      /\/contributions\/dues\/generate$/,
      () => bill.getByRole('button', { name: 'Raise the dues' }).click(),
    );
    expect(billed.created).toBe(1);
    await toast(page, `${NEXT_YEAR} dues of ${await money(page, billed.amount)} raised for ${existingName}.`);
    await until(
      () => existing.status(NEXT_YEAR),
      (t) => t === 'Unpaid',
      `${existingName}'s ${NEXT_YEAR} due is unpaid`,
    );

    // The newly active member: no dues yet, billed for this year.
    await openMember(page, newName, 'Dues');
    const dues = duesOf(page);
    await page.locator('main').getByText('No dues have been raised for this member.').waitFor();
    // He owes nothing yet: there is no payment to record.
    expect(await page.locator('main').getByRole('button', { name: 'Record a payment' }).isDisabled()).toBe(true);
    await page.locator('main').getByRole('button', { name: 'Bill dues' }).click();
    let dialog = await dialogTitled(page, `Bill the dues of ${newName}`);
    await until(
      () => textOf(page.locator('.p-dropdown:has(#bill-period) .p-dropdown-label')),
      (t) => t === THIS_YEAR,
      'this year is offered first',
    );
    const raised = await answerTo<{ created: number; amount: number }>(
      page,
      'POST',
      /\/contributions\/dues\/generate$/,
      () => dialog.getByRole('button', { name: 'Raise the dues' }).click(),
    );
    expect(raised.created).toBe(1);
    dueAmount = raised.amount;
    expect(dueAmount).toBeGreaterThan(0);
    const amount = await money(page, dueAmount);
    await toast(page, `${THIS_YEAR} dues of ${amount} raised for ${newName}.`);
    await until(
      () => dues.status(THIS_YEAR),
      (t) => t === 'Unpaid',
      'the new due is unpaid',
    );
    await until(
      () => dues.total('owed'),
      (t) => t === amount,
      'he owes the due',
    );
    await until(
      () => dues.total('billed'),
      (t) => t === amount,
      'the due is billed',
    );

    // Billing him again raises nothing and says so.
    await page.locator('main').getByRole('button', { name: 'Bill dues' }).click();
    dialog = await dialogTitled(page, `Bill the dues of ${newName}`);
    const again = await answerTo<{ created: number; skippedExisting: number }>(
      page,
      'POST',
      /\/contributions\/dues\/generate$/,
      () => dialog.getByRole('button', { name: 'Raise the dues' }).click(),
    );
    expect(again).toMatchObject({ created: 0, skippedExisting: 1 });
    await toast(page, `${newName} is already billed for ${THIS_YEAR}; nothing was raised.`);
    expect(await dues.row(THIS_YEAR).count()).toBe(1);
    expectNoProblems(session, 'treasurer: bill');
  });

  it('records one payment of the new member for his due, after its summary: the due is partly paid', async () => {
    const session = await tabOf('treasurer');
    const { page } = session;
    const dues = duesOf(page);
    const part = Math.floor(dueAmount / 3);
    await page.locator('main').getByRole('button', { name: 'Record a payment' }).click();
    const dialog = await dialogTitled(page, `Payment by ${newName}`);
    const amountInput = dialog.locator('#pay-amount');
    await until(
      () => amountInput.inputValue(),
      (v) => v.replace(/\D/g, '') === String(dueAmount),
      'the amount owed is proposed',
    );
    await amountInput.click();
    await amountInput.press('ControlOrMeta+a');
    await amountInput.pressSequentially(String(part));
    await dialog.locator('#pay-reference').fill(`TRF-${RUN}`);
    await dialog.getByRole('button', { name: 'Review' }).click();
    const summary = dialog.locator('[data-testid="money-summary"]');
    await summary.waitFor();
    const shown = await textOf(summary.locator('.aw-summary'));
    expect(shown).toContain(newName);
    expect(shown).toContain(THIS_YEAR);
    expect(shown).toContain(await money(page, part));
    expect(shown).toContain(`TRF-${RUN}`);
    const payment = await answerTo<{ id: number; amount: number }>(page, 'POST', /\/contributions\/payments$/, () =>
      summary.getByRole('button', { name: 'Record this payment' }).click(),
    );
    expect(payment.amount).toBe(part);
    paymentId = payment.id;
    await dialog.waitFor({ state: 'detached' });
    await toast(page, `Payment #${paymentId} of ${await money(page, part)} recorded.`);
    await until(
      () => dues.status(THIS_YEAR),
      (t) => t === 'Partly paid',
      'the due is partly paid',
    );
    const owed = await money(page, dueAmount - part);
    await until(
      () => dues.total('owed'),
      (t) => t === owed,
      'what is owed drops',
    );
    const lines = await dues.payments(THIS_YEAR);
    await until(
      () => textOf(lines.locator('li')),
      (t) => t.includes(`TRF-${RUN}`) && t.includes('Bank transfer'),
      'the payment is in the history',
    );
    expectNoProblems(session, 'treasurer: one payment');
  });

  it('reverses the payment with a reason: a reversal is recorded and the payment stays, marked reversed', async () => {
    const session = await tabOf('treasurer');
    const { page } = session;
    const dues = duesOf(page);
    const lines = await dues.payments(THIS_YEAR);
    const line = lines.locator('li', { hasText: `TRF-${RUN}` });
    await line.getByRole('button', { name: new RegExp(`^Reverse payment #${paymentId} `) }).click();
    const dialog = await dialogTitled(page, `Reverse payment #${paymentId}`);
    // No reason, no reversal.
    await dialog.getByRole('button', { name: 'Reverse the payment' }).click();
    await dialog.getByText('Give the reason in at least 5 characters.').waitFor();
    await dialog.locator('textarea').fill('Transfer ditolak bank, dana kembali');
    const [reversal, report] = await Promise.all([
      answerTo<{ id: number; status: string }>(
        page,
        'POST',
        new RegExp(`/contributions/payments/${paymentId}/reverse$`),
        () => dialog.getByRole('button', { name: 'Reverse the payment' }).click(),
      ),
      // The page reads the member's dues again after the reversal.
      page
        .waitForResponse(
          (r) =>
            r.request().method() === 'GET' &&
            new URL(r.url()).pathname.endsWith(`/contributions/reports/members/${newMemberId}`),
        )
        .then((r) => r.json() as Promise<Report>),
    ]);
    expect(reversal).toMatchObject({ id: paymentId, status: 'reversed' });
    await dialog.waitFor({ state: 'detached' });
    await toast(page, `Payment #${paymentId} of ${await money(page, Math.floor(dueAmount / 3))} was reversed.`);

    // The due is open in full again; the payment is still listed, struck through and marked reversed.
    await until(
      () => dues.status(THIS_YEAR),
      (t) => t === 'Unpaid',
      'the due is unpaid again',
    );
    const whole = await money(page, dueAmount);
    await until(
      () => dues.total('owed'),
      (t) => t === whole,
      'he owes the whole due again',
    );
    const after = await dues.payments(THIS_YEAR);
    const kept = after.locator('li', { hasText: `TRF-${RUN}` });
    await until(
      () => textOf(kept.locator('.aw-tag')),
      (t) => t === 'Reversed',
      'the payment is marked reversed',
    );
    expect(await kept.getAttribute('class')).toContain('aw-struck');
    expect(await kept.getByRole('button', { name: /^Reverse/ }).count()).toBe(0);
    const period = report.periods.find((p) => p.period === THIS_YEAR)!;
    expect(period.payments).toContainEqual(expect.objectContaining({ paymentId, reversed: true }));
    expect(period.paidAmount).toBe(0);
    expectNoProblems(session, 'treasurer: reverse');
  });

  it('pays the due in a collective payment: the summary shows what will be posted, cancelling posts nothing', async () => {
    const session = await tabOf('treasurer');
    const { page } = session;
    let posted = 0;
    const count = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().includes('/contributions/collective')) posted += 1;
    };
    page.on('request', count);
    try {
      await openFromMenu(page, paths.associationCollectivePayment, 150);
      // A branch board's own branch is the only one it pays for: chosen already.
      await until(() => page.locator('#collective-branch').inputValue(), (v) => v === branch, 'her branch is chosen');
      await until(
        () => textOf(page.locator('.p-dropdown:has(#collective-period) .p-dropdown-label')),
        (t) => t === THIS_YEAR,
        'this year is chosen',
      );
      const line = page.locator('main .p-datatable tbody tr', { hasText: newName }).first();
      await line.waitFor();
      await until(
        () => textOf(line.locator('.aw-tag')),
        (t) => t === 'Unpaid',
        'his due is listed unpaid',
      );
      await line.locator('.p-checkbox').click();
      const amount = await money(page, dueAmount);
      await until(
        () => textOf(page.locator('main .aw-total')),
        (t) => t.includes('Members chosen: 1') && t.includes(amount),
        'the total of the chosen due',
      );
      await page.locator('#collective-reference').fill(`KOL-${RUN}`);
      await page.locator('main').getByRole('button', { name: 'Record payment' }).click();

      // The summary says branch, period, member, count, total, method and reference before anything is posted.
      let summary = await dialogTitled(page, 'Confirm the collective payment');
      const shown = await textOf(summary.locator('.aw-summary'));
      for (const fact of [branch, THIS_YEAR, newName, amount, 'Bank transfer', `KOL-${RUN}`])
        expect(shown).toContain(fact);
      expect(await summary.getByRole('button', { name: `Post ${amount}` }).count()).toBe(1);
      await summary.getByRole('button', { name: 'Back' }).click();
      await summary.waitFor({ state: 'detached' });
      await settle(page, 300);
      expect(posted).toBe(0);
      expect(await textOf(line.locator('.aw-tag'))).toBe('Unpaid');

      await page.locator('main').getByRole('button', { name: 'Record payment' }).click();
      summary = await dialogTitled(page, 'Confirm the collective payment');
      const payment = await answerTo<{ id: number; amount: number; allocations: { dueId: number }[] }>(
        page,
        'POST',
        /\/contributions\/collective$/,
        () => summary.getByRole('button', { name: `Post ${amount}` }).click(),
      );
      expect(posted).toBe(1);
      expect(payment.amount).toBe(dueAmount);
      expect(payment.allocations).toHaveLength(1);
      await summary.waitFor({ state: 'detached' });
      await until(
        () => textOf(page.locator('main .aw-callout-success')),
        (t) => t.includes(`Payment #${payment.id} of ${amount} from ${branch} recorded; dues paid: 1.`),
        'the payment is confirmed',
      );
      await until(
        () => textOf(line.locator('.aw-tag')),
        (t) => t === 'Paid',
        'his due is paid',
      );
    } finally {
      page.off('request', count);
    }

    // The member's history says the same: paid, nothing owed, the reversed payment still there beside the new one.
    await openMember(page, newName, 'Dues');
    const dues = duesOf(page);
    await until(
      () => dues.status(THIS_YEAR),
      (t) => t === 'Paid',
      'the due is paid',
    );
    const nothing = await money(page, 0);
    await until(
      () => dues.total('owed'),
      (t) => t === nothing,
      'he owes nothing',
    );
    const lines = await dues.payments(THIS_YEAR);
    await until(
      () => lines.locator('li').count(),
      (n) => n === 2,
      'both payments are in the history',
    );
    expect(await textOf(lines.locator('li', { hasText: `KOL-${RUN}` }))).toContain('Collective (branch)');
    expect(await textOf(lines.locator('li', { hasText: `TRF-${RUN}` }).locator('.aw-tag'))).toBe('Reversed');
    expectNoProblems(session, 'treasurer: collective payment');
  });

  it('waives a due with a reason, in Bahasa Indonesia: the due is waived and the reason shown', async () => {
    const session = await tabOf('treasurer', 'id-ID');
    const { page } = session;
    expect(await page.locator('html').getAttribute('lang')).toBe('id');
    await openMember(page, existingName, 'Iuran');
    const dues = duesOf(page);
    await until(
      () => dues.status(NEXT_YEAR),
      (t) => t === 'Belum dibayar',
      `the ${NEXT_YEAR} due is unpaid`,
    );
    await dues
      .row(NEXT_YEAR)
      .getByRole('button', { name: `Bebaskan iuran ${NEXT_YEAR} ${existingName}` })
      .click();
    const dialog = await dialogTitled(page, `Bebaskan iuran ${NEXT_YEAR} ${existingName}`);
    await dialog.getByRole('button', { name: 'Bebaskan iuran' }).click();
    await dialog.getByText('Tuliskan alasan minimal 5 karakter.').waitFor();
    const reason = `Bencana banjir ${RUN}, dibebaskan rapat pengurus`;
    await dialog.locator('textarea').fill(reason);
    const waived = await answerTo<Due>(page, 'POST', /\/contributions\/dues\/\d+\/waive$/, () =>
      dialog.getByRole('button', { name: 'Bebaskan iuran' }).click(),
    );
    expect(waived).toMatchObject({ period: NEXT_YEAR, status: 'waived', outstanding: 0 });
    await dialog.waitFor({ state: 'detached' });
    await toast(page, `Iuran ${NEXT_YEAR} ${existingName} dibebaskan (${await money(page, waived.amount, 'id')}).`);
    await until(
      () => dues.status(NEXT_YEAR),
      (t) => t === 'Dibebaskan',
      'the due is waived',
    );
    await until(
      () => textOf(dues.row(NEXT_YEAR)),
      (t) => t.includes(reason),
      'the reason is shown',
    );
    expect(
      await dues
        .row(NEXT_YEAR)
        .getByRole('button', { name: /^Bebaskan/ })
        .count(),
    ).toBe(0);
    expectNoProblems(session, 'treasurer: waive');
  });

  it('the branch secretary sees the dues and their history but no button that changes them', async () => {
    const session = await tabOf('branch');
    const { page } = session;
    await openMember(page, newName, 'Dues');
    const dues = duesOf(page);
    await until(
      () => dues.status(THIS_YEAR),
      (t) => t === 'Paid',
      'he reads the paid due',
    );
    const lines = await dues.payments(THIS_YEAR);
    await until(
      () => lines.locator('li').count(),
      (n) => n === 2,
      'he reads both payments',
    );
    const main = page.locator('main');
    for (const name of ['Bill dues', 'Record a payment', /^Reverse/, /^Waive/, /^Pay/]) {
      expect(await main.getByRole('button', { name }).count(), `no ${String(name)} button`).toBe(0);
    }
    await openMember(page, existingName, 'Dues');
    await until(
      () => dues.status(NEXT_YEAR),
      (t) => t === 'Waived',
      'he reads the waived due',
    );
    expect(await main.getByRole('button', { name: /^Waive/ }).count()).toBe(0);

    // The collective payment is not in his menu; at its address he reads the branch's dues and records nothing.
    expect(await menuHrefs(page)).not.toContain(paths.associationCollectivePayment);
    await page.goto(paths.associationCollectivePayment);
    await settle(page, 300);
    expect(await shownState(page)).toBeUndefined();
    await until(() => page.locator('#collective-branch').inputValue(), (v) => v === branch, 'his branch is chosen');
    await main.locator('.p-datatable tbody tr', { hasText: newName }).first().waitFor();
    await main.getByText('Your account can view these records but not change them.').waitFor();
    expect(await main.getByRole('button', { name: 'Record payment' }).count()).toBe(0);
    expect(await main.getByRole('button', { name: /^Pay|^Waive/ }).count()).toBe(0);
    expectNoProblems(session, 'secretary: read only');
  });
});

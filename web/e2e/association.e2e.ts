// The association screens as staff use them, in one signed-in admin tab: for each area one record is created, edited
// and deleted (or the area's equivalent) through the UI (menu clicks, typing, no reloads, no API calls), and each
// change must show in the list the screen returns to — the same list (same address, same cached query) that was
// read before the change, so a missing RTK Query cache invalidation fails the test. The workflows (verification
// queue, STR re-registration, collective payment) are driven the same way. Every form, dialog, detail and workflow
// state opened here (the menu walk does not reach them) is screenshotted and checked with axe-core.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/app/paths';
import { expectNoProblems, lookAt, openFromMenu, pathOf, settle, signedInTab, type Session } from './support/browser';

/** Makes this run's records unique and easy to find (the data directory is fresh, but names must not collide). */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const LOOK_TIMEOUT = 15_000;
/** How long the network must rest before a screen counts as loaded. */
const QUIET_MS = 150;

const tab = signedInTab('admin');
let session: Session;
let page: Page;
/** Serious axe violations found in the states the current test opened. */
const violations: string[] = [];
const allViolations: string[] = [];

beforeAll(() => {
  ({ session } = tab);
  page = session.page;
  // What the landing dashboard asked for is the menu walk's to judge, not this file's first test.
  session.takeProblems();
});
afterAll(async () => {
  if (allViolations.length > 0) console.log(`association a11y violations:\n${allViolations.join('\n')}`);
});

// ---------------------------------------------------------------------------------------------------------------------
// Helpers: staff's ways through the screens.

/** Opens a screen by its menu entry, as staff do. */
const openMenu = (path: string) => openFromMenu(page, path, QUIET_MS);

/** Saves a screenshot of the state and collects its serious axe violations. */
async function look(state: string) {
  await settle(page, QUIET_MS);
  const found = await lookAt(page, `assoc-${state}`);
  violations.push(...found);
  allViolations.push(...found);
}

/** The states the test opened had no serious axe violation. */
function expectAccessible() {
  const found = violations.splice(0);
  expect(found, found.join('\n')).toEqual([]);
}

const main = () => page.locator('main');
/** The text of the screen, white space (no-break spaces of formatted amounts too) as single spaces. */
const mainText = async () => (await main().innerText()).replace(/\s+/g, ' ');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` as a whole word or phrase, as written: "Paid" is not found in "Unpaid", nor 4 in 2024. */
const phrase = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'u');
/**
 * Rows of the screen's table holding every one of `texts`, each as a whole phrase of one cell (or of an element in
 * it: a row's or a cell's text runs its parts together, "Cabang Uji" and "Bandung" as "Cabang UjiBandung").
 */
const rows = (...texts: string[]) =>
  texts.reduce(
    (list, text) => list.filter({ has: page.locator('td, td *', { hasText: phrase(text) }) }),
    page.locator('main .p-datatable tbody tr'),
  );
const dialog = () => page.locator('.p-dialog').last();
/** Waits for the toast saying `text`, then closes it (it would cover the header buttons for seconds). */
async function toast(text: string) {
  const message = page.locator('.p-toast-message', { hasText: text }).first();
  await message.waitFor();
  // It may also have gone by itself meanwhile.
  await message
    .locator('.p-toast-icon-close')
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await message.waitFor({ state: 'detached' });
}

/** Waits until `read` gives what `check` accepts (Playwright-style retrying for vitest); fails with the last value. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeout = LOOK_TIMEOUT) {
  await expect.poll(read, { timeout, interval: 150, message: what }).toSatisfy(check);
}
/** The text of the first element matching, '' while there is none (for polling). */
const textOf = (locator: Locator) =>
  locator
    .first()
    .innerText({ timeout: 1_000 })
    .then(
      (t) => t.trim(),
      () => '',
    );
const shows = (text: string) => until(mainText, (t) => t.includes(text), `the screen shows "${text}"`);
const showsRow = (...texts: string[]) =>
  rows(...texts)
    .first()
    .waitFor({ state: 'visible', timeout: LOOK_TIMEOUT });
const rowGone = (...texts: string[]) =>
  until(
    () => rows(...texts).count(),
    (n) => n === 0,
    `no row with ${texts.join(', ')}`,
  );

/** The total of the list's summary line ("Showing 1 to 10 of 123" or "Showing 1–10 of 123"). */
async function listTotal(): Promise<number> {
  const summary = page.locator('main p', { hasText: /^Showing \d+\s*(to|–)\s*\d+ of [\d,.]+$/ }).first();
  // The table shows its loading overlay from its first render until the server answers ("Showing 0 to 0" before).
  const loading = page.locator('main .p-datatable-loading-overlay');
  await until(async () => (await summary.count()) > 0 && (await loading.count()) === 0, Boolean, 'the list has loaded');
  const text = await summary.innerText();
  return Number(/of ([\d,.]+)$/.exec(text.trim())![1]!.replace(/[,.]/g, ''));
}
const totalIs = async (expected: number) => until(listTotal, (n) => n === expected, `the list total is ${expected}`);

/** Types into the list's search box and waits until the search is in the address (the list then asks the server). */
async function search(text: string) {
  await main().locator('input[type="search"]').first().fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
  // What the tests then expect of the list is polled until the server's answer shows.
}

/** Picks `option` in the PrimeReact Dropdown whose input has `inputId`. */
async function choose(inputId: string, option: string) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
  await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
}

/** Types `query` into an AutoComplete and picks the suggestion named `option` (else the first); returns its name. */
async function pick(inputId: string, query: string, option?: string): Promise<string> {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.fill(query);
  const names = '.rs-option > span, .aw-option > span, .ac-option > span';
  const options = page.locator('.p-autocomplete-panel [role="option"]');
  const exactly = option && new RegExp(`^\\s*${escapeRegExp(option)}\\s*$`);
  const choice = exactly ? options.filter({ has: page.locator(names, { hasText: exactly }) }).first() : options.first();
  // A click while the panel still moves into place can miss the option: wait until it has settled.
  await page.locator('.p-autocomplete-panel.p-connected-overlay-enter-done').waitFor();
  await choice.waitFor();
  const name = (await choice.locator(names).first().innerText()).trim();
  await choice.click();
  await page.locator('.p-autocomplete-panel').waitFor({ state: 'detached' });
  await until(
    () => input.inputValue(),
    (v) => v === name,
    `${name} is chosen`,
  );
  return name;
}

/** Types a day into a PrimeReact Calendar (yy-mm-dd) and closes its panel. */
async function typeDay(inputId: string, day: string) {
  const input = page.locator(`#${inputId}`);
  await input.fill(day);
  await input.press('Escape');
}

/** Replaces the number of a PrimeReact InputNumber by typing. */
async function typeNumber(inputId: string, value: string) {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(value);
}

/** Clicks the button of a confirmation dialog and waits for it to close. */
async function confirm(label: string) {
  const box = page.locator('.p-confirm-dialog');
  await box.waitFor();
  await box.getByRole('button', { name: label, exact: true }).click();
  await box.waitFor({ state: 'detached' });
}

const heading = () => main().locator('h1').first();
const headingIs = (text: string) =>
  until(
    () => textOf(heading()),
    (t) => t === text,
    `the heading is "${text}"`,
  );

/** A day `days` from today, yyyy-mm-dd (in the browser's time zone, Asia/Jakarta). */
function dayFromNow(days: number) {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------------------------
// Master data: divisions.

describe('divisions (master data)', () => {
  const code = `PC-E2E${RUN}`;
  const name = `Cabang Uji ${RUN}`;
  let total = 0;
  let parent = '';

  it('creates a branch: it is counted and found in the list it came from', async () => {
    await openMenu(paths.associationDivisions);
    total = await listTotal();
    await search(name);
    await shows('Nothing matches the search and filters.');

    await main().getByRole('link', { name: 'New division' }).click();
    await page.waitForURL('**/association/divisions/new');
    await look('divisions-create-form');
    await page.locator('#rs-form-divisions-code').fill(code);
    await page.locator('#rs-form-divisions-name').fill(name);
    await choose('rs-form-divisions-level', 'Branch (PC)');
    parent = await pick('rs-form-divisions-parentId', 'Jawa Barat');
    await page.locator('#rs-form-divisions-city').fill('Bandung');
    await main().getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/association\/divisions\/\d+$/);
    await headingIs(name);
    await toast(`${name} was recorded.`);
    await look('divisions-detail');

    await openMenu(paths.associationDivisions);
    await totalIs(total + 1);
    await search(name);
    await showsRow(code, name, 'Branch (PC)', parent, 'Bandung');
    expectNoProblems(session, 'divisions: create');
    expectAccessible();
  });

  it('edits the branch from its row: the list shows the new city', async () => {
    await rows(code).locator(`a[aria-label="Edit ${name}"]`).click();
    await page.waitForURL(/\/association\/divisions\/\d+\/edit$/);
    await headingIs(`Edit ${name}`);
    await look('divisions-edit-form');
    await page.locator('#rs-form-divisions-city').fill('Cirebon');
    await main().getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/association\/divisions\/\d+$/);
    await toast(`The changes to ${name} were saved.`);
    await shows('Cirebon');
    await main().locator('a.rs-back').click();
    await search(name);
    await showsRow(code, 'Cirebon');
    expectNoProblems(session, 'divisions: edit');
    expectAccessible();
  });

  it('deletes the branch from its row: it leaves the list at once', async () => {
    await rows(code).locator(`button[aria-label="Delete ${name}"]`).click();
    await page.locator('.p-confirm-dialog').waitFor();
    await look('divisions-delete-confirm');
    await confirm('Delete');
    await toast(`${name} was deleted.`);
    await rowGone(code);
    await shows('Nothing matches the search and filters.');

    await openMenu(paths.associationDivisions);
    await totalIs(total);
    expectNoProblems(session, 'divisions: delete');
    expectAccessible();
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// Members: registered as applicants, edited, never deleted (dismissing is the end of a membership).

/** Registers an applicant through the form (on the member list), in the first branch offered; returns its name. */
async function registerApplicant(name: string, email: string): Promise<string> {
  await main().getByRole('link', { name: 'Register applicant' }).click();
  await page.waitForURL('**/association/members/new');
  await look('members-create-form');
  await page.locator('#rs-form-members-fullName').fill(name);
  await choose('rs-form-members-gender', 'Female');
  await typeDay('rs-form-members-birthDate', '1990-05-17');
  await page.locator('#rs-form-members-birthPlace').fill('Bandung');
  await page.locator('#rs-form-members-email').fill(email);
  await page.locator('#rs-form-members-phone').fill('+62 812-0000-1234');
  const branch = await pick('rs-form-members-divisionId', 'Cabang');
  await main().getByRole('button', { name: 'Save' }).click();
  return branch;
}

describe('members', () => {
  const name = `drg. Uji ${RUN} Sejawat`;
  let total = 0;
  let branch = '';

  it('registers an applicant: the member view opens and the list counts and shows them', async () => {
    await openMenu(paths.associationMembers);
    total = await listTotal();
    await search(name);
    await shows('Nothing matches the search and filters.');

    branch = await registerApplicant(name, `uji.${RUN.toLowerCase()}@example.com`);

    await page.waitForURL(/\/association\/members\/\d+$/);
    await headingIs(name);
    await until(
      () => textOf(main().locator('.aw-page-header .aw-tag')),
      (t) => t === 'Applicant',
      'the member is an applicant',
    );
    await shows('No NPA yet');
    await look('members-view');

    await openMenu(paths.associationMembers);
    await totalIs(total + 1);
    await search(name);
    await showsRow(name, 'Applicant', branch, 'General dentist (drg.)');
    expectNoProblems(session, 'members: register');
    expectAccessible();
  });

  it("edits the member's specialty from the list row", async () => {
    await rows(name).locator(`a[aria-label="Edit ${name}"]`).click();
    await page.waitForURL(/\/association\/members\/\d+\/edit$/);
    await look('members-edit-form');
    await choose('rs-form-members-specialty', 'Orthodontics');
    await main().getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/association\/members\/\d+$/);
    await toast(`The changes to ${name} were saved.`);
    await shows('Orthodontics');
    await openMenu(paths.associationMembers);
    await search(name);
    await showsRow(name, 'Orthodontics');
    expectNoProblems(session, 'members: edit');
    expectAccessible();
  });

  it('dismisses the member with a reason (members are never deleted): the list shows the status', async () => {
    await rows(name).getByRole('link', { name, exact: true }).click();
    await page.waitForURL(/\/association\/members\/\d+$/);
    await main().locator('.aw-actions[role="group"]').getByRole('button', { name: 'Dismiss' }).click();
    await dialog().waitFor();
    await look('members-dismiss-dialog');
    await dialog().locator('textarea').fill('Registered twice by mistake');
    await dialog().getByRole('button', { name: 'Change status' }).click();
    await dialog().waitFor({ state: 'detached' });
    await toast(`${name} is now Dismissed.`);
    await until(
      () => textOf(main().locator('.aw-page-header .aw-tag')),
      (t) => t === 'Dismissed',
      'the member is dismissed',
    );

    await openMenu(paths.associationMembers);
    await totalIs(total + 1);
    await search(name);
    await showsRow(name, 'Dismissed');
    expectNoProblems(session, 'members: dismiss');
    expectAccessible();
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// Mitigation: survivors.

describe('mitigation: survivors', () => {
  const notes = `Uji E2E ${RUN}`;
  let total = 0;
  let member = '';

  it('records a survivor: it is counted and found in the list', async () => {
    await openMenu(paths.associationSurvivors);
    total = await listTotal();
    await main().getByRole('link', { name: 'Record survivor' }).click();
    await page.waitForURL('**/association/mitigation/survivors/new');
    await look('survivors-create-form');
    member = await pick('rs-form-survivors-memberId', 'drg');
    await choose('rs-form-survivors-severity', 'Moderate');
    await typeDay('rs-form-survivors-diagnosedAt', '2024-03-04');
    await page.locator('#rs-form-survivors-notes').fill(notes);
    await main().getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/survivors\/\d+$/);
    await headingIs(member);
    await look('survivors-detail');

    await openMenu(paths.associationSurvivors);
    await totalIs(total + 1);
    await search(member);
    await showsRow(notes, member, 'Moderate', '4 Mar 2024');
    expectNoProblems(session, 'survivors: create');
    expectAccessible();
  });

  it('edits the survivor: severity and recovery show in the list', async () => {
    await rows(notes).locator('a[aria-label^="Edit "]').click();
    await page.waitForURL(/\/survivors\/\d+\/edit$/);
    await look('survivors-edit-form');
    await choose('rs-form-survivors-severity', 'Severe');
    await typeDay('rs-form-survivors-recoveredAt', '2024-03-20');
    await main().getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/survivors\/\d+$/);
    await shows('20 Mar 2024');
    await main().locator('a.rs-back').click();
    await search(member);
    await showsRow(notes, 'Severe', '20 Mar 2024');
    expectNoProblems(session, 'survivors: edit');
    expectAccessible();
  });

  it('deletes the survivor from its row', async () => {
    await rows(notes).locator('button[aria-label^="Delete "]').click();
    await confirm('Delete');
    await toast(`${member} was deleted.`);
    await rowGone(notes);
    await openMenu(paths.associationSurvivors);
    await totalIs(total);
    expectNoProblems(session, 'survivors: delete');
    expectAccessible();
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// Licences: SKP credits.

describe('licences: SKP entries', () => {
  const activity = `Seminar Uji ${RUN}`;
  let total = 0;
  let member = '';

  it('records SKP credits: counted and found in the list', async () => {
    await openMenu(paths.associationSkpEntries);
    total = await listTotal();
    await main().getByRole('link', { name: 'Record credits' }).click();
    await page.waitForURL('**/association/skp-entries/new');
    await look('skp-create-form');
    member = await pick('rs-form-skpEntries-memberId', 'drg');
    await page.locator('#rs-form-skpEntries-activity').fill(activity);
    await choose('rs-form-skpEntries-domain', 'Learning');
    await typeNumber('rs-form-skpEntries-credits', '2.5');
    await typeDay('rs-form-skpEntries-earnedAt', '2024-05-06');
    await page.locator('#rs-form-skpEntries-source').fill('PDGI Cabang Uji');
    await main().getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/skp-entries\/\d+$/);
    await headingIs(`${activity} (${member})`);
    await look('skp-detail');

    await openMenu(paths.associationSkpEntries);
    await totalIs(total + 1);
    await search(member);
    await showsRow(activity, member, 'Learning', '2.5', '6 May 2024');
    expectNoProblems(session, 'SKP: create');
    expectAccessible();
  });

  it('edits the credits and domain from the row', async () => {
    await rows(activity).locator('a[aria-label^="Edit "]').click();
    await page.waitForURL(/\/skp-entries\/\d+\/edit$/);
    await look('skp-edit-form');
    await typeNumber('rs-form-skpEntries-credits', '4');
    await choose('rs-form-skpEntries-domain', 'Service');
    await main().getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/skp-entries\/\d+$/);
    await shows('Service');
    await main().locator('a.rs-back').click();
    await search(member);
    await showsRow(activity, 'Service', '4');
    expectNoProblems(session, 'SKP: edit');
    expectAccessible();
  });

  it('deletes the entry from its row', async () => {
    await rows(activity).locator('button[aria-label^="Delete "]').click();
    await confirm('Delete');
    await rowGone(activity);
    await openMenu(paths.associationSkpEntries);
    await totalIs(total);
    expectNoProblems(session, 'SKP: delete');
    expectAccessible();
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// Contributions: dues rates, and a collective payment that pays a due.

describe('contributions: dues rates', () => {
  const name = `Iuran Uji ${RUN}`;
  let total = 0;

  it('creates a rate for a closed window: counted and found in the list', async () => {
    await openMenu(paths.associationContributionRates);
    total = await listTotal();
    await search(name);
    await shows('Nothing matches the search and filters.');

    await main().getByRole('link', { name: 'New rate' }).click();
    await page.waitForURL('**/association/contribution-rates/new');
    await look('rates-create-form');
    await page.locator('#rs-form-contributionRates-name').fill(name);
    await choose('rs-form-contributionRates-category', 'Ordinary');
    await typeNumber('rs-form-contributionRates-amount', '400000');
    await typeNumber('rs-form-contributionRates-nationalShare', '50');
    await typeNumber('rs-form-contributionRates-provinceShare', '30');
    await typeNumber('rs-form-contributionRates-branchShare', '20');
    // Before the seeded rates: validity windows of one category never overlap.
    await typeDay('rs-form-contributionRates-validFrom', '2015-01-01');
    await typeDay('rs-form-contributionRates-validTo', '2019-12-31');
    await main().getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/contribution-rates\/\d+$/);
    await headingIs(name);
    await look('rates-detail');

    await openMenu(paths.associationContributionRates);
    await totalIs(total + 1);
    await search(name);
    await showsRow(name, 'Ordinary', 'IDR 400,000', '1 Jan 2015', '31 Dec 2019');
    expectNoProblems(session, 'dues rates: create');
    expectAccessible();
  });

  it('edits the amount from the row', async () => {
    await rows(name).locator(`a[aria-label="Edit ${name}"]`).click();
    await page.waitForURL(/\/contribution-rates\/\d+\/edit$/);
    await look('rates-edit-form');
    await typeNumber('rs-form-contributionRates-amount', '450000');
    await main().getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/contribution-rates\/\d+$/);
    await shows('IDR 450,000');
    await main().locator('a.rs-back').click();
    await search(name);
    await showsRow(name, 'IDR 450,000');
    expectNoProblems(session, 'dues rates: edit');
    expectAccessible();
  });

  it('deletes the rate from its row', async () => {
    await rows(name).locator(`button[aria-label="Delete ${name}"]`).click();
    await confirm('Delete');
    await toast(`${name} was deleted.`);
    await rowGone(name);
    await shows('Nothing matches the search and filters.');
    await openMenu(paths.associationContributionRates);
    await totalIs(total);
    expectNoProblems(session, 'dues rates: delete');
    expectAccessible();
  });
});

describe('contributions: collective payment', () => {
  it("records a branch's payment for one member: the due turns paid and the payment is listed", async () => {
    // An unpaid due, as the dues list shows it.
    await openMenu(paths.associationDues);
    await choose('rs-filter-dues-status', 'Unpaid');
    await page.waitForURL((url) => url.searchParams.get('status') === 'unpaid');
    await settle(page, QUIET_MS);
    const unpaid = await listTotal();
    const headers = (await main().locator('.p-datatable thead th').allInnerTexts()).map((h) => h.trim());
    const cell = (row: Locator, header: string) => row.locator('td').nth(headers.indexOf(header)).innerText();
    const due = rows().first();
    const [member, branch, period] = [await cell(due, 'Member'), await cell(due, 'Branch'), await cell(due, 'Year')];

    await openMenu(paths.associationCollectivePayment);
    await pick('collective-branch', branch, branch);
    if ((await page.locator('.p-dropdown:has(#collective-period) .p-dropdown-label').innerText()).trim() !== period) {
      await choose('collective-period', period);
    }
    const line = rows(member).first();
    await line.waitFor();
    await line.locator('.p-checkbox').click();
    await shows('Members chosen: 1');
    const reference = `E2E-${RUN}`;
    await page.locator('#collective-reference').fill(reference);
    // The payment date stays the form's default, today in Jakarta: the server counts days in WIB too.
    await look('collective-payment-ready');
    await main().getByRole('button', { name: 'Record payment' }).click();
    // Money is posted only after its summary is confirmed.
    const summary = page.getByRole('dialog', { name: 'Confirm the collective payment' });
    await summary.waitFor();
    expect(await summary.innerText()).toContain(branch);
    await look('collective-payment-summary');
    await summary.getByRole('button', { name: /^Post / }).click();
    await summary.waitFor({ state: 'hidden' });
    await until(
      () => textOf(main().locator('.aw-callout-success')),
      (t) => t.includes(`from ${branch} recorded; dues paid: 1.`),
      'the payment is confirmed',
    );
    await showsRow(member, 'Paid');
    await look('collective-payment-recorded');

    // The unpaid dues list read before the payment has one due fewer; the member's due is paid.
    await openMenu(paths.associationDues);
    await choose('rs-filter-dues-status', 'Unpaid');
    await totalIs(unpaid - 1);
    await openMenu(paths.associationDues);
    await search(member);
    await showsRow(member, period, 'Paid');

    await openMenu(paths.associationPayments);
    await search(reference);
    await showsRow(reference, 'Collective (branch)', branch);
    expectNoProblems(session, 'collective payment');
    expectAccessible();
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// Surat Masuk.

describe('Surat Masuk (incoming mail)', () => {
  const subject = `Undangan rapat uji ${RUN}`;
  const corrected = `${subject} (revisi)`;
  const assignee = `Sekretaris Uji ${RUN}`;
  let total = 0;

  it('registers a letter: it opens and is counted and found in the register', async () => {
    await openMenu(paths.associationMails);
    total = await listTotal();
    await search(subject);
    await shows('No letters match the search and filters.');

    await main().getByRole('button', { name: 'Register letter' }).click();
    await dialog().waitFor();
    await look('mails-register-dialog');
    await page.locator('#mail-number').fill(`E2E/${RUN}/XI/2024`);
    await page.locator('#mail-sender').fill(`Dinas Kesehatan Uji ${RUN}`);
    await page.locator('#mail-letterDate').fill('2024-11-02');
    // The received date stays the form's default, today in Jakarta: the server counts days in WIB too.
    await page.locator('#mail-subject').fill(subject);
    await choose('mail-category', 'Invitation');
    await pick('mail-divisionId', 'Jawa Barat');
    await page.locator('#mail-summary').fill('Undangan rapat koordinasi pengurus.');
    await dialog().getByRole('button', { name: 'Register', exact: true }).click();

    await page.waitForURL(/\/association\/mails\/\d+$/);
    await headingIs(subject);
    await until(
      () => textOf(main().locator('.ac-header .p-tag')),
      (t) => t === 'Received',
      'the letter is received',
    );
    await look('mails-detail');

    await openMenu(paths.associationMails);
    await totalIs(total + 1);
    await search(subject);
    await showsRow(subject, 'Received');
    expectNoProblems(session, 'mails: register');
    expectAccessible();
  });

  it('corrects the letter and dispositions it: the register shows subject, status and assignee', async () => {
    await rows(subject).locator('a').first().click();
    await page.waitForURL(/\/association\/mails\/\d+$/);
    await main().getByRole('button', { name: 'Edit', exact: true }).click();
    await dialog().waitFor();
    await look('mails-edit-dialog');
    await page.locator('#mail-subject').fill(corrected);
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await dialog().waitFor({ state: 'detached' });
    await headingIs(corrected);

    // The assignee is one of the board's staff who can handle letters: the province gets a secretary for the test.
    const created = await page.evaluate(
      async ({ mailId, fullName, email }) => {
        const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'content-type': 'application/json' };
        const mail = await (await fetch(`/api/association/mails/${mailId}`, { headers })).json();
        const res = await fetch('/api/association/accounts', { method: 'POST', headers, body: JSON.stringify({ email, fullName, role: 'secretary', divisionId: mail.divisionId }) });
        return res.status;
      },
      { mailId: Number(/\/association\/mails\/(\d+)/.exec(page.url())![1]), fullName: assignee, email: `sekretaris.uji.${RUN}@example.org`.toLowerCase() },
    );
    expect(created).toBe(201);
    await main().getByRole('button', { name: 'Disposition', exact: true }).click();
    await dialog().waitFor();
    await look('mails-disposition-dialog');
    await page.locator('#disposition-instruction').fill('Mohon dihadiri dan dilaporkan hasilnya.');
    await pick('disposition-assigneeId', 'Sekretaris Uji', assignee);
    await page.locator('#disposition-dueDate').fill(dayFromNow(30));
    await dialog().getByRole('button', { name: 'Send disposition' }).click();
    await dialog().waitFor({ state: 'detached' });
    await toast(`Dispositioned to ${assignee}.`);
    await until(
      () => textOf(main().locator('.ac-header .p-tag')),
      (t) => t === 'Dispositioned',
      'the letter is dispositioned',
    );
    await shows(assignee);

    // Back to the very register page (same search) it was opened from.
    await main().locator('a.ac-back').click();
    await until(
      () => Promise.resolve(pathOf(page)),
      (p) => p === `${paths.associationMails}?q=${encodeURIComponent(subject).replace(/%20/g, '+')}`,
      'back on the searched register',
    );
    await showsRow(corrected, 'Dispositioned', assignee);
    expectNoProblems(session, 'mails: correct and disposition');
    expectAccessible();
  });

  it('deletes a letter that is still only received', async () => {
    await openMenu(paths.associationMails);
    await choose('mail-filter-status', 'Received');
    await page.waitForURL((url) => url.searchParams.get('status') === 'received');
    await settle(page, QUIET_MS);
    const received = await listTotal();
    const first = rows().first();
    const agenda = (await first.locator('a').first().innerText()).trim();
    await first.locator('a').first().click();
    await page.waitForURL(/\/association\/mails\/\d+$/);
    await main().getByRole('button', { name: 'Delete', exact: true }).click();
    await page.locator('.p-confirm-dialog').waitFor();
    await look('mails-delete-confirm');
    await confirm('Delete');
    await toast('Letter deleted.');

    // Back on the filtered register it came from.
    await page.waitForURL(
      (url) => url.pathname === paths.associationMails && url.searchParams.get('status') === 'received',
    );
    await totalIs(received - 1);
    await rowGone(agenda);
    expectNoProblems(session, 'mails: delete');
    expectAccessible();
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// Pusat Informasi.

describe('information centre', () => {
  const category = `Kategori Uji ${RUN}`;
  const title = `Pengumuman uji ${RUN}`;
  const published = `Pengumuman resmi ${RUN}`;
  const draft = `Draf uji ${RUN}`;
  let total = 0;

  it('creates a category in its dialog: the list counts and shows it', async () => {
    await openMenu(paths.associationInformationCategories);
    await search(category);
    await shows('No categories match the search.');
    await main().getByRole('button', { name: 'New category' }).click();
    await dialog().waitFor();
    await look('information-category-dialog');
    await page.locator('#category-name').fill(category);
    await page.locator('#category-description').fill('Kategori untuk uji end-to-end.');
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await dialog().waitFor({ state: 'detached' });
    await toast(`Category ${category} created.`);
    // The searched list behind the dialog shows it without being searched again.
    await showsRow(category);
    expectNoProblems(session, 'information: category');
    expectAccessible();
  });

  it('writes information in the editor as a draft, then publishes it under a new title', async () => {
    await openMenu(paths.associationInformation);
    total = await listTotal();
    await main().getByRole('button', { name: 'Create information' }).click();
    await page.waitForURL('**/association/information/create');
    await page.locator('#information-title').fill(title);
    await choose('information-categoryId', category);
    await page.locator('#information-summary').fill('Rapat anggota tahunan cabang.');
    // The body is rich text: a heading from the toolbar, a list started by typing "- ", bold by Ctrl+B.
    await page.locator('#information-body').click();
    await page.keyboard.type('Agenda');
    await main().locator('.ql-header.ql-picker .ql-picker-label').click();
    await main().locator('.ql-header.ql-picker .ql-picker-item[data-value="2"]').click();
    await page.locator('#information-body').press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- Laporan pengurus');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pemilihan ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('ketua');
    await main().getByRole('button', { name: 'Preview', exact: true }).click();
    await main().locator('.ac-preview :is(h2, h3)', { hasText: 'Agenda' }).waitFor();
    await main().locator('.ac-preview li strong', { hasText: 'ketua' }).waitFor();
    await look('information-editor-preview');
    await main().getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/association\/information\/\d+\/edit$/);
    await toast(`“${title}” saved.`);

    await main().locator('a.ac-back').click();
    await totalIs(total + 1);
    await search(title);
    await showsRow(title, category, 'Draft');

    await rows(title).locator(`button[aria-label="Edit ${title}"]`).click();
    await page.waitForURL(/\/association\/information\/\d+\/edit$/);
    await until(
      () => page.locator('#information-title').inputValue(),
      (v) => v === title,
      'the editor holds the draft',
    );
    await page.locator('#information-title').fill(published);
    await look('information-editor-edit');
    await main().getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL((url) => url.pathname === paths.associationInformation);
    await toast(`“${published}” published.`);
    await settle(page, QUIET_MS);
    await totalIs(total + 1);
    await search(published);
    await showsRow(published, category, 'Published');
    expectNoProblems(session, 'information: create and publish');
    expectAccessible();
  });

  it('deletes a draft from the list (published information is unpublished or archived, not deleted)', async () => {
    await main().getByRole('button', { name: 'Create information' }).click();
    await page.waitForURL('**/association/information/create');
    await page.locator('#information-title').fill(draft);
    await choose('information-categoryId', category);
    await main().getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/association\/information\/\d+\/edit$/);
    await main().locator('a.ac-back').click();
    await search(draft);
    await showsRow(draft, 'Draft');

    await rows(draft).locator(`button[aria-label="Delete ${draft}"]`).click();
    await page.locator('.p-confirm-dialog').waitFor();
    await look('information-delete-confirm');
    await confirm('Delete');
    await toast(`“${draft}” deleted.`);
    await rowGone(draft);
    await shows('No information matches the search and filters.');
    await openMenu(paths.associationInformation);
    await totalIs(total + 1);
    expectNoProblems(session, 'information: delete draft');
    expectAccessible();
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// Workflows: the verification queue and STR re-registration.

describe('verification queue', () => {
  let total = 0;

  /** Opens the first request of the queue; returns the member's name. */
  async function openFirst(): Promise<string> {
    const first = rows().first();
    const name = (await first.locator('td').first().innerText()).trim();
    await first.locator('td').first().click();
    await page.waitForURL((url) => url.searchParams.has('open'));
    await until(
      () => textOf(page.locator('.aw-queue-detail h3')),
      (t) => t === name,
      `the request of ${name} is open`,
    );
    return name;
  }

  it('approves the oldest request once every document is ticked: it leaves the queue', async () => {
    await openMenu(paths.associationVerifications);
    total = await listTotal();
    const name = await openFirst();
    const detail = page.locator('.aw-queue-detail');
    await look('verifications-detail');

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
    await toast(`The request of ${name} was approved.`);
    await until(
      () => textOf(detail.locator('.aw-detail-head .aw-tag')),
      (t) => t === 'Approved',
      'the request is approved',
    );
    await totalIs(total - 1);
    await rowGone(name);
    expectNoProblems(session, 'verifications: approve');
    expectAccessible();
  });

  it('rejects the next request only with a reason: it leaves the queue and shows the reason', async () => {
    const name = await openFirst();
    const detail = page.locator('.aw-queue-detail');
    await detail.getByRole('button', { name: 'Reject' }).click();
    await dialog().waitFor();
    await until(
      () => textOf(dialog().locator('.p-dialog-title')),
      (t) => t === `Reject the request of ${name}`,
      'the reject dialog',
    );
    await dialog().locator('textarea').fill('KTP');
    await dialog().getByRole('button', { name: 'Reject' }).click();
    await dialog().getByText('Give the reason in at least 5 characters.').waitFor();
    await look('verifications-reject-dialog');
    const reason = 'The KTP scan is unreadable';
    await dialog().locator('textarea').fill(reason);
    await dialog().getByRole('button', { name: 'Reject' }).click();
    await dialog().waitFor({ state: 'detached' });
    await toast(`The request of ${name} was rejected.`);
    await detail.locator('dd', { hasText: reason }).waitFor();
    await totalIs(total - 2);
    await rowGone(name);
    expectNoProblems(session, 'verifications: reject');
    expectAccessible();
  });
});

describe('STR re-registration', () => {
  const number = `E2E-${RUN}`;

  it('records a legacy STR, files its re-registration and walks it to completed', async () => {
    // A member of his own, with no lifetime STR (the seed's members may hold one, and a lifetime STR is never
    // re-registered).
    await openMenu(paths.associationMembers);
    await registerApplicant(`drg. STR ${RUN} Sejawat`, `str.${RUN.toLowerCase()}@example.com`);
    await page.waitForURL(/\/association\/members\/\d+$/);
    await openMenu(paths.associationStr);
    await main().getByRole('link', { name: 'Record STR' }).click();
    await page.waitForURL('**/association/str/new');
    await look('str-create-form');
    const member = await pick('rs-form-strRecords-memberId', `STR ${RUN}`);
    await page.locator('#rs-form-strRecords-number').fill(number);
    await choose('rs-form-strRecords-kind', 'Legacy (5 years)');
    await typeDay('rs-form-strRecords-issuedAt', '2024-02-01');
    await main().getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/association\/str\/\d+$/);
    await headingIs(number);

    await openMenu(paths.associationStrRenewals);
    const total = await listTotal();
    await main().getByRole('link', { name: 'New request' }).click();
    await page.waitForURL('**/association/str-renewals/new');
    await pick('rs-form-strRenewals-strId', member, number);
    await look('str-renewals-create-form');
    await main().getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/association\/str-renewals\/\d+$/);
    await until(
      () => textOf(heading()),
      (t) => /^Registrasi Ulang STR #\d+$/.test(t),
      'the request opens',
    );
    const status = () => textOf(main().locator('.aw-page-header .aw-tag'));
    await until(status, (t) => t === 'Submitted', 'the request is submitted');
    await look('str-renewal-submitted');

    await main().getByRole('button', { name: 'Start review' }).click();
    await toast('The review has started.');
    await until(status, (t) => t === 'In review', 'the request is in review');
    const missing = main().locator('.aw-checklist li:not(.aw-checklist-done)');
    for (let left = await missing.count(); left > 0; left--) {
      await missing.first().locator('label').click();
      await until(
        () => missing.count(),
        (n) => n === left - 1,
        'the document is ticked',
      );
    }
    const recommend = main().getByRole('button', { name: 'Recommend' });
    await until(() => recommend.isEnabled(), Boolean, 'Recommend is enabled');
    await recommend.click();
    // Both steps are confirmed; completion asks for the number of the new STR the council issued.
    const recommendation = page.getByRole('dialog', { name: 'Recommend the re-registration?' });
    await recommendation.getByRole('button', { name: 'Recommend' }).click();
    await toast('The request is recommended.');
    await until(status, (t) => t === 'Recommended', 'the request is recommended');
    await main().getByRole('button', { name: 'Complete', exact: true }).click();
    const completion = page.getByRole('dialog', { name: 'Complete the re-registration?' });
    await completion.getByLabel('Number of the new STR').fill(`${number}-N`);
    await look('str-renewal-complete-confirm');
    await completion.getByRole('button', { name: 'Complete' }).click();
    await toast('The re-registration is complete.');
    await shows('This request is closed.');
    await until(status, (t) => t === 'Completed', 'the request is completed');
    await look('str-renewal-completed');

    await main().locator('a.aw-back').click();
    await page.waitForURL((url) => url.pathname === paths.associationStrRenewals);
    await totalIs(total + 1);
    await search(member);
    await showsRow(number, member, 'Completed');
    expectNoProblems(session, 'STR re-registration');
    expectAccessible();
  });
});

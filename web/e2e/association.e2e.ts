// The association screens as staff use them, in one signed-in admin tab: for each area one record is created, edited
// and deleted (or the area's equivalent) through the UI (menu clicks, typing, no reloads, no API calls), and each
// change must show in the list the screen returns to — the same list (same address, same cached query) that was
// read before the change, so a missing RTK Query cache invalidation fails the test. The workflows (verification
// queue, STR re-registration, collective payment) are driven the same way. Every form, dialog, detail and workflow
// state opened here (the menu walk does not reach them) is screenshotted and checked with axe-core.
// This file: master data, members, mitigation, SKP, dues rates and collective payment; association-workflows.e2e.ts has
// the letters, the information centre, the verification queue and STR re-registration (two files run side by side).
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/app/paths';
import { expectNoProblems, settle } from './support/browser';
import {
  useAdminTab,
  RUN,
  QUIET_MS,
  session,
  page,
  openMenu,
  look,
  expectAccessible,
  main,
  rows,
  dialog,
  toast,
  until,
  textOf,
  shows,
  showsRow,
  rowGone,
  listTotal,
  totalIs,
  search,
  choose,
  pick,
  typeDay,
  typeNumber,
  confirm,
  headingIs,
  registerApplicant,
} from './support/association-screens';

useAdminTab('association');

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

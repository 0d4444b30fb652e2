// The rest of the association screens as staff use them (association.e2e.ts says how): letters, the information
// centre, the verification queue and STR re-registration.
import { describe, expect, it } from 'vitest';
import { paths } from '../src/app/paths';
import { expectNoProblems, pathOf, settle } from './support/browser';
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
  confirm,
  heading,
  headingIs,
  dayFromNow,
  registerApplicant,
} from './support/association-screens';

useAdminTab('association-workflows');

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
        const headers = {
          authorization: `Bearer ${localStorage.getItem('accessToken')}`,
          'content-type': 'application/json',
        };
        const mail = await (await fetch(`/api/association/mails/${mailId}`, { headers })).json();
        const res = await fetch('/api/association/accounts', {
          method: 'POST',
          headers,
          body: JSON.stringify({ email, fullName, role: 'secretary', divisionId: mail.divisionId }),
        });
        return res.status;
      },
      {
        mailId: Number(/\/association\/mails\/(\d+)/.exec(page.url())![1]),
        fullName: assignee,
        email: `sekretaris.uji.${RUN}@example.org`.toLowerCase(),
      },
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

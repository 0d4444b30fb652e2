// Scoped access as the boards live it (issue 19): a branch secretary works on her branch's members only, a provincial
// secretary sees her province's branches, a treasurer and a verifier see what their roles do. Driven through the
// screens in one browser, one tab per account; each screen is screenshotted and checked with axe-core.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/app/paths';
import { expectNoProblems, launchBrowser, lookAt, openFromMenu, openSession, pickOption, settle, SETTLED_SUGGESTIONS, signIn, until, type AccountName, type Session } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(account: AccountName, language?: string): Promise<Session> {
  const session = await openSession(browser);
  // The interface language is the user's choice, kept in the browser (web/src/i18n/languages.ts).
  if (language) await session.context.addInitScript((code) => localStorage.setItem('language', code), language);
  await signIn(session, account);
  await settle(session.page);
  return session;
}

/** The cells of one column of the screen's table, by its header. */
async function column(page: Page, header: string): Promise<string[]> {
  const table = page.locator('main .p-datatable').first();
  await table.locator('tbody tr').first().waitFor();
  await page.locator('main .p-datatable-loading-overlay').waitFor({ state: 'detached' });
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const at = headers.indexOf(header);
  expect(at, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return (await table.locator(`tbody tr td:nth-child(${at + 1})`).allInnerTexts()).map((c) => c.trim());
}

/** The signed-in account's board as the API tells it (the session's own token, as the app sends it). */
async function board(page: Page): Promise<{ divisionId: number; name: string }> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('accessToken');
    const me = await (await fetch('/jwt/me', { headers: { authorization: `Bearer ${token}` } })).json();
    const id = me.userData.association.divisionId as number;
    const division = await (await fetch(`/api/association/divisions/${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
    return { divisionId: id, name: division.name as string };
  });
}

describe('a branch secretary', () => {
  let session: Session;
  beforeAll(async () => {
    session = await signedIn('branch');
  });

  it("sees her branch's members and nobody else's", async () => {
    const { page } = session;
    const { name } = await board(page);
    await openFromMenu(page, paths.associationMembers);
    const branches = await column(page, 'Branch');
    expect(branches.length).toBeGreaterThan(0);
    expect(new Set(branches)).toEqual(new Set([name]));
    expect(await lookAt(page, 'scope-branch-members')).toEqual([]);
    expectNoProblems(session, 'branch member list');
  });

  it('finds no member of another branch by searching', async () => {
    const { page } = session;
    const { name } = await board(page);
    await page.goto(`${paths.associationMembers}?q=drg`);
    const branches = await column(page, 'Branch');
    expect(branches.every((b) => b === name)).toBe(true);
    expectNoProblems(session, 'branch member search');
  });

  it('sees the transfer requests screen of her board', async () => {
    const { page } = session;
    await openFromMenu(page, paths.associationTransfers);
    await page.getByRole('table', { name: 'Branch transfer requests' }).waitFor();
    expect(await lookAt(page, 'scope-branch-transfers')).toEqual([]);
    expectNoProblems(session, 'transfer requests');
  });
});

const textOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .innerText({ timeout: 1_000 })
    .then((t) => t.trim(), () => '');

describe("a branch's day: the secretary registers, the verifier approves, the treasurer collects", () => {
  const RUN = Date.now().toString(36).slice(-5).toUpperCase();
  const name = `drg. Cabang ${RUN} Uji`;
  let branch = '';

  it('the secretary registers an applicant in her branch', async () => {
    const session = await signedIn('branch');
    const { page } = session;
    branch = (await board(page)).name;
    await openFromMenu(page, paths.associationMembers);
    await page.locator('main').getByRole('link', { name: 'Register applicant' }).click();
    await page.waitForURL('**/association/members/new');
    await page.locator('#rs-form-members-fullName').fill(name);
    await pickOption(page, 'rs-form-members-gender', 'Female');
    await page.locator('#rs-form-members-birthDate').fill('1991-04-12');
    await page.locator('#rs-form-members-birthDate').press('Escape');
    await page.locator('#rs-form-members-birthPlace').fill('Bandung');
    await page.locator('#rs-form-members-email').fill(`cabang.${RUN.toLowerCase()}@example.com`);
    await page.locator('#rs-form-members-phone').fill('+62 812-0000-4321');
    // Her own branch is the one to choose; the picker offers it by name.
    const picker = page.locator('#rs-form-members-divisionId');
    await picker.click();
    await picker.fill(branch.replace(/^Cabang /, ''));
    await page.locator(SETTLED_SUGGESTIONS).waitFor();
    await page.locator('.p-autocomplete-panel [role="option"]', { hasText: branch }).first().click();
    await page.locator('main').getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/association\/members\/\d+$/);
    await until(() => textOf(page, 'main .aw-page-header .aw-tag'), (t) => t === 'Applicant', 'the member is an applicant');
    expect(await lookAt(page, 'scope-branch-registered')).toEqual([]);
    expectNoProblems(session, 'branch registers an applicant');
  });

  it("the branch's verifier ticks the documents and approves the application", async () => {
    const session = await signedIn('verifier');
    const { page } = session;
    await page.goto(`${paths.associationVerifications}?q=${encodeURIComponent(name)}`);
    const row = page.locator('main .p-datatable tbody tr', { hasText: name }).first();
    await row.waitFor();
    await row.locator('td').first().click();
    const detail = page.locator('.aw-queue-detail');
    await until(() => textOf(page, '.aw-queue-detail h3'), (t) => t === name, 'the application is open');
    const missing = detail.locator('.aw-checklist li:not(.aw-checklist-done)');
    for (let left = await missing.count(); left > 0; left--) {
      await missing.first().locator('label').click();
      await until(() => missing.count(), (n) => n === left - 1, 'the document is ticked');
    }
    const approve = detail.getByRole('button', { name: 'Approve' });
    await until(() => approve.isEnabled(), Boolean, 'Approve is enabled');
    await approve.click();
    await until(() => textOf(page, '.aw-queue-detail .aw-detail-head .aw-tag'), (t) => t === 'Approved', 'the application is approved');
    expect(await lookAt(page, 'scope-verifier-approved')).toEqual([]);
    expectNoProblems(session, 'verifier approves');
  });

  it("the treasurer's collective payment opens on her branch, offers no other, and another branch's address lists no dues", async () => {
    const session = await signedIn('treasurer');
    const { page } = session;
    const { divisionId } = await board(page);
    await openFromMenu(page, paths.associationCollectivePayment);
    const picker = page.locator('#collective-branch');
    // Her own branch is chosen already: its members' dues of the period are there to be paid.
    await until(() => picker.inputValue(), (v) => v === branch, 'her branch is chosen');
    await page.locator('main .p-datatable tbody tr td:not(.p-datatable-emptymessage)').first().waitFor();
    expect(await lookAt(page, 'scope-treasurer-collective')).toEqual([]);
    // Asked for every branch, the picker offers hers alone.
    await picker.fill('');
    await picker.pressSequentially('Cabang');
    await page.locator(SETTLED_SUGGESTIONS).waitFor();
    const options = page.locator('.p-autocomplete-panel [role="option"]');
    await options.first().waitFor();
    expect((await options.allInnerTexts()).map((n) => n.trim().split('\n')[0])).toEqual([branch]);
    await page.keyboard.press('Escape');
    // Another board's branch, named in the address: none of its dues reach her (row-level security; the authorization
    // walk compares the counts with the database).
    const other = await page.evaluate(async (own) => {
      const token = localStorage.getItem('accessToken');
      const list = await (await fetch('/api/association/divisions?level=branch&perPage=5', { headers: { authorization: `Bearer ${token}` } })).json();
      return (list.data as { id: number }[]).find((d) => d.id !== own)!.id;
    }, divisionId);
    await page.goto(`${paths.associationCollectivePayment}?divisionId=${other}`);
    await until(() => textOf(page, 'main .p-datatable-emptymessage'), (t) => t.startsWith('The branch has no dues for'), 'no dues of another branch');
    expectNoProblems(session, 'treasurer collective payment');
  });
});

describe('a provincial secretary', () => {
  it("sees the arrears of her province's branches only", async () => {
    const session = await signedIn('province', 'id');
    const { page } = session;
    const { divisionId } = await board(page);
    const ownBranches = await page.evaluate(async (province) => {
      const token = localStorage.getItem('accessToken');
      const list = await (await fetch(`/api/association/divisions?parentId=${province}&perPage=100`, { headers: { authorization: `Bearer ${token}` } })).json();
      return (list.data as { name: string }[]).map((d) => d.name);
    }, divisionId);
    await openFromMenu(page, paths.associationMembers);
    const branches = await column(page, 'Cabang');
    expect(branches.every((b) => ownBranches.includes(b))).toBe(true);
    expect(await lookAt(page, 'scope-province-members-id')).toEqual([]);
    expectNoProblems(session, 'province member list');
  });
});

describe('roles', () => {
  it('a treasurer registers no applicant; a verifier sees no dues', async () => {
    const treasurer = await signedIn('treasurer');
    await openFromMenu(treasurer.page, paths.associationMembers);
    await treasurer.page.locator('main .p-datatable tbody tr').first().waitFor();
    expect(await treasurer.page.getByRole('link', { name: 'Register applicant' }).count()).toBe(0);
    expectNoProblems(treasurer, 'treasurer member list');

    // The verifier lands on the dashboard: it shows the cards of what a verifier reads and asks for nothing else.
    const verifier = await signedIn('verifier');
    expect(await lookAt(verifier.page, 'scope-verifier-dashboard')).toEqual([]);
    const hrefs = await verifier.page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain(paths.associationContributions);
    expectNoProblems(verifier, 'verifier menu');
  });
});

// Indonesian all the way: a branch secretary's screens in Bahasa Indonesia show no English, neither the interface's
// own texts nor what the association server answers (status histories, alerts, refusals, audit trails). Every
// association menu entry the national staff account can open is read, then the pages behind a record: a member's
// timeline, audit trail and dues, a letter, and a refusal from the server.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU, menuLeaves } from '../src/app/menu';
import { paths } from '../src/app/paths';
import { launchBrowser, openSession, pickOption, settle, signIn, type Session } from './support/browser';

/**
 * Words that are English and not Indonesian (nor names, codes or loan words the association uses: Status, Total,
 * Email, NPA, STR, SIP, SKP, PDF, CSV, Filter, Transfer are both). Matched as whole words, case-sensitively for the capitalised
 * ones a heading or button would carry.
 */
const ENGLISH = [
  'the', 'and', 'must', 'not', 'received', 'unpaid', 'since', 'before', 'after', 'with', 'without', 'pending',
  'approved', 'rejected', 'expired', 'required', 'already', 'cannot', 'only', 'should', 'Application', 'Dues',
  'Payment', 'Payments', 'Member', 'Members', 'Branch', 'Province', 'Letter', 'Loading', 'Error', 'Search', 'Save',
  'Cancel', 'Delete', 'Add', 'Back', 'Next', 'Previous', 'Actions', 'Overview', 'Reports', 'Arrears', 'Paid',
  'Unpaid', 'Waived', 'Received', 'Submitted', 'Completed', 'Information', 'Accounts', 'Verification',
];
const ENGLISH_WORD = new RegExp(`(?<![\\p{L}\\p{N}@._-])(${ENGLISH.join('|')})(?![\\p{L}\\p{N}@_-])`, 'gu');

let session: Session;
let page: Page;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openSession(browser, { locale: 'id-ID' });
  await session.context.addInitScript(() => localStorage.setItem('language', 'id'));
  page = session.page;
  await signIn(session, 'national');
  await settle(page);
});
afterAll(async () => {
  await browser?.close();
});

/** The English words on the page's content (the app frame's texts are checked with the content). */
async function englishOn(where: string): Promise<string[]> {
  await settle(page);
  const text = await page.locator('body').innerText();
  const found = new Set([...text.matchAll(ENGLISH_WORD)].map((m) => m[1]!));
  return [...found].map((word) => `${where}: "${word}" in …${context(text, word)}…`);
}
function context(text: string, word: string) {
  const at = text.search(new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'u'));
  return text.slice(Math.max(0, at - 40), at + word.length + 40).replace(/\s+/g, ' ');
}

describe('the association in Bahasa Indonesia', () => {
  it('shows no English on any association page of the menu', async () => {
    expect(await page.locator('html').getAttribute('lang')).toBe('id');
    const association = MENU.filter((section) => section.id === 'association');
    const found: string[] = [];
    let opened = 0;
    for (const leaf of menuLeaves(association)) {
      await page.goto(leaf.path!);
      await page.waitForURL((url) => url.pathname === leaf.path!.split('?')[0]);
      found.push(...(await englishOn(leaf.path!)));
      opened += 1;
    }
    expect(opened).toBeGreaterThan(15);
    expect(found, found.join('\n')).toEqual([]);
    expect(session.takeProblems()).toEqual([]);
  });

  it("shows a member's timeline, audit trail and dues in Indonesian", async () => {
    await page.goto(`${paths.associationMembers}?sort=joinedAt:asc`);
    await settle(page);
    await page.locator('.p-datatable-tbody tr a').first().click();
    await page.waitForURL(/\/association\/members\/\d+/);
    const found = await englishOn('member');
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      found.push(...(await englishOn(`member tab ${(await tab.innerText()).trim()}`)));
    }
    expect(found, found.join('\n')).toEqual([]);
    expect(session.takeProblems()).toEqual([]);
  });

  it('shows a letter and a refusal from the server in Indonesian', async () => {
    await page.goto(paths.associationMails);
    await settle(page);
    await page.locator('.p-datatable-tbody tr a').first().click();
    await page.waitForURL(/\/association\/mails\/\d+/);
    const found = await englishOn('letter');
    expect(found, found.join('\n')).toEqual([]);

    // Publishing information without a summary or body: refused beside the form, in Indonesian, nothing typed lost.
    await page.goto(paths.associationInformationCreate);
    await settle(page);
    await page.locator('#information-title').fill('Pengumuman tanpa ringkasan');
    await pickOption(page, 'information-categoryId', { index: 0 });
    await page.locator('main').getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await page.locator('#information-summary[aria-invalid="true"]').waitFor();
    expect(await page.locator('main').innerText()).toContain('Wajib diisi untuk menerbitkan');
    expect(await page.locator('#information-title').inputValue()).toBe('Pengumuman tanpa ringkasan');
    expect(await englishOn('information refused')).toEqual([]);
    expect(session.takeProblems()).toEqual([]);
  });

  it('shows why the server refuses to publish a draft whose summary is empty, and leaves it a draft', async () => {
    // Saved as a draft with a body and no summary (a draft needs neither), then published from the list: the
    // editor's own check is not on that way, so the refusal is the association server's.
    const title = `Informasi tanpa ringkasan ${Date.now().toString(36)}`;
    await page.goto(paths.associationInformationCreate);
    await settle(page);
    await page.locator('#information-title').fill(title);
    await pickOption(page, 'information-categoryId', { index: 0 });
    await page.locator('#information-body').fill('Isi pengumuman tanpa ringkasan.');
    await page.locator('main').getByRole('button', { name: 'Simpan draf', exact: true }).click();
    await page.waitForURL(/\/association\/information\/\d+\/edit$/);
    const id = Number(/\/information\/(\d+)\/edit$/.exec(page.url())![1]);

    await page.locator('main a.ac-back').click();
    await page.waitForURL((url) => url.pathname === paths.associationInformation);
    await page.locator('main input[type="search"]').first().fill(title);
    await page.waitForURL((url) => url.searchParams.get('q') === title);
    const row = page.locator('main .p-datatable tbody tr', { hasText: title }).first();
    await row.waitFor();
    session.allow((url, status) => status === 409 && url.endsWith(`/api/association/information/${id}/publish`));
    const [refusal] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/information/${id}/publish`)),
      row.getByRole('button', { name: `Terbitkan ${title}`, exact: true }).click(),
    ]);
    expect(refusal.status()).toBe(409);
    const reason = `Informasi ${id} tidak dapat diterbitkan: ringkasannya kosong.`;
    await page.locator('.p-toast-message', { hasText: reason }).waitFor();
    expect(await englishOn('publish refused by the server')).toEqual([]);
    // Nothing was published: the row still says Draf.
    await settle(page);
    expect(await row.locator('td', { hasText: /^\s*Draf\s*$/ }).count()).toBeGreaterThan(0);
    expect(session.takeProblems()).toEqual([]);
  });
});

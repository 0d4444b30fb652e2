// The association screens as staff use them (association.e2e.ts, association-workflows.e2e.ts): a signed-in admin tab
// and staff's ways through the screens (menu clicks, typing, waiting for what shows), shared by the two files.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { lookAt, openFromMenu, pickOption, settle, SETTLED_SUGGESTIONS, signedInTab, type Session } from './browser';
import { WAIT_MS } from './env';

/** Makes this run's records unique and easy to find (the data directory is fresh, but names must not collide). */
export const RUN = Date.now().toString(36).slice(-5).toUpperCase();
/** How long a look for something on a screen may wait: only a hang fails it (env.ts, WAIT_MS). */
export const LOOK_TIMEOUT = WAIT_MS;
/** How long the network must rest before a screen counts as loaded. */
export const QUIET_MS = 150;

/** The signed-in admin tab of the calling file (set by useAdminTab before its first test). */
export let session: Session;
export let page: Page;
/** Serious axe violations found in the states the current test opened. */
const violations: string[] = [];
const allViolations: string[] = [];

/** Signs the calling file's admin tab in before its first test, and reports its accessibility findings after. */
export function useAdminTab(file: string) {
  const tab = signedInTab('admin');
  beforeAll(() => {
    ({ session } = tab);
    page = session.page;
    // What the landing dashboard asked for is the menu walk's to judge, not this file's first test.
    session.takeProblems();
  });
  afterAll(async () => {
    if (allViolations.length > 0) console.log(`${file} a11y violations:\n${allViolations.join('\n')}`);
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// Helpers: staff's ways through the screens.

/** Opens a screen by its menu entry, as staff do. */
export const openMenu = (path: string) => openFromMenu(page, path, QUIET_MS);

/** Saves a screenshot of the state and collects its serious axe violations. */
export async function look(state: string) {
  await settle(page, QUIET_MS);
  const found = await lookAt(page, `assoc-${state}`);
  violations.push(...found);
  allViolations.push(...found);
}

/** The states the test opened had no serious axe violation. */
export function expectAccessible() {
  const found = violations.splice(0);
  expect(found, found.join('\n')).toEqual([]);
}

export const main = () => page.locator('main');
/** The text of the screen, white space (no-break spaces of formatted amounts too) as single spaces. */
export const mainText = async () => (await main().innerText()).replace(/\s+/g, ' ');
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` as a whole word or phrase, as written: "Paid" is not found in "Unpaid", nor 4 in 2024. */
export const phrase = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'u');
/**
 * Rows of the screen's table holding every one of `texts`, each as a whole phrase of one cell (or of an element in
 * it: a row's or a cell's text runs its parts together, "Cabang Uji" and "Bandung" as "Cabang UjiBandung").
 */
export const rows = (...texts: string[]) =>
  texts.reduce(
    (list, text) => list.filter({ has: page.locator('td, td *', { hasText: phrase(text) }) }),
    page.locator('main .p-datatable tbody tr'),
  );
export const dialog = () => page.locator('.p-dialog').last();
/** Waits for the toast saying `text`, then closes it (it would cover the header buttons for seconds). */
export async function toast(text: string) {
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
export async function until<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  what: string,
  timeout = LOOK_TIMEOUT,
) {
  await expect.poll(read, { timeout, interval: 150, message: what }).toSatisfy(check);
}
/** The text of the first element matching, '' while there is none (for polling). */
export const textOf = (locator: Locator) =>
  locator
    .first()
    .innerText({ timeout: 1_000 })
    .then(
      (t) => t.trim(),
      () => '',
    );
export const shows = (text: string) => until(mainText, (t) => t.includes(text), `the screen shows "${text}"`);
export const showsRow = (...texts: string[]) =>
  rows(...texts)
    .first()
    .waitFor({ state: 'visible', timeout: LOOK_TIMEOUT });
export const rowGone = (...texts: string[]) =>
  until(
    () => rows(...texts).count(),
    (n) => n === 0,
    `no row with ${texts.join(', ')}`,
  );

/** The total of the list's summary line ("Showing 1 to 10 of 123" or "Showing 1–10 of 123"). */
export async function listTotal(): Promise<number> {
  const summary = page.locator('main p', { hasText: /^Showing \d+\s*(to|–)\s*\d+ of [\d,.]+$/ }).first();
  // The table shows its loading overlay from its first render until the server answers ("Showing 0 to 0" before).
  const loading = page.locator('main .p-datatable-loading-overlay');
  await until(async () => (await summary.count()) > 0 && (await loading.count()) === 0, Boolean, 'the list has loaded');
  const text = await summary.innerText();
  return Number(/of ([\d,.]+)$/.exec(text.trim())![1]!.replace(/[,.]/g, ''));
}
export const totalIs = async (expected: number) =>
  until(listTotal, (n) => n === expected, `the list total is ${expected}`);

/** Types into the list's search box and waits until the search is in the address (the list then asks the server). */
export async function search(text: string) {
  await main().locator('input[type="search"]').first().fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
  // What the tests then expect of the list is polled until the server's answer shows.
}

/** Picks `option` in the PrimeReact Dropdown whose input has `inputId` (support/browser.ts). */
export const choose = (inputId: string, option: string) => pickOption(page, inputId, option);

/** Types `query` into an AutoComplete and picks the suggestion named `option` (else the first); returns its name. */
export async function pick(inputId: string, query: string, option?: string): Promise<string> {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.fill(query);
  const names = '.rs-option > span, .aw-option > span, .ac-option > span';
  const options = page.locator('.p-autocomplete-panel [role="option"]');
  const exactly = option && new RegExp(`^\\s*${escapeRegExp(option)}\\s*$`);
  const choice = exactly ? options.filter({ has: page.locator(names, { hasText: exactly }) }).first() : options.first();
  await page.locator(SETTLED_SUGGESTIONS).waitFor();
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
export async function typeDay(inputId: string, day: string) {
  const input = page.locator(`#${inputId}`);
  await input.fill(day);
  await input.press('Escape');
}

/** Replaces the number of a PrimeReact InputNumber by typing. */
export async function typeNumber(inputId: string, value: string) {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(value);
}

/** Clicks the button of a confirmation dialog and waits for it to close. */
export async function confirm(label: string) {
  const box = page.locator('.p-confirm-dialog');
  await box.waitFor();
  await box.getByRole('button', { name: label, exact: true }).click();
  await box.waitFor({ state: 'detached' });
}

export const heading = () => main().locator('h1').first();
export const headingIs = (text: string) =>
  until(
    () => textOf(heading()),
    (t) => t === text,
    `the heading is "${text}"`,
  );

/** A day `days` from today, yyyy-mm-dd (in the browser's time zone, Asia/Jakarta). */
export function dayFromNow(days: number) {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------------------------
// Master data: divisions.

/** Registers an applicant through the form (on the member list), in the first branch offered; returns its name. */
export async function registerApplicant(name: string, email: string): Promise<string> {
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

// Token expiry as a user meets it: against a BFF whose access tokens live a minute and refresh tokens two, the user
// keeps reading and writing across several lifetimes of both (the BFF's clock and the browser's are moved forward past
// them, support/clocked-bff.ts); the app refreshes its token before it expires (rotating
// it), answers a 401 that still arrives with one refresh and a retry, and never sends the user back to the login page.
// And idleness as a user meets it, on the browser's clock run forward: the warning comes before the sign-out, staying
// from it keeps everything, and a user signed out for idleness gets what he was typing back when he signs in again.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/app/paths';
import { startClockedBff, type ClockedBff } from './support/clocked-bff';
import { SHORT_ACCESS_TTL_SECONDS, SHORT_REFRESH_TTL_SECONDS, WAIT_MS } from './support/env';
import {
  ACCOUNTS,
  expectNoProblems,
  launchBrowser,
  openFromMenu,
  openSession,
  pathOf,
  pickOption,
  screenshot,
  settle,
  signedInTab,
  signIn,
  type Session,
} from './support/browser';

// Refused refreshes are kept with their status, answer and the seconds since the last good one, so a failure says why.
const seen = { unauthorized: 0, refreshed: 0, refreshFailed: [] as string[], loginPages: 0 };
let lastRefresh = Date.now();

let bff: ClockedBff;
beforeAll(async () => {
  bff = await startClockedBff({
    ACCESS_TOKEN_TTL_SECONDS: String(SHORT_ACCESS_TTL_SECONDS),
    REFRESH_TOKEN_TTL_SECONDS: String(SHORT_REFRESH_TTL_SECONDS),
  });
  lastRefresh = bff.now();
});
afterAll(async () => {
  await bff?.close();
});

const tab = signedInTab('admin', {
  baseUrl: () => bff.url,
  async prepare(session) {
    // The browser's clock runs on from here, and moves forward with the BFF's.
    await session.context.clock.install();
    // A request racing a refresh may still meet an expired token: a 401 is allowed on data routes and on "who am I"
    // (/jwt/me, asked at every page load with the stored token, which a slow load may have outlived), never on the
    // refresh itself.
    session.allow((url, status) => status === 401 && (!url.includes('/jwt/') || url.endsWith('/jwt/me')));
    session.page.on('framenavigated', (frame) => {
      if (frame === session.page.mainFrame() && new URL(frame.url()).pathname === paths.login) seen.loginPages += 1;
    });
    session.page.on('response', (response) => {
      const url = response.url();
      if (response.status() === 401 && !url.includes('/jwt/')) seen.unauthorized += 1;
      if (url.endsWith('/jwt/refresh-token')) {
        if (response.ok()) {
          seen.refreshed += 1;
          lastRefresh = bff.now();
          return;
        }
        const since = ((bff.now() - lastRefresh) / 1000).toFixed(1);
        void response.text().then(
          (body) => seen.refreshFailed.push(`${response.status()} ${since} s after the last refresh: ${body.slice(0, 200)}`),
          () => seen.refreshFailed.push(`${response.status()} ${since} s after the last refresh`),
        );
      }
    });
  },
});
let session: Session;
beforeAll(() => {
  session = tab.session;
});

/** Moves both clocks past an access token's lifetime (and a refresh token's, when asked). */
const outlive = (seconds: number) => bff.advance(session, (seconds + 1.5) * 1000);
const outliveToken = () => outlive(SHORT_ACCESS_TTL_SECONDS);

describe('an expired access token', () => {
  it('is refreshed silently when the user pages through a list', async () => {
    const { page } = session;
    await page.goto(paths.associationMembers);
    await settle(page);
    const rows = page.locator('.p-datatable-tbody tr');
    // The page of members, not the table's empty row while the first answer is on its way.
    await expect.poll(() => rows.count(), { timeout: WAIT_MS }).toBeGreaterThan(1);
    const firstRow = await rows.first().innerText();

    await outliveToken();
    await page.locator('.p-paginator-next').click();
    await settle(page);
    await expect.poll(() => rows.first().innerText()).not.toBe(firstRow);
    expect(pathOf(page)).toContain(paths.associationMembers);
    // Refreshed ahead of expiry, not after a failure: the token the page used was renewed while the user read.
    expect(seen.refreshed).toBeGreaterThanOrEqual(1);
    expect(seen.refreshFailed).toEqual([]);
    await screenshot(page, 'session-after-refresh');
    expectNoProblems(session, 'paging after expiry');
  });

  it('is refreshed silently when the user changes something, and the change is kept', async () => {
    const { page } = session;
    await page.locator(`.vertical-menu a.menu-link[href="${paths.todo}"]`).click();
    await settle(page);
    const title = await page.locator('.todo-list li .todo-title').first().innerText();
    const item = () => page.locator('.todo-list li', { has: page.locator('.todo-title', { hasText: title }) }).first();
    const star = item().locator('.todo-star');
    const before = await star.getAttribute('aria-pressed');

    const refreshedBefore = seen.refreshed;
    await outliveToken();
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).not.toBe(before);
    await settle(page);
    expect(seen.refreshed).toBeGreaterThan(refreshedBefore);
    expect(seen.refreshFailed).toEqual([]);
    expect(pathOf(page)).toContain(paths.todo);

    // The change reached the server: a fresh load of the page shows it.
    await page.reload();
    await settle(page);
    expect(await item().locator('.todo-star').getAttribute('aria-pressed')).not.toBe(before);
    expectNoProblems(session, 'writing after expiry');
  });
});

/** The title and summary as typed, and the rich-text body's text (the editor is not a form field). */
const valuesOf = (page: Page) =>
  Promise.all([
    page.locator('#information-title').inputValue(),
    page.locator('#information-summary').inputValue(),
    page.locator('#information-body').innerText().then((body) => body.trim()),
  ]);

describe('a working session longer than the refresh token', () => {
  it('pages, fills a form across several lifetimes of both tokens and saves it, never meeting the login page', async () => {
    const { page } = session;
    // The signed-in tab counts from its first sign-in (the login page it started on is not a sign-out).
    const loginPagesBefore = seen.loginPages;
    const startedAt = bff.now();
    const firstRefreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
    const title = `Jadwal kerja panjang ${Date.now().toString(36)}`;
    const text = ['Rapat pengurus cabang.', 'Agenda: iuran dan SKP.', 'Agenda rapat: iuran, SKP dan laporan cabang.'];

    await openFromMenu(page, paths.associationInformation);
    await page.locator('main').getByRole('button', { name: 'Create information' }).click();
    await page.waitForURL((url) => url.pathname === paths.associationInformationCreate);
    await page.locator('#information-title').fill(title);
    // Past the lifetime of every refresh token issued so far: only rotation keeps the session.
    await outlive(SHORT_REFRESH_TTL_SECONDS);
    await pickOption(page, 'information-categoryId', { index: 0 });
    await page.locator('#information-summary').fill(text[0]!);
    await outliveToken();
    await page.locator('#information-summary').fill(`${text[0]} ${text[1]}`);
    await outliveToken();
    await page.locator('#information-body').fill(text[2]!);
    await outliveToken();
    expect(await valuesOf(page)).toEqual([title, `${text[0]} ${text[1]}`, text[2]]);
    await page.locator('main').getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/association\/information\/\d+\/edit$/);
    await page.locator('.p-toast-message', { hasText: `“${title}” saved.` }).waitFor();

    // Two refresh-token lifetimes and more of work: the refresh token it began with is long dead, the session is not.
    expect(bff.now() - startedAt).toBeGreaterThan(2 * SHORT_REFRESH_TTL_SECONDS * 1000);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(firstRefreshToken);
    expect(seen.refreshFailed).toEqual([]);
    expect(seen.loginPages).toBe(loginPagesBefore);

    // Saved as typed: the editor opened afresh shows it.
    await page.reload();
    await settle(page);
    await expect.poll(() => valuesOf(page), { timeout: WAIT_MS }).toEqual([title, `${text[0]} ${text[1]}`, text[2]]);
    expect(pathOf(page)).toMatch(/\/association\/information\/\d+\/edit$/);
    expect(seen.loginPages).toBe(loginPagesBefore);
    expectNoProblems(session, 'a long working session');
  });
});

describe('an idle user', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let idle: Session;
  const title = `Pengumuman ditinggal ${Date.now().toString(36)}`;
  const summary = 'Ditulis lalu ditinggal rapat.';
  const warning = () => idle.page.getByRole('alertdialog', { name: 'Are you still there?' });

  beforeAll(async () => {
    browser = await launchBrowser();
    idle = await openSession(browser);
    // The browser's clock runs on its own and is moved forward by the test: 13 minutes take no time.
    await idle.context.clock.install();
    await signIn(idle, 'admin');
    await settle(idle.page);
    idle.takeProblems();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is warned before the sign-out and, staying, keeps the session and the form', async () => {
    const { page, context } = idle;
    await openFromMenu(page, paths.associationInformation);
    await page.locator('main').getByRole('button', { name: 'Create information' }).click();
    await page.waitForURL((url) => url.pathname === paths.associationInformationCreate);
    await page.locator('#information-title').fill(title);
    await page.locator('#information-summary').fill(summary);

    await context.clock.fastForward('12:50');
    await settle(page);
    expect(await warning().count()).toBe(0);
    await context.clock.fastForward('00:20');
    await warning().waitFor();
    // The warning says when the sign-out comes (counting down from under two minutes).
    await expect.poll(() => warning().innerText()).toMatch(/you will be signed out in 1:[0-5]\d/);
    await screenshot(page, 'session-idle-warning');
    await warning().getByRole('button', { name: 'Stay signed in' }).click();
    await warning().waitFor({ state: 'detached' });

    // Staying restarted the count: twelve more minutes pass without a warning, and nothing was lost.
    await context.clock.fastForward('12:00');
    await settle(page);
    expect(await warning().count()).toBe(0);
    expect(pathOf(page)).toBe(paths.associationInformationCreate);
    expect(await page.locator('#information-title').inputValue()).toBe(title);
    expect(await page.locator('#information-summary').inputValue()).toBe(summary);
    expectNoProblems(idle, 'idle warning, stayed');
  });

  it('is signed out at the limit, and signing in again brings back the page and what he had typed', async () => {
    const { page, context } = idle;
    await context.clock.fastForward('01:30');
    await warning().waitFor();
    await context.clock.fastForward('02:00');
    await page.waitForURL((url) => url.pathname === paths.login);
    await page.getByText('You were signed out after a period without activity. Sign in to continue.').waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(paths.associationInformationCreate);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
    await screenshot(page, 'session-idle-signed-out');

    // Signing in on this login page continues where he was, with the draft back and marked unsaved.
    await page.locator('#login-email').fill(ACCOUNTS.admin.email);
    await page.locator('#login-password').fill(ACCOUNTS.admin.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === paths.associationInformationCreate);
    await page
      .getByText('What you typed before you were signed out for inactivity is back. It is not saved yet.')
      .waitFor();
    expect(await page.locator('#information-title').inputValue()).toBe(title);
    expect(await page.locator('#information-summary').inputValue()).toBe(summary);
    await screenshot(page, 'session-idle-draft-restored');

    // And it saves like anything typed.
    await pickOption(page, 'information-categoryId', { index: 0 });
    await page.locator('main').getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/association\/information\/\d+\/edit$/);
    await page.locator('.p-toast-message', { hasText: `“${title}” saved.` }).waitFor();
    expectNoProblems(idle, 'idle sign-out and back');
  });
});

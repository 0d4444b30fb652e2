// Token expiry as a user meets it: against a BFF whose access tokens live 5 seconds, the user keeps reading and
// writing across several lifetimes; the app refreshes its token before it expires (rotating it), answers a 401 that
// still arrives with one refresh and a retry, and never sends the user back to the login page.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../src/app/paths';
import { SHORT_ACCESS_TTL_SECONDS } from './support/env';
import { expectNoProblems, pathOf, screenshot, settle, signedInTab, type Session } from './support/browser';

const seen = { unauthorized: 0, refreshed: 0, refreshFailed: 0 };

const tab = signedInTab('admin', {
  baseUrl: () => inject('shortTtlUrl'),
  prepare(session) {
    // A request racing a refresh may still meet an expired token: a 401 is allowed on data routes, never on the refresh.
    session.allow((url, status) => status === 401 && !url.includes('/jwt/'));
    session.page.on('response', (response) => {
      const url = response.url();
      if (response.status() === 401 && !url.includes('/jwt/')) seen.unauthorized += 1;
      if (url.endsWith('/jwt/refresh-token')) {
        if (response.ok()) seen.refreshed += 1;
        else seen.refreshFailed += 1;
      }
    });
  },
});
let session: Session;
beforeAll(() => {
  session = tab.session;
});

const outliveToken = () => session.page.waitForTimeout((SHORT_ACCESS_TTL_SECONDS + 1.5) * 1000);

describe('an expired access token', () => {
  it('is refreshed silently when the user pages through a list', async () => {
    const { page } = session;
    await page.goto(paths.associationMembers);
    await settle(page);
    const rows = page.locator('.p-datatable-tbody tr');
    const firstRow = await rows.first().innerText();
    expect(await rows.count()).toBeGreaterThan(1);

    await outliveToken();
    await page.locator('.p-paginator-next').click();
    await settle(page);
    await expect.poll(() => rows.first().innerText()).not.toBe(firstRow);
    expect(pathOf(page)).toContain(paths.associationMembers);
    // Refreshed ahead of expiry, not after a failure: the token the page used was renewed while the user read.
    expect(seen.refreshed).toBeGreaterThanOrEqual(1);
    expect(seen.refreshFailed).toBe(0);
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
    expect(seen.refreshFailed).toBe(0);
    expect(pathOf(page)).toContain(paths.todo);

    // The change reached the server: a fresh load of the page shows it.
    await page.reload();
    await settle(page);
    expect(await item().locator('.todo-star').getAttribute('aria-pressed')).not.toBe(before);
    expectNoProblems(session, 'writing after expiry');
  });
});

// Signing in as each demo account, and what the client account may see: its menu holds exactly the entries its
// abilities (as the server sent them at login) allow, and a direct URL to any other page shows not-authorized
// without asking the server for data it may not have.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU, menuLeaves } from '../src/app/menu';
import { paths } from '../src/app/paths';
import { buildAbility, can, type Rule } from '../src/features/auth/ability';
import {
  expectNoProblems,
  launchBrowser,
  menuHrefs,
  openSession,
  screenshot,
  seriousViolations,
  settle,
  shownState,
  signIn,
  type Session,
} from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in and returns the abilities the server granted in its login answer. */
async function signInWithRules(session: Session, account: 'admin' | 'client'): Promise<Rule[]> {
  const login = session.page.waitForResponse((r) => r.url().endsWith('/jwt/login') && r.request().method() === 'POST');
  await signIn(session, account);
  const body = (await (await login).json()) as { userData: { ability: Rule[] } };
  return body.userData.ability;
}

/** Navigates inside the app without reloading it, as a link would. */
async function navigateInApp(session: Session, path: string) {
  await session.page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await session.page.waitForURL((url) => url.pathname === path);
  await settle(session.page);
}

describe('the admin account', () => {
  it('signs in with the demo credentials and sees the whole menu', async () => {
    const session = await openSession(browser);
    const rules = await signInWithRules(session, 'admin');
    expect(rules).toContainEqual({ action: 'manage', subject: 'all' });
    await settle(session.page);
    // Everything but the member's own pages, which need a member record (member-portal.e2e.ts).
    expect(await menuHrefs(session.page)).toEqual(
      menuLeaves(MENU)
        .filter((leaf) => !leaf.memberOnly)
        .map((leaf) => leaf.path),
    );
    expect(await session.page.locator('.user-button').innerText()).toMatch(/admin/i);
    expectNoProblems(session, 'admin home');
    await session.context.close();
  });
});

describe('the client account', () => {
  let session: Session;
  let allowed: string[];
  let forbidden: string[];

  beforeAll(async () => {
    session = await openSession(browser);
    const rules = await signInWithRules(session, 'client');
    const ability = buildAbility(rules);
    const leaves = menuLeaves(MENU);
    allowed = leaves.filter((leaf) => can(ability, leaf.access)).map((leaf) => leaf.path!);
    forbidden = leaves.filter((leaf) => !can(ability, leaf.access)).map((leaf) => leaf.path!);
    await settle(session.page);
  });
  afterAll(async () => {
    await session?.context.close();
  });

  it('sees only the menu entries its abilities allow', async () => {
    // The client demo account reads ACL and Auth only: the association and the demo apps are not among them.
    expect(forbidden).toContain(paths.associationMembers);
    expect(forbidden).toContain(paths.email);
    expect(allowed).toContain(paths.accessControl);
    expect(await menuHrefs(session.page)).toEqual(allowed);
    await screenshot(session.page, 'client-home');
    expectNoProblems(session, 'client home');
  });

  it('opens each page it may see', async () => {
    const failures: string[] = [];
    for (const path of allowed.filter((p) => p !== paths.notAuthorized)) {
      await navigateInApp(session, path);
      const state = await shownState(session.page);
      if (state) failures.push(`${path} shows ${state}`);
      failures.push(...session.takeProblems().map((p) => `${path}: ${p}`));
      // Auth pages lead out of the app frame; come back to it for the next one.
      if (path === paths.login || path === paths.register) await navigateInApp(session, paths.accessControl);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('gets the not-authorized page for every other page, even by its URL, and asks the server for nothing', async () => {
    const failures: string[] = [];
    for (const path of forbidden) {
      await navigateInApp(session, path);
      const state = await shownState(session.page);
      if (state !== 'the not-authorized page') failures.push(`${path} shows ${state ?? 'its screen'}`);
      failures.push(...session.takeProblems().map((p) => `${path}: ${p}`));
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('typed into the address bar, a forbidden page loads the app and shows not-authorized', async () => {
    for (const path of [paths.associationMembers, paths.email]) {
      await session.page.goto(path);
      await settle(session.page);
      expect(await shownState(session.page), path).toBe('the not-authorized page');
      expect(session.page.url()).toContain(path);
    }
    await screenshot(session.page, 'client-not-authorized');
    expect(await seriousViolations(session.page)).toEqual([]);
    expectNoProblems(session, 'forbidden pages by URL');
  });

  it('is refused association data by the server too', async () => {
    // The page's own token, used directly against the API: the server decides, not the screen.
    const answer = await session.page.evaluate(async () => {
      const token = localStorage.getItem('accessToken');
      const res = await fetch('/api/association/members', {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: res.status, hadToken: token !== null };
    });
    expect(answer.hadToken).toBe(true);
    expect(answer.status).toBe(403);
    session.takeProblems();
  });
});

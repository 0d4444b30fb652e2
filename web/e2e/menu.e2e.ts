// Every menu entry, as the admin account sees the menu: opened by clicking it, it shows its screen (not an error,
// not-found, not-authorized or not-available page), logs no console error, has no failed request, and axe-core
// finds no serious or critical violation. A screenshot of each is saved.
import { describe, expect, it } from 'vitest';
import { MENU, menuLeaves } from '../src/app/menu';
import { paths } from '../src/app/paths';
import {
  menuHrefs,
  openAllMenuGroups,
  screenshot,
  seriousViolations,
  settle,
  shownState,
  signedInTab,
} from './support/browser';

const tab = signedInTab('admin');

describe('the menu, as admin', () => {
  it('shows every entry of the menu, each leading somewhere else', async () => {
    const hrefs = await menuHrefs(tab.session.page);
    // The member's own pages are offered only to an account with a member record (member-portal.e2e.ts).
    const expected = menuLeaves(MENU)
      .filter((leaf) => !leaf.memberOnly)
      .map((leaf) => leaf.path);
    expect(hrefs).toEqual(expected);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(tab.session.takeProblems()).toEqual([]);
  });

  for (const section of MENU.filter((s) => menuLeaves([s]).some((l) => !l.memberOnly))) {
    describe(section.header, () => {
      for (const leaf of menuLeaves([section]).filter((l) => !l.memberOnly)) {
        const href = leaf.path!;
        it(`${leaf.id} (${href}) opens a working, accessible page`, async () => {
          const { session } = tab;
          const { page } = session;
          const link = page.locator(`.vertical-menu a.menu-link[href="${href}"]`);
          // Auth pages (login, register, forgot password) leave the app frame; back in it, groups start closed.
          if ((await page.locator('.vertical-menu').count()) === 0) await page.goBack();
          if ((await link.count()) === 0) await openAllMenuGroups(page);
          await link.click();
          await page.waitForURL((url) => url.pathname === href.split('?')[0]);
          await settle(page);
          await screenshot(page, `menu${href}`);

          // The menu's own "not authorized" entry shows that page on purpose (the spec's Miscellaneous pages).
          const expectedState = href === paths.notAuthorized ? 'the not-authorized page' : undefined;
          expect(await shownState(page), 'the page shown instead of the screen').toBe(expectedState);
          const content = (await page.locator('main').count()) > 0 ? page.locator('main') : page.locator('body');
          expect((await content.innerText()).trim().length, 'text on the page').toBeGreaterThan(20);
          const problems = session.takeProblems();
          expect(problems, problems.join('\n')).toEqual([]);
          const violations = await seriousViolations(page);
          expect(
            violations,
            violations.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.join(', ')} (${v.summary})`).join('\n'),
          ).toEqual([]);
        });
      }
    });
  }
});

// The walk through every menu entry as the admin account sees the menu, shared by the menu's two files (run side by
// side, the walk ends in half the time): opened by clicking it, an entry shows its screen (not an error, not-found,
// not-authorized or not-available page), logs no console error, has no failed request, and axe-core finds no serious
// or critical violation. A screenshot of each is saved.
import { describe, expect, it } from 'vitest';
import { MENU, menuLeaves } from '../../src/app/menu';
import { paths } from '../../src/app/paths';
import { openAllMenuGroups, screenshot, seriousViolations, settle, shownState, type signedInTab } from './browser';

/** The menu's sections (by their header key) that hold entries the admin sees: the member's own pages are left out. */
const ADMIN_SECTIONS = MENU.filter((s) => menuLeaves([s]).some((l) => !l.memberOnly)).map((s) => s.header);

/** The sections menu.e2e.ts walks (the dashboards and the association: 29 entries) ... */
const FIRST: readonly string[] = ['menu.sections.dashboards', 'menu.sections.association'];
/** ...and every other section, menu-pages.e2e.ts's (40 entries): between them, every section is walked. */
export const MENU_HALVES = [ADMIN_SECTIONS.filter((h) => FIRST.includes(h)), ADMIN_SECTIONS.filter((h) => !FIRST.includes(h))] as const;

/** Registers one test per entry of the sections named, each opening its entry from the menu and checking its page. */
export function walkMenuSections(tab: ReturnType<typeof signedInTab>, headers: readonly string[]) {
  for (const section of MENU.filter((s) => headers.includes(s.header))) {
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
}

// The menu as the admin account sees it: every entry is there, and the entries of the dashboards and the association
// sections each open a working, accessible page (support/menu-walk.ts). The other sections are walked by
// menu-pages.e2e.ts, side by side with this file.
import { describe, expect, it } from 'vitest';
import { MENU, menuLeaves } from '../src/app/menu';
import { menuHrefs, signedInTab } from './support/browser';
import { MENU_HALVES, walkMenuSections } from './support/menu-walk';

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

  walkMenuSections(tab, MENU_HALVES[0]);
});

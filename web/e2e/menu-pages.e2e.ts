// The menu's entries outside the dashboards and the association, as the admin account sees them: the apps, the
// pages, the UI showcase and the forms and tables each open a working, accessible page (support/menu-walk.ts).
// menu.e2e.ts walks the dashboards and the association, side by side with this file.
import { describe } from 'vitest';
import { signedInTab } from './support/browser';
import { MENU_HALVES, walkMenuSections } from './support/menu-walk';

const tab = signedInTab('admin');

describe('the menu, as admin', () => {
  walkMenuSections(tab, MENU_HALVES[1]);
});

// A 390 x 844 phone in Bahasa Indonesia and a keyboard-only desktop session, as issue 18 (items 9 and 10) walked
// them: the menu drawer opens and closes as a phone user expects and a reload does not bring it back as an icon
// panel; the member list puts its search first, its filters behind a button and fits the screen; the skip link leads
// to the content, the member search is a few Tabs away, a date filter takes a typed date and Tab moves on.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/app/paths';
import { expectNoProblems, launchBrowser, lookAt, openFromMenu, openSession, settle, signIn, type Session } from './support/browser';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in as the branch secretary and switches to Indonesian (and, on a phone, to the phone's size). */
async function branchSecretaryInIndonesian(layout: Record<string, unknown> = {}): Promise<Session> {
  // Full motion: the drawer slides, and takes focus as it starts to (app.css shows it at once when opening).
  const session = await openSession(browser, { motion: 'full' });
  await signIn(session, 'branch');
  await session.page.evaluate((stored) => {
    localStorage.setItem('language', 'id');
    localStorage.setItem('layout', JSON.stringify(stored));
  }, layout);
  return session;
}

const activeIs = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
const drawerOpen = async (page: Page) => (await page.locator('.app-layout.menu-drawer-open').count()) > 0;
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('on a 390 x 844 phone, in Bahasa Indonesia', () => {
  let session: Session;
  let page: Page;
  const findings: string[] = [];

  beforeAll(async () => {
    // The desktop's collapsed-menu preference is stored: on a phone it must not become an icon panel.
    session = await branchSecretaryInIndonesian({ menuCollapsed: true });
    page = session.page;
    await page.setViewportSize(PHONE);
    await page.goto(paths.associationDashboard);
    await settle(page);
  });

  it('the menu is a drawer: ☰ opens it with focus inside, choosing a page, Esc and the mask close it, a reload starts closed', async () => {
    const menu = page.locator('#app-menu');
    const button = page.locator('.navbar .menu-button');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.locator('.app-layout').getAttribute('class')).not.toContain('menu-collapsed');
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.click();
    await menu.waitFor({ state: 'visible' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.getElementById('app-menu')!.contains(document.activeElement))).toBe(true);
    findings.push(...(await lookAt(page, 'phone-menu-open')));

    await openFromMenu(page, paths.associationMembers);
    await menu.waitFor({ state: 'hidden' });
    expect(await drawerOpen(page)).toBe(false);
    expect(await activeIs(page, '.navbar .menu-button')).toBe(true);

    await button.click();
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await activeIs(page, '.navbar .menu-button')).toBe(true);

    await button.click();
    await menu.waitFor({ state: 'visible' });
    // A tap on the page beside the drawer lands on the mask.
    await page.mouse.click(PHONE.width - 15, PHONE.height / 2);
    await menu.waitFor({ state: 'hidden' });
    expect(await drawerOpen(page)).toBe(false);

    await button.click();
    await menu.waitFor({ state: 'visible' });
    await page.reload();
    await settle(page);
    expect(await menu.isVisible()).toBe(false);
    expect(await page.locator('.app-layout').getAttribute('class')).not.toContain('menu-collapsed');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(findings).toEqual([]);
    expectNoProblems(session, 'phone menu');
  });

  it('the member list puts the search first, the filters behind a button, and fits the screen', async () => {
    expect(new URL(page.url()).pathname).toBe(paths.associationMembers);
    const card = page.locator('.rs-card').first();
    // The first field of the list is the search box; no filter stands before the rows.
    expect(await card.locator('input, [role="combobox"]').first().getAttribute('type')).toBe('search');
    expect(await card.locator('.rs-filters').count()).toBe(0);
    expect(await page.locator('.rs-table tbody tr').count()).toBeGreaterThan(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // Rows are cards with their labels, and the table does not scroll sideways inside its box either.
    expect(await page.locator('.rs-table thead').isVisible()).toBe(false);
    expect(await page.locator('.rs-table tbody tr').first().locator('.p-column-title').first().isVisible()).toBe(true);
    const table = await page.locator('.rs-table .p-datatable-wrapper').evaluate((w) => ({ scroll: w.scrollWidth, width: w.clientWidth }));
    expect(table.scroll).toBeLessThanOrEqual(table.width);
    findings.push(...(await lookAt(page, 'phone-members')));

    const filterButton = page.locator('.rs-filter-button');
    expect(await filterButton.textContent()).toBe('Filter');
    await filterButton.click();
    const panel = page.locator('.rs-filter-sidebar');
    await panel.waitFor();
    await page.locator('#rs-filter-members-joinedFrom').pressSequentially('01012000');
    expect(await page.locator('#rs-filter-members-joinedFrom').inputValue()).toBe('01/01/2000');
    await page.waitForURL((url) => url.searchParams.get('joinedFrom') === '2000-01-01');
    findings.push(...(await lookAt(page, 'phone-members-filters')));
    await panel.getByRole('button', { name: 'Tampilkan hasil' }).click();
    await panel.waitFor({ state: 'detached' });
    await settle(page);
    expect(await filterButton.textContent()).toBe('Filter (1)');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    findings.push(...(await lookAt(page, 'phone-members-filtered')));
    expect(findings).toEqual([]);
    expectNoProblems(session, 'phone member list');
  });

  afterAll(async () => {
    await session?.context.close();
  });
});

describe('with the keyboard only, in Bahasa Indonesia', () => {
  let session: Session;
  let page: Page;

  beforeAll(async () => {
    session = await branchSecretaryInIndonesian();
    page = session.page;
    await page.goto(paths.associationMembers);
    await settle(page);
  });

  it('skips to the content, reaches the member search in a few Tabs, types a date into a date filter and Tabs on', async () => {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Langsung ke konten');
    expect(await page.locator('.skip-link').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await activeIs(page, '#content')).toBe(true);

    let tabs = 0;
    while (!(await activeIs(page, '.rs-search input')) && tabs < 10) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(await activeIs(page, '.rs-search input')).toBe(true);
    expect(tabs).toBeLessThanOrEqual(3);

    // On to the first date filter, no pointer involved; nothing opens on focus.
    let more = 0;
    while (!(await activeIs(page, '#rs-filter-members-joinedFrom')) && more < 30) {
      await page.keyboard.press('Tab');
      more++;
    }
    expect(await activeIs(page, '#rs-filter-members-joinedFrom')).toBe(true);
    expect(await page.locator('.date-input-popup').count()).toBe(0);
    await page.keyboard.type('01/02/1990');
    await page.waitForURL((url) => url.searchParams.get('joinedFrom') === '1990-02-01');
    await page.keyboard.press('Tab');
    expect(await activeIs(page, '.date-input-button')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await activeIs(page, '#rs-filter-members-joinedTo')).toBe(true);
    expect(await page.locator('.date-input-popup').count()).toBe(0);

    // A typo says what is wrong, in Indonesian, and the filter keeps its last good day.
    await page.keyboard.type('31/02/2020');
    await page.keyboard.press('Enter');
    expect(await page.locator('.date-input-error').textContent()).toBe('Tanggal tidak valid. Tulis sebagai hh/bb/tttt, misalnya 01/02/1990.');
    expect(new URL(page.url()).searchParams.get('joinedTo')).toBeNull();

    // The calendar opens on Alt+Down, with focus inside, and Esc gives focus back.
    await page.keyboard.press('Alt+ArrowDown');
    await page.locator('.date-input-popup').waitFor();
    await page.waitForFunction(() => document.querySelector('.date-input-popup')?.contains(document.activeElement));
    await settle(page);
    expect(await lookAt(page, 'keyboard-date-calendar')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('.date-input-popup').waitFor({ state: 'detached' });
    expect(await activeIs(page, '#rs-filter-members-joinedTo')).toBe(true);
    await settle(page);
    expect(await lookAt(page, 'keyboard-members')).toEqual([]);
    expectNoProblems(session, 'keyboard journey');
  });

  afterAll(async () => {
    await session?.context.close();
  });
});

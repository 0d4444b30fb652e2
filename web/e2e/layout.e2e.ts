// The layout settings and languages as a user changes them: right-to-left mirrors the page, the collapsed menu
// survives a reload, the dark skin and the boxed width apply, and each of the five languages changes visible text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENU, menuLeaves } from '../src/app/menu';
import { paths } from '../src/app/paths';
import { LANGUAGES } from '../src/i18n/languages';
import { expectNoProblems, screenshot, seriousViolations, settle, signedInTab, type Session } from './support/browser';

const tab = signedInTab('admin');
let session: Session;

beforeAll(async () => {
  session = tab.session;
  await session.page.locator(`.vertical-menu a.menu-link[href="${paths.associationDashboard}"]`).click();
  await settle(session.page);
});

async function openCustomizer() {
  await session.page.locator('.customizer-toggle').click();
  await session.page.locator('.p-sidebar').waitFor();
}
async function closeCustomizer() {
  await session.page.keyboard.press('Escape');
  await session.page.locator('.p-sidebar').waitFor({ state: 'detached' });
}

const box = async (selector: string) => {
  const found = await session.page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

describe('layout settings', () => {
  it('right-to-left mirrors the whole page and back', async () => {
    const { page } = session;
    const menuLtr = await box('.vertical-menu');
    const mainLtr = await box('.app-content');
    expect(menuLtr.x).toBeLessThan(mainLtr.x);

    await openCustomizer();
    await page.locator('#cz-isRTL').click();
    await closeCustomizer();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const menuRtl = await box('.vertical-menu');
    const mainRtl = await box('.app-content');
    const width = page.viewportSize()!.width;
    // The menu moved to the right edge and the content to its left; the navbar's items swapped sides too.
    expect(menuRtl.x + menuRtl.width).toBeGreaterThan(width - 20);
    expect(mainRtl.x).toBeLessThan(menuRtl.x);
    const userRtl = await box('.user-button');
    expect(userRtl.x).toBeLessThan(width / 2);
    await screenshot(page, 'layout-rtl');
    expect(await seriousViolations(page)).toEqual([]);

    await openCustomizer();
    await page.locator('#cz-isRTL').click();
    await closeCustomizer();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect((await box('.vertical-menu')).x).toBeLessThan((await box('.app-content')).x);
    expectNoProblems(session, 'right-to-left');
  });

  it('keeps the menu collapsed across a reload', async () => {
    const { page } = session;
    const wide = (await box('.vertical-menu')).width;
    await page.locator('.menu-collapse-toggle').click();
    await page.mouse.move(900, 500); // away from the menu: a hovered collapsed menu opens over the page
    await expect.poll(async () => (await box('.vertical-menu')).width).toBeLessThan(wide / 2);
    expect(await page.locator('.vertical-menu .menu-label').first().isVisible()).toBe(false);

    await page.reload();
    await settle(page);
    await page.mouse.move(900, 500);
    expect(await page.locator('.app-layout').getAttribute('class')).toContain('menu-collapsed');
    expect((await box('.vertical-menu')).width).toBeLessThan(wide / 2);
    await screenshot(page, 'layout-menu-collapsed');

    await page.locator('.menu-collapse-toggle').click();
    await page.mouse.move(900, 500);
    await expect.poll(async () => (await box('.vertical-menu')).width).toBe(wide);
    expectNoProblems(session, 'collapsed menu');
  });

  it('switches to the dark skin, readable, and back to light', async () => {
    const { page } = session;
    const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBody = await bodyBackground();

    await openCustomizer();
    await page.locator('#cz-skin-dark').click();
    await closeCustomizer();
    await settle(page);
    expect(await page.locator('body').getAttribute('class')).toContain('skin-dark');
    const darkBody = await bodyBackground();
    expect(darkBody).not.toBe(lightBody);
    // The dark skin's background is dark: every channel low.
    const channels = darkBody.match(/\d+/g)!.slice(0, 3).map(Number);
    expect(Math.max(...channels)).toBeLessThan(80);
    await screenshot(page, 'layout-dark');
    const violations = await seriousViolations(page);
    expect(violations, violations.map((v) => `${v.id} ${v.nodes.join(', ')} ${v.summary}`).join('\n')).toEqual([]);

    await openCustomizer();
    await page.locator('#cz-skin-light').click();
    await closeCustomizer();
    expect(await bodyBackground()).toBe(lightBody);
    expectNoProblems(session, 'dark skin');
  });

  it('boxes the content width on a wide screen and back to full', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 2200, height: 900 });
    const full = (await box('.app-main')).width;
    await openCustomizer();
    await page.locator('#cz-contentWidth-boxed').click();
    await closeCustomizer();
    const boxed = await box('.app-main');
    expect(boxed.width).toBeLessThanOrEqual(1440);
    expect(boxed.width).toBeLessThan(full);
    await screenshot(page, 'layout-boxed');

    await openCustomizer();
    await page.locator('#cz-contentWidth-full').click();
    await closeCustomizer();
    expect((await box('.app-main')).width).toBe(full);
    await page.setViewportSize({ width: 1366, height: 900 });
    expectNoProblems(session, 'boxed width');
  });
});

describe('languages', () => {
  const localeDir = join(import.meta.dirname, '../src/i18n/locales');
  // The menu's texts are the shell's (loaded with the first page after sign-in), not the frame's.
  const frame = (code: string) =>
    JSON.parse(readFileSync(join(localeDir, code, 'shell.json'), 'utf8')) as {
      menu: { sections: Record<string, string> };
    };
  const sectionKey = (header: string) => header.replace('menu.sections.', '');

  it('changes the visible text to each of the five languages', async () => {
    const { page } = session;
    // The sections the admin sees: all but the member's own (his portal needs a member record).
    const sections = MENU.filter((s) => menuLeaves([s]).some((leaf) => !leaf.memberOnly));
    const english = sections.map((s) => frame('en').menu.sections[sectionKey(s.header)]);
    for (const language of [...LANGUAGES.filter((l) => l.code !== 'en'), LANGUAGES.find((l) => l.code === 'en')!]) {
      await page.locator('.language-switcher').click();
      await page.locator('.language-panel li', { hasText: language.label }).click();
      const expected = sections.map((s) => frame(language.code).menu.sections[sectionKey(s.header)]);
      // Section headers may be shown in capitals by the stylesheet; the words are what counts.
      await expect
        .poll(async () =>
          (await page.locator('.vertical-menu .menu-section-header').allInnerTexts()).map((t) => t.toLowerCase()),
        )
        .toEqual(expected.map((t) => t!.toLowerCase()));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language.code);
      if (language.code !== 'en') expect(expected).not.toEqual(english);
      await screenshot(page, `language-${language.code}`);
    }
    expectNoProblems(session, 'languages');
  });
});

describe('a page at rest', () => {
  /** Animations that run forever (a spinner, a turning icon), by the element they move. */
  const endless = () =>
    session.page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity)
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target instanceof Element ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : '?';
        }),
    );

  it('animates nothing forever: the customizer cog turns only while pointed at', async () => {
    // An icon turning on every page kept an idle browser drawing frames (12-14 % of a core each, without a GPU).
    const { page } = session;
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.mouse.move(5, 5);
    await settle(page);
    expect(await endless()).toEqual([]);
    await page.locator('.customizer-toggle').hover();
    await expect.poll(endless).toEqual(['i.pi.pi-cog']);
    await page.mouse.move(5, 5);
    await expect.poll(endless).toEqual([]);
    // Where the system asks for reduced motion, it does not turn at all.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.locator('.customizer-toggle').hover();
    await settle(page);
    expect(await endless()).toEqual([]);
    await page.mouse.move(5, 5);
    await page.emulateMedia({ reducedMotion: null });
  });
});

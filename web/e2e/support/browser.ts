// What every end-to-end file uses: Debian's Chromium through playwright-core, a signed-in page that records every
// console error, uncaught exception and failed request, axe-core, and screenshots into the run's folder.
import axe from 'axe-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { MENU, type MenuItem } from '../../src/app/menu';
import { chromePath, WAIT_MS } from './env';

export const ACCOUNTS = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
  // The association's demo accounts, one per level (bff/src/association/access/demo-accounts.ts).
  national: { email: 'nasional@demo.com', password: 'sejawat-demo' },
  province: { email: 'wilayah@demo.com', password: 'sejawat-demo' },
  branch: { email: 'cabang@demo.com', password: 'sejawat-demo' },
  treasurer: { email: 'bendahara@demo.com', password: 'sejawat-demo' },
  verifier: { email: 'verifikator@demo.com', password: 'sejawat-demo' },
  member: { email: 'anggota@demo.com', password: 'sejawat-demo' },
} as const;
export type AccountName = keyof typeof ACCOUNTS;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // One raster thread instead of the default's several: on the 2-core machine they only contend with the
      // renderers, products and workers of the suite (menu.e2e.ts alone: Chromium's CPU 4 % lower, six runs alternated).
      '--num-raster-threads=1',
    ],
  });
}

/**
 * The product this worker's files drive: Vitest numbers its workers 1..maxWorkers (VITEST_POOL_ID), and the global
 * setup started one product for each.
 */
export function product(): { baseUrl: string; associationUrl: string } {
  const products = inject('products');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const chosen = products[(worker - 1) % products.length];
  if (!chosen) throw new Error(`no product for worker ${worker} (${products.length} started)`);
  return chosen;
}

/** One browser tab and everything that went wrong in it since the last `takeProblems()`. */
export interface Session {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** Console errors, uncaught exceptions, failed requests and HTTP errors recorded so far; clears the list. */
  takeProblems(): string[];
  /** Marks answers that the journey expects (a 401 the app refreshes its token after, say) as not a problem. */
  allow(match: (url: string, status: number) => boolean): void;
}

/**
 * Motion of the sessions the suite opens: reduced (the system setting, which the app follows: app.css,
 * lib/chart-motion.ts) unless a file asks for full motion or E2E_MOTION=full runs every file with it. Dialogs, menus and
 * charts then stand still at once instead of sliding and growing for a few hundred frames each: the whole suite took
 * 611 s of CPU instead of 709 (Chromium's renderers 336 -> 282 s, its compositor 65 -> 34 s). The phone and keyboard journeys, whose drawer takes focus as
 * it slides in, and the check that nothing animates forever run with full motion.
 */
export type Motion = 'full' | 'reduced';
const suiteMotion: Motion = process.env.E2E_MOTION === 'full' ? 'full' : 'reduced';

export async function openSession(
  browser: Browser,
  options: { baseUrl?: string; locale?: string; motion?: Motion } = {},
): Promise<Session> {
  const baseUrl = options.baseUrl ?? product().baseUrl;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 900 },
    locale: options.locale ?? 'en-US',
    timezoneId: 'Asia/Jakarta',
    reducedMotion: (options.motion ?? suiteMotion) === 'full' ? 'no-preference' : 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  let problems: string[] = [];
  const allowed: ((url: string, status: number) => boolean)[] = [];
  const isAllowed = (url: string, status: number) => allowed.some((match) => match(url, status));

  page.on('console', (message) => {
    const text = message.text();
    // A preload the page cannot use (fetched in another credentials mode): the file is downloaded a second time.
    if (message.type() === 'warning' && /preload .* is not used because the request credentials mode does not match/.test(text)) {
      problems.push(`unusable preload on ${page.url()}: ${text}`);
    }
    if (message.type() !== 'error') return;
    // Chromium logs every 4xx/5xx answer as "Failed to load resource"; those are judged by the response handler.
    if (text.startsWith('Failed to load resource')) return;
    problems.push(`console error on ${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception on ${page.url()}: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A request the app cancels (a page left before its data arrived, a superseded search) is not a failure.
    if (failure === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${failure})`);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400 || isAllowed(response.url(), status)) return;
    const entry = `HTTP ${status}: ${response.request().method()} ${response.url()}`;
    problems.push(entry);
    // A server error says why in its body; add it to the entry when it arrives.
    if (status >= 500) {
      void response
        .text()
        .then((body) => {
          const at = problems.indexOf(entry);
          if (at >= 0) problems[at] = `${entry} ${body.slice(0, 200)}`;
        })
        .catch(() => undefined);
    }
  });

  return {
    context,
    page,
    baseUrl,
    takeProblems() {
      const taken = problems;
      problems = [];
      return taken;
    },
    allow(match) {
      allowed.push(match);
    },
  };
}

/**
 * Signs in through the login page as staff do and waits for the app frame. A sign-in that never reaches it says what
 * the login request was answered and leaves a screenshot (a loaded stress run once lost one sign-in without either).
 */
export async function signIn(session: Session, account: AccountName) {
  const { page } = session;
  const { email, password } = ACCOUNTS[account];
  await page.goto('/login');
  const isLogin = (r: Response) => r.url().endsWith('/jwt/login') && r.request().method() === 'POST';
  // The submit is judged by its outcome, the login request, and made again (the fields filled again first) when none
  // was sent: a loaded stress run once lost a sign-in whose click never reached the app frame.
  let answered = 'nothing';
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= CLICKS;
    // (A sign-in that went through after all has left the login page.)
    if (attempt > 1 && !new URL(page.url()).pathname.startsWith('/login')) break;
    const emailField = page.locator('#login-email');
    const passwordField = page.locator('#login-password');
    if ((await emailField.inputValue()) !== email) await emailField.fill(email);
    if ((await passwordField.inputValue()) !== password) await passwordField.fill(password);
    const response = page.waitForResponse(isLogin, { timeout: last ? WAIT_MS : WAIT_MS / 4 });
    await page.locator('form button[type="submit"]').click();
    const login = await response.catch((err: Error) => `nothing (${err.message.split('\n')[0]})`);
    if (typeof login !== 'string') {
      answered = `${login.status()} ${(await login.text().catch(() => '')).slice(0, 200)}`;
      if (login.ok()) break;
      throw new Error(`${email} could not sign in: the login was answered ${answered}`);
    }
    answered = login;
    // A request may have gone out without its answer in time: the app frame tells.
    if ((await page.locator('.vertical-menu, .horizontal-menu').count()) > 0 || last) break;
  }
  try {
    await page.locator('.vertical-menu, .horizontal-menu').first().waitFor();
  } catch (err) {
    const shot = await screenshot(page, `sign-in-failed-${account}-${Date.now()}`).catch(() => 'no screenshot');
    throw new Error(`${email} did not reach the app frame; the login was answered ${answered}; at ${page.url()}; ${shot}`, { cause: err });
  }
}

/**
 * One browser and one signed-in tab for a whole test file: registers the beforeAll that opens them (after `prepare`,
 * which may attach listeners before signing in) and the afterAll that closes them.
 */
export function signedInTab(
  account: AccountName,
  options: { baseUrl?: () => string; prepare?: (session: Session) => void | Promise<void> } = {},
) {
  const tab = {} as { browser: Browser; session: Session };
  beforeAll(async () => {
    tab.browser = await launchBrowser();
    tab.session = await openSession(tab.browser, { baseUrl: options.baseUrl?.() });
    await options.prepare?.(tab.session);
    await signIn(tab.session, account);
    await settle(tab.session.page);
  });
  afterAll(async () => {
    await tab.browser?.close();
  });
  return tab;
}

/** Waits until `read` answers something `check` accepts (polled every 150 ms, up to `timeout`); `what` names it in a failure. */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeout = WAIT_MS) {
  await expect.poll(read, { timeout, interval: 150, message: what }).toSatisfy(check);
}

/**
 * An AutoComplete's suggestions once they have settled in place: a click while the panel still moves in can miss the
 * option. Under full motion the panel is settled when its enter transition is done; under reduced motion PrimeReact
 * shows it at once, with no transition classes at all (app/prime-provider.tsx).
 */
export const SETTLED_SUGGESTIONS =
  '.p-autocomplete-panel:not(.p-connected-overlay-enter, .p-connected-overlay-enter-active, .p-connected-overlay-exit, .p-connected-overlay-exit-active)';

/** How many times a click is made before its missing outcome is a failure (see `clickUntil`). */
const CLICKS = 4;

/**
 * Clicks `target` and judges the click by what it did: `done(timeout)` waits for the outcome (a quarter of the wait,
 * the whole wait on the last try). A click lost on a loaded machine (the element drawn again as the click landed: a
 * dropdown that did not open, a table row that did not open its detail, in stress runs) is made again, up to
 * four times, instead of failing a minute later at the next step.
 */
export async function clickUntil(target: Locator, done: (timeout: number) => Promise<unknown>, what: string) {
  for (let attempt = 1; ; attempt++) {
    await target.click();
    try {
      await done(attempt < CLICKS ? WAIT_MS / 4 : WAIT_MS);
      return;
    } catch (error) {
      if (attempt >= CLICKS) throw new Error(`${what}: not so after ${attempt} clicks`, { cause: error });
    }
  }
}

/**
 * Picks an option in the PrimeReact Dropdown whose input has `inputId`: the one named `option` (typed into the
 * dropdown's filter when it has one), or the one at `{ index }`. Every click is judged by its outcome (the panel
 * open; then the panel closed and the dropdown's label the option) and made again when it did not take (stress runs
 * lost both the click that opens the panel and the click on an option). Returns the label picked.
 */
export async function pickOption(page: Page, inputId: string, option: string | { index: number }) {
  const dropdown = page.locator(`.p-dropdown:has(#${inputId})`);
  const panel = page.locator('.p-dropdown-panel');
  const label = dropdown.locator('.p-dropdown-label');
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= CLICKS;
    const wait = last ? WAIT_MS : WAIT_MS / 4;
    try {
      if ((await panel.count()) === 0) await dropdown.click();
      await panel.waitFor({ timeout: wait });
      let target: Locator;
      if (typeof option === 'string') {
        const filter = panel.locator('.p-dropdown-filter');
        if ((await filter.count()) > 0 && (await filter.inputValue()) !== option) await filter.fill(option);
        target = panel.getByRole('option', { name: option, exact: true });
      } else {
        target = panel.getByRole('option').nth(option.index);
      }
      const name = (await target.innerText({ timeout: wait })).trim();
      await target.click({ timeout: wait });
      await panel.waitFor({ state: 'detached', timeout: wait });
      if ((await label.innerText()).trim() === name) return name;
      if (last) throw new Error(`the dropdown shows "${(await label.innerText()).trim()}", not "${name}"`);
    } catch (error) {
      if (last) throw new Error(`the dropdown #${inputId} did not take ${JSON.stringify(option)} in ${attempt} picks`, { cause: error });
    }
  }
}

/** Opens every closed group of the vertical menu (groups open inside groups too). */
export async function openAllMenuGroups(page: Page) {
  for (let round = 0; round < 5; round++) {
    const closed = page.locator('.vertical-menu button.menu-link[aria-expanded="false"]');
    const count = await closed.count();
    if (count === 0) return;
    for (let i = count - 1; i >= 0; i--) await closed.nth(i).click();
  }
}

/** The ids of the menu groups that hold the entry leading to `href`, outermost first (undefined: no such entry). */
function groupsLeadingTo(href: string, items: MenuItem[] = MENU.flatMap((s) => s.items)): string[] | undefined {
  for (const item of items) {
    if (item.path === href) return [];
    if (item.children) {
      const inner = groupsLeadingTo(href, item.children);
      if (inner) return [item.id, ...inner];
    }
  }
  return undefined;
}

/** Opens a screen by clicking its menu entry, opening the groups on the way, and waits for its data. */
export async function openFromMenu(page: Page, href: string, quietMs?: number) {
  const groups = groupsLeadingTo(href);
  if (!groups) throw new Error(`no menu entry leads to ${href}`);
  for (const id of groups) {
    const toggle = page.locator(`.vertical-menu button.menu-link[aria-controls="menu-group-${id}"]`);
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
  await page.locator(`.vertical-menu a.menu-link[href="${href}"]`).click();
  await page.waitForURL((url) => url.pathname === href && url.search === '');
  await settle(page, quietMs);
}

/** The paths of the vertical menu's entries, in order, with every group opened. */
export async function menuHrefs(page: Page) {
  await openAllMenuGroups(page);
  return page
    .locator('.vertical-menu a.menu-link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** The app has drawn something (its root is not empty) and shows no loading indicator. */
const drawnAndLoaded = () => {
  const root = document.getElementById('root');
  const drawn = root === null || root.childElementCount > 0;
  return drawn && document.querySelectorAll('.page-state[role="status"], .p-datatable-loading-overlay, .p-skeleton').length === 0;
};

/**
 * Waits until the app has drawn its page with no loading indicator and the network has been quiet for a moment, both
 * at once: a page may start loading (code, texts, data) after a quiet moment, as when a reload restores the session
 * while the CPU is busy running the app's code, so the check is repeated until a quiet moment ends with nothing loading.
 */
export async function settle(page: Page, quietMs = 300) {
  await page.waitForLoadState('domcontentloaded');
  for (let round = 0; ; round++) {
    await page.waitForFunction(drawnAndLoaded, undefined, { timeout: WAIT_MS });
    await networkQuiet(page, quietMs);
    if (await page.evaluate(drawnAndLoaded)) return;
    if (round === 20) throw new Error(`the page at ${page.url()} kept loading`);
  }
}

/** Waits for a quiet period of `quietMs` on the network (RTK Query requests are fetches), at most 10 s. */
async function networkQuiet(page: Page, quietMs: number) {
  let last = Date.now();
  const bump = () => (last = Date.now());
  page.on('request', bump);
  page.on('requestfinished', bump);
  page.on('requestfailed', bump);
  try {
    const deadline = Date.now() + 10_000;
    while (Date.now() - last < quietMs && Date.now() < deadline) await page.waitForTimeout(50);
  } finally {
    page.off('request', bump);
    page.off('requestfinished', bump);
    page.off('requestfailed', bump);
  }
}

/** The page-state icon a failed, unknown, forbidden or unbuilt page shows instead of its screen. */
const BROKEN_STATES: Record<string, string> = {
  'pi-exclamation-triangle': 'the error page',
  'pi-map': 'the not-found page',
  'pi-lock': 'the not-authorized page',
  'pi-clock': 'the not-available page',
};

/** The state page shown, if any (error, not found, not authorized, not available). */
export async function shownState(page: Page): Promise<string | undefined> {
  for (const [icon, name] of Object.entries(BROKEN_STATES)) {
    if ((await page.locator(`.page-state-icon.${icon}`).count()) > 0) return name;
  }
  return undefined;
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
  /** axe's explanation for the first node (the colours and ratio of a contrast failure, say). */
  summary: string;
}

/** Runs axe-core on the current page; returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy still applies to the app itself.
  if (!loaded) await page.evaluate(axe.source);
  const result = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    // A toast on its way out is fading (its colours mixed with what is behind): not a state anyone reads.
    // Preloads the media only: by default axe also rebuilds the page's whole CSSOM (every style sheet parsed again in
    // a document of its own: a third of a run, about 100 ms a page here) for the one rule that reads it,
    // css-orientation-lock, which is tagged experimental and so never runs unless asked for. The rules that run, and
    // what they find, are the same.
    const { violations } = await run(
      { exclude: [['.p-toast-message-exit'], ['.p-toast-message-exit-active']] },
      { resultTypes: ['violations'], preload: { assets: ['media'] } },
    );
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
    }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * A state of the screen as a user sees it: once side panels and dialogs stand still (not half faded in), saves its
 * screenshot as `name` and returns axe-core's serious and critical findings, one line each (none: accessible).
 */
export async function lookAt(page: Page, name: string): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  await screenshot(page, name);
  return (await seriousViolations(page)).map(
    (v) => `${name}: ${v.impact} ${v.id}: ${v.help} at ${v.nodes.join(', ')} (${v.summary})`,
  );
}

/** The DevTools session each page's screenshots are taken through (one per page, made with its first screenshot). */
const screenshotSessions = new WeakMap<Page, CDPSession>();

/** Saves a screenshot of the viewport named after the page under the run's screenshot folder. */
export async function screenshot(page: Page, name: string) {
  const dir = inject('screenshotDir');
  mkdirSync(dir, { recursive: true });
  // PNG, though JPEG cost Chromium about 25 ms less CPU a shot (75 against 50 ms with Playwright's screenshot, ~300 shots
  // a run): the workplace's image viewer shows PNG only, and the screenshots exist to be looked at.
  const file = join(dir, `${name.replace(/[^a-z0-9-]+/gi, '_').replace(/^_|_$/g, '')}.png`);
  // Straight through the DevTools protocol, the PNG encoded for speed (less compression: files about a fifth larger):
  // 35 ms a shot instead of 70 with Playwright's screenshot (20 shots of the members page, alternated), which also
  // injects a style sheet into the page to hide the caret and waits for its fonts (the interface uses the system font).
  let devtools = screenshotSessions.get(page);
  if (!devtools) screenshotSessions.set(page, (devtools = await page.context().newCDPSession(page)));
  const { data } = await devtools.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
  writeFileSync(file, Buffer.from(data, 'base64'));
  return file;
}

/** Fails with the recorded problems listed, so a broken page says what broke. */
export function expectNoProblems(session: Session, where: string) {
  const problems = session.takeProblems();
  expect(problems, `${where}:\n${problems.join('\n')}`).toEqual([]);
}

/** The app's own path of the page (no origin). */
export function pathOf(page: Page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

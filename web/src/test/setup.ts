import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy and waitFor wait for a condition; their timeout only catches a hang. Testing Library's default second is
// shorter than a busy two-core machine sometimes needs to render a page (CI ran the FAQ page past it once), and 15 s
// was too (the mail statistics page, in a run that loaded the machine with both projects at once).
configure({
  asyncUtilTimeout: 60_000,
  // findBy and waitFor build the error of every attempt that does not match yet, and the default error prints the
  // whole rendered app: a twentieth of a page test's time went into formatting DOM nobody reads. The DOM is printed
  // when TEST_DOM_ON_ERROR is set (or call screen.debug()).
  ...(process.env.TEST_DOM_ON_ERROR ? {} : { getElementError: (message: string | null) => Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }) }),
});

// PrimeReact's ripple (the ink spreading from a pressed button) measures its button with getComputedStyle as it mounts,
// which jsdom answers by matching every style rule of the page: a ninth of a page test's time, for an effect nobody
// sees here. Buttons render without it; what they do is unchanged.
vi.mock('primereact/ripple', () => ({ Ripple: () => null }));

if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

// PrimeReact overlays ask for matchMedia; jsdom has none.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

// The app fetches an area's texts and PrimeReact's settings before its first page; tests render pages and
// components directly.
const { default: i18n, loadAllTexts } = await import('../i18n');
await loadAllTexts();
// Loaded with the first page in the app; PrimeReact's texts follow the language from there.
await import('../app/prime-provider');
// Installed with every page's texts in the app (router.tsx): components rendered alone get it here.
await import('../api/message-text');

// The files of a worker share one jsdom environment and one module graph (vitest.config.ts). This file runs before
// each of them: a file starts in English whatever language the file before it chose, and every test starts from
// the same state, whatever the test before it left behind.
if (i18n.language !== 'en') await i18n.changeLanguage('en');
document.documentElement.removeAttribute('dir');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState({}, '', '/');
});

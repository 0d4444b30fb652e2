import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, vi } from 'vitest';
import { REDUCED_MOTION } from '../lib/reduced-motion';

// findBy and waitFor wait for a condition; their timeout only catches a hang. Testing Library's default second is
// shorter than a busy two-core machine sometimes needs to render a page (CI ran the FAQ page past it once), and 15 s
// was too (the mail statistics page, in a run that loaded the machine with both projects at once).
configure({
  asyncUtilTimeout: 60_000,
  // ByRole leaves out what is hidden from assistive technology by asking jsdom for the computed style of every
  // candidate and each of its ancestors, afresh after every change to the page: a sixth of the web project's CPU.
  // Queries find hidden elements too; where a test means the one a user sees, it asks with `hidden: false` (or
  // checks toBeVisible), and a test that expects an element gone finds it still there if it is only hidden.
  defaultHidden: true,
  // findBy and waitFor build the error of every attempt that does not match yet, and the default error prints the
  // whole rendered app: a twentieth of a page test's time went into formatting DOM nobody reads. The DOM is printed
  // when TEST_DOM_ON_ERROR is set (or call screen.debug()).
  ...(process.env.TEST_DOM_ON_ERROR ? {} : { getElementError: (message: string | null) => Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }) }),
});

// PrimeReact's ripple (the ink spreading from a pressed button) measures its button with getComputedStyle as it mounts,
// which jsdom answers by matching every style rule of the page: a ninth of a page test's time, for an effect nobody
// sees here. Buttons render without it; what they do is unchanged.
// The mock covers the app's own imports; PrimeReact's components load it with Node's require (their CommonJS builds,
// outside Vite), which vi.mock does not reach, so the module Node shares with them gets the same stand-in (they read
// `ripple.Ripple` as they render).
vi.mock('primereact/ripple', () => ({ Ripple: () => null }));
(createRequire(import.meta.url)('primereact/ripple') as { Ripple: unknown }).Ripple = () => null;

// PrimeReact writes the whole text of a component's <style> again every time a component of that kind mounts, and
// jsdom parses a style sheet's text again on every write (the same text, thousands of times a file: a tenth of a page
// test's time). A write of the text the element already holds changes nothing in a browser; here it is skipped.
skipUnchangedStyleText();

if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

// PrimeReact overlays ask for matchMedia; jsdom has none. The tests' system asks for reduced motion, as the end-to-end
// suite's browsers do: PrimeReact's overlays, dialogs and toasts then open and close at once instead of each waiting
// out its transition's timeout (app/prime-provider.tsx). A test of the full motion mocks matchMedia itself.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: query === REDUCED_MOTION, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

installAnimationFrames();

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

/**
 * Animation frames on real timers, once per worker. jsdom runs its frames on one setInterval, started by the first
 * frame asked for and stopped when none is left. A frame asked for while a test's timers are fake (a library holding
 * the real requestAnimationFrame, a test faking setInterval but not the frames) starts a fake interval that never
 * fires, and jsdom counts that frame as outstanding for good: it never starts a real interval again, and no later
 * frame in the worker comes (the files of a worker share one environment). Under load this failed whole files long
 * after the file that caused it (a calendar that never took focus, a print dialog never opened). Here the frames run on
 * the timers this file finds before any test could fake them; a test that fakes the frames themselves still gets
 * fake ones (vi.useFakeTimers replaces these and puts them back).
 */
function installAnimationFrames() {
  const installed = Symbol.for('sejawat.test.animation-frames');
  const scope = globalThis as typeof globalThis & { [installed]?: true };
  if (scope[installed]) return;
  scope[installed] = true;
  const realSetTimeout = globalThis.setTimeout.bind(globalThis);
  const callbacks = new Map<number, FrameRequestCallback>();
  let lastId = 0;
  let scheduled = false;
  const runFrame = () => {
    scheduled = false;
    const due = [...callbacks];
    callbacks.clear();
    const now = performance.now();
    for (const [, callback] of due) {
      try {
        callback(now);
      } catch (error) {
        // As jsdom does with an error thrown by a frame: an error event on the window, else the console.
        const event = new ErrorEvent('error', { error, message: String(error), cancelable: true });
        if (window.dispatchEvent(event)) console.error(error);
      }
    }
  };
  window.requestAnimationFrame = (callback: FrameRequestCallback) => {
    callbacks.set(++lastId, callback);
    if (!scheduled) {
      scheduled = true;
      realSetTimeout(runFrame, 1000 / 60);
    }
    return lastId;
  };
  window.cancelAnimationFrame = (id: number) => {
    callbacks.delete(id);
  };
}

/** Writing a <style>'s textContent with the text it already has does nothing (see above); any other write is made. */
function skipUnchangedStyleText() {
  const node = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent')!;
  if (Object.getOwnPropertyDescriptor(HTMLStyleElement.prototype, 'textContent')) return;
  Object.defineProperty(HTMLStyleElement.prototype, 'textContent', {
    configurable: true,
    enumerable: node.enumerable,
    get(this: HTMLStyleElement) {
      return node.get!.call(this);
    },
    set(this: HTMLStyleElement, text: string | null) {
      if (text !== null && this.isConnected && node.get!.call(this) === text) return;
      node.set!.call(this, text);
    },
  });
}

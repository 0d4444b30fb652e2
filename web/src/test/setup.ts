import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach } from 'vitest';

if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

// PrimeReact overlays ask for matchMedia; jsdom has none.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

// The app fetches an area's texts and PrimeReact's settings before its first page; tests render pages and
// components directly.
const { loadAllTexts } = await import('../i18n');
await loadAllTexts();
// Loaded with the first page in the app; PrimeReact's texts follow the language from there.
await import('../app/prime-provider');

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
});

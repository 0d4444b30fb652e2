/** The browser the suite drives: Debian's Chromium, or the one CHROME_PATH names. */
export function chromePath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/**
 * Token lifetimes of the BFF the token-expiry journey starts on a clock it moves forward (support/clocked-bff.ts):
 * a minute and two, so that the time a step takes on a loaded machine never comes near a lifetime, and the clock
 * jumps past them. The refresh token's is twice the access token's, so a session that lasts longer than a few of
 * these lasts longer than the refresh token it started with (the spec's 10 minutes, scaled down as the access
 * token's is), and stays under the 13 minutes of inactivity after which the app warns.
 */
export const SHORT_ACCESS_TTL_SECONDS = 60;
export const SHORT_REFRESH_TTL_SECONDS = 120;

/**
 * How many test files run side by side, each worker against a product of its own (global-setup.ts). Four on the 2-core
 * machine: one file's browser and product mostly wait (for a quiet network, an animation, a server), and the others
 * fill that time. Two left a fifth of the CPU idle: 340 s against 252 s for three (2026-11-27, the same machine); three
 * against four on 2026-12-08 (the same machine, one after the other): 237 and 226 s against 209 and 212 s. On a slower
 * machine of the same kind three once overloaded it (669 s), when waits of 15 s and the product's 5 s upstream timeout
 * failed pages that were merely slow; every wait now only catches a hang (WAIT_MS, and the products wait 30 s for the
 * association server), and the suite passes with a busy loop on one of the two cores (npm run test:stress).
 * E2E_WORKERS=1 runs them one after the other. No file depends on wall-clock time: the token-expiry journey moves a
 * clock instead of waiting.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 4) || 1);

/**
 * How long a step may wait for the page (an element, a navigation, a polled condition) before the test fails. It only
 * catches a hang: on a slow 2-core machine running browsers and products side by side, a list that answers in 300 ms
 * alone can take 20 s, and a wait of 15 s failed journeys that were merely slow (four of 153 in one clean run).
 */
export const WAIT_MS = 60_000;

/** The browser the suite drives: Debian's Chromium, or the one CHROME_PATH names. */
export function chromePath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** Access-token lifetime of the second BFF the token-expiry journey uses (the configuration's minimum). */
export const SHORT_ACCESS_TTL_SECONDS = 5;

/**
 * Refresh-token lifetime of that BFF: twice the access token's, so a session that lasts longer than a few of these
 * lasts longer than the refresh token it started with (the spec's 10 minutes, scaled down as the access token's is).
 */
export const SHORT_REFRESH_TTL_SECONDS = 10;

/**
 * Files whose journeys are timed by the product's clock: token lifetimes of a few seconds (SHORT_*_TTL_SECONDS)
 * that the browser must outlive and not outlive. They run on their own (E2E_PHASE=timed), after the rest, so that
 * another file's browser cannot stretch a step past a lifetime; the others run side by side (E2E_PHASE=untimed).
 * Without E2E_PHASE every file runs, side by side.
 */
export const TIMED_FILES = ['session.e2e.ts'];
export const E2E_PHASE = process.env.E2E_PHASE as 'timed' | 'untimed' | undefined;

/**
 * How many test files run side by side, each worker against a product of its own (global-setup.ts). Three on the
 * 2-core machine: one file's browser and product mostly wait (for a quiet network, an animation, a server), and the
 * others' fill that time (the untimed files took 271 s with two, 219 s with three). E2E_WORKERS=1 runs them one after
 * the other; the timed phase always does.
 */
export const E2E_WORKERS = E2E_PHASE === 'timed' ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 3) || 1);

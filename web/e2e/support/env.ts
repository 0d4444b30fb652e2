/** The browser the suite drives: Debian's Chromium, or the one CHROME_PATH names. */
export function chromePath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** Access-token lifetime of the second BFF the token-expiry journey uses (the configuration's minimum). */
export const SHORT_ACCESS_TTL_SECONDS = 5;

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

import { signedOut, STORAGE_KEYS, tokensAdopted, tokensRefreshed, type SessionState } from '../features/auth/session';
import type { LoginResponse } from './generated/auth';

/**
 * `refreshed`: new tokens are in the store. `rejected`: the server refused the refresh token; the session is over.
 * `unavailable`: the server could not be asked (network, 5xx); the session stays, the caller may try again later.
 */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'unavailable';

interface StoreLike {
  getState(): unknown;
  dispatch(action: unknown): unknown;
}

const sessionOf = (store: StoreLike) => (store.getState() as { session: SessionState }).session;

/** The refresh in progress, shared by every caller meanwhile (single flight): refresh tokens are single use. */
let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Another tab sharing this browser's storage may have rotated the refresh token already; presenting the old one
 * would be a reuse, which revokes the whole login. So the tabs take turns (Web Locks) and a tab that finds newer
 * tokens in storage adopts them instead of refreshing.
 */
async function exchange(store: StoreLike): Promise<RefreshOutcome> {
  const held = sessionOf(store).refreshToken;
  if (!held) return 'rejected';
  const stored = localStorage.getItem(STORAGE_KEYS.refreshToken);
  const storedAccess = localStorage.getItem(STORAGE_KEYS.accessToken);
  if (stored && storedAccess && stored !== held) {
    store.dispatch(tokensAdopted({ accessToken: storedAccess, refreshToken: stored }));
    return 'refreshed';
  }
  let response: Response;
  try {
    response = await fetch(`${globalThis.location?.origin ?? ''}/jwt/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refreshToken: held }),
    });
  } catch {
    return 'unavailable';
  }
  if (response.status === 400 || response.status === 401) {
    // Signed out meanwhile (logout, another tab): nothing to end here.
    if (sessionOf(store).refreshToken === held) store.dispatch(signedOut('expired'));
    return 'rejected';
  }
  if (!response.ok) return 'unavailable';
  const data = (await response.json()) as LoginResponse;
  if (sessionOf(store).refreshToken !== held) return 'rejected';
  store.dispatch(tokensRefreshed({ user: data.userData, accessToken: data.accessToken, refreshToken: data.refreshToken }));
  return 'refreshed';
}

async function locked(store: StoreLike): Promise<RefreshOutcome> {
  if (typeof navigator === 'undefined' || !navigator.locks) return exchange(store);
  return (await navigator.locks.request('sejawat-token-refresh', () => exchange(store))) as RefreshOutcome;
}

export function refreshSession(store: StoreLike): Promise<RefreshOutcome> {
  if (inFlight) return inFlight;
  const shared = locked(store).finally(() => {
    inFlight = null;
  });
  inFlight = shared;
  return shared;
}

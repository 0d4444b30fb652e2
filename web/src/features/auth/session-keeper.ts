import { refreshSession } from '../../api/session-refresh';
import { SESSION_ENDING_EVENT } from '../../lib/kept-draft';
import { signedOut, STORAGE_KEYS, tokensAdopted, type SessionState } from './session';

/** Without input for `idleLimitMs` the session ends; the warning comes `warningMs` before that. */
export const SESSION_TIMING = { idleLimitMs: 15 * 60_000, warningMs: 2 * 60_000, retryMs: 15_000 } as const;
export type SessionTiming = { idleLimitMs: number; warningMs: number; retryMs: number };

/** The last input in any tab of this browser, so working in one tab keeps the others signed in too. */
export const LAST_ACTIVITY_KEY = 'lastActivity';
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
const ACTIVITY_WRITE_MS = 5_000;

interface Claims {
  iat?: number;
  exp?: number;
}

function claimsOf(token: string | null): Claims {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return {};
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Claims;
  } catch {
    return {};
  }
}

/**
 * When to refresh a token pair seen at `seenAt`: a little before the first of the two expires. Tokens seen arriving
 * (`arrived`) count their lifetime from arrival, so a client clock that differs from the server's does no harm;
 * for tokens of unknown age (restored at start) their `exp`, in the server's clock, is all there is.
 */
export function refreshDueAt(session: Pick<SessionState, 'accessToken' | 'refreshToken'>, seenAt: number, arrived: boolean) {
  let due = Infinity;
  let shortest = Infinity;
  for (const claims of [claimsOf(session.accessToken), claimsOf(session.refreshToken)]) {
    if (claims.exp === undefined) continue;
    const lifetime = claims.iat === undefined ? Infinity : (claims.exp - claims.iat) * 1000;
    shortest = Math.min(shortest, lifetime);
    due = Math.min(due, seenAt + lifetime, arrived && Number.isFinite(lifetime) ? Infinity : claims.exp * 1000);
  }
  if (due === Infinity) return Infinity;
  const margin = Math.min(60_000, (Number.isFinite(shortest) ? shortest : 300_000) * 0.2);
  return Math.max(seenAt, due - margin);
}

interface StoreLike {
  getState(): unknown;
  dispatch(action: unknown): unknown;
  subscribe(listener: () => void): () => void;
}

export interface KeeperCallbacks {
  /** The idle warning: the session ends at `deadline` unless the user stays. */
  warn(deadline: number): void;
  /** The warning is over: the user stayed (here or in another tab) or the session ended. */
  clearWarning(): void;
}

export interface SessionKeeper {
  /** The user chose to stay signed in from the warning. */
  stay(): void;
  /** The user chose to sign out from the warning. */
  signOut(): void;
  stop(): void;
}

/**
 * Keeps a signed-in session alive while the user works: refreshes the tokens before they expire (rotating the
 * refresh token), and ends the session only after `idleLimitMs` without input in any tab, warning first.
 */
export function startSessionKeeper(store: StoreLike, callbacks: KeeperCallbacks, timing: SessionTiming = SESSION_TIMING): SessionKeeper {
  const session = () => (store.getState() as { session: SessionState }).session;
  let lastActivity = Date.now();
  let lastWritten = 0;
  let warningShown = false;
  let refreshAt = refreshDueAt(session(), Date.now(), false);
  let tokens = session().refreshToken;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const activity = () => Math.max(lastActivity, Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || 0);

  function noteActivity() {
    if (warningShown) return;
    lastActivity = Date.now();
    if (lastActivity - lastWritten >= ACTIVITY_WRITE_MS) {
      lastWritten = lastActivity;
      localStorage.setItem(LAST_ACTIVITY_KEY, String(lastActivity));
    }
  }

  function endSession(reason?: 'idle') {
    const refreshToken = session().refreshToken;
    stop();
    callbacks.clearWarning();
    // Forms that keep their drafts write them down while they are still on the screen.
    if (reason === 'idle') window.dispatchEvent(new Event(SESSION_ENDING_EVENT));
    if (refreshToken) {
      // Revoked on the server too; the user sees the login page whether or not this arrives.
      void fetch(`${globalThis.location?.origin ?? ''}/jwt/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
        keepalive: true,
      }).catch(() => undefined);
    }
    store.dispatch(signedOut(reason));
  }

  async function tick() {
    timer = undefined;
    if (stopped) return;
    const now = Date.now();
    const deadline = activity() + timing.idleLimitMs;
    if (now >= deadline) return endSession('idle');
    if (now >= deadline - timing.warningMs) {
      if (!warningShown) {
        warningShown = true;
        callbacks.warn(deadline);
      }
    } else if (warningShown) {
      // Input in another tab during the warning.
      warningShown = false;
      callbacks.clearWarning();
    }
    if (now >= refreshAt) {
      refreshAt = Infinity;
      const outcome = await refreshSession(store);
      if (stopped) return;
      if (outcome === 'unavailable') refreshAt = Date.now() + timing.retryMs;
      if (outcome === 'rejected') return stop();
    }
    schedule();
  }

  function schedule() {
    if (stopped) return;
    if (timer !== undefined) clearTimeout(timer);
    const deadline = activity() + timing.idleLimitMs;
    // During the warning a tick every second notices input in other tabs.
    const next = warningShown ? Math.min(deadline, Date.now() + 1000) : deadline - timing.warningMs;
    timer = setTimeout(() => void tick(), Math.max(0, Math.min(next, refreshAt) - Date.now()));
  }

  const unsubscribe = store.subscribe(() => {
    const current = session();
    if (current.refreshToken === tokens) return;
    tokens = current.refreshToken;
    if (!tokens) return stop();
    refreshAt = refreshDueAt(current, Date.now(), true);
    schedule();
  });

  // Another tab rotated the shared tokens, or signed out.
  function onStorage(event: StorageEvent) {
    if (event.key !== STORAGE_KEYS.refreshToken) return;
    if (event.newValue === null) store.dispatch(signedOut());
    else {
      const accessToken = localStorage.getItem(STORAGE_KEYS.accessToken);
      if (accessToken && event.newValue !== session().refreshToken) {
        store.dispatch(tokensAdopted({ accessToken, refreshToken: event.newValue }));
      }
    }
  }

  function stop() {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    unsubscribe();
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, noteActivity, true);
    window.removeEventListener('storage', onStorage);
  }

  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, noteActivity, { capture: true, passive: true });
  window.addEventListener('storage', onStorage);
  noteActivity();
  schedule();

  return {
    stay() {
      warningShown = false;
      callbacks.clearWarning();
      noteActivity();
      lastWritten = lastActivity;
      localStorage.setItem(LAST_ACTIVITY_KEY, String(lastActivity));
      schedule();
    },
    signOut: () => endSession(),
    stop,
  };
}

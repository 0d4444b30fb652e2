import { useEffect, useRef } from 'react';

/**
 * Said on the window just before the app signs an idle user out: a form that keeps its draft writes it down then.
 * Listeners run synchronously, before the page leaves for the login page.
 */
export const SESSION_ENDING_EVENT = 'sejawat:session-ending';

const PREFIX = 'keptDraft:';

interface Kept<T> {
  userId: number;
  values: T;
}

/**
 * Keeps what the user typed in a form across an idle sign-out: the draft is written to this tab's session storage
 * when the session ends for lack of input, and handed back (once) when the same user signs in again and the form
 * opens at the same `key` (`restore` then receives it, and the form says it is not saved yet). A draft of another
 * user is dropped unread.
 */
export function useKeptDraft<T>(key: string, userId: number | undefined, values: T, restore: (values: T) => void) {
  const latest = useRef(values);
  latest.current = values;

  useEffect(() => {
    if (userId === undefined) return;
    const stored = sessionStorage.getItem(PREFIX + key);
    if (stored === null) return;
    sessionStorage.removeItem(PREFIX + key);
    try {
      const kept = JSON.parse(stored) as Kept<T>;
      if (kept.userId !== userId) return;
      restore(kept.values);
    } catch {
      // An unreadable draft is as good as none.
    }
    // Restored once, when the form opens for a signed-in user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, userId]);

  useEffect(() => {
    if (userId === undefined) return;
    const keep = () =>
      sessionStorage.setItem(PREFIX + key, JSON.stringify({ userId, values: latest.current } satisfies Kept<T>));
    window.addEventListener(SESSION_ENDING_EVENT, keep);
    return () => window.removeEventListener(SESSION_ENDING_EVENT, keep);
  }, [key, userId]);
}

/** Forgets every kept draft (a user signing out on purpose leaves none behind). */
export function dropKeptDrafts() {
  for (let i = sessionStorage.length - 1; i >= 0; i--) {
    const name = sessionStorage.key(i);
    if (name?.startsWith(PREFIX)) sessionStorage.removeItem(name);
  }
}

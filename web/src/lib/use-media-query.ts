import { useCallback, useSyncExternalStore } from 'react';

/** Phones and small tablets: the width below which the menu is a drawer and lists become cards (app.css agrees). */
export const SMALL_SCREEN = '(max-width: 991px)';
/** Phones: filters go behind a button. */
export const PHONE_SCREEN = '(max-width: 640px)';

/** Whether a CSS media query matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

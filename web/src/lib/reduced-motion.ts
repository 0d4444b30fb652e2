import { useSyncExternalStore } from 'react';

/** The system's setting for less motion (the stylesheet follows it too: app.css). */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const query = () => (typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(REDUCED_MOTION) : undefined);

/** Whether the system asks for reduced motion, following the setting as it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const media = query();
      media?.addEventListener?.('change', listener);
      return () => media?.removeEventListener?.('change', listener);
    },
    () => query()?.matches ?? false,
  );
}

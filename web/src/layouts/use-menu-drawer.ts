import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export interface MenuDrawer {
  /** The drawer is on screen (only ever on a small screen). */
  open: boolean;
  toggle(): void;
  /** Closes it; focus goes back to the menu button unless it already went somewhere else on purpose. */
  close(refocus?: boolean): void;
  /** The navbar's ☰, where focus returns. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The menu of a small screen: an overlay drawer that opens from ☰ and closes on ☰, on Esc, on the mask, when a page
 * is chosen and when the screen grows. Its state is the screen's, never stored: a reload starts it closed.
 */
export function useMenuDrawer(active: boolean): MenuDrawer {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shown = active && open;
  const wasShown = useRef(shown);
  wasShown.current = shown;

  const close = useCallback((refocus = true) => {
    if (refocus && wasShown.current) buttonRef.current?.focus();
    setOpen(false);
  }, []);
  const toggle = useCallback(() => (wasShown.current ? close() : setOpen(true)), [close]);

  const { pathname, search } = useLocation();
  useEffect(() => close(), [pathname, search, close]);
  useEffect(() => {
    if (!active) setOpen(false);
  }, [active]);
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, close]);

  return { open: shown, toggle, close, buttonRef };
}

import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box whose settled value lives in the address (`?q=`), so a search can be shared and survives reloads.
 * Returns the text being typed, its setter, and the settled query to send to the server (undefined when empty).
 */
export function useUrlSearch(param = 'q') {
  const [params, setParams] = useSearchParams();
  const settled = params.get(param) ?? '';
  const [text, setText] = useState(settled);

  // The address changed from outside (back button, a link): show it in the box.
  useEffect(() => setText((current) => (current.trim() === settled ? current : settled)), [settled]);

  useEffect(() => {
    const next = text.trim();
    if (next === settled) return undefined;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next) copy.set(param, next);
          else copy.delete(param);
          return copy;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, settled, param, setParams]);

  return { text, setText, query: settled || undefined };
}

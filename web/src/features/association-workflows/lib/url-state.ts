import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Screen state kept in the address, so reload and back restore it. Values equal to their default stay out of the
 * address; `update` takes a patch (undefined or '' removes a key) and pushes a history entry.
 */
export function useUrlState<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(
    () =>
      Object.fromEntries(Object.entries<string>(defaults).map(([k, d]) => [k, params.get(k) ?? d])) as Record<
        K,
        string
      >,
    // `defaults` is a literal at each call site; its content, not its identity, decides.
    [params, JSON.stringify(defaults)],
  );
  const update = useCallback(
    (patch: Partial<Record<K, string | undefined>>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries<string | undefined>(patch as Record<string, string | undefined>)) {
          if (value === undefined || value === '' || value === (defaults as Record<string, string>)[key])
            next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams, JSON.stringify(defaults)],
  );
  return [state, update] as const;
}

/** A positive integer from the address, or undefined. */
export function idParam(value: string): number | undefined {
  const n = Number(value);
  return value !== '' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

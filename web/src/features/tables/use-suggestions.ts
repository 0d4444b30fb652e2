import type { AutoCompleteCompleteEvent } from 'primereact/autocomplete';
import { useCallback, useRef, useState } from 'react';
import { useLazyGetAutoCompleteItemsQuery, type AutoCompleteItem } from '../../api/enhanced/tables';
import { useNotifier } from '../../components/toast';

export const SUGGESTION_LIMIT = 10;

/**
 * Server-side suggestions for a PrimeReact AutoComplete: each search asks the BFF for the first ten matches.
 * The AutoComplete opens its panel when `suggestions` changes, so every answer is handed over as a new array, and
 * answers to older searches are dropped.
 */
export function useServerSuggestions() {
  const [trigger] = useLazyGetAutoCompleteItemsQuery();
  const notifier = useNotifier();
  const [suggestions, setSuggestions] = useState<AutoCompleteItem[]>([]);
  const latest = useRef(0);

  const complete = useCallback(
    async (event: AutoCompleteCompleteEvent) => {
      const ticket = ++latest.current;
      const q = event.query.trim();
      const result = await trigger({ q: q || undefined, limit: SUGGESTION_LIMIT }, true);
      if (ticket !== latest.current) return;
      if (result.error) notifier.apiError(result.error);
      setSuggestions([...(result.data?.autoComplete ?? [])]);
    },
    [trigger, notifier],
  );

  return { suggestions, complete };
}

import { useEffect, useState } from 'react';

/**
 * Suggestions for a PrimeReact AutoComplete fed by a server query. The panel opens when its `suggestions` prop
 * changes after a search, so every search (even one answered from the cache) hands it a fresh array once the
 * request has settled.
 */
export function useSuggestions<T>(result: { data?: { data: T[] }; isFetching: boolean }, searchId: number): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    if (!result.isFetching) setItems([...(result.data?.data ?? [])]);
  }, [result.data, result.isFetching, searchId]);
  return items;
}

import { useEffect, useState } from 'react';

/**
 * Suggestions for a PrimeReact AutoComplete fed by a server query. The panel opens when its `suggestions` prop
 * changes after a search, so every search (even one answered from the cache) hands it a fresh array once the
 * request has settled.
 */
export function useSuggestions<T>(found: T[] | undefined, isFetching: boolean, searchId: number): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    if (!isFetching) setItems([...(found ?? [])]);
  }, [found, isFetching, searchId]);
  return items;
}

/**
 * What a picker's field shows: the record chosen (by id, so a value from the address shows its name once it is read)
 * or what the user is typing. `settle` is for leaving the field: typed text that was not picked gives way to the
 * record still chosen, or to an empty field, so the field never shows a name that is not the choice.
 */
export function usePickedText<T extends { id: number }>(value: number | undefined, chosen: T | undefined) {
  const [text, setText] = useState<string | T>('');
  useEffect(() => {
    if (value === undefined) setText('');
    else if (chosen && chosen.id === value) setText(chosen);
  }, [value, chosen]);
  const settle = () => {
    if (typeof text !== 'string') return;
    setText(value !== undefined && chosen?.id === value ? chosen : '');
  };
  return { text, setText, settle };
}

import { AutoComplete } from 'primereact/autocomplete';
import { useEffect, useState, type ReactNode } from 'react';

/** What a picker's list query answers: a page of records, and how many match. */
export interface SearchResult<T> {
  data?: { data: T[]; total?: number };
  isFetching: boolean;
}

export interface ServerSearchProps<T> {
  inputId: string;
  value: T | null;
  onChange: (value: T | null) => void;
  /** The list query for what was typed (`q` undefined: everything); `skip` until the person first searches. */
  useResults: (q: string | undefined, skip: boolean) => SearchResult<T>;
  /** The record's field shown in the box once chosen. */
  field: keyof T & string;
  /** One suggestion as the panel shows it. */
  item: (value: T) => ReactNode;
  placeholder: string;
  /** Shown when a search finds nothing (with `forceSelection`, typed text that names no record is dropped). */
  emptyMessage?: string;
  forceSelection?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Below the box: told whether a first search for everything found nothing at all. */
  children?: (found: { nothingAtAll: boolean }) => ReactNode;
}

/**
 * A record found on the server by what the person types (names, codes): the list is too long to send whole. Typing
 * narrows it, the dropdown button shows the first page, choosing a suggestion hands the record to `onChange`, and
 * text that no longer names the chosen record clears it.
 */
export function ServerSearch<T>({
  inputId,
  value,
  onChange,
  useResults,
  field,
  item,
  placeholder,
  emptyMessage,
  forceSelection,
  invalid,
  describedBy,
  children,
}: ServerSearchProps<T>) {
  const [text, setText] = useState<string | T>(value ?? '');
  const [search, setSearch] = useState<{ q: string; id: number } | null>(null);
  const result = useResults(search?.q || undefined, search === null);
  // The panel opens when `suggestions` changes after a search: hand it a fresh array once each search has settled
  // (also when the answer comes from the cache).
  const [suggestions, setSuggestions] = useState<T[]>([]);
  useEffect(() => {
    if (search && !result.isFetching) setSuggestions([...(result.data?.data ?? [])]);
  }, [result.data, result.isFetching, search]);
  useEffect(() => setText(value ?? ''), [value]);
  const nothingAtAll = search !== null && !search.q && !result.isFetching && result.data?.total === 0;

  return (
    <>
      <AutoComplete
        inputId={inputId}
        value={text}
        // (PrimeReact types suggestions for array values too; these records are never arrays.)
        suggestions={suggestions as never[]}
        completeMethod={(e) => setSearch((s) => ({ q: e.query.trim(), id: (s?.id ?? 0) + 1 }))}
        delay={250}
        field={field}
        dropdown
        forceSelection={forceSelection}
        placeholder={placeholder}
        emptyMessage={emptyMessage}
        showEmptyMessage={emptyMessage !== undefined}
        itemTemplate={item}
        onChange={(e) => {
          setText(e.value as string | T);
          if (typeof e.value !== 'object' || e.value === null) onChange(null);
        }}
        onSelect={(e) => onChange(e.value as T)}
        invalid={invalid}
        aria-describedby={describedBy}
        className="ac-fill"
        inputClassName="ac-fill"
      />
      {children?.({ nothingAtAll })}
    </>
  );
}

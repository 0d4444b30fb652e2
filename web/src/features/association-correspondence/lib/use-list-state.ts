import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PER_PAGE_OPTIONS = [10, 25, 50] as const;

export interface ListState<F extends string> {
  q: string;
  filters: Record<F, string>;
  /** field:asc or field:desc. */
  sort: string;
  page: number;
  perPage: number;
}

export interface ListChange<F extends string> {
  q?: string;
  filters?: Partial<Record<F, string>>;
  sort?: string;
  page?: number;
  perPage?: number;
}

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/**
 * A server-paged list's search, filters, sort and page in the address (?q, <filter>, sort, page, perPage), so reload,
 * a shared link and back restore them. Defaults stay out of the address; a new search, filter, sort or page size
 * goes back to page 1. Sorts not in `sorts` are ignored (an old or hand-edited link).
 */
export function useListState<F extends string>(filterKeys: readonly F[], sorts: readonly string[], defaultSort: string) {
  const [params, setParams] = useSearchParams();

  const state = useMemo<ListState<F>>(() => {
    const perPage = Number(params.get('perPage'));
    const sort = params.get('sort') ?? '';
    return {
      q: params.get('q') ?? '',
      filters: Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<F, string>,
      sort: sorts.includes(sort) ? sort : defaultSort,
      page: positiveInt(params.get('page'), 1),
      perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : PER_PAGE_OPTIONS[0],
    };
  }, [params, filterKeys, sorts, defaultSort]);

  const update = useCallback(
    (change: ListChange<F>, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(params);
      const put = (key: string, value: string, fallback: string) => {
        if (value === fallback || value === '') next.delete(key);
        else next.set(key, value);
      };
      if (change.q !== undefined) put('q', change.q.trim(), '');
      for (const [key, value] of Object.entries<string | undefined>(change.filters ?? {})) put(key, value ?? '', '');
      if (change.sort !== undefined) put('sort', change.sort, defaultSort);
      if (change.perPage !== undefined) put('perPage', String(change.perPage), String(PER_PAGE_OPTIONS[0]));
      const resetsPage = change.q !== undefined || change.filters !== undefined || change.sort !== undefined || change.perPage !== undefined;
      const page = change.page ?? (resetsPage ? 1 : undefined);
      if (page !== undefined) put('page', String(page), '1');
      // Nothing changed: no new history entry, so back goes to the previous state and not to a copy of this one.
      if (next.toString() === params.toString()) return;
      setParams(next, { replace: options.replace ?? false });
    },
    [params, setParams, defaultSort],
  );

  const filtered = Boolean(state.q || Object.values<string>(state.filters).some(Boolean));
  const clear = useCallback(
    () => update({ q: '', filters: Object.fromEntries(filterKeys.map((k) => [k, ''])) as Record<F, string> }),
    [update, filterKeys],
  );
  return { state, update, filtered, clear };
}

/** field:asc|desc to PrimeReact's sortField / sortOrder, and back. */
export function sortProps(sort: string) {
  const [field, direction] = sort.split(':');
  return { sortField: field, sortOrder: direction === 'asc' ? (1 as const) : (-1 as const) };
}
export const sortOf = (field: string | undefined, order: number | null | undefined, fallback: string) =>
  field ? `${field}:${order === 1 ? 'asc' : 'desc'}` : fallback;

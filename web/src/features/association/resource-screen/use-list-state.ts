import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterConfig, ListArg, ResourceConfig } from './types';

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
const DEFAULT_PER_PAGE = PER_PAGE_OPTIONS[0];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Sort {
  field: string;
  order: 'asc' | 'desc';
}

export interface ListState {
  q: string;
  page: number;
  perPage: number;
  /** The sort chosen in the address; null is the resource's default sort. */
  sort: Sort | null;
  /** Filter name -> value as the address holds it; only valid values, empty ones left out. */
  filters: Record<string, string>;
}

export interface ListChange {
  q?: string;
  page?: number;
  perPage?: number;
  sort?: Sort | null;
  /** Filters to set; an empty string removes one. */
  filters?: Record<string, string>;
}

function positiveInt(text: string | null): number | null {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n >= 1 ? n : null;
}

/** The filter's value from the address when it is one the server accepts; '' otherwise. */
export function validFilter(filter: FilterConfig, raw: string | null): string {
  if (raw === null || raw === '') return '';
  switch (filter.type) {
    case 'enum':
      return filter.values.includes(raw) ? raw : '';
    case 'boolean':
      return raw === 'true' || raw === 'false' ? raw : '';
    case 'date':
      return DAY.test(raw) ? raw : '';
    case 'reference':
      return positiveInt(raw) !== null && Number(raw) <= 2_147_483_647 ? raw : '';
    case 'number': {
      const n = Number(raw);
      return Number.isInteger(n) && n >= filter.min && n <= filter.max ? raw : '';
    }
    case 'text':
      return raw.length <= 200 && (!filter.pattern || filter.pattern.test(raw)) ? raw : '';
  }
}

function apiValue(filter: FilterConfig, value: string): string | number | boolean {
  if (filter.type === 'boolean') return value === 'true';
  if (filter.type === 'reference' || filter.type === 'number') return Number(value);
  return value;
}

function parseSort(text: string | null, sorts: readonly string[]): Sort | null {
  const [field, order] = (text ?? '').split(':');
  return field && sorts.includes(field) && (order === 'asc' || order === 'desc') ? { field, order } : null;
}

/**
 * The list's search, filters, sort and page live in the address (?q, <filter>, sort=field:dir, page, perPage), so a
 * reload, a shared link and the back button restore them. Defaults stay out of the address; changing the search, a
 * filter, the sort or the page size goes back to page 1.
 */
export function useListState(config: Pick<ResourceConfig, 'filters' | 'sorts' | 'defaultSort'>) {
  const [params, setParams] = useSearchParams();
  const { filters: filterConfigs, sorts, defaultSort } = config;

  const state = useMemo<ListState>(() => {
    const perPage = positiveInt(params.get('perPage'));
    const filters: Record<string, string> = {};
    for (const filter of filterConfigs) {
      const value = validFilter(filter, params.get(filter.name));
      if (value) filters[filter.name] = value;
    }
    return {
      q: (params.get('q') ?? '').slice(0, 200),
      page: positiveInt(params.get('page')) ?? 1,
      perPage: perPage !== null && (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
      sort: parseSort(params.get('sort'), sorts),
      filters,
    };
  }, [params, filterConfigs, sorts]);

  const update = useCallback(
    (change: ListChange, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(params);
      const set = (key: string, value: string, fallback: string) => (value === fallback ? next.delete(key) : next.set(key, value));
      if (change.q !== undefined) set('q', change.q.trim(), '');
      if (change.perPage !== undefined) set('perPage', String(change.perPage), String(DEFAULT_PER_PAGE));
      if (change.sort !== undefined) {
        const text = change.sort ? `${change.sort.field}:${change.sort.order}` : defaultSort;
        set('sort', text, defaultSort);
      }
      for (const [name, value] of Object.entries(change.filters ?? {})) set(name, value, '');
      const resetsPage = change.q !== undefined || change.perPage !== undefined || change.sort !== undefined || change.filters !== undefined;
      const page = change.page ?? (resetsPage ? 1 : undefined);
      if (page !== undefined) set('page', String(page), '1');
      // Nothing changed: no new history entry, so back goes to the previous state rather than a copy of this one.
      if (next.toString() === params.toString()) return;
      setParams(next, { replace: options.replace ?? false });
    },
    [params, setParams, defaultSort],
  );

  const clear = useCallback(
    () => update({ q: '', filters: Object.fromEntries(filterConfigs.map((f) => [f.name, ''])) }),
    [update, filterConfigs],
  );

  /** What the export sends: the same search, filters and sort, no paging. */
  const exportArg = useMemo<ListArg>(() => {
    const arg: ListArg = {};
    if (state.q) arg.q = state.q;
    if (state.sort) arg.sort = `${state.sort.field}:${state.sort.order}`;
    for (const filter of filterConfigs) {
      const value = state.filters[filter.name];
      if (value) arg[filter.name] = apiValue(filter, value);
    }
    return arg;
  }, [state, filterConfigs]);

  const listArg = useMemo<ListArg>(() => ({ ...exportArg, page: state.page, perPage: state.perPage }), [exportArg, state.page, state.perPage]);
  const filtered = Boolean(state.q) || Object.keys(state.filters).length > 0;

  return { state, update, clear, listArg, exportArg, filtered };
}

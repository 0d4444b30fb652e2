import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GetDataTableRowsApiArg } from '../../api/enhanced/tables';

export const PER_PAGE_OPTIONS = [10, 25, 50] as const;
export const SORT_COLUMNS = ['full_name', 'email', 'post', 'city', 'start_date', 'salary', 'age', 'status'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export interface TableQuery {
  q: string;
  page: number;
  perPage: number;
  sortColumn?: SortColumn;
  sort: 'asc' | 'desc';
}

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** The advanced table's state lives in the URL (?q, page, perPage, sortColumn, sort) so it survives reloads and links. */
export function useTableQuery() {
  const [params, setParams] = useSearchParams();

  const query = useMemo<TableQuery>(() => {
    const perPage = Number(params.get('perPage'));
    const sortColumn = params.get('sortColumn');
    return {
      q: params.get('q') ?? '',
      page: positiveInt(params.get('page'), 1),
      perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : PER_PAGE_OPTIONS[0],
      sortColumn: (SORT_COLUMNS as readonly string[]).includes(sortColumn ?? '') ? (sortColumn as SortColumn) : undefined,
      sort: params.get('sort') === 'desc' ? 'desc' : 'asc',
    };
  }, [params]);

  const update = useCallback(
    (changes: Partial<TableQuery>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            const isDefault =
              value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'perPage' && value === 10);
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          if (!next.get('sortColumn')) next.delete('sort');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const apiArg: GetDataTableRowsApiArg = {
    q: query.q || undefined,
    page: query.page,
    perPage: query.perPage,
    sortColumn: query.sortColumn,
    sort: query.sortColumn ? query.sort : undefined,
  };

  return { query, update, apiArg };
}

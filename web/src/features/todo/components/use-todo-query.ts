import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { isFilter, isSort, isTag, type TodoFilter, type TodoSort, type TodoTag } from './todo-utils';

export interface TodoQuery {
  /** undefined: every task not deleted; null: the path names no known filter. */
  filter: TodoFilter | undefined | null;
  tag: TodoTag | undefined;
  q: string;
  sortBy: TodoSort;
}

/** The list's filter comes from the path (/todo/:filter), tag, search and sort from the query string. */
export function useTodoQuery() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const rawFilter = params.filter;
  const query: TodoQuery = {
    filter: rawFilter === undefined ? undefined : isFilter(rawFilter) ? rawFilter : null,
    tag: isTag(search.get('tag')) ? (search.get('tag') as TodoTag) : undefined,
    q: search.get('q') ?? '',
    sortBy: isSort(search.get('sortBy')) ? (search.get('sortBy') as TodoSort) : 'latest',
  };

  /** Sets or (with '' / undefined / the default) removes query-string values, keeping the others. */
  const update = useCallback(
    (changes: Partial<Record<'tag' | 'q' | 'sortBy', string | undefined>>, replace = false) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(changes)) {
        if (!value || (key === 'sortBy' && value === 'latest')) next.delete(key);
        else next.set(key, value);
      }
      setSearch(next, { replace });
    },
    [search, setSearch],
  );

  return { query, search, update };
}

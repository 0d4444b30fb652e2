import { useMemo } from 'react';
import { useGetDivisionQuery, useListDivisionsQuery } from '../../api/enhanced/association-divisions';
import type { AssocDivision } from '../../api/generated/divisions';
import { scopeOf, useAbility, type Access } from './ability';

/** The boards an account may work in for `access` (its rules' subtree), or undefined when it may work in every board. */
export function useDivisionScope(access: Access | undefined): number[] | undefined {
  const ability = useAbility();
  const key = access ? scopeOf(ability, access.action, access.subject)?.join() : undefined;
  // One array while the ids stay the same (the rules are rebuilt with the ability).
  return useMemo(() => (key === undefined ? undefined : key === '' ? [] : key.split(',').map(Number)), [key]);
}

interface ScopedDivisionsArgs {
  /** What the user typed: a board's name, code or city. */
  q: string;
  /** Only boards of this level. */
  level?: AssocDivision['level'];
  /** The boards the account may work in (useDivisionScope); every board when undefined. */
  scope: number[] | undefined;
  /** Ask nothing yet (the picker has not been opened). */
  skip?: boolean;
}

/**
 * The boards matching `q` within the account's scope: a branch board gets its own board alone, a provincial board
 * its province and the boards below it, national staff (no scope) the server's search over every board. A board's
 * subtree starts with the board itself (the lowest id: it was created before the boards below it), so the board is
 * read by its id and the boards below it are asked for by parent: never a list of the whole country filtered here.
 */
export function useScopedDivisions({ q, level, scope, skip = false }: ScopedDivisionsArgs): { data: AssocDivision[]; isFetching: boolean } {
  const board = scope && scope.length > 0 ? Math.min(...scope) : undefined;
  const own = useGetDivisionQuery({ id: board ?? 0 }, { skip: skip || board === undefined });
  const below = useListDivisionsQuery(
    { q: q || undefined, level, parentId: board, perPage: scope ? 100 : 20, sort: 'name:asc' },
    // Nothing lies below a branch board's own branch; an account without a board may work in none.
    { skip: skip || scope?.length === 0 || scope?.length === 1 },
  );
  return useMemo(() => {
    const needle = q.toLowerCase();
    const mine = own.data && (!needle || `${own.data.name} ${own.data.code} ${own.data.city ?? ''}`.toLowerCase().includes(needle)) ? [own.data] : [];
    const listed = scope?.length === 1 ? [] : (below.data?.data ?? []);
    const data = [...mine, ...listed]
      .filter((d) => scope === undefined || scope.includes(d.id))
      .filter((d) => level === undefined || d.level === level);
    return { data, isFetching: own.isFetching || below.isFetching };
  }, [own.data, own.isFetching, below.data, below.isFetching, scope, level, q]);
}

import { useMemo } from 'react';
import { useAppSelector } from '../../../../app/hooks';
import { useListDivisionsQuery } from '../../../../api/enhanced/association-divisions';
import type { ReferenceSource } from '../../resource-screen/types';
import { anyDivisionSource } from '../references';

/** The level of the boards a board may staff: those below it (national staff and the operator: any board). */
const BELOW = { national: undefined, province: 'branch', branch: null } as const;

/**
 * Boards an account can be placed on by the signed-in one: a province staffs its branches, national any board, a
 * branch none (it opens accounts for its members only). Row-level security already narrows the list to the caller's
 * subtree; this leaves out the caller's own level and those above it, which the server would refuse.
 */
export const boardSource: ReferenceSource = {
  useOptions(q, skip) {
    const level = useAppSelector((s) => s.session.user?.association?.divisionLevel ?? null);
    const below = level === null ? undefined : BELOW[level];
    const { data, isFetching } = useListDivisionsQuery(
      { q: q || undefined, level: below ?? undefined, perPage: 20, sort: 'name:asc' },
      { skip: skip || below === null },
    );
    return useMemo(
      () => ({ options: below === null ? [] : (data?.data ?? []).map((d) => ({ id: d.id, label: d.name, hint: d.code })), loading: isFetching }),
      [below, data, isFetching],
    );
  },
  useLabel: anyDivisionSource.useLabel,
};

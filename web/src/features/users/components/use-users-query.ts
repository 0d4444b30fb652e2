import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GetUsersApiArg } from '../../../api/enhanced/users';
import { PER_PAGE_OPTIONS, PLANS, ROLES, STATUSES, type Plan, type Role, type Status } from './user-options';

export interface UsersQuery {
  q: string;
  role: Role | '';
  plan: Plan | '';
  status: Status | '';
  page: number;
  perPage: number;
}

const DEFAULTS: UsersQuery = { q: '', role: '', plan: '', status: '', page: 1, perPage: PER_PAGE_OPTIONS[0] };

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | '' =>
  values.includes(text as T) ? (text as T) : '';

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/**
 * The users table's search, filters and page live in the address (?q, role, plan, status, page, perPage), so a reload,
 * a shared link and the back button restore them. Defaults stay out of the address. Changing the search, a filter or
 * the page size goes back to page 1.
 */
export function useUsersQuery() {
  const [params, setParams] = useSearchParams();

  const query = useMemo<UsersQuery>(() => {
    const perPage = Number(params.get('perPage'));
    return {
      q: params.get('q') ?? '',
      role: oneOf(ROLES, params.get('role')),
      plan: oneOf(PLANS, params.get('plan')),
      status: oneOf(STATUSES, params.get('status')),
      page: positiveInt(params.get('page'), 1),
      perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULTS.perPage,
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<UsersQuery>, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(params);
      const resetsPage = ['q', 'role', 'plan', 'status', 'perPage'].some((key) => key in change);
      const merged: Partial<UsersQuery> = { ...change, page: change.page ?? (resetsPage ? 1 : undefined) };
      for (const [key, value] of Object.entries(merged)) {
        if (value === undefined) continue;
        if (value === DEFAULTS[key as keyof UsersQuery]) next.delete(key);
        else next.set(key, String(value));
      }
      // Nothing changed: no new history entry (back must go to the previous state, not to a copy of this one).
      if (next.toString() === params.toString()) return;
      setParams(next, { replace: options.replace ?? false });
    },
    [params, setParams],
  );

  const apiArg: GetUsersApiArg = {
    q: query.q || undefined,
    role: query.role || undefined,
    currentPlan: query.plan || undefined,
    status: query.status || undefined,
    page: query.page,
    perPage: query.perPage,
  };

  const filtered = Boolean(query.q || query.role || query.plan || query.status);
  return { query, update, apiArg, filtered };
}

/** No search, no filter, page 1 (the page size stays): the newest user shows first. */
export const CLEARED: Partial<UsersQuery> = { q: '', role: '', plan: '', status: '', page: 1 };

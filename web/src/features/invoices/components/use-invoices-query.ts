import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GetInvoicesApiArg, Invoice } from '../../../api/enhanced/invoices';
import { INVOICE_STATUSES } from './invoice-bits';

export const PER_PAGE_OPTIONS = [10, 25, 50] as const;

export interface InvoicesQuery {
  q: string;
  status: Invoice['invoiceStatus'] | '';
  page: number;
  perPage: number;
}

const DEFAULTS: InvoicesQuery = { q: '', status: '', page: 1, perPage: PER_PAGE_OPTIONS[0] };

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/**
 * Search, status filter and page live in the address (?q, status, page, perPage), so reload, links and the back
 * button restore them. Defaults stay out of the address; a new search, status or page size goes back to page 1.
 */
export function useInvoicesQuery() {
  const [params, setParams] = useSearchParams();

  const query = useMemo<InvoicesQuery>(() => {
    const perPage = Number(params.get('perPage'));
    const status = params.get('status') as InvoicesQuery['status'];
    return {
      q: params.get('q') ?? '',
      status: INVOICE_STATUSES.includes(status as Invoice['invoiceStatus']) ? status : '',
      page: positiveInt(params.get('page'), 1),
      perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULTS.perPage,
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<InvoicesQuery>, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(params);
      const resetsPage = ['q', 'status', 'perPage'].some((key) => key in change);
      const merged: Partial<InvoicesQuery> = { ...change, page: change.page ?? (resetsPage ? 1 : undefined) };
      for (const [key, value] of Object.entries(merged)) {
        if (value === undefined) continue;
        if (value === DEFAULTS[key as keyof InvoicesQuery]) next.delete(key);
        else next.set(key, String(value));
      }
      // Nothing changed: no new history entry (back must go to the previous state, not to a copy of this one).
      if (next.toString() === params.toString()) return;
      setParams(next, { replace: options.replace ?? false });
    },
    [params, setParams],
  );

  const apiArg: GetInvoicesApiArg = {
    q: query.q || undefined,
    status: query.status || undefined,
    page: query.page,
    perPage: query.perPage,
  };

  return { query, update, apiArg, filtered: Boolean(query.q || query.status) };
}

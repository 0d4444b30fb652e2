import type { ListMailsApiArg } from '../../../api/enhanced/correspondence-mails';
import { useListState } from '../lib/use-list-state';
import { MAIL_CATEGORIES, MAIL_DEFAULT_SORT, MAIL_FILTERS, MAIL_PRIORITIES, MAIL_SORTS, MAIL_STATUSES } from './options';

const oneOf = <T extends string>(values: readonly T[], text: string): T | undefined => (values.includes(text as T) ? (text as T) : undefined);

/** The register's list state in the address, and the same state as the list and export arguments. */
export function useMailsQuery() {
  const list = useListState(MAIL_FILTERS, MAIL_SORTS, MAIL_DEFAULT_SORT);
  const { q, filters, sort, page, perPage } = list.state;
  const filter: Omit<ListMailsApiArg, 'page' | 'perPage'> = {
    q: q || undefined,
    sort: sort as ListMailsApiArg['sort'],
    status: oneOf(MAIL_STATUSES, filters.status),
    category: oneOf(MAIL_CATEGORIES, filters.category),
    priority: oneOf(MAIL_PRIORITIES, filters.priority),
    overdue: filters.overdue === 'true' ? true : filters.overdue === 'false' ? false : undefined,
  };
  return { ...list, filter, listArg: { ...filter, page, perPage } as ListMailsApiArg };
}

import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, STATUS_KEYS } from './invoice-bits';
import type { InvoicesQuery } from './use-invoices-query';

const SEARCH_DELAY_MS = 400;
/** The "all" choice: the Dropdown shows nothing for an empty value, so "all" has a value of its own. */
const ALL = 'all';

interface Props {
  query: InvoicesQuery;
  onStatus: (status: InvoicesQuery['status']) => void;
  onSearch: (q: string) => void;
}

/** The status filter and the search over client name and email (sent to the server once typing settles). */
export function InvoicesToolbar({ query, onStatus, onSearch }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(query.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The timer calls the latest onSearch, which knows the latest filters.
  const latest = useRef({ onSearch, q: query.q });
  latest.current = { onSearch, q: query.q };

  useEffect(() => setText(query.q), [query.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function type(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== latest.current.q) latest.current.onSearch(value.trim());
    }, SEARCH_DELAY_MS);
  }

  const options = [
    { value: ALL, label: t('invoices.filters.allStatuses') },
    ...INVOICE_STATUSES.map((value) => ({ value, label: t(`invoices.status.${STATUS_KEYS[value]}`) })),
  ];

  return (
    <div className="invoices-toolbar">
      <div className="invoices-status-filter">
        <label htmlFor="invoices-status">{t('invoices.filters.status')}</label>
        <Dropdown inputId="invoices-status" value={query.status || ALL} options={options} onChange={(e) => onStatus(e.value === ALL ? '' : (e.value as InvoicesQuery['status']))} />
      </div>
      <IconField iconPosition="left" className="invoices-search">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={text}
          maxLength={200}
          onChange={(e) => type(e.target.value)}
          placeholder={t('invoices.list.searchPlaceholder')}
          aria-label={t('invoices.list.search')}
        />
      </IconField>
    </div>
  );
}

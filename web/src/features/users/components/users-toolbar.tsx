import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS, ROLES, STATUSES } from './user-options';
import type { UsersQuery } from './use-users-query';

const SEARCH_DELAY_MS = 400;
/** The "all" choice: the Dropdown shows nothing for an empty value, so "all" has a value of its own. */
const ALL = 'all';

type FilterKey = 'role' | 'plan' | 'status';
const FILTERS: { key: FilterKey; values: readonly string[]; group: string }[] = [
  { key: 'role', values: ROLES, group: 'roles' },
  { key: 'plan', values: PLANS, group: 'plans' },
  { key: 'status', values: STATUSES, group: 'statuses' },
];

/** Role, plan and status filters; each offers "all". */
export function UsersFilters({ query, onChange }: { query: UsersQuery; onChange: (change: Partial<UsersQuery>) => void }) {
  const { t } = useTranslation();
  return (
    <section className="users-filters" aria-labelledby="users-filters-title">
      <h2 id="users-filters-title">{t('users.filters.title')}</h2>
      <div className="users-filters-grid">
        {FILTERS.map(({ key, values, group }) => (
          <div className="field" key={key}>
            <label htmlFor={`users-filter-${key}`}>{t(`users.filters.${key}`)}</label>
            <Dropdown
              inputId={`users-filter-${key}`}
              value={query[key] || ALL}
              options={[
                { value: ALL, label: t(`users.filters.all.${key}`) },
                ...values.map((value) => ({ value, label: t(`users.${group}.${value}`) })),
              ]}
              onChange={(e) => onChange({ [key]: e.value === ALL ? '' : (e.value as string) })}
            />
          </div>
        ))}
      </div>
    </section>
  );
}

/** The search box (sent to the server once typing settles) and the add button. */
export function UsersSearch({ q, onSearch, onAdd, canAdd }: { q: string; onSearch: (q: string) => void; onAdd: () => void; canAdd: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The timer calls the latest onSearch, which knows the latest filters.
  const latest = useRef({ onSearch, q });
  latest.current = { onSearch, q };

  // Back, forward and "clear filters" change q in the address: the box follows.
  useEffect(() => setText(q), [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function type(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== latest.current.q) latest.current.onSearch(value.trim());
    }, SEARCH_DELAY_MS);
  }

  return (
    <div className="users-toolbar">
      <IconField iconPosition="left" className="users-search">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={text}
          maxLength={200}
          onChange={(e) => type(e.target.value)}
          placeholder={t('users.list.searchPlaceholder')}
          aria-label={t('users.list.search')}
        />
      </IconField>
      {canAdd && <Button type="button" icon="pi pi-plus" label={t('users.list.add')} onClick={onAdd} />}
    </div>
  );
}

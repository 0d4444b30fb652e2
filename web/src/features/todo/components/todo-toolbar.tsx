import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TODO_SORTS, type TodoSort } from './todo-utils';

// PrimeReact's hidden native select only mirrors the dropdown; keep it out of the accessibility tree.
const HIDDEN_SELECT = { select: { 'aria-hidden': true } } as const;

interface Props {
  q: string;
  sortBy: TodoSort;
  onSearch(q: string): void;
  onSort(sortBy: TodoSort): void;
}

const SEARCH_DELAY_MS = 300;

/** Search (sent to the server as q once typing pauses) and the sort order. */
export function TodoToolbar({ q, sortBy, onSearch, onSort }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);

  // The URL is the truth: follow it when it changes from elsewhere (back button, a link).
  useEffect(() => setText((current) => (current.trim() === q ? current : q)), [q]);

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <div className="todo-toolbar">
      <IconField iconPosition="left" className="todo-search">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('todo.search.placeholder')}
          aria-label={t('todo.search.label')}
          maxLength={200}
        />
      </IconField>
      <label htmlFor="todo-sort" className="visually-hidden">
        {t('todo.sort.label')}
      </label>
      <Dropdown
        pt={HIDDEN_SELECT}
        inputId="todo-sort"
        value={sortBy}
        options={TODO_SORTS.map((value) => ({ value, label: t(`todo.sort.${value}`) }))}
        onChange={(e) => onSort(e.value as TodoSort)}
        className="todo-sort"
        aria-label={t('todo.sort.label')}
      />
    </div>
  );
}

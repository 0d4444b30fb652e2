import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SORTS, type Sort } from './use-shop-query';

export type ViewMode = 'grid' | 'list';
const SEARCH_DELAY_MS = 400;

interface Props {
  q: string;
  sortBy: Sort;
  view: ViewMode;
  onSearch: (q: string) => void;
  onSort: (sortBy: Sort) => void;
  onView: (view: ViewMode) => void;
}

/** Search (debounced, sent to the server), sort and the grid/list switch. */
export function ProductsToolbar({ q, sortBy, view, onSearch, onSort, onView }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward changes q in the address: the box follows.
  useEffect(() => setText(q), [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function type(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== q) onSearch(value.trim());
    }, SEARCH_DELAY_MS);
  }

  const sortOptions = SORTS.map((value) => ({ value, label: t(`shop.sort.${value}`) }));

  return (
    <div className="shop-toolbar card-surface">
      <IconField iconPosition="left" className="shop-search">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={text}
          onChange={(e) => type(e.target.value)}
          placeholder={t('shop.products.searchPlaceholder')}
          aria-label={t('shop.products.search')}
        />
      </IconField>
      <div className="shop-toolbar-end">
        <label htmlFor="shop-sort" className="visually-hidden">
          {t('shop.sort.label')}
        </label>
        <Dropdown
          inputId="shop-sort"
          value={sortBy}
          options={sortOptions}
          onChange={(e) => onSort(e.value as Sort)}
          className="shop-sort"
          // PrimeReact's hidden native select duplicates the labelled input for assistive technology.
          pt={{ select: { 'aria-hidden': true } }}
        />
        <div className="shop-view-toggle" role="group" aria-label={t('shop.view.label')}>
          <Button
            type="button"
            icon="pi pi-th-large"
            text={view !== 'grid'}
            aria-pressed={view === 'grid'}
            aria-label={t('shop.view.grid')}
            onClick={() => onView('grid')}
          />
          <Button
            type="button"
            icon="pi pi-list"
            text={view !== 'list'}
            aria-pressed={view === 'list'}
            aria-label={t('shop.view.list')}
            onClick={() => onView('list')}
          />
        </div>
      </div>
    </div>
  );
}

import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldConfig } from './types';

const SEARCH_DELAY_MS = 400;

interface Props<Row> {
  resource: string;
  search: boolean;
  q: string;
  onSearch: (q: string) => void;
  columns: FieldConfig<Row>[];
  visible: FieldConfig<Row>[];
  onColumns: (names: string[]) => void;
  onExport: () => void;
  exporting: boolean;
  /** The phone's filter button, first among the actions. */
  filterButton?: ReactNode;
}

/** Search (sent to the server once typing settles), the column chooser and the export of the current filter. */
export function ListToolbar<Row>({ resource, search, q, onSearch, columns, visible, onColumns, onExport, exporting, filterButton }: Props<Row>) {
  const { t } = useTranslation();
  const fieldLabel = (name: string) => t(`association.resources.${resource}.fields.${name}`);
  return (
    <div className="rs-toolbar">
      {search ? <SearchBox q={q} onSearch={onSearch} resource={resource} /> : <span />}
      <div className="rs-toolbar-actions">
        {filterButton}
        <label htmlFor={`rs-columns-${resource}`} className="visually-hidden">
          {t('association.screen.columns')}
        </label>
        <MultiSelect
          inputId={`rs-columns-${resource}`}
          value={visible.map((c) => c.name)}
          options={columns.map((c) => ({ value: c.name, label: fieldLabel(c.name) }))}
          onChange={(e) => onColumns(e.value as string[])}
          placeholder={t('association.screen.columns')}
          dropdownIcon="pi pi-table"
          className="rs-columns"
          panelClassName="rs-columns-panel"
          panelHeaderTemplate={() => <div className="rs-columns-head">{t('association.screen.columns')}</div>}
          scrollHeight="24rem"
          fixedPlaceholder
          showSelectAll={false}
        />
        <Button
          type="button"
          icon="pi pi-download"
          label={t('association.screen.export.label')}
          outlined
          loading={exporting}
          onClick={onExport}
        />
      </div>
    </div>
  );
}

function SearchBox({ q, onSearch, resource }: { q: string; onSearch: (q: string) => void; resource: string }) {
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
    <IconField iconPosition="left" className="rs-search">
      <InputIcon className="pi pi-search" />
      <InputText
        type="search"
        value={text}
        maxLength={200}
        onChange={(e) => type(e.target.value)}
        placeholder={t(`association.resources.${resource}.searchPlaceholder`)}
        aria-label={t('association.screen.search')}
      />
    </IconField>
  );
}

import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  selectedCount: number;
  onClearSelection: () => void;
  onExport: () => void;
  canExport: boolean;
}

export function AdvancedToolbar({ search, onSearch, selectedCount, onClearSelection, onExport, canExport }: Props) {
  const { t } = useTranslation();
  return (
    <div className="tables-toolbar">
      <div className="tables-search">
        <label htmlFor="tables-search" className="visually-hidden">
          {t('tables.advanced.search')}
        </label>
        <IconField iconPosition="left">
          <InputIcon className="pi pi-search" />
          <InputText
            id="tables-search"
            type="search"
            value={search}
            placeholder={t('tables.advanced.searchPlaceholder')}
            onChange={(e) => onSearch(e.target.value)}
          />
        </IconField>
      </div>
      <div className="tables-actions">
        <span className="tables-selected" aria-live="polite">
          {t('tables.advanced.selected', { count: selectedCount })}
        </span>
        {selectedCount > 0 && (
          <Button type="button" label={t('tables.advanced.clearSelection')} text size="small" onClick={onClearSelection} />
        )}
        <Button
          type="button"
          label={t('tables.advanced.exportCsv')}
          icon="pi pi-download"
          outlined
          size="small"
          disabled={!canExport}
          onClick={onExport}
        />
      </div>
    </div>
  );
}

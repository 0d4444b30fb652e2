import { Dropdown } from 'primereact/dropdown';
import type { PaginatorRowsPerPageDropdownOptions, PaginatorTemplateOptions } from 'primereact/paginator';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The paginator layout every lazy table uses. PrimeReact 10 labels its rows-per-page dropdown from a private copy of
 * its English locale ("Jump to Page Dropdown", whatever the interface language); this template draws that dropdown
 * with a visible, translated "rows per page" label and keeps the rest of the layout.
 */
export function usePaginatorTemplate(): PaginatorTemplateOptions {
  const { t } = useTranslation();
  const id = useId();
  return useMemo(
    () => ({
      layout: 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown',
      RowsPerPageDropdown: (options: PaginatorRowsPerPageDropdownOptions) => (
        <span className="paginator-per-page">
          <label htmlFor={id}>{t('primereact.aria.rowsPerPageLabel')}</label>
          <Dropdown inputId={id} value={options.value} options={options.options} onChange={options.onChange} />
        </span>
      ),
    }),
    [t, id],
  );
}

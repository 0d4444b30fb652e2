import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import type { Sort } from './use-list-state';

interface Props {
  resource: string;
  /** The fields the server sorts this list by. */
  fields: string[];
  /** The sort in effect (the chosen one or the default). */
  sort: Sort;
  onSort: (sort: Sort) => void;
}

/**
 * The sort of a list shown as cards (a phone hides the column headers that sort it on a wider screen): the field and
 * the direction, two labelled choices that change the same sort in the address as the headers do.
 */
export function SortControl({ resource, fields, sort, onSort }: Props) {
  const { t } = useTranslation();
  const id = `rs-sort-${resource}`;
  return (
    <div className="rs-sort">
      <span className="field">
        <label htmlFor={`${id}-field`}>{t('association.screen.sort.field')}</label>
        <Dropdown
          inputId={`${id}-field`}
          value={sort.field}
          options={fields.map((field) => ({ value: field, label: t(`association.resources.${resource}.fields.${field}`) }))}
          onChange={(e) => onSort({ field: e.value as string, order: sort.order })}
        />
      </span>
      <span className="field">
        <label htmlFor={`${id}-order`}>{t('association.screen.sort.order')}</label>
        <Dropdown
          inputId={`${id}-order`}
          value={sort.order}
          options={(['asc', 'desc'] as const).map((order) => ({ value: order, label: t(`association.screen.sort.${order}`) }))}
          onChange={(e) => onSort({ field: sort.field, order: e.value as Sort['order'] })}
        />
      </span>
    </div>
  );
}

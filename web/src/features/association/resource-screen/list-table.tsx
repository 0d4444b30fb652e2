import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { ReturnLink } from '../../../components/return-link';
import { tableEmpty } from '../../../components/table-empty';
import { FieldValue } from './field-value';
import type { FieldConfig, ResourceConfig } from './types';
import { PER_PAGE_OPTIONS, type Sort } from './use-list-state';

/** Below this width each row is a card of label-value lines: no table wider than the phone. */
const STACK_BELOW = '640px';

interface Props<Row extends { id: number }> {
  config: ResourceConfig<Row>;
  columns: FieldConfig<Row>[];
  rows: Row[];
  total: number;
  page: number;
  perPage: number;
  /** The sort in effect (the chosen one or the default). */
  sort: Sort;
  loading: boolean;
  emptyMessage: string;
  selectable: boolean;
  selection: Row[];
  onSelection: (rows: Row[]) => void;
  canEdit: boolean;
  canDelete: boolean;
  onPage: (page: number, perPage: number) => void;
  onSort: (sort: Sort | null) => void;
  onDelete: (row: Row) => void;
}

/** One server page of the resource: lazy paging and sorting, checkbox selection, per-row view, edit and delete. */
export function ListTable<Row extends { id: number }>(props: Props<Row>) {
  const { config, columns, rows, sort, selectable, canEdit, canDelete } = props;
  const { t } = useTranslation();
  const paginatorTemplate = usePaginatorTemplate();
  const name = config.name;

  const actions = (row: Row) => {
    const label = config.label(row);
    return (
      <div className="rs-row-actions">
        {config.paths.detail && (
          <ReturnLink to={config.paths.detail(row.id)} className="icon-button" aria-label={t('association.screen.actions.viewRecord', { label })} title={t('association.screen.actions.view')}>
            <i className="pi pi-eye" aria-hidden />
          </ReturnLink>
        )}
        {canEdit && config.paths.edit && (
          <ReturnLink to={config.paths.edit(row.id)} className="icon-button" aria-label={t('association.screen.actions.editRecord', { label })} title={t('association.screen.actions.edit')}>
            <i className="pi pi-pencil" aria-hidden />
          </ReturnLink>
        )}
        {canDelete && (
          <Button
            type="button"
            icon="pi pi-trash"
            rounded
            text
            severity="danger"
            aria-label={t('association.screen.actions.deleteRecord', { label })}
            tooltip={t('association.screen.actions.delete')}
            tooltipOptions={{ position: 'top' }}
            onClick={() => props.onDelete(row)}
          />
        )}
      </div>
    );
  };

  function onSort(event: DataTableStateEvent) {
    const field = typeof event.sortField === 'string' && config.sorts.includes(event.sortField) ? event.sortField : null;
    props.onSort(field && event.sortOrder ? { field, order: event.sortOrder === -1 ? 'desc' : 'asc' } : null);
  }

  return (
    <DataTable
      value={props.rows}
      dataKey="id"
      lazy
      loading={props.loading}
      paginator
      first={(props.page - 1) * props.perPage}
      rows={props.perPage}
      totalRecords={props.total}
      rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
      paginatorTemplate={paginatorTemplate}
      onPage={(e: DataTableStateEvent) => props.onPage((e.page ?? 0) + 1, e.rows)}
      sortField={sort.field}
      sortOrder={sort.order === 'desc' ? -1 : 1}
      onSort={onSort}
      removableSort
      selectionMode={selectable ? 'checkbox' : null}
      selection={props.selection}
      onSelectionChange={(e: { value: Row[] }) => props.onSelection(e.value)}
      selectionAriaLabel={config.labelField}
      size="small"
      responsiveLayout="stack"
      breakpoint={STACK_BELOW}
      emptyMessage={tableEmpty(props.loading, props.emptyMessage)}
      className="rs-table"
      pt={{ table: { 'aria-label': t(`association.resources.${name}.title`) } }}
    >
      {selectable && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
      {columns.map((field) => (
        <Column
          key={field.name}
          field={field.name}
          header={t(`association.resources.${name}.fields.${field.name}`)}
          // The value in an element of its own: beside the column's title a phone card shows (the stack layout puts it in
          // every cell), it is the cell's value, not one text with the title.
          body={(row: Row) => (
            <span className="rs-value">
              <FieldValue field={field} row={row} />
            </span>
          )}
          sortable={Boolean(field.sortable && config.sorts.includes(field.name))}
          className={`rs-col-${field.type}`}
        />
      ))}
      <Column header={t('association.screen.actions.title')} body={actions} className="rs-actions-column" />
    </DataTable>
  );
}


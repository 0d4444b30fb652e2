import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows, type DataTableStateEvent } from 'primereact/datatable';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaginatorTemplate } from '../../components/paginator-template';
import { useGetDataTableRowsQuery, type DataTableRow } from '../../api/enhanced/tables';
import { useDebounced } from '../../lib/use-debounced';
import { AdvancedToolbar } from './advanced-toolbar';
import { STATUS_KEYS, useCellTemplates } from './cells';
import { downloadCsv, toCsv } from './csv';
import { RowDetails } from './row-details';
import { TableError } from './table-error';
import { PER_PAGE_OPTIONS, SORT_COLUMNS, useTableQuery, type SortColumn } from './use-table-query';
import './tables.css';

/** Server-side search, sort and paging; the state is in the URL. */
export default function AdvancedTablePage() {
  const { t } = useTranslation();
  const paginatorTemplate = usePaginatorTemplate();
  const cells = useCellTemplates();
  const { query, update, apiArg } = useTableQuery();
  const [search, setSearch] = useState(query.q);
  const debounced = useDebounced(search.trim(), 400);
  const [selection, setSelection] = useState<DataTableRow[]>([]);
  const [expanded, setExpanded] = useState<DataTableExpandedRows | DataTableRow[]>({});
  const { data, isFetching, isError, refetch } = useGetDataTableRowsQuery(apiArg);
  const title = t('tables.advanced.title');

  useEffect(() => {
    if (debounced !== query.q) update({ q: debounced, page: 1 });
    // Only a settled search box changes the query; `query.q` changes from here or from navigation.
  }, [debounced]);

  function onPage(event: DataTableStateEvent) {
    update({ page: (event.page ?? 0) + 1, perPage: event.rows });
  }

  function onSort(event: DataTableStateEvent) {
    const column = (SORT_COLUMNS as readonly string[]).includes(event.sortField) ? (event.sortField as SortColumn) : undefined;
    const order = event.sortOrder;
    update({ sortColumn: order ? column : undefined, sort: order === -1 ? 'desc' : 'asc', page: 1 });
  }

  function exportPage() {
    const rows = data?.rows ?? [];
    const csv = toCsv(rows, [
      { header: t('tables.columns.id'), value: (r) => r.id },
      { header: t('tables.columns.name'), value: (r) => r.full_name },
      { header: t('tables.columns.email'), value: (r) => r.email },
      { header: t('tables.columns.post'), value: (r) => r.post },
      { header: t('tables.columns.city'), value: (r) => r.city },
      { header: t('tables.columns.startDate'), value: (r) => r.start_date },
      { header: t('tables.columns.salary'), value: (r) => r.salary },
      { header: t('tables.columns.age'), value: (r) => r.age },
      { header: t('tables.columns.experience'), value: (r) => r.experience },
      { header: t('tables.columns.status'), value: (r) => t(`tables.status.${STATUS_KEYS[r.status] ?? 'unknown'}`, { code: r.status }) },
    ]);
    downloadCsv(`datatable-page-${query.page}.csv`, csv);
  }

  const rows = data?.rows ?? [];
  const total = data?.total ?? 0;
  const from = rows.length ? (query.page - 1) * query.perPage + 1 : 0;
  const to = rows.length ? from + rows.length - 1 : 0;

  return (
    <div className="tables-page">
      <header className="tables-header">
        <h1>{title}</h1>
        <p className="muted">{t('tables.advanced.subtitle')}</p>
      </header>
      <section className="tables-card" aria-label={title}>
        <AdvancedToolbar
          search={search}
          onSearch={setSearch}
          selectedCount={selection.length}
          onClearSelection={() => setSelection([])}
          onExport={exportPage}
          canExport={rows.length > 0}
        />
        {isError && !isFetching ? (
          <TableError onRetry={() => void refetch()} />
        ) : (
          <>
            <DataTable
              value={rows}
              dataKey="id"
              lazy
              loading={isFetching}
              paginator
              first={(query.page - 1) * query.perPage}
              rows={query.perPage}
              totalRecords={total}
              rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
              paginatorTemplate={paginatorTemplate}
              onPage={onPage}
              sortField={query.sortColumn}
              sortOrder={query.sortColumn ? (query.sort === 'desc' ? -1 : 1) : 0}
              removableSort
              onSort={onSort}
              selectionMode="checkbox"
              selection={selection}
              onSelectionChange={(e) => setSelection(e.value)}
              selectionAriaLabel="full_name"
              expandedRows={expanded}
              onRowToggle={(e) => setExpanded(e.data)}
              rowExpansionTemplate={(row: DataTableRow) => <RowDetails row={row} />}
              size="small"
              emptyMessage={query.q ? t('tables.states.noMatch', { q: query.q }) : t('tables.states.empty')}
              pt={{ table: { 'aria-label': title } }}
            >
              <Column expander style={{ width: '3rem' }} header={<span className="visually-hidden">{t('tables.advanced.details')}</span>} />
              <Column selectionMode="multiple" style={{ width: '3rem' }} />
              <Column field="full_name" header={t('tables.columns.name')} body={cells.nameAndEmail} sortable />
              <Column field="post" header={t('tables.columns.post')} sortable className="tables-wrap" />
              <Column field="city" header={t('tables.columns.city')} sortable className="tables-wrap" />
              <Column field="start_date" header={t('tables.columns.startDate')} body={cells.startDate} sortable />
              <Column field="salary" header={t('tables.columns.salary')} body={cells.salary} sortable />
              <Column field="age" header={t('tables.columns.age')} sortable />
              <Column field="status" header={t('tables.columns.status')} body={cells.status} sortable />
            </DataTable>
            <p className="muted small tables-summary" aria-live="polite">
              {t('tables.advanced.summary', { from, to, total })}
            </p>
          </>
        )}
      </section>
    </div>
  );
}

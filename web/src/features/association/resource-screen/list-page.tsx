import { Button } from 'primereact/button';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PHONE_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { can, useAbility } from '../../auth/ability';
import { deleteAction, SelectionBar } from './bulk-actions';
import { DeleteDialog } from './delete-dialog';
import { FilterSidebar } from './filter-sidebar';
import { ListFilters } from './list-filters';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import { LoadError } from './load-error';
import { SortControl } from './sort-control';
import type { BulkAction, ResourceConfig } from './types';
import { useColumnChoice } from './use-column-choice';
import { useCsvExport } from './use-csv-export';
import { useListState, type Sort } from './use-list-state';
import './resource-screen.css';

/**
 * The list screen of one resource: server-side search, filters, sort and paging kept in the address, CSV export of
 * the current filter, a column chooser remembered per user, bulk actions on selected rows, and the buttons the
 * person's abilities allow.
 */
export function ResourceListPage<Row extends { id: number }>({ config }: { config: ResourceConfig<Row> }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const { state, update, clear, listArg, exportArg, filtered } = useListState(config);
  const { data, error, isFetching, refetch } = config.api.useList(listArg);
  const { columns, visible, choose } = useColumnChoice(config.name, config.fields);
  const csv = useCsvExport(config, exportArg);
  const [selection, setSelection] = useState<Row[]>([]);
  const [doomed, setDoomed] = useState<Row | null>(null);
  // The search box comes first (few Tabs to it); on a phone the filters wait behind a button.
  const phone = useMediaQuery(PHONE_SCREEN);

  const may = (action: 'create' | 'update' | 'delete') => can(ability, { action, subject: config.subject });
  const canCreate = Boolean(config.form && config.api.useCreate && config.paths.create && config.pages.includes('create') && may('create'));
  const canEdit = Boolean(config.form && config.api.useUpdate && config.paths.edit && config.pages.includes('edit') && may('update'));
  const canDelete = Boolean(config.api.useDelete && may('delete'));
  const bulkActions = useMemo(
    () => [deleteAction(config), ...(config.bulkActions ?? [])].filter((a): a is BulkAction<Row> => a !== null && can(ability, a.access)),
    [config, ability],
  );

  // Another page, search or filter shows other rows: what was selected is no longer on screen.
  useEffect(() => setSelection([]), [listArg]);

  // A page past the end (its last rows were deleted, or an old link): go to the last page.
  useEffect(() => {
    if (data && data.data.length === 0 && data.total > 0 && state.page > data.totalPages) update({ page: data.totalPages }, { replace: true });
  }, [data, state.page, update]);

  const [defaultField, defaultOrder] = config.defaultSort.split(':') as [string, 'asc' | 'desc'];
  const sort: Sort = state.sort ?? { field: defaultField, order: defaultOrder };
  // The headers sort a table; the cards a phone shows have none, so a control of their own does.
  const sortable = config.fields.filter((f) => f.sortable && config.sorts.includes(f.name)).map((f) => f.name);
  const title = t(`association.resources.${config.name}.title`);
  const activeFilters = Object.values(state.filters).filter(Boolean).length;
  const filters = <ListFilters resource={config.name} filters={config.filters} values={state.filters} onChange={(next) => update({ filters: next })} />;

  return (
    <div className="rs-page">
      <header className="rs-header">
        <div>
          <h1>{title}</h1>
          <p className="muted">{t(`association.resources.${config.name}.subtitle`)}</p>
        </div>
        {canCreate && (
          <Link to={config.paths.create!} className="p-button p-component rs-link-button">
            <i className="pi pi-plus" aria-hidden />
            <span>{t(`association.resources.${config.name}.create`)}</span>
          </Link>
        )}
      </header>
      <section className="rs-card" aria-label={title}>
        <ListToolbar
          resource={config.name}
          search={config.search}
          q={state.q}
          onSearch={(q) => update({ q })}
          columns={columns}
          visible={visible}
          onColumns={choose}
          onExport={() => void csv.run()}
          exporting={csv.exporting}
          filterButton={
            phone && config.filters.length > 0 ? (
              <FilterSidebar active={activeFilters} onClear={() => update({ filters: Object.fromEntries(config.filters.map((f) => [f.name, ''])) })}>
                {filters}
              </FilterSidebar>
            ) : undefined
          }
        />
        {!phone && filters}
        <SelectionBar config={config} actions={bulkActions} selection={selection} onClear={() => setSelection([])} />
        {error && !isFetching ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            {phone && sortable.length > 0 && <SortControl resource={config.name} fields={sortable} sort={sort} onSort={(next) => update({ sort: next })} />}
            <ListTable
              config={config}
              columns={visible}
              rows={data?.data ?? []}
              total={data?.total ?? 0}
              page={state.page}
              perPage={state.perPage}
              sort={sort}
              loading={isFetching}
              emptyMessage={t(filtered ? 'association.screen.noMatch' : 'association.screen.empty')}
              selectable={bulkActions.length > 0}
              selection={selection}
              onSelection={setSelection}
              canEdit={canEdit}
              canDelete={canDelete}
              onPage={(page, perPage) => update(perPage !== state.perPage ? { perPage } : { page })}
              onSort={(next) => update({ sort: next })}
              onDelete={setDoomed}
            />
            <div className="rs-summary">
              <p className="muted small" aria-live="polite">
                {t('association.screen.summary', { from: data?.from ?? 0, to: data?.to ?? 0, total: data?.total ?? 0 })}
              </p>
              {filtered && <Button type="button" label={t('association.screen.clearFilters')} icon="pi pi-filter-slash" text size="small" onClick={clear} />}
            </div>
          </>
        )}
      </section>
      {canDelete && <DeleteDialog config={config} row={doomed} onClose={() => setDoomed(null)} />}
    </div>
  );
}

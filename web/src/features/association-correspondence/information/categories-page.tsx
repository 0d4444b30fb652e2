import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog, ConfirmDialog } from 'primereact/confirmdialog';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  useDeleteInformationCategoryMutation,
  useListInformationCategoriesQuery,
  type AssocInformationCategory,
} from '../../../api/enhanced/correspondence-information';
import { paths } from '../../../app/paths';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { useNotifier } from '../../../components/toast';
import { useAbility } from '../../auth/ability';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { SearchBox } from '../components/search-box';
import '../correspondence.css';
import { PER_PAGE_OPTIONS, sortOf, sortProps, useListState } from '../lib/use-list-state';
import { CategoryDialog } from './category-dialog';

const SORTS = ['name', 'slug', 'informationCount', 'createdAt'].flatMap((f) => [`${f}:asc`, `${f}:desc`]);
const DEFAULT_SORT = 'name:asc';
const NO_FILTERS = [] as const;

/** Kategori: the information centre's categories; one that still holds information cannot be deleted (409). */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const notifier = useNotifier();
  const paginatorTemplate = usePaginatorTemplate();
  const { state, update, filtered } = useListState(NO_FILTERS, SORTS, DEFAULT_SORT);
  const { data, error, isFetching, refetch } = useListInformationCategoriesQuery({
    q: state.q || undefined,
    sort: state.sort as 'name:asc',
    page: state.page,
    perPage: state.perPage,
  });
  const [remove] = useDeleteInformationCategoryMutation();
  const [editing, setEditing] = useState<AssocInformationCategory | 'new' | null>(null);
  const k = 'associationCorrespondence.categories';

  const askDelete = (category: AssocInformationCategory) =>
    confirmDialog({
      header: t(`${k}.deleteTitle`),
      message: t(`${k}.deleteConfirm`, { name: category.name }),
      acceptLabel: t(`${k}.delete`),
      rejectLabel: t('associationCorrespondence.common.cancel'),
      acceptClassName: 'p-button-danger',
      accept: async () => {
        try {
          await remove({ id: category.id }).unwrap();
          notifier.success(t(`${k}.deleted`, { name: category.name }));
        } catch (e) {
          notifier.apiError(e);
        }
      },
    });

  const actions = (c: AssocInformationCategory) => (
    <div className="ac-row-actions">
      {ability.can('update', 'Information') && (
        <Button type="button" icon="pi pi-pencil" rounded text aria-label={t(`${k}.editNamed`, { name: c.name })} onClick={() => setEditing(c)} />
      )}
      {ability.can('delete', 'Information') && (
        <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label={t(`${k}.deleteNamed`, { name: c.name })} onClick={() => askDelete(c)} />
      )}
    </div>
  );

  return (
    <div className="ac-page">
      <PageHeader
        title={t(`${k}.title`)}
        subtitle={t(`${k}.subtitle`)}
        actions={ability.can('create', 'Information') && <Button type="button" icon="pi pi-plus" label={t(`${k}.create`)} onClick={() => setEditing('new')} />}
      />
      <section className="ac-card card-surface">
        <div className="ac-toolbar">
          <SearchBox q={state.q} onSearch={(q) => update({ q }, { replace: true })} label={t(`${k}.search`)} placeholder={t(`${k}.searchPlaceholder`)} />
        </div>
        {error && !isFetching ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : (
          <DataTable
            value={data?.data ?? []}
            dataKey="id"
            lazy
            loading={isFetching}
            paginator
            first={(state.page - 1) * state.perPage}
            rows={state.perPage}
            totalRecords={data?.total ?? 0}
            rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
            paginatorTemplate={paginatorTemplate}
            onPage={(e: DataTableStateEvent) => update(e.rows !== state.perPage ? { perPage: e.rows } : { page: (e.page ?? 0) + 1 })}
            {...sortProps(state.sort)}
            onSort={(e: DataTableStateEvent) => update({ sort: sortOf(e.sortField, e.sortOrder, DEFAULT_SORT) })}
            emptyMessage={filtered ? t(`${k}.noMatch`) : t(`${k}.empty`)}
            className="ac-table"
            pt={{ table: { 'aria-label': t(`${k}.title`) } }}
          >
            <Column field="name" header={t(`${k}.name`)} sortable body={(c: AssocInformationCategory) => <strong>{c.name}</strong>} />
            <Column field="slug" header={t(`${k}.slug`)} sortable body={(c: AssocInformationCategory) => <code className="ac-code">{c.slug}</code>} />
            <Column header={t(`${k}.description`)} body={(c: AssocInformationCategory) => <span className="ac-clamp">{c.description || '—'}</span>} />
            <Column
              field="informationCount"
              header={t(`${k}.count`)}
              sortable
              body={(c: AssocInformationCategory) => (
                <Link to={`${paths.associationInformation}?categoryId=${c.id}`} className="ac-link">
                  {c.informationCount}
                </Link>
              )}
            />
            <Column header={t('associationCorrespondence.common.actions')} body={actions} className="ac-actions-column" />
          </DataTable>
        )}
      </section>
      <ConfirmDialog />
      {editing && <CategoryDialog category={editing === 'new' ? undefined : editing} onHide={() => setEditing(null)} />}
    </div>
  );
}

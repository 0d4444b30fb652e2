import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useLazyExportInformationQuery,
  useListInformationCategoriesQuery,
  useListInformationQuery,
  type AssocInformation,
  type ListInformationApiArg,
} from '../../../api/enhanced/correspondence-information';
import { paths } from '../../../app/paths';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { useAbility } from '../../auth/ability';
import { ExportButton } from '../../../components/export-button';
import { FilterDropdown } from '../components/filter-dropdown';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { SearchBox } from '../components/search-box';
import { InformationStatusTag } from '../components/status-tag';
import '../correspondence.css';
import { useFormat } from '../lib/format';
import { PER_PAGE_OPTIONS, sortOf, sortProps, useListState } from '../lib/use-list-state';
import { InformationPreview } from './information-preview';

import { useInformationActions, type InformationAction } from './use-information-actions';

const STATUSES = ['draft', 'published', 'unpublished', 'archived'] as const;
const FILTERS = ['status', 'categoryId'] as const;
const SORTS = ['publishedAt', 'createdAt', 'updatedAt', 'title'].flatMap((f) => [`${f}:asc`, `${f}:desc`]);
const DEFAULT_SORT = 'createdAt:desc';
const ICONS: Record<Exclude<InformationAction, 'edit'>, string> = { publish: 'pi pi-send', unpublish: 'pi pi-eye-slash', archive: 'pi pi-box', delete: 'pi pi-trash' };

/** Informasi: the information centre's items with their publish state, and the steps each state allows. */
export default function InformationListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const format = useFormat();
  const paginatorTemplate = usePaginatorTemplate();
  const { state, update, filtered, clear } = useListState(FILTERS, SORTS, DEFAULT_SORT);
  const status = STATUSES.find((s) => s === state.filters.status);
  const categoryId = Number(state.filters.categoryId) > 0 ? Number(state.filters.categoryId) : undefined;
  const filter: Omit<ListInformationApiArg, 'page' | 'perPage'> = { q: state.q || undefined, sort: state.sort as 'title:asc', status, categoryId };
  const { data, error, isFetching, refetch } = useListInformationQuery({ ...filter, page: state.page, perPage: state.perPage });
  const categories = useListInformationCategoriesQuery({ perPage: 100, sort: 'name:asc' });
  const [exportCsv] = useLazyExportInformationQuery();
  const { allowed, act } = useInformationActions();
  const [previewing, setPreviewing] = useState<AssocInformation | null>(null);
  const k = 'associationCorrespondence.information';

  const actions = (item: AssocInformation) => (
    <div className="ac-row-actions">
      <Button type="button" icon="pi pi-eye" rounded text aria-label={t(`${k}.actions.previewNamed`, { title: item.title })} tooltip={t(`${k}.actions.preview`)} tooltipOptions={{ position: 'top' }} onClick={() => setPreviewing(item)} />
      {allowed(item, 'edit') && (
        <Button type="button" icon="pi pi-pencil" rounded text aria-label={t(`${k}.actions.editNamed`, { title: item.title })} tooltip={t(`${k}.actions.edit`)} tooltipOptions={{ position: 'top' }} onClick={() => navigate(paths.associationInformationEdit(item.id))} />
      )}
      {(['publish', 'unpublish', 'archive', 'delete'] as const).map(
        (action) =>
          allowed(item, action) && (
            <Button
              key={action}
              type="button"
              icon={ICONS[action]}
              rounded
              text
              severity={action === 'delete' ? 'danger' : action === 'publish' ? 'success' : 'secondary'}
              aria-label={t(`${k}.actions.${action}Named`, { title: item.title })}
              tooltip={t(`${k}.actions.${action}`)}
              tooltipOptions={{ position: 'top' }}
              onClick={() => act(action, item)}
            />
          ),
      )}
    </div>
  );

  return (
    <div className="ac-page">
      <PageHeader
        title={t(`${k}.title`)}
        subtitle={t(`${k}.subtitle`)}
        actions={
          ability.can('create', 'Information') && (
            <Button type="button" icon="pi pi-plus" label={t(`${k}.create`)} onClick={() => navigate(paths.associationInformationCreate)} />
          )
        }
      />
      <section className="ac-card card-surface">
        <div className="ac-filters">
          <FilterDropdown
            id="information-filter-status"
            label={t(`${k}.columns.status`)}
            allLabel={t('associationCorrespondence.filters.allStatuses')}
            value={state.filters.status}
            options={STATUSES.map((s) => ({ value: s, label: t(`associationCorrespondence.informationStatus.${s}`) }))}
            onChange={(value) => update({ filters: { status: value } })}
          />
          <FilterDropdown
            id="information-filter-category"
            label={t(`${k}.columns.category`)}
            allLabel={t('associationCorrespondence.filters.allCategories')}
            value={state.filters.categoryId}
            options={(categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(value) => update({ filters: { categoryId: value } })}
          />
        </div>
        <div className="ac-toolbar">
          <SearchBox q={state.q} onSearch={(q) => update({ q }, { replace: true })} label={t(`${k}.search`)} placeholder={t(`${k}.searchPlaceholder`)} />
          <div className="ac-toolbar-end">
            {filtered && <Button type="button" label={t('associationCorrespondence.filters.clear')} icon="pi pi-filter-slash" text onClick={clear} />}
            <ExportButton fetchCsv={() => exportCsv(filter).unwrap()} fileName="informasi.csv" />
          </div>
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
            <Column
              field="title"
              header={t(`${k}.columns.title`)}
              sortable
              body={(i: AssocInformation) => (
                <div className="ac-subject">
                  <strong className="ac-clamp">{i.title}</strong>
                  <small className="muted ac-clamp">{i.summary}</small>
                </div>
              )}
            />
            <Column header={t(`${k}.columns.category`)} body={(i: AssocInformation) => i.categoryName} />
            <Column header={t(`${k}.columns.status`)} body={(i: AssocInformation) => <InformationStatusTag status={i.status} />} />
            <Column header={t(`${k}.columns.author`)} body={(i: AssocInformation) => i.author} />
            <Column field="publishedAt" header={t(`${k}.columns.publishedAt`)} sortable body={(i: AssocInformation) => <span className="ac-nowrap">{format.date(i.publishedAt)}</span>} />
            <Column field="updatedAt" header={t(`${k}.columns.updatedAt`)} sortable body={(i: AssocInformation) => <span className="ac-nowrap">{format.date(i.updatedAt)}</span>} />
            <Column header={t('associationCorrespondence.common.actions')} body={actions} className="ac-actions-column" />
          </DataTable>
        )}
        <p className="muted small" aria-live="polite">
          {t('associationCorrespondence.common.summary', { from: data?.from ?? 0, to: data?.to ?? 0, total: data?.total ?? 0 })}
        </p>
      </section>
      <ConfirmDialog />
      {previewing && <InformationPreview item={previewing} onHide={() => setPreviewing(null)} />}
    </div>
  );
}

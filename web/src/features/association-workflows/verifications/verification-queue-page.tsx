import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useListVerificationsQuery,
  type AssocVerification,
  type ListVerificationsApiArg,
} from '../../../api/enhanced/workflows-verifications';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { useDebounced } from '../../../lib/use-debounced';
import { FilterDropdown } from '../components/filter-dropdown';
import { PageHeader } from '../components/page-header';
import { LoadError } from '../components/query-card';
import { StatusTag } from '../components/status-tag';
import { useFormat } from '../lib/format';
import { idParam, useUrlState } from '../lib/url-state';
import '../association-workflows.css';
import { VerificationDetail } from './verification-detail';
import { tableEmpty } from '../../../components/table-empty';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const KINDS = ['application', 'transfer', 'data_update'] as const;

/** The verification queue: requests to decide (oldest first), the one being checked beside the list. */
export default function VerificationQueuePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const paginator = usePaginatorTemplate();
  const [state, update] = useUrlState({ status: 'pending', kind: '', q: '', page: '1', perPage: '10', open: '' });
  const [search, setSearch] = useState(state.q);
  const q = useDebounced(search.trim(), 300);
  useEffect(() => setSearch(state.q), [state.q]);
  useEffect(() => {
    if (q !== state.q) update({ q, page: '1' });
  }, [q]);

  const perPage = Number(state.perPage) || 10;
  const arg: ListVerificationsApiArg = {
    // 'any' in the address means every status: the empty value is the default, the pending queue.
    status: (state.status === 'any' ? undefined : state.status) as ListVerificationsApiArg['status'],
    kind: (state.kind || undefined) as ListVerificationsApiArg['kind'],
    q: state.q || undefined,
    sort: state.status === 'pending' ? 'submittedAt:asc' : 'submittedAt:desc',
    page: Number(state.page) || 1,
    perPage,
  };
  const list = useListVerificationsQuery(arg);
  const openId = idParam(state.open);
  const kind = (k: string) => t(`associationWorkflows.verifications.kinds.${k}`);

  return (
    <div className="aw-page">
      <PageHeader
        title={t('associationWorkflows.verifications.title')}
        subtitle={t('associationWorkflows.verifications.subtitle')}
      />
      <div className="aw-queue">
        <section className="aw-card" aria-label={t('associationWorkflows.verifications.list')}>
          <div className="aw-filters">
            <span className="field">
              <label htmlFor="vq-status">{t('associationWorkflows.fields.status')}</label>
              <FilterDropdown
                inputId="vq-status"
                value={state.status === 'any' ? '' : state.status}
                allLabel={t('associationWorkflows.filters.all')}
                options={STATUSES.map((s) => ({ label: t(`associationWorkflows.status.verification.${s}`), value: s }))}
                onChange={(value) => update({ status: value || 'any', page: '1' })}
              />
            </span>
            <span className="field">
              <label htmlFor="vq-kind">{t('associationWorkflows.verifications.kind')}</label>
              <FilterDropdown
                inputId="vq-kind"
                value={state.kind}
                allLabel={t('associationWorkflows.filters.all')}
                options={KINDS.map((k) => ({ label: kind(k), value: k }))}
                onChange={(value) => update({ kind: value, page: '1' })}
              />
            </span>
            <span className="field aw-filter-grow">
              <label htmlFor="vq-search">{t('associationWorkflows.filters.searchMember')}</label>
              <InputText id="vq-search" value={search} onChange={(e) => setSearch(e.target.value)} type="search" />
            </span>
          </div>
          {list.isError ? (
            <LoadError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <DataTable
              value={list.data?.data ?? []}
              loading={list.isFetching}
              dataKey="id"
              lazy
              paginator
              paginatorTemplate={paginator}
              rows={perPage}
              rowsPerPageOptions={[10, 25, 50]}
              first={((list.data?.page ?? 1) - 1) * perPage}
              totalRecords={list.data?.total ?? 0}
              onPage={(e) => update({ page: String((e.page ?? 0) + 1), perPage: String(e.rows) })}
              selectionMode="single"
              selection={list.data?.data.find((v) => v.id === openId) ?? null}
              onSelectionChange={(e) => update({ open: e.value ? String((e.value as AssocVerification).id) : '' })}
              emptyMessage={tableEmpty(list.isFetching, t('associationWorkflows.verifications.empty'))}
              pt={{ table: { 'aria-label': t('associationWorkflows.verifications.list') } }}
              className="aw-table aw-table-select"
              size="small"
            >
              <Column header={t('associationWorkflows.fields.member')} field="memberName" />
              <Column
                header={t('associationWorkflows.verifications.kind')}
                body={(v: AssocVerification) => kind(v.kind)}
              />
              <Column header={t('associationWorkflows.fields.branch')} field="divisionName" />
              <Column
                header={t('associationWorkflows.checklist.short')}
                body={(v: AssocVerification) => `${v.documents.filter((d) => d.received).length}/${v.documents.length}`}
              />
              <Column
                header={t('associationWorkflows.verifications.submittedAt')}
                body={(v: AssocVerification) => format.date(v.submittedAt)}
                className="aw-nowrap"
              />
              <Column
                header={t('associationWorkflows.fields.status')}
                body={(v: AssocVerification) => <StatusTag group="verification" status={v.status} />}
              />
            </DataTable>
          )}
          {list.data && (
            <p className="muted small">
              {t('associationWorkflows.common.showing', {
                from: list.data.from,
                to: list.data.to,
                total: format.number(list.data.total),
              })}
            </p>
          )}
        </section>
        {openId ? (
          <VerificationDetail key={openId} id={openId} />
        ) : (
          <section className="aw-card aw-queue-detail aw-placeholder">
            <i className="pi pi-list-check" aria-hidden />
            <p>{t('associationWorkflows.verifications.pick')}</p>
          </section>
        )}
      </div>
    </div>
  );
}

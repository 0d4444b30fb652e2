import { Column } from 'primereact/column';
import { DataTable, type DataTableSortEvent } from 'primereact/datatable';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import {
  useLazyExportArrearsQuery,
  useListArrearsQuery,
  type ListArrearsApiArg,
} from '../../../api/enhanced/workflows-contributions';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { useDebounced } from '../../../lib/use-debounced';
import { useAbility } from '../../auth/ability';
import { DivisionPicker } from '../components/division-picker';
import { ProvinceSelect } from '../components/province-select';
import { LoadError } from '../components/query-card';
import { StatusTag } from '../components/status-tag';
import { useFormat } from '../lib/format';
import { idParam, useUrlState } from '../lib/url-state';
import { ContributionsFrame } from './contributions-frame';
import { ExportButton } from '../../../components/export-button';
import { MarkArrears } from './mark-arrears';
import { tableEmpty } from '../../../components/table-empty';

type Row = NonNullable<ReturnType<typeof useListArrearsQuery>['data']>['data'][number];

/** Members with overdue dues, filtered and sorted on the server, the filter kept in the address and exportable. */
export default function ArrearsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const ability = useAbility();
  const paginator = usePaginatorTemplate();
  const [state, update] = useUrlState({
    q: '',
    divisionId: '',
    provinceId: '',
    minPeriods: '',
    sort: 'owed:desc',
    page: '1',
    perPage: '10',
  });
  const [search, setSearch] = useState(state.q);
  const q = useDebounced(search.trim(), 300);
  useEffect(() => setSearch(state.q), [state.q]);
  useEffect(() => {
    if (q !== state.q) update({ q, page: '1' });
  }, [q]);

  const filter: Omit<ListArrearsApiArg, 'page' | 'perPage'> = {
    q: state.q || undefined,
    divisionId: idParam(state.divisionId),
    provinceId: idParam(state.provinceId),
    minPeriods: idParam(state.minPeriods),
    sort: state.sort as ListArrearsApiArg['sort'],
  };
  const perPage = Number(state.perPage) || 10;
  const list = useListArrearsQuery({ ...filter, page: Number(state.page) || 1, perPage });
  const [exportCsv] = useLazyExportArrearsQuery();
  const [sortField, sortOrder] = state.sort.split(':') as [string, string];

  return (
    <ContributionsFrame
      screen="arrears"
      actions={
        <>
          {ability.can('update', 'Contribution') && <MarkArrears />}
          <ExportButton fileName="arrears.csv" fetchCsv={(lang) => exportCsv({ ...filter, lang }).unwrap()} />
        </>
      }
    >
      <section className="aw-card">
        <div className="aw-filters">
          <span className="field aw-filter-grow">
            <label htmlFor="arrears-q">{t('associationWorkflows.filters.searchMember')}</label>
            <InputText id="arrears-q" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </span>
          <span className="field">
            <label htmlFor="arrears-province">{t('associationWorkflows.fields.province')}</label>
            <ProvinceSelect
              inputId="arrears-province"
              value={idParam(state.provinceId)}
              onChange={(id) => update({ provinceId: id ? String(id) : '', page: '1' })}
            />
          </span>
          <span className="field">
            <label htmlFor="arrears-branch">{t('associationWorkflows.fields.branch')}</label>
            <DivisionPicker
              within={{ action: 'read', subject: 'Contribution' }}
              inputId="arrears-branch"
              level="branch"
              value={idParam(state.divisionId)}
              onChange={(id) => update({ divisionId: id ? String(id) : '', page: '1' })}
            />
          </span>
          <span className="field">
            <label htmlFor="arrears-min">{t('associationWorkflows.contributions.arrears.minPeriods')}</label>
            <InputNumber
              inputId="arrears-min"
              value={idParam(state.minPeriods) ?? null}
              min={1}
              max={100}
              showButtons
              onValueChange={(e) => update({ minPeriods: e.value ? String(e.value) : '', page: '1' })}
            />
          </span>
        </div>
        {list.isError ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            value={list.data?.data ?? []}
            loading={list.isFetching}
            dataKey="memberId"
            lazy
            paginator
            paginatorTemplate={paginator}
            rows={perPage}
            rowsPerPageOptions={[10, 25, 50, 100]}
            first={((list.data?.page ?? 1) - 1) * perPage}
            totalRecords={list.data?.total ?? 0}
            onPage={(e) => update({ page: String((e.page ?? 0) + 1), perPage: String(e.rows) })}
            sortField={sortField}
            sortOrder={sortOrder === 'asc' ? 1 : -1}
            onSort={(e: DataTableSortEvent) =>
              update({ sort: `${e.sortField}:${e.sortOrder === 1 ? 'asc' : 'desc'}`, page: '1' })
            }
            emptyMessage={tableEmpty(list.isFetching, t('associationWorkflows.contributions.arrears.empty'))}
            pt={{ table: { 'aria-label': t('associationWorkflows.contributions.arrears.title') } }}
            className="aw-table"
            size="small"
          >
            <Column
              field="memberName"
              sortable
              header={t('associationWorkflows.fields.member')}
              body={(r: Row) => <Link to={paths.associationMember(r.memberId)}>{r.memberName}</Link>}
            />
            <Column header={t('associationWorkflows.fields.npa')} body={(r: Row) => r.npa ?? '—'} />
            <Column
              header={t('associationWorkflows.fields.status')}
              body={(r: Row) => <StatusTag group="member" status={r.memberStatus} />}
            />
            <Column header={t('associationWorkflows.fields.branch')} field="divisionName" />
            <Column
              field="unpaidPeriods"
              sortable
              header={t('associationWorkflows.contributions.arrears.periods')}
              className="aw-num"
            />
            <Column
              field="owed"
              sortable
              header={t('associationWorkflows.contributions.arrears.owed')}
              body={(r: Row) => format.money(r.owed)}
              className="aw-num"
            />
            <Column
              field="oldestDueDate"
              sortable
              header={t('associationWorkflows.contributions.arrears.oldest')}
              body={(r: Row) => format.date(r.oldestDueDate)}
              className="aw-nowrap"
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
    </ContributionsFrame>
  );
}

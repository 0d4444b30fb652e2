import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { useGetBranchArrearsQuery } from '../../../api/enhanced/workflows-contributions';
import { FilterDropdown } from '../components/filter-dropdown';
import { ProvinceSelect } from '../components/province-select';
import { QueryCard } from '../components/query-card';
import { recentPeriods, useFormat } from '../lib/format';
import { idParam, useUrlState } from '../lib/url-state';
import { ContributionsFrame } from './contributions-frame';

type Row = NonNullable<ReturnType<typeof useGetBranchArrearsQuery>['data']>['data'][number];

/** Per branch: paying members, members in arrears, billed, collected and overdue; each leads to its members. */
export default function BranchArrearsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const paginator = usePaginatorTemplate();
  const periods = recentPeriods();
  const [state, update] = useUrlState({ provinceId: '', period: '' });
  const arrears = useGetBranchArrearsQuery({
    provinceId: idParam(state.provinceId),
    period: state.period || undefined,
  });
  const rate = (r: { billed: number; collected: number }) =>
    r.billed > 0 ? format.percent(r.collected / r.billed) : '—';

  return (
    <ContributionsFrame screen="branchArrears">
      <section className="aw-card aw-filters">
        <span className="field">
          <label htmlFor="branch-arrears-province">{t('associationWorkflows.fields.province')}</label>
          <ProvinceSelect
            inputId="branch-arrears-province"
            value={idParam(state.provinceId)}
            onChange={(id) => update({ provinceId: id ? String(id) : '' })}
          />
        </span>
        <span className="field">
          <label htmlFor="branch-arrears-period">{t('associationWorkflows.fields.period')}</label>
          <FilterDropdown
            inputId="branch-arrears-period"
            value={state.period}
            allLabel={t('associationWorkflows.filters.allPeriods')}
            options={periods.map((p) => ({ label: p, value: p }))}
            onChange={(value) => update({ period: value })}
          />
        </span>
      </section>
      <QueryCard title={t('associationWorkflows.contributions.branchArrears.table')} query={arrears}>
        {(data) => (
          <>
            <dl className="aw-totals">
              {(['billed', 'collected', 'owed'] as const).map((key) => (
                <div key={key} data-total={key}>
                  <dt>{t(`associationWorkflows.contributions.branchArrears.totals.${key}`)}</dt>
                  <dd>{format.money(data.totals[key])}</dd>
                </div>
              ))}
            </dl>
            <DataTable
              value={data.data}
              dataKey="divisionId"
              size="small"
              className="aw-table"
              paginator
              paginatorTemplate={paginator}
              rows={25}
              rowsPerPageOptions={[25, 50, 100]}
              sortMode="single"
              removableSort
              emptyMessage={t('associationWorkflows.contributions.branchArrears.empty')}
              pt={{ table: { 'aria-label': t('associationWorkflows.contributions.branchArrears.table') } }}
              scrollable
            >
              <Column
                field="name"
                sortable
                header={t('associationWorkflows.fields.branch')}
                body={(r: Row) => <Link to={`${paths.associationArrears}?divisionId=${r.divisionId}`}>{r.name}</Link>}
              />
              <Column field="province" sortable header={t('associationWorkflows.fields.province')} />
              <Column
                field="members"
                sortable
                header={t('associationWorkflows.contributions.branchArrears.members')}
                className="aw-num"
              />
              <Column
                field="membersInArrears"
                sortable
                header={t('associationWorkflows.contributions.branchArrears.inArrears')}
                className="aw-num"
              />
              <Column
                field="billed"
                sortable
                header={t('associationWorkflows.contributions.branchArrears.totals.billed')}
                body={(r: Row) => format.money(r.billed)}
                className="aw-num"
              />
              <Column
                field="collected"
                sortable
                header={t('associationWorkflows.contributions.branchArrears.totals.collected')}
                body={(r: Row) => format.money(r.collected)}
                className="aw-num"
              />
              <Column
                header={t('associationWorkflows.contributions.branchArrears.rate')}
                body={rate}
                className="aw-num"
              />
              <Column
                field="owed"
                sortable
                header={t('associationWorkflows.contributions.branchArrears.totals.owed')}
                body={(r: Row) => format.money(r.owed)}
                className="aw-num"
              />
            </DataTable>
          </>
        )}
      </QueryCard>
    </ContributionsFrame>
  );
}

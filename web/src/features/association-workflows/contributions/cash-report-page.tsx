import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { useGetCashReportQuery, type GetCashReportApiResponse } from '../../../api/enhanced/workflows-contributions';
import { DivisionPicker } from '../components/division-picker';
import { ChartFrame, Empty, QueryCard } from '../components/query-card';
import { Bar, useAxisOptions, useChartTheme } from '../lib/chart';
import { useFormat } from '../lib/format';
import { idParam, useUrlState } from '../lib/url-state';
import { ContributionsFrame } from './contributions-frame';
import { DateRange } from './date-range';

type Bucket = GetCashReportApiResponse['byPeriod'][number];
type ByMethod = GetCashReportApiResponse['byMethod'][number];
const SHARES = ['national', 'province', 'branch'] as const;

/** Cash received in a date range and scope, per day or month and per method, with each level's share. */
export default function CashReportPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useChartTheme();
  const options = useAxisOptions<'bar'>({ stacked: true, values: 'money' });
  const [state, update] = useUrlState({ from: '', to: '', divisionId: '', groupBy: 'month' });
  const report = useGetCashReportQuery({
    from: state.from || undefined,
    to: state.to || undefined,
    divisionId: idParam(state.divisionId),
    groupBy: state.groupBy as 'day' | 'month',
  });
  const bucket = (p: string) => (state.groupBy === 'month' ? format.month(p) : format.date(p));

  return (
    <ContributionsFrame screen="cashReport">
      <section className="aw-card aw-filters">
        <DateRange idPrefix="cash" from={state.from} to={state.to} onChange={update} />
        <span className="field aw-filter-grow">
          <label htmlFor="cash-division">{t('associationWorkflows.filters.scope')}</label>
          <DivisionPicker
            within={{ action: 'read', subject: 'Contribution' }}
            inputId="cash-division"
            value={idParam(state.divisionId)}
            onChange={(id) => update({ divisionId: id ? String(id) : '' })}
          />
        </span>
        <span className="field">
          <span id="cash-group">{t('associationWorkflows.contributions.cashReport.groupBy')}</span>
          <SelectButton
            aria-labelledby="cash-group"
            value={state.groupBy}
            allowEmpty={false}
            options={['month', 'day'].map((g) => ({
              label: t(`associationWorkflows.contributions.cashReport.${g}`),
              value: g,
            }))}
            onChange={(e) => update({ groupBy: e.value as string })}
          />
        </span>
      </section>
      <QueryCard
        title={t('associationWorkflows.contributions.cashReport.received')}
        subtitle={
          report.data &&
          t('associationWorkflows.contributions.range', {
            from: format.date(report.data.from),
            to: format.date(report.data.to),
          })
        }
        query={report}
      >
        {(data) => (
          <>
            <dl className="aw-totals">
              <div data-total="payments">
                <dt>{t('associationWorkflows.contributions.cashReport.payments')}</dt>
                <dd>{format.number(data.totals.payments)}</dd>
              </div>
              <div data-total="amount">
                <dt>{t('associationWorkflows.contributions.cashReport.amount')}</dt>
                <dd>{format.money(data.totals.amount)}</dd>
              </div>
              {SHARES.map((s) => (
                <div key={s} data-total={s}>
                  <dt>{t(`associationWorkflows.contributions.shares.${s}`)}</dt>
                  <dd>{format.money(data.totals.shares[s])}</dd>
                </div>
              ))}
            </dl>
            {data.byPeriod.length === 0 ? (
              <Empty text={t('associationWorkflows.contributions.cashReport.none')} />
            ) : (
              <ChartFrame
                summary={data.byPeriod.map((b) => `${bucket(b.period)}: ${format.money(b.amount)}`).join(', ')}
                height={280}
              >
                <Bar
                  data={{
                    labels: data.byPeriod.map((b) => bucket(b.period)),
                    datasets: SHARES.map((s, i) => ({
                      label: t(`associationWorkflows.contributions.shares.${s}`),
                      data: data.byPeriod.map((b) => b.shares[s]),
                      backgroundColor: theme.palette[i],
                    })),
                  }}
                  options={options}
                />
              </ChartFrame>
            )}
          </>
        )}
      </QueryCard>
      <div className="aw-two">
        <QueryCard title={t('associationWorkflows.contributions.cashReport.byPeriod')} query={report}>
          {(data) => (
            <DataTable
              value={data.byPeriod}
              dataKey="period"
              size="small"
              className="aw-table"
              scrollable
              scrollHeight="24rem"
              emptyMessage={t('associationWorkflows.contributions.cashReport.none')}
            >
              <Column header={t('associationWorkflows.fields.period')} body={(b: Bucket) => bucket(b.period)} />
              <Column
                header={t('associationWorkflows.contributions.cashReport.payments')}
                body={(b: Bucket) => format.number(b.payments)}
                className="aw-num"
              />
              <Column
                header={t('associationWorkflows.contributions.cashReport.amount')}
                body={(b: Bucket) => format.money(b.amount)}
                className="aw-num"
              />
            </DataTable>
          )}
        </QueryCard>
        <QueryCard title={t('associationWorkflows.contributions.cashReport.byMethod')} query={report}>
          {(data) => (
            <DataTable
              value={data.byMethod}
              dataKey="method"
              size="small"
              className="aw-table"
              emptyMessage={t('associationWorkflows.contributions.cashReport.none')}
            >
              <Column
                header={t('associationWorkflows.payments.method')}
                body={(m: ByMethod) => t(`associationWorkflows.payments.methods.${m.method}`)}
              />
              <Column
                header={t('associationWorkflows.contributions.cashReport.payments')}
                body={(m: ByMethod) => format.number(m.payments)}
                className="aw-num"
              />
              <Column
                header={t('associationWorkflows.contributions.cashReport.amount')}
                body={(m: ByMethod) => format.money(m.amount)}
                className="aw-num"
              />
            </DataTable>
          )}
        </QueryCard>
      </div>
    </ContributionsFrame>
  );
}

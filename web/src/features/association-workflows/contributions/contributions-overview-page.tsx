import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useGetContributionStatisticsQuery } from '../../../api/enhanced/workflows-contributions';
import { ChartFrame, Empty, QueryCard } from '../components/query-card';
import { StatusTag } from '../components/status-tag';
import { Bar, useAxisOptions, useChartTheme } from '../lib/chart';
import { recentPeriods, useFormat } from '../lib/format';
import { useUrlState } from '../lib/url-state';
import { ContributionsFrame } from './contributions-frame';

const TOTALS = ['billed', 'collected', 'waived', 'owed'] as const;
const STATUSES = ['paid', 'partial', 'unpaid', 'waived'] as const;

/** The dues of one period: totals, dues by status and what came in each month. */
export default function ContributionsOverviewPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useChartTheme();
  const options = useAxisOptions<'bar'>({ legend: false, values: 'money' });
  const periods = recentPeriods();
  const [state, update] = useUrlState({ period: periods[0]! });
  const stats = useGetContributionStatisticsQuery({ period: state.period });
  const picker = (
    <span className="aw-inline-field">
      <label htmlFor="overview-period">{t('associationWorkflows.fields.period')}</label>
      <Dropdown
        inputId="overview-period"
        value={state.period}
        options={periods}
        onChange={(e) => update({ period: e.value as string })}
      />
    </span>
  );
  return (
    <ContributionsFrame screen="overview" actions={picker}>
      <QueryCard
        title={t('associationWorkflows.contributions.overview.totals', { period: state.period })}
        query={stats}
      >
        {(data) => (
          <>
            <dl className="aw-totals">
              <div data-total="dues">
                <dt>{t('associationWorkflows.contributions.overview.dues')}</dt>
                <dd>{format.number(data.totals.dues)}</dd>
              </div>
              {TOTALS.map((key) => (
                <div key={key} data-total={key}>
                  <dt>{t(`associationWorkflows.dues.totals.${key}`)}</dt>
                  <dd>{format.money(data.totals[key])}</dd>
                </div>
              ))}
            </dl>
            <ul className="aw-chips" aria-label={t('associationWorkflows.contributions.overview.byStatus')}>
              {STATUSES.map((s) => (
                <li key={s}>
                  <StatusTag group="due" status={s} /> {format.number(data.byStatus[s] ?? 0)}
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryCard>
      <QueryCard
        title={t('associationWorkflows.contributions.overview.byMonth', { period: state.period })}
        query={stats}
      >
        {(data) =>
          data.byMonth.length === 0 ? (
            <Empty text={t('associationWorkflows.dashboard.dues.none', { period: data.period })} />
          ) : (
            <ChartFrame
              summary={data.byMonth.map((m) => `${format.month(m.month)}: ${format.money(m.collected)}`).join(', ')}
              height={280}
            >
              <Bar
                data={{
                  labels: data.byMonth.map((m) => format.month(m.month)),
                  datasets: [
                    {
                      label: t('associationWorkflows.dashboard.dues.collected'),
                      data: data.byMonth.map((m) => m.collected),
                      backgroundColor: theme.palette[0],
                    },
                  ],
                }}
                options={options}
              />
            </ChartFrame>
          )
        }
      </QueryCard>
    </ContributionsFrame>
  );
}

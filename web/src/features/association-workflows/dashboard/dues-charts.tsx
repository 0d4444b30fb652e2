import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import {
  useGetContributionStatisticsQuery,
  useGetDivisionTotalsQuery,
  type GetContributionStatisticsApiResponse,
  type GetDivisionTotalsApiResponse,
} from '../../../api/enhanced/workflows-contributions';
import { ChartFrame, Empty, QueryCard } from '../components/query-card';
import { Bar, Line, useAxisOptions, useChartTheme, withAlpha } from '../lib/chart';
import { shortDivisionName, useFormat } from '../lib/format';

const TOP = 12;

function ByProvince({ totals }: { totals: GetDivisionTotalsApiResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useChartTheme();
  const options = useAxisOptions<'bar'>({ stacked: true, horizontal: true, values: 'money' });
  const provinces = [...totals.provinces].sort((a, b) => b.billed - a.billed).slice(0, TOP);
  if (provinces.length === 0)
    return <Empty text={t('associationWorkflows.dashboard.dues.none', { period: totals.period })} />;
  const labels = provinces.map((p) => shortDivisionName(p.name));
  const summary = provinces
    .map((p, i) => `${labels[i]}: ${format.money(p.collected)} / ${format.money(p.owed)}`)
    .join(', ');
  return (
    <ChartFrame summary={summary} height={340}>
      <Bar
        data={{
          labels,
          datasets: [
            {
              label: t('associationWorkflows.dashboard.dues.collected'),
              data: provinces.map((p) => p.collected),
              backgroundColor: theme.palette[0],
            },
            {
              label: t('associationWorkflows.dashboard.dues.owed'),
              data: provinces.map((p) => p.owed),
              backgroundColor: theme.palette[3],
            },
            {
              label: t('associationWorkflows.dashboard.dues.waived'),
              data: provinces.map((p) => p.waived),
              backgroundColor: theme.palette[6],
            },
          ],
        }}
        options={options}
      />
    </ChartFrame>
  );
}

function ByMonth({ stats }: { stats: GetContributionStatisticsApiResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useChartTheme();
  const options = useAxisOptions<'line'>({ values: 'money' });
  if (stats.byMonth.length === 0)
    return <Empty text={t('associationWorkflows.dashboard.dues.none', { period: stats.period })} />;
  const labels = stats.byMonth.map((m) => format.month(m.month));
  const last = stats.byMonth[stats.byMonth.length - 1]!;
  const summary = t('associationWorkflows.dashboard.dues.monthSummary', {
    collected: format.money(last.cumulative),
    owed: format.money(last.owed),
  });
  return (
    <ChartFrame summary={summary} height={300}>
      <Line
        data={{
          labels,
          datasets: [
            {
              label: t('associationWorkflows.dashboard.dues.cumulative'),
              data: stats.byMonth.map((m) => m.cumulative),
              borderColor: theme.palette[0],
              backgroundColor: withAlpha(theme.palette[0]!, 0.15),
              fill: true,
              tension: 0.3,
            },
            {
              label: t('associationWorkflows.dashboard.dues.owedAtMonthEnd'),
              data: stats.byMonth.map((m) => m.owed),
              borderColor: theme.palette[3],
              tension: 0.3,
            },
          ],
        }}
        options={options}
      />
    </ChartFrame>
  );
}

/** Dues of the period: what each province collected against what is still owed, and how collection went by month. */
export function DuesCharts({ period }: { period: string }) {
  const { t } = useTranslation();
  const totals = useGetDivisionTotalsQuery({ period });
  const stats = useGetContributionStatisticsQuery({ period });
  return (
    <>
      <QueryCard
        title={t('associationWorkflows.dashboard.dues.byProvince', { period })}
        subtitle={t('associationWorkflows.dashboard.dues.byProvinceNote', { count: TOP })}
        query={totals}
        className="aw-span-7"
        actions={
          <Link to={`${paths.associationBranchArrears}?period=${period}`}>
            {t('associationWorkflows.dashboard.dues.perBranch')}
          </Link>
        }
      >
        {(data) => <ByProvince totals={data} />}
      </QueryCard>
      <QueryCard
        title={t('associationWorkflows.dashboard.dues.byMonth', { period })}
        query={stats}
        className="aw-span-5"
      >
        {(data) => <ByMonth stats={data} />}
      </QueryCard>
    </>
  );
}

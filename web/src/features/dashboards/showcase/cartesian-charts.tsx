import { useTranslation } from 'react-i18next';
import {
  useGetCardAnalyticsRevenueQuery,
  useGetCardAnalyticsRevenueReportQuery,
  useGetCardStatisticsOrdersBarChartQuery,
  useGetCardStatisticsProfitLineChartQuery,
} from '../../../api/enhanced/cards';
import { ChartFrame, DashCard } from '../components/card-shell';
import { Bar, Line, Radar } from '../lib/chart-setup';
import { arcOptions, cartesianOptions, radialScale, useChartTheme, withAlpha } from '../lib/chart-theme';
import { combineQueries } from '../lib/combine';
import { useFormat } from '../lib/format';
import { dayLabels, monthLabels, seriesSummary, sum } from '../lib/summary';

/** Line: revenue of this month against last month. */
export function LineShowcase({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = useGetCardAnalyticsRevenueQuery();
  return (
    <DashCard title={t('dashboards.charts.line.title')} subtitle={t('dashboards.charts.line.subtitle')} query={query} className={className}>
      {(d) => {
        const [thisMonth, lastMonth] = [t('dashboards.revenue.thisMonth'), t('dashboards.revenue.lastMonth')];
        return (
          <ChartFrame
            summary={`${seriesSummary(t, f, thisMonth, d.thisMonth)} ${seriesSummary(t, f, lastMonth, d.lastMonth)}`}
            height={300}
          >
            <Line
              data={{
                labels: dayLabels(t, Math.max(d.thisMonth.length, d.lastMonth.length)),
                datasets: [
                  { label: thisMonth, data: d.thisMonth, borderColor: theme.palette[0], backgroundColor: theme.palette[0], tension: 0.3 },
                  { label: lastMonth, data: d.lastMonth, borderColor: theme.palette[2], backgroundColor: theme.palette[2], tension: 0.3 },
                ],
              }}
              options={cartesianOptions<'line'>(theme, {
                legend: true,
                xTitle: t('dashboards.axis.period'),
                yTitle: t('dashboards.axis.revenue'),
              })}
            />
          </ChartFrame>
        );
      }}
    </DashCard>
  );
}

/** Bar: revenue earned and budget of each year offered. */
export function BarShowcase({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = useGetCardAnalyticsRevenueReportQuery();
  return (
    <DashCard title={t('dashboards.charts.bar.title')} subtitle={t('dashboards.charts.bar.subtitle')} query={query} className={className}>
      {(d) => {
        const year = d.years[0] ?? '';
        const [earned, budget] = [t('dashboards.revenueReport.earned'), t('dashboards.revenueReport.budget')];
        return (
          <ChartFrame
            summary={t('dashboards.revenueReport.summary', { earned: f.number(d.price), budget: f.number(d.budget), year })}
            height={300}
          >
            <Bar
              data={{
                labels: [year],
                datasets: [
                  { label: earned, data: [d.price], backgroundColor: theme.palette[0], borderRadius: 6, maxBarThickness: 64 },
                  { label: budget, data: [d.budget], backgroundColor: theme.palette[1], borderRadius: 6, maxBarThickness: 64 },
                ],
              }}
              options={cartesianOptions<'bar'>(theme, {
                legend: true,
                xTitle: t('dashboards.axis.year'),
                yTitle: t('dashboards.axis.amount'),
              })}
            />
          </ChartFrame>
        );
      }}
    </DashCard>
  );
}

/** Radar: the two statistics series with a headline figure, point by point. */
export function RadarShowcase({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = combineQueries(useGetCardStatisticsOrdersBarChartQuery(), useGetCardStatisticsProfitLineChartQuery());
  return (
    <DashCard title={t('dashboards.charts.radar.title')} subtitle={t('dashboards.charts.radar.subtitle')} query={query} className={className}>
      {([orders, profit]) => {
        const series = [
          { name: orders.title, data: orders.series[0]?.data ?? [], color: theme.palette[2]! },
          { name: profit.title, data: profit.series[0]?.data ?? [], color: theme.palette[1]! },
        ];
        return (
          <ChartFrame
            summary={series.map((s) => seriesSummary(t, f, s.name, s.data)).join(' ')}
            height={300}
          >
            <Radar
              data={{
                labels: monthLabels(f.locale, Math.max(...series.map((s) => s.data.length))),
                datasets: series.map((s) => ({
                  label: `${s.name} (${f.number(sum(s.data))})`,
                  data: s.data,
                  borderColor: s.color,
                  backgroundColor: withAlpha(s.color, 0.2),
                  pointBackgroundColor: s.color,
                })),
              }}
              options={{ ...arcOptions<'radar'>(theme, { legend: true }), scales: radialScale(theme) }}
            />
          </ChartFrame>
        );
      }}
    </DashCard>
  );
}

import { useTranslation } from 'react-i18next';
import { useGetCardAnalyticsProductOrdersQuery, useGetCardAnalyticsSessionsDeviceQuery } from '../../../api/enhanced/cards';
import { ChartFrame, DashCard } from '../components/card-shell';
import { Doughnut, PolarArea } from '../lib/chart-setup';
import { arcOptions, radialScale, toneColor, useChartTheme, withAlpha } from '../lib/chart-theme';
import { useFormat } from '../lib/format';
import { partsSummary } from '../lib/summary';

const ORDER_STATES = ['finished', 'pending', 'rejected'] as const;

/** Doughnut: product orders by state. */
export function DoughnutShowcase({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = useGetCardAnalyticsProductOrdersQuery();
  return (
    <DashCard title={t('dashboards.charts.doughnut.title')} subtitle={t('dashboards.charts.doughnut.subtitle')} query={query} className={className}>
      {(d) => {
        const labels = ORDER_STATES.map((s) => t(`dashboards.productOrders.${s}`));
        const values = ORDER_STATES.map((s) => d.chart_info[s]);
        return (
          <ChartFrame
            summary={t('dashboards.charts.doughnut.summary', {
              parts: partsSummary(f, labels.map((l, i) => [l, f.number(values[i]!)])),
            })}
            height={300}
          >
            <Doughnut
              data={{
                labels,
                datasets: [
                  {
                    label: t('dashboards.productOrders.title'),
                    data: values,
                    backgroundColor: [theme.palette[0]!, theme.palette[2]!, theme.palette[3]!],
                    borderColor: theme.surface,
                    borderWidth: 2,
                  },
                ],
              }}
              options={arcOptions<'doughnut'>(theme, { legend: true, cutout: '60%' })}
            />
          </ChartFrame>
        );
      }}
    </DashCard>
  );
}

/** Polar area: share of sessions per device. */
export function PolarAreaShowcase({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = useGetCardAnalyticsSessionsDeviceQuery();
  return (
    <DashCard
      title={t('dashboards.charts.polarArea.title')}
      subtitle={t('dashboards.charts.polarArea.subtitle')}
      query={query}
      className={className}
    >
      {(d) => (
        <ChartFrame
          summary={t('dashboards.charts.polarArea.summary', {
            parts: partsSummary(f, d.chart_info.map((row) => [row.name, f.percent(row.usage)])),
          })}
          height={300}
        >
          <PolarArea
            data={{
              labels: d.chart_info.map((row) => row.name),
              datasets: [
                {
                  label: t('dashboards.sessionsDevice.title'),
                  data: d.chart_info.map((row) => row.usage),
                  backgroundColor: d.chart_info.map((row, i) => withAlpha(toneColor(theme, row.iconColor, i), 0.7)),
                  borderColor: theme.surface,
                },
              ],
            }}
            options={{ ...arcOptions<'polarArea'>(theme, { legend: true }), scales: radialScale(theme) }}
          />
        </ChartFrame>
      )}
    </DashCard>
  );
}

import { useTranslation } from 'react-i18next';
import { useGetCardAnalyticsRevenueQuery } from '../../../api/enhanced/cards';
import { Line } from '../lib/chart-setup';
import { cartesianOptions, useChartTheme, withAlpha } from '../lib/chart-theme';
import { useFormat } from '../lib/format';
import { dayLabels, sum } from '../lib/summary';
import { ChartFrame, DashCard, Figure } from './card-shell';

/** This month's revenue points against last month's, as two lines. */
export function RevenueCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = useGetCardAnalyticsRevenueQuery();
  return (
    <DashCard title={t('dashboards.revenue.title')} query={query} className={className}>
      {(d) => {
        const thisMonth = t('dashboards.revenue.thisMonth');
        const lastMonth = t('dashboards.revenue.lastMonth');
        const [current, previous] = [theme.palette[0]!, theme.palette[4]!];
        return (
          <div className="dash-revenue">
            <div className="dash-figures">
              <Figure label={thisMonth} value={f.money(sum(d.thisMonth))} />
              <Figure label={lastMonth} value={f.money(sum(d.lastMonth))} />
            </div>
            <ChartFrame
              summary={t('dashboards.revenue.summary', {
                thisMonth: f.money(sum(d.thisMonth)),
                lastMonth: f.money(sum(d.lastMonth)),
              })}
              height={260}
            >
              <Line
                data={{
                  labels: dayLabels(t, Math.max(d.thisMonth.length, d.lastMonth.length)),
                  datasets: [
                    {
                      label: thisMonth,
                      data: d.thisMonth,
                      borderColor: current,
                      backgroundColor: withAlpha(current, 0.12),
                      fill: true,
                      tension: 0.35,
                    },
                    {
                      label: lastMonth,
                      data: d.lastMonth,
                      borderColor: previous,
                      backgroundColor: previous,
                      borderDash: [6, 4],
                      tension: 0.35,
                    },
                  ],
                }}
                options={cartesianOptions<'line'>(theme, {
                  legend: true,
                  xTitle: t('dashboards.axis.period'),
                  yTitle: t('dashboards.axis.revenue'),
                })}
              />
            </ChartFrame>
          </div>
        );
      }}
    </DashCard>
  );
}

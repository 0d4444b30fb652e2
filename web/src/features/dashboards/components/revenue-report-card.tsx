import { useTranslation } from 'react-i18next';
import { useGetCardAnalyticsRevenueReportQuery } from '../../../api/enhanced/cards';
import { Bar } from '../lib/chart-setup';
import { cartesianOptions, useChartTheme, withAlpha } from '../lib/chart-theme';
import { shareOf, useFormat } from '../lib/format';
import { ChartFrame, DashCard, Figure, Meter } from './card-shell';

/** Revenue so far against the budget of the current year. */
export function RevenueReportCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = useGetCardAnalyticsRevenueReportQuery();
  const year = query.data?.years[0];
  return (
    <DashCard
      title={t('dashboards.revenueReport.title')}
      subtitle={year ? t('dashboards.revenueReport.year', { year }) : undefined}
      query={query}
      className={className}
    >
      {(d) => {
        const share = shareOf(d.price, d.budget);
        const earned = t('dashboards.revenueReport.earned');
        const budget = t('dashboards.revenueReport.budget');
        return (
          <div className="dash-revenue-report">
            <div className="dash-figures">
              <Figure label={earned} value={f.number(d.price)} />
              <Figure label={budget} value={f.number(d.budget)} />
            </div>
            <ChartFrame
              summary={t('dashboards.revenueReport.summary', {
                earned: f.number(d.price),
                budget: f.number(d.budget),
                year: year ?? '',
              })}
              height={200}
            >
              <Bar
                data={{
                  labels: [earned, budget],
                  datasets: [
                    {
                      label: year ?? t('dashboards.revenueReport.title'),
                      data: [d.price, d.budget],
                      backgroundColor: [theme.palette[0]!, withAlpha(theme.palette[2]!, 0.75)],
                      borderRadius: 6,
                      maxBarThickness: 40,
                    },
                  ],
                }}
                options={cartesianOptions<'bar'>(theme, { horizontal: true, xTitle: t('dashboards.axis.amount') })}
              />
            </ChartFrame>
            <Meter
              label={t('dashboards.revenueReport.ofBudget')}
              value={f.percent(share)}
              percent={share}
            />
          </div>
        );
      }}
    </DashCard>
  );
}

import { useTranslation } from 'react-i18next';
import { useGetCardAnalyticsProductOrdersQuery } from '../../../api/enhanced/cards';
import { Doughnut } from '../lib/chart-setup';
import { arcOptions, useChartTheme } from '../lib/chart-theme';
import { shareOf, useFormat } from '../lib/format';
import { partsSummary, sum } from '../lib/summary';
import { ChartFrame, DashCard } from './card-shell';

const STATES = [
  { key: 'finished', tone: 'primary', color: 0 },
  { key: 'pending', tone: 'warning', color: 2 },
  { key: 'rejected', tone: 'danger', color: 3 },
] as const;

/** Orders finished, pending and rejected, as a doughnut with the total in the middle. */
export function ProductOrdersCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = useGetCardAnalyticsProductOrdersQuery();
  return (
    <DashCard title={t('dashboards.productOrders.title')} subtitle={query.data?.last_days[0]} query={query} className={className}>
      {(d) => {
        const values = STATES.map((s) => d.chart_info[s.key]);
        const total = sum(values);
        const labels = STATES.map((s) => t(`dashboards.productOrders.${s.key}`));
        return (
          <div className="dash-arc-card">
            <ChartFrame
              summary={t('dashboards.productOrders.summary', {
                total: f.number(total),
                parts: partsSummary(f, labels.map((l, i) => [l, f.number(values[i]!)])),
              })}
              height={220}
              center={
                <>
                  <strong>{f.number(total)}</strong>
                  <span>{t('dashboards.productOrders.total')}</span>
                </>
              }
            >
              <Doughnut
                data={{
                  labels,
                  datasets: [
                    {
                      data: values,
                      backgroundColor: STATES.map((s) => theme.palette[s.color]!),
                      borderColor: theme.surface,
                      borderWidth: 2,
                    },
                  ],
                }}
                options={arcOptions<'doughnut'>(theme, { cutout: '72%' })}
              />
            </ChartFrame>
            <ul className="dash-legend" aria-label={t('dashboards.productOrders.title')}>
              {STATES.map((s, i) => (
                <li key={s.key}>
                  <span className={`dash-dot dash-bg-${s.tone}`} aria-hidden />
                  <span className="dash-legend-name">{labels[i]}</span>
                  <strong>{f.number(values[i]!)}</strong>
                  <span className="dash-muted">{f.percent(shareOf(values[i]!, total))}</span>
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </DashCard>
  );
}

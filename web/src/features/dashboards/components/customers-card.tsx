import { useTranslation } from 'react-i18next';
import { useGetCardAnalyticsCustomersQuery } from '../../../api/enhanced/cards';
import { Doughnut } from '../lib/chart-setup';
import { arcOptions, toneColor, useChartTheme } from '../lib/chart-theme';
import { useFormat } from '../lib/format';
import { partsSummary } from '../lib/summary';
import { ChartFrame, DashCard } from './card-shell';

/** Customers by kind (new, renewed, reinstated …), as a pie and a list. */
export function CustomersCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = useGetCardAnalyticsCustomersQuery();
  return (
    <DashCard title={t('dashboards.customers.title')} subtitle={query.data?.last_days[0]} query={query} className={className}>
      {(d) => (
        <div className="dash-arc-card">
          <ChartFrame
            summary={t('dashboards.customers.summary', {
              parts: partsSummary(f, d.listData.map((row) => [row.text, f.number(row.result)])),
            })}
            height={200}
          >
            <Doughnut
              data={{
                labels: d.listData.map((row) => row.text),
                datasets: [
                  {
                    data: d.listData.map((row) => row.result),
                    backgroundColor: d.listData.map((row, i) => toneColor(theme, row.iconColor, i)),
                    borderColor: theme.surface,
                    borderWidth: 2,
                  },
                ],
              }}
              options={arcOptions<'doughnut'>(theme, { cutout: '0%' })}
            />
          </ChartFrame>
          <ul className="dash-legend" aria-label={t('dashboards.customers.title')}>
            {d.listData.map((row) => (
              <li key={row.text}>
                <i className={`${row.icon} dash-tone-${row.iconColor}`} aria-hidden />
                <span className="dash-legend-name">{row.text}</span>
                <strong>{f.number(row.result)}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
    </DashCard>
  );
}

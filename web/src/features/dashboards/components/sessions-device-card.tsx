import { useTranslation } from 'react-i18next';
import { useGetCardAnalyticsSessionsDeviceQuery } from '../../../api/enhanced/cards';
import { Doughnut } from '../lib/chart-setup';
import { arcOptions, toneColor, useChartTheme } from '../lib/chart-theme';
import { useFormat } from '../lib/format';
import { partsSummary } from '../lib/summary';
import { ChartFrame, DashCard } from './card-shell';

/** Share of sessions per device and its change, as a doughnut and a list. */
export function SessionsDeviceCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = useGetCardAnalyticsSessionsDeviceQuery();
  return (
    <DashCard title={t('dashboards.sessionsDevice.title')} subtitle={query.data?.last_days[0]} query={query} className={className}>
      {(d) => (
        <div className="dash-arc-card">
          <ChartFrame
            summary={t('dashboards.sessionsDevice.summary', {
              parts: partsSummary(f, d.chart_info.map((row) => [row.name, f.percent(row.usage)])),
            })}
            height={200}
          >
            <Doughnut
              data={{
                labels: d.chart_info.map((row) => row.name),
                datasets: [
                  {
                    data: d.chart_info.map((row) => row.usage),
                    backgroundColor: d.chart_info.map((row, i) => toneColor(theme, row.iconColor, i)),
                    borderColor: theme.surface,
                    borderWidth: 2,
                  },
                ],
              }}
              options={arcOptions<'doughnut'>(theme, { cutout: '65%' })}
            />
          </ChartFrame>
          <ul className="dash-legend" aria-label={t('dashboards.sessionsDevice.title')}>
            {d.chart_info.map((row) => (
              <li key={row.name}>
                <i className={`${row.icon} dash-tone-${row.iconColor}`} aria-hidden />
                <span className="dash-legend-name">{row.name}</span>
                <span className="dash-legend-values">
                  <strong>{f.percent(row.usage)}</strong>
                  <span className={`dash-change ${row.upDown < 0 ? 'dash-down' : 'dash-up'}`}>
                    <i className={`pi ${row.upDown < 0 ? 'pi-arrow-down' : 'pi-arrow-up'}`} aria-hidden />
                    {t('dashboards.sessionsDevice.change', { value: f.signedNumber(row.upDown) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </DashCard>
  );
}

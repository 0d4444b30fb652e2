import { useTranslation } from 'react-i18next';
import { useGetCardAnalyticsAvgSessionsQuery } from '../../../api/enhanced/cards';
import { Bar } from '../lib/chart-setup';
import { cartesianOptions, useChartTheme, withAlpha } from '../lib/chart-theme';
import { shareOf, useFormat } from '../lib/format';
import { ChartFrame, DashCard, Figure, Meter } from './card-shell';

/** Sessions with growth, a sessions-against-goal bar chart, goal and retention bars, users and duration. */
export function AvgSessionsCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = useGetCardAnalyticsAvgSessionsQuery();
  return (
    <DashCard title={t('dashboards.avgSessions.title')} subtitle={query.data?.last_days[0]} query={query} className={className}>
      {(d) => {
        const labels = [t('dashboards.avgSessions.sessions'), t('dashboards.avgSessions.goal')];
        const brand = theme.palette[0]!;
        return (
          <div className="dash-sessions">
            <div className="dash-sessions-head">
              <Figure label={t('dashboards.avgSessions.sessions')} value={f.number(d.sessions)} />
              <p className={`dash-change ${d.growth < 0 ? 'dash-down' : 'dash-up'}`}>
                <i className={`pi ${d.growth < 0 ? 'pi-arrow-down' : 'pi-arrow-up'}`} aria-hidden />
                {t('dashboards.avgSessions.growth', { value: f.signedPercent(d.growth) })}
              </p>
            </div>
            <ChartFrame
              summary={t('dashboards.avgSessions.summary', { sessions: f.number(d.sessions), goal: f.number(d.goal) })}
              height={180}
            >
              <Bar
                data={{
                  labels,
                  datasets: [
                    {
                      label: t('dashboards.avgSessions.title'),
                      data: [d.sessions, d.goal],
                      backgroundColor: [brand, withAlpha(brand, 0.3)],
                      borderRadius: 6,
                      maxBarThickness: 48,
                    },
                  ],
                }}
                options={cartesianOptions<'bar'>(theme, { yTitle: t('dashboards.axis.sessions') })}
              />
            </ChartFrame>
            <div className="dash-meters">
              <Meter
                label={t('dashboards.avgSessions.goalReached')}
                value={f.percent(shareOf(d.sessions, d.goal))}
                percent={shareOf(d.sessions, d.goal)}
              />
              <Meter
                label={t('dashboards.avgSessions.retention')}
                value={f.percent(d.retention)}
                percent={d.retention}
                tone="warning"
              />
              <Figure label={t('dashboards.avgSessions.users')} value={f.number(d.users)} />
              <Figure label={t('dashboards.avgSessions.duration')} value={f.minutes(d.duration)} />
            </div>
          </div>
        );
      }}
    </DashCard>
  );
}

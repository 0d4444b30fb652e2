import { useTranslation } from 'react-i18next';
import { useGetCardAnalyticsSupportTrackerQuery } from '../../../api/enhanced/cards';
import { useChartTheme } from '../lib/chart-theme';
import { shareOf, useFormat } from '../lib/format';
import { DashCard } from './card-shell';
import { Gauge } from './gauge';

/** Help desk tickets: total, completion gauge, new and open tickets, response time. */
export function SupportTrackerCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = useGetCardAnalyticsSupportTrackerQuery();
  return (
    <DashCard
      title={query.data?.title ?? t('dashboards.supportTracker.title')}
      subtitle={query.data?.last_days[0]}
      query={query}
      className={className}
    >
      {(d) => {
        const completed = Math.max(0, d.totalTicket - d.openTicket);
        const percent = shareOf(completed, d.totalTicket);
        const summary = t('dashboards.supportTracker.summary', {
          percent: f.percent(percent),
          total: f.number(d.totalTicket),
          open: f.number(d.openTicket),
          new: f.number(d.newTicket),
        });
        return (
          <div className="dash-support">
            <div className="dash-figure dash-figure-large">
              <span className="dash-figure-value">{f.number(d.totalTicket)}</span>
              <span className="dash-figure-label">{t('dashboards.supportTracker.total')}</span>
            </div>
            <Gauge
              theme={theme}
              percent={percent}
              value={f.percent(percent)}
              caption={t('dashboards.supportTracker.completed')}
              labels={[t('dashboards.supportTracker.completed'), t('dashboards.supportTracker.open')]}
              summary={summary}
            />
            <dl className="dash-stats">
              <div>
                <dt>{t('dashboards.supportTracker.new')}</dt>
                <dd>{f.number(d.newTicket)}</dd>
              </div>
              <div>
                <dt>{t('dashboards.supportTracker.open')}</dt>
                <dd>{f.number(d.openTicket)}</dd>
              </div>
              <div>
                <dt>{t('dashboards.supportTracker.responseTime')}</dt>
                <dd>{f.days(d.responseTime)}</dd>
              </div>
            </dl>
          </div>
        );
      }}
    </DashCard>
  );
}

import { useTranslation } from 'react-i18next';
import { useGetCardAnalyticsGoalOverviewQuery } from '../../../api/enhanced/cards';
import { useChartTheme } from '../lib/chart-theme';
import { shareOf, useFormat } from '../lib/format';
import { DashCard } from './card-shell';
import { Gauge } from './gauge';

/** Goals completed against goals still in progress, as a completion gauge. */
export function GoalOverviewCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = useGetCardAnalyticsGoalOverviewQuery();
  return (
    <DashCard title={t('dashboards.goalOverview.title')} query={query} className={className}>
      {(d) => {
        const percent = shareOf(d.completed, d.completed + d.inProgress);
        const completed = t('dashboards.goalOverview.completed');
        const inProgress = t('dashboards.goalOverview.inProgress');
        return (
          <div className="dash-goal">
            <Gauge
              theme={theme}
              percent={percent}
              value={f.percent(percent)}
              caption={completed}
              labels={[completed, inProgress]}
              color={theme.palette[5]}
              summary={t('dashboards.goalOverview.summary', {
                percent: f.percent(percent),
                completed: f.number(d.completed),
                inProgress: f.number(d.inProgress),
              })}
            />
            <dl className="dash-stats dash-stats-split">
              <div>
                <dt>{completed}</dt>
                <dd>{f.number(d.completed)}</dd>
              </div>
              <div>
                <dt>{inProgress}</dt>
                <dd>{f.number(d.inProgress)}</dd>
              </div>
            </dl>
          </div>
        );
      }}
    </DashCard>
  );
}

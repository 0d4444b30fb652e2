import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useGetMitigationStatisticsQuery } from '../../../api/enhanced/workflows-overview';
import { ChartFrame, QueryCard } from '../components/query-card';
import { Line, useAxisOptions, useChartTheme } from '../lib/chart';
import { useFormat } from '../lib/format';

const KINDS = ['survivors', 'deaths', 'vaccinations'] as const;
const ICONS = { survivors: 'pi pi-heart', deaths: 'pi pi-minus-circle', vaccinations: 'pi pi-shield' };
const COLOUR = { survivors: 5, deaths: 3, vaccinations: 1 };

/** Mitigation counts: all recorded, and how many in the last 24 months. */
export function MitigationCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const stats = useGetMitigationStatisticsQuery();
  const theme = useChartTheme();
  const options = useAxisOptions<'line'>({ values: 'count' });
  return (
    <QueryCard
      title={t('associationWorkflows.dashboard.mitigation.title')}
      query={stats}
      className="aw-span-12"
      actions={
        <Link to={paths.associationMitigationCharts}>{t('associationWorkflows.dashboard.mitigation.charts')}</Link>
      }
    >
      {(data) => (
        <div className="aw-mitigation">
          <ul className="aw-figures">
            {KINDS.map((kind) => {
              const all = data[kind].byProvince.reduce((sum, p) => sum + p.count, 0);
              const recent = data[kind].byMonth.reduce((sum, m) => sum + m.count, 0);
              return (
                <li key={kind} data-kind={kind}>
                  <i className={`${ICONS[kind]} aw-figure-icon`} aria-hidden />
                  <span className="aw-figure-label">{t(`associationWorkflows.mitigation.kinds.${kind}`)}</span>
                  <span className="aw-figure-value">{format.number(all)}</span>
                  <span className="aw-figure-note">
                    {t('associationWorkflows.dashboard.mitigation.recent', { count: format.number(recent) })}
                  </span>
                </li>
              );
            })}
          </ul>
          <ChartFrame summary={t('associationWorkflows.dashboard.mitigation.trend')} height={190}>
            <Line
              data={{
                labels: data.survivors.byMonth.map((m) => format.month(m.month)),
                datasets: KINDS.map((kind) => ({
                  label: t(`associationWorkflows.mitigation.kinds.${kind}`),
                  data: data[kind].byMonth.map((m) => m.count),
                  borderColor: theme.palette[COLOUR[kind]],
                  backgroundColor: theme.palette[COLOUR[kind]],
                  pointRadius: 0,
                  tension: 0.3,
                })),
              }}
              options={options}
            />
          </ChartFrame>
        </div>
      )}
    </QueryCard>
  );
}

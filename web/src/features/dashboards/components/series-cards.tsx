import { useTranslation } from 'react-i18next';
import {
  useGetCardStatisticsActiveUsersQuery,
  useGetCardStatisticsNewsletterQuery,
  useGetCardStatisticsSiteTrafficQuery,
} from '../../../api/enhanced/cards';
import { useFormat } from '../lib/format';
import { sum } from '../lib/summary';
import { DashCard, Figure, type CardQuery } from './card-shell';
import { SeriesChart, type Series } from './series-chart';

/** A card of one or more plain series: latest value, total and the chart with axes. */
function SeriesCard({
  query,
  title,
  kind,
  color,
  className,
}: {
  query: CardQuery<{ series: Series[] }>;
  title: string;
  kind: 'line' | 'area' | 'bar';
  color: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const first = query.data?.series[0];
  return (
    <DashCard title={title} subtitle={first?.name} query={query} className={className}>
      {(d) => {
        const data = d.series[0]?.data ?? [];
        return (
          <>
            <div className="dash-figures">
              <Figure label={t('dashboards.statistics.latest')} value={data.length ? f.number(data[data.length - 1]!) : '—'} />
              <Figure label={t('dashboards.statistics.total')} value={f.number(sum(data))} />
            </div>
            <SeriesChart series={d.series} kind={kind} color={color} height={180} />
          </>
        );
      }}
    </DashCard>
  );
}

export function SiteTrafficCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const query = useGetCardStatisticsSiteTrafficQuery();
  return <SeriesCard query={query} title={t('dashboards.statistics.siteTraffic')} kind="area" color={1} className={className} />;
}

export function ActiveUsersCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const query = useGetCardStatisticsActiveUsersQuery();
  return <SeriesCard query={query} title={t('dashboards.statistics.activeUsers')} kind="bar" color={0} className={className} />;
}

export function NewsletterCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const query = useGetCardStatisticsNewsletterQuery();
  return <SeriesCard query={query} title={t('dashboards.statistics.newsletter')} kind="line" color={4} className={className} />;
}

import { useTranslation } from 'react-i18next';
import {
  useGetCardStatisticsOrdersBarChartQuery,
  useGetCardStatisticsOrdersQuery,
  useGetCardStatisticsProfitLineChartQuery,
  useGetCardStatisticsRevenueQuery,
  useGetCardStatisticsSalesQuery,
  useGetCardStatisticsSubscribersQuery,
} from '../../../api/enhanced/cards';
import { useFormat } from '../lib/format';
import { DashCard, type CardQuery } from './card-shell';
import { SeriesChart, type Series } from './series-chart';

interface CardProps {
  className?: string;
}

/** A statistics card whose title and headline figure come from the API (orders bar chart, profit line chart). */
function TitledStatCard({
  query,
  fallbackTitle,
  kind,
  color,
  className,
}: {
  query: CardQuery<{ title: string; statistics: number; series: Series[] }>;
  fallbackTitle: string;
  kind: 'bar' | 'line';
  color: number;
  className?: string;
}) {
  const f = useFormat();
  return (
    <DashCard title={query.data?.title ?? fallbackTitle} query={query} className={`dash-stat ${className ?? ''}`}>
      {(d) => (
        <>
          <p className="dash-stat-value">{f.number(d.statistics)}</p>
          <SeriesChart series={d.series} kind={kind} color={color} height={90} sparkline />
        </>
      )}
    </DashCard>
  );
}

export function OrdersBarChartCard({ className }: CardProps) {
  const { t } = useTranslation();
  const query = useGetCardStatisticsOrdersBarChartQuery();
  return (
    <TitledStatCard
      query={query}
      fallbackTitle={t('dashboards.statistics.ordersBarChart')}
      kind="bar"
      color={2}
      className={className}
    />
  );
}

export function ProfitLineChartCard({ className }: CardProps) {
  const { t } = useTranslation();
  const query = useGetCardStatisticsProfitLineChartQuery();
  return (
    <TitledStatCard
      query={query}
      fallbackTitle={t('dashboards.statistics.profitLineChart')}
      kind="line"
      color={1}
      className={className}
    />
  );
}

/** A statistics card with an icon, a headline figure from analyticsData and an area chart. */
function FigureStatCard({
  query,
  title,
  icon,
  tone,
  figure,
  color,
  className,
}: {
  query: CardQuery<{ series: Series[] }>;
  title: string;
  icon: string;
  tone: string;
  figure: number | undefined;
  color: number;
  className?: string;
}) {
  const f = useFormat();
  return (
    <DashCard
      title={title}
      query={query}
      skeleton="figure"
      className={`dash-stat ${className ?? ''}`}
      aside={() => (
        <span className={`dash-avatar dash-tone-${tone}`} aria-hidden>
          <i className={icon} />
        </span>
      )}
    >
      {(d) => (
        <>
          <p className="dash-stat-value">{figure === undefined ? '—' : f.number(figure)}</p>
          <SeriesChart series={d.series} kind="area" color={color} height={90} sparkline />
        </>
      )}
    </DashCard>
  );
}

export function SubscribersCard({ className }: CardProps) {
  const { t } = useTranslation();
  const query = useGetCardStatisticsSubscribersQuery();
  return (
    <FigureStatCard
      query={query}
      title={t('dashboards.statistics.subscribers')}
      icon="pi pi-users"
      tone="primary"
      figure={query.data?.analyticsData.subscribers}
      color={0}
      className={className}
    />
  );
}

export function RevenueStatCard({ className }: CardProps) {
  const { t } = useTranslation();
  const query = useGetCardStatisticsRevenueQuery();
  return (
    <FigureStatCard
      query={query}
      title={t('dashboards.statistics.revenue')}
      icon="pi pi-wallet"
      tone="success"
      figure={query.data?.analyticsData.revenue}
      color={5}
      className={className}
    />
  );
}

export function SalesCard({ className }: CardProps) {
  const { t } = useTranslation();
  const query = useGetCardStatisticsSalesQuery();
  return (
    <FigureStatCard
      query={query}
      title={t('dashboards.statistics.sales')}
      icon="pi pi-shopping-cart"
      tone="danger"
      figure={query.data?.analyticsData.sales}
      color={3}
      className={className}
    />
  );
}

export function OrdersCard({ className }: CardProps) {
  const { t } = useTranslation();
  const query = useGetCardStatisticsOrdersQuery();
  return (
    <FigureStatCard
      query={query}
      title={t('dashboards.statistics.orders')}
      icon="pi pi-box"
      tone="warning"
      figure={query.data?.analyticsData.orders}
      color={2}
      className={className}
    />
  );
}

import { useTranslation } from 'react-i18next';
import {
  useGetCardStatisticsActiveUsersQuery,
  useGetCardStatisticsNewsletterQuery,
  useGetCardStatisticsOrdersQuery,
  useGetCardStatisticsSalesQuery,
  useGetCardStatisticsSiteTrafficQuery,
} from '../../../api/enhanced/cards';
import { ChartFrame, DashCard } from '../components/card-shell';
import { Bubble, Scatter } from '../lib/chart-setup';
import { cartesianOptions, useChartTheme, withAlpha } from '../lib/chart-theme';
import { combineQueries } from '../lib/combine';
import { useFormat } from '../lib/format';

const firstData = (card: { series: { data: number[] }[] }) => card.series[0]?.data ?? [];

/** Pairs up two series point by point (as many points as the shorter one has). */
function zip(xs: number[], ys: number[]) {
  return xs.slice(0, Math.min(xs.length, ys.length)).map((x, i) => ({ x, y: ys[i]! }));
}

/** Bubble: per point, page views (x) against active users (y), sized by newsletter opens. */
export function BubbleShowcase({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = combineQueries(
    useGetCardStatisticsSiteTrafficQuery(),
    useGetCardStatisticsActiveUsersQuery(),
    useGetCardStatisticsNewsletterQuery(),
  );
  return (
    <DashCard title={t('dashboards.charts.bubble.title')} subtitle={t('dashboards.charts.bubble.subtitle')} query={query} className={className}>
      {([traffic, users, newsletter]) => {
        const opens = firstData(newsletter);
        const maxOpens = Math.max(1, ...opens);
        const points = zip(firstData(traffic), firstData(users)).map((p, i) => ({
          ...p,
          r: 4 + ((opens[i] ?? 0) / maxOpens) * 14,
        }));
        const color = theme.palette[4]!;
        return (
          <ChartFrame
            summary={t('dashboards.charts.bubble.summary', {
              points: f.number(points.length),
              maxX: f.number(Math.max(0, ...points.map((p) => p.x))),
              maxY: f.number(Math.max(0, ...points.map((p) => p.y))),
            })}
            height={300}
          >
            <Bubble
              data={{
                datasets: [
                  {
                    label: t('dashboards.charts.bubble.dataset'),
                    data: points,
                    backgroundColor: withAlpha(color, 0.45),
                    borderColor: color,
                  },
                ],
              }}
              options={cartesianOptions<'bubble'>(theme, {
                legend: true,
                xTitle: t('dashboards.statistics.siteTraffic'),
                yTitle: t('dashboards.statistics.activeUsers'),
              })}
            />
          </ChartFrame>
        );
      }}
    </DashCard>
  );
}

/** Scatter: per point, sales (x) against orders (y). */
export function ScatterShowcase({ className }: { className?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const query = combineQueries(useGetCardStatisticsSalesQuery(), useGetCardStatisticsOrdersQuery());
  return (
    <DashCard title={t('dashboards.charts.scatter.title')} subtitle={t('dashboards.charts.scatter.subtitle')} query={query} className={className}>
      {([sales, orders]) => {
        const points = zip(firstData(sales), firstData(orders));
        const color = theme.palette[3]!;
        return (
          <ChartFrame
            summary={t('dashboards.charts.scatter.summary', {
              points: f.number(points.length),
              maxX: f.number(Math.max(0, ...points.map((p) => p.x))),
              maxY: f.number(Math.max(0, ...points.map((p) => p.y))),
            })}
            height={300}
          >
            <Scatter
              data={{
                datasets: [
                  {
                    label: t('dashboards.charts.scatter.dataset'),
                    data: points,
                    backgroundColor: color,
                    borderColor: color,
                    pointRadius: 6,
                    pointHoverRadius: 8,
                  },
                ],
              }}
              options={cartesianOptions<'scatter'>(theme, {
                legend: true,
                xTitle: t('dashboards.statistics.sales'),
                yTitle: t('dashboards.statistics.orders'),
              })}
            />
          </ChartFrame>
        );
      }}
    </DashCard>
  );
}

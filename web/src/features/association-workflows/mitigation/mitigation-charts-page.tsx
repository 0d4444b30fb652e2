import { useTranslation } from 'react-i18next';
import {
  useGetMitigationStatisticsQuery,
  type GetMitigationStatisticsApiResponse,
} from '../../../api/enhanced/workflows-overview';
import { PageHeader } from '../components/page-header';
import { ChartFrame, Empty, QueryCard } from '../components/query-card';
import { Bar, useAxisOptions, useChartTheme } from '../lib/chart';
import { shortDivisionName, useFormat } from '../lib/format';
import '../association-workflows.css';

const KINDS = ['survivors', 'deaths', 'vaccinations'] as const;
type Kind = (typeof KINDS)[number];
const COLOUR: Record<Kind, number> = { survivors: 5, deaths: 3, vaccinations: 1 };
const TOP = 10;

function KindCharts({ kind, counts }: { kind: Kind; counts: GetMitigationStatisticsApiResponse[Kind] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useChartTheme();
  const monthly = useAxisOptions<'bar'>({ legend: false, values: 'count' });
  const provinces = useAxisOptions<'bar'>({ legend: false, horizontal: true, values: 'count' });
  const label = t(`associationWorkflows.mitigation.kinds.${kind}`);
  const colour = theme.palette[COLOUR[kind]];
  const all = counts.byProvince.reduce((sum, p) => sum + p.count, 0);
  const recent = counts.byMonth.reduce((sum, m) => sum + m.count, 0);
  const top = counts.byProvince.slice(0, TOP);
  return (
    <>
      <dl className="aw-totals">
        <div data-total={`${kind}-all`}>
          <dt>{t('associationWorkflows.mitigation.allTime')}</dt>
          <dd>{format.number(all)}</dd>
        </div>
        <div data-total={`${kind}-recent`}>
          <dt>{t('associationWorkflows.mitigation.last24')}</dt>
          <dd>{format.number(recent)}</dd>
        </div>
      </dl>
      <div className="aw-two">
        <div>
          <h3 className="aw-subtitle">{t('associationWorkflows.mitigation.byMonth')}</h3>
          <ChartFrame
            summary={counts.byMonth.map((m) => `${format.month(m.month)}: ${m.count}`).join(', ')}
            height={240}
          >
            <Bar
              data={{
                labels: counts.byMonth.map((m) => format.month(m.month)),
                datasets: [{ label, data: counts.byMonth.map((m) => m.count), backgroundColor: colour }],
              }}
              options={monthly}
            />
          </ChartFrame>
        </div>
        <div>
          <h3 className="aw-subtitle">{t('associationWorkflows.mitigation.byProvince', { count: TOP })}</h3>
          {top.length === 0 ? (
            <Empty text={t('associationWorkflows.mitigation.none')} />
          ) : (
            <ChartFrame
              summary={top.map((p) => `${shortDivisionName(p.provinceName)}: ${p.count}`).join(', ')}
              height={240}
            >
              <Bar
                data={{
                  labels: top.map((p) => shortDivisionName(p.provinceName)),
                  datasets: [{ label, data: top.map((p) => p.count), backgroundColor: colour }],
                }}
                options={provinces}
              />
            </ChartFrame>
          )}
        </div>
      </div>
    </>
  );
}

/** Survivors, deaths and vaccinations of members: per month over two years and per province. */
export default function MitigationChartsPage() {
  const { t } = useTranslation();
  const stats = useGetMitigationStatisticsQuery();
  return (
    <div className="aw-page">
      <PageHeader
        title={t('associationWorkflows.mitigation.title')}
        subtitle={t('associationWorkflows.mitigation.subtitle')}
      />
      {KINDS.map((kind) => (
        <QueryCard key={kind} title={t(`associationWorkflows.mitigation.kinds.${kind}`)} query={stats}>
          {(data) => <KindCharts kind={kind} counts={data[kind]} />}
        </QueryCard>
      ))}
    </div>
  );
}

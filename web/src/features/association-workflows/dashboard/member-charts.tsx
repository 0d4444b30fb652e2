import { useTranslation } from 'react-i18next';
import {
  useGetMemberStatisticsQuery,
  type GetMemberStatisticsApiResponse,
} from '../../../api/enhanced/workflows-members';
import { ChartFrame, QueryCard } from '../components/query-card';
import { Bar, Doughnut, useAxisOptions, useChartTheme, useDoughnutOptions } from '../lib/chart';
import { shortDivisionName, useFormat } from '../lib/format';
import { MEMBER_STATUSES, type MemberStatus } from '../lib/lifecycle';

/** Statuses grouped for the province bars: the five groups staff look at, the rest summed as "other". */
const GROUPS: { key: string; statuses: MemberStatus[]; colour: number }[] = [
  { key: 'active', statuses: ['active', 'honorary'], colour: 5 },
  { key: 'in_arrears', statuses: ['in_arrears'], colour: 2 },
  { key: 'joining', statuses: ['applicant', 'verified'], colour: 1 },
  { key: 'lapsed', statuses: ['lapsed'], colour: 3 },
  { key: 'other', statuses: ['transferred', 'deceased', 'dismissed'], colour: 6 },
];

/** Each status in the colour of its meaning: green active, amber behind, red lapsed, blue joining, grey gone. */
const STATUS_COLOUR: Record<MemberStatus, number> = {
  applicant: 1,
  verified: 0,
  active: 5,
  in_arrears: 2,
  lapsed: 3,
  transferred: 4,
  deceased: 6,
  honorary: 7,
  dismissed: 8,
};

function ByStatus({ stats }: { stats: GetMemberStatisticsApiResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useChartTheme();
  const options = useDoughnutOptions();
  const statuses = MEMBER_STATUSES.filter((s) => stats.byStatus[s] > 0);
  const labels = statuses.map((s) => t(`associationWorkflows.status.member.${s}`));
  const summary = statuses.map((s, i) => `${labels[i]}: ${format.number(stats.byStatus[s])}`).join(', ');
  return (
    <ChartFrame summary={summary} height={260}>
      <Doughnut
        data={{
          labels,
          datasets: [
            {
              label: t('associationWorkflows.dashboard.members.count'),
              data: statuses.map((s) => stats.byStatus[s]),
              backgroundColor: statuses.map((s) => theme.palette[STATUS_COLOUR[s]]),
              borderWidth: 0,
            },
          ],
        }}
        options={options}
      />
    </ChartFrame>
  );
}

function ByProvince({ stats }: { stats: GetMemberStatisticsApiResponse }) {
  const { t } = useTranslation();
  const theme = useChartTheme();
  const options = useAxisOptions<'bar'>({ stacked: true, horizontal: true, values: 'count' });
  const labels = stats.byProvince.map((p) => shortDivisionName(p.provinceName));
  const datasets = GROUPS.map((group) => ({
    label: t(`associationWorkflows.dashboard.members.groups.${group.key}`),
    data: stats.byProvince.map((p) => group.statuses.reduce((sum, s) => sum + p.byStatus[s], 0)),
    backgroundColor: theme.palette[group.colour],
  }));
  const summary = stats.byProvince.map((p, i) => `${labels[i]}: ${p.total}`).join(', ');
  return (
    <ChartFrame summary={summary} height={320}>
      <Bar data={{ labels, datasets }} options={options} />
    </ChartFrame>
  );
}

export function MemberCharts() {
  const { t } = useTranslation();
  const stats = useGetMemberStatisticsQuery();
  return (
    <>
      <QueryCard title={t('associationWorkflows.dashboard.members.byStatus')} query={stats} className="aw-span-5">
        {(data) => <ByStatus stats={data} />}
      </QueryCard>
      <QueryCard
        title={t('associationWorkflows.dashboard.members.byProvince')}
        subtitle={t('associationWorkflows.dashboard.members.byProvinceNote')}
        query={stats}
        className="aw-span-7"
      >
        {(data) => <ByProvince stats={data} />}
      </QueryCard>
    </>
  );
}

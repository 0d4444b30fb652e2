import { useTranslation } from 'react-i18next';
import type { GetMailStatisticsApiResponse } from '../../../api/enhanced/correspondence-mails';
import { Bar, Doughnut, useBarOptions, useChartTheme, useDoughnutOptions } from '../lib/chart';
import { MAIL_STATUSES } from '../mails/options';

function ChartCard({ id, title, empty, height = 280, children }: { id: string; title: string; empty: boolean; height?: number; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="ac-card card-surface ac-chart-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? (
        <p className="muted ac-chart-empty">{t('associationCorrespondence.statistics.noData')}</p>
      ) : (
        <div className="ac-chart" style={{ blockSize: height }}>
          {children}
        </div>
      )}
    </section>
  );
}

/** The year's letters by month, status and category, and the senders who wrote most. */
export function StatisticsCharts({ statistics }: { statistics: GetMailStatisticsApiResponse }) {
  const { t, i18n } = useTranslation();
  const theme = useChartTheme();
  const bars = useBarOptions();
  const horizontalBars = useBarOptions(true);
  const doughnut = useDoughnutOptions();
  const k = 'associationCorrespondence';
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const statusCounts = MAIL_STATUSES.map((s) => statistics.byStatus[s]);
  const label = t(`${k}.statistics.letters`);

  return (
    <div className="ac-chart-grid">
      <ChartCard id="chart-month" title={t(`${k}.statistics.byMonth`)} empty={statistics.total === 0}>
        <Bar
          aria-label={t(`${k}.statistics.byMonth`)}
          options={bars}
          data={{
            labels: statistics.byMonth.map((m) => monthName.format(new Date(`${m.month}-01T00:00:00Z`))),
            datasets: [{ label, data: statistics.byMonth.map((m) => m.count), backgroundColor: theme.palette[0], borderRadius: 4, maxBarThickness: 36 }],
          }}
        />
      </ChartCard>
      <ChartCard id="chart-status" title={t(`${k}.statistics.byStatus`)} empty={statusCounts.every((n) => n === 0)}>
        <Doughnut
          aria-label={t(`${k}.statistics.byStatus`)}
          options={doughnut}
          data={{
            labels: MAIL_STATUSES.map((s) => t(`${k}.mailStatus.${s}`)),
            datasets: [{ label, data: statusCounts, backgroundColor: [theme.palette[1], theme.palette[2], theme.palette[4], theme.palette[5], theme.palette[6]] }],
          }}
        />
      </ChartCard>
      <ChartCard id="chart-category" title={t(`${k}.statistics.byCategory`)} empty={statistics.byCategory.every((c) => c.count === 0)}>
        <Bar
          aria-label={t(`${k}.statistics.byCategory`)}
          options={horizontalBars}
          data={{
            labels: statistics.byCategory.map((c) => t(`${k}.mailCategory.${c.category}`)),
            datasets: [{ label, data: statistics.byCategory.map((c) => c.count), backgroundColor: theme.palette[1], borderRadius: 4, maxBarThickness: 22 }],
          }}
        />
      </ChartCard>
      <ChartCard id="chart-senders" title={t(`${k}.statistics.topSenders`)} empty={statistics.topSenders.length === 0} height={320}>
        <Bar
          aria-label={t(`${k}.statistics.topSenders`)}
          options={horizontalBars}
          data={{
            labels: statistics.topSenders.map((s) => (s.sender.length > 38 ? `${s.sender.slice(0, 36)}…` : s.sender)),
            datasets: [{ label, data: statistics.topSenders.map((s) => s.count), backgroundColor: theme.palette[2], borderRadius: 4, maxBarThickness: 22 }],
          }}
        />
      </ChartCard>
    </div>
  );
}

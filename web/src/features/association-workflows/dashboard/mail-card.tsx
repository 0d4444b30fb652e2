import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useGetMailStatisticsQuery } from '../../../api/enhanced/correspondence-mails';
import { ChartFrame, QueryCard } from '../components/query-card';
import { StatusTag } from '../components/status-tag';
import { Bar, useAxisOptions, useChartTheme } from '../lib/chart';
import { useFormat } from '../lib/format';

const STATUSES = ['received', 'dispositioned', 'in_progress', 'done', 'archived'] as const;

/** Incoming mail (Surat Masuk): letters received in the year, the pending workload and what is overdue. */
export function MailCard({ year }: { year: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useChartTheme();
  const options = useAxisOptions<'bar'>({ legend: false, values: 'count' });
  const stats = useGetMailStatisticsQuery({ year: Number(year) });
  return (
    <QueryCard
      title={t('associationWorkflows.dashboard.mail.title')}
      query={stats}
      className="aw-span-5"
      actions={
        <>
          <Link to={paths.associationMails}>{t('associationWorkflows.dashboard.mail.open')}</Link>
          <Link to={paths.associationMailStatistics}>{t('associationWorkflows.dashboard.mail.statistics')}</Link>
        </>
      }
    >
      {(data) => (
        <>
          <ul className="aw-figures">
            <li data-mail="received">
              <i className="pi pi-inbox aw-figure-icon" aria-hidden />
              <span className="aw-figure-label">
                {t('associationWorkflows.dashboard.mail.received', { year: data.year })}
              </span>
              <span className="aw-figure-value">{format.number(data.total)}</span>
            </li>
            <li data-mail="pending">
              <i className="pi pi-clock aw-figure-icon" aria-hidden />
              <span className="aw-figure-label">{t('associationWorkflows.dashboard.mail.pending')}</span>
              <span className="aw-figure-value">{format.number(data.pending)}</span>
            </li>
            <li data-mail="overdue">
              <i className="pi pi-exclamation-triangle aw-figure-icon" aria-hidden />
              <span className="aw-figure-label">{t('associationWorkflows.dashboard.mail.overdue')}</span>
              <span className={`aw-figure-value ${data.overdue > 0 ? 'aw-text-danger' : ''}`}>
                {format.number(data.overdue)}
              </span>
            </li>
          </ul>
          <ul className="aw-chips aw-chips-small" aria-label={t('associationWorkflows.dashboard.mail.byStatus')}>
            {STATUSES.map((s) => (
              <li key={s}>
                <StatusTag group="mail" status={s} /> {format.number(data.byStatus[s])}
              </li>
            ))}
          </ul>
          <ChartFrame summary={data.byMonth.map((m) => `${format.month(m.month)}: ${m.count}`).join(', ')} height={150}>
            <Bar
              data={{
                labels: data.byMonth.map((m) => format.month(m.month)),
                datasets: [
                  {
                    label: t('associationWorkflows.dashboard.mail.perMonth'),
                    data: data.byMonth.map((m) => m.count),
                    backgroundColor: theme.palette[1],
                  },
                ],
              }}
              options={options}
            />
          </ChartFrame>
        </>
      )}
    </QueryCard>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useListVerificationsQuery } from '../../../api/enhanced/workflows-verifications';
import { Empty, QueryCard } from '../components/query-card';
import { useFormat } from '../lib/format';

/** The requests that have waited longest for a decision, each opening in the verification queue. */
export function QueueCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const queue = useListVerificationsQuery({ status: 'pending', sort: 'submittedAt:asc', perPage: 5 });
  return (
    <QueryCard
      title={t('associationWorkflows.dashboard.queue.title')}
      subtitle={t('associationWorkflows.dashboard.queue.subtitle')}
      query={queue}
      className="aw-span-7"
      actions={<Link to={paths.associationVerifications}>{t('associationWorkflows.dashboard.queue.open')}</Link>}
    >
      {(data) =>
        data.data.length === 0 ? (
          <Empty text={t('associationWorkflows.verifications.empty')} />
        ) : (
          <ul className="aw-list">
            {data.data.map((v) => (
              <li key={v.id}>
                <Link to={`${paths.associationVerifications}?open=${v.id}`}>{v.memberName}</Link>
                <span className="muted">
                  {t(`associationWorkflows.verifications.kinds.${v.kind}`)} · {v.divisionName}
                </span>
                <span className="aw-list-end muted">
                  {t('associationWorkflows.checklist.progress', {
                    received: v.documents.filter((d) => d.received).length,
                    total: v.documents.length,
                  })}{' '}
                  · {format.date(v.submittedAt)}
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </QueryCard>
  );
}

import { useTranslation } from 'react-i18next';
import { useGetMailDispositionsQuery } from '../../../api/enhanced/correspondence-mails';
import { LoadError } from '../components/load-error';
import { useFormat } from '../lib/format';

/** Every disposition the letter was given, newest first. */
export function DispositionHistory({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error, isLoading, refetch } = useGetMailDispositionsQuery({ id });
  const k = 'associationCorrespondence.disposition';
  return (
    <section className="ac-card card-surface" aria-labelledby="mail-history">
      <h2 id="mail-history">{t(`${k}.history`)}</h2>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <p className="muted">{t('associationCorrespondence.common.loading')}</p>
      ) : !data?.data.length ? (
        <p className="muted">{t(`${k}.noHistory`)}</p>
      ) : (
        <ol className="ac-timeline">
          {data.data.map((d) => (
            <li key={d.id}>
              <div className="ac-timeline-head">
                <strong>{d.assignee}</strong>
                {d.assigneeRole && <span className="muted"> · {d.assigneeRole}</span>}
                <span className="muted small ac-timeline-at">{format.dateTime(d.at)}</span>
              </div>
              <p>{d.instruction}</p>
              <p className="muted small">
                {t(`${k}.historyLine`, { division: d.divisionName, due: format.date(d.dueDate), actor: d.actor })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

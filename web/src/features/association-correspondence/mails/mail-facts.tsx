import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssocMail } from '../../../api/enhanced/correspondence-mails';
import { PriorityTag } from '../components/status-tag';
import { useFormat } from '../lib/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ac-fact">
      <dt>{label}</dt>
      <dd>{children ?? '—'}</dd>
    </div>
  );
}

/** The letter as registered, and where its handling stands (the latest disposition). */
export function MailFacts({ mail }: { mail: AssocMail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const k = 'associationCorrespondence.mailDetail';
  const f = (key: string) => t(`associationCorrespondence.mailForm.${key}`);
  return (
    <div className="ac-columns">
      <section className="ac-card card-surface" aria-labelledby="mail-letter">
        <h2 id="mail-letter">{t(`${k}.letter`)}</h2>
        <dl className="ac-facts">
          <Fact label={f('number')}>{mail.number}</Fact>
          <Fact label={f('sender')}>{mail.sender}</Fact>
          <Fact label={f('letterDate')}>{format.date(mail.letterDate)}</Fact>
          <Fact label={f('receivedDate')}>{format.date(mail.receivedDate)}</Fact>
          <Fact label={f('category')}>{t(`associationCorrespondence.mailCategory.${mail.category}`)}</Fact>
          <Fact label={f('priority')}>
            <PriorityTag priority={mail.priority} />
          </Fact>
          <Fact label={f('division')}>{mail.divisionName}</Fact>
        </dl>
        {mail.summary && (
          <>
            <h3>{f('summary')}</h3>
            <p className="ac-pre">{mail.summary}</p>
          </>
        )}
      </section>
      <section className="ac-card card-surface" aria-labelledby="mail-handling">
        <h2 id="mail-handling">{t(`${k}.handling`)}</h2>
        {mail.dispositionCount === 0 && mail.status === 'received' ? (
          <p className="muted">{t(`${k}.notDispositioned`)}</p>
        ) : (
          <dl className="ac-facts">
            <Fact label={t('associationCorrespondence.disposition.instruction')}>{mail.dispositionInstruction}</Fact>
            <Fact label={t('associationCorrespondence.disposition.assignee')}>
              {mail.assignee && (
                <>
                  {mail.assignee}
                  {mail.assigneeRole && <small className="muted ac-block">{mail.assigneeRole}</small>}
                </>
              )}
            </Fact>
            <Fact label={t('associationCorrespondence.disposition.division')}>{mail.dispositionDivisionName}</Fact>
            <Fact label={t('associationCorrespondence.disposition.dueDate')}>
              <span className={mail.overdue ? 'ac-overdue-text' : undefined}>{format.date(mail.dueDate)}</span>
            </Fact>
            <Fact label={t(`${k}.dispositionedAt`)}>{format.dateTime(mail.dispositionedAt)}</Fact>
            <Fact label={t(`${k}.startedAt`)}>{format.dateTime(mail.startedAt)}</Fact>
            <Fact label={t(`${k}.completedAt`)}>{format.dateTime(mail.completedAt)}</Fact>
            {mail.archivedAt && <Fact label={t(`${k}.archivedAt`)}>{format.dateTime(mail.archivedAt)}</Fact>}
          </dl>
        )}
        {mail.resolution && (
          <>
            <h3>{t('associationCorrespondence.complete.resolution')}</h3>
            <p className="ac-pre">{mail.resolution}</p>
          </>
        )}
      </section>
    </div>
  );
}

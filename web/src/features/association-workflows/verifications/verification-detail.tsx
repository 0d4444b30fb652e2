import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import {
  useApproveVerificationMutation,
  useGetVerificationQuery,
  useRejectVerificationMutation,
  useUpdateVerificationChecklistMutation,
} from '../../../api/enhanced/workflows-verifications';
import { isAppError, errorText } from '../../../api/errors';
import { useNotifier } from '../../../components/toast';
import { useAbility } from '../../auth/ability';
import { Checklist } from '../components/checklist';
import { QueryCard } from '../components/query-card';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusTag } from '../components/status-tag';
import { useFormat } from '../lib/format';

/** One request of the queue: who and what, the documents checklist, and the decision. */
export function VerificationDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const notifier = useNotifier();
  const ability = useAbility();
  const verification = useGetVerificationQuery({ id });
  const [tick] = useUpdateVerificationChecklistMutation();
  const [approve, approving] = useApproveVerificationMutation();
  const [reject] = useRejectVerificationMutation();
  const [rejecting, setRejecting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const kind = (k: string) => t(`associationWorkflows.verifications.kinds.${k}`);
  // A data update the member asked for in his portal: enum values by their label, dates as dates.
  const requestedValue = (field: string, value: string) =>
    field === 'gender'
      ? t(`associationWorkflows.member.genders.${value}`)
      : field === 'specialty'
        ? t(`associationWorkflows.member.specialties.${value}`)
        : field === 'birthDate'
          ? format.date(value)
          : value;

  return (
    <QueryCard title={t('associationWorkflows.verifications.detail')} query={verification} className="aw-queue-detail">
      {(v) => {
        const open = v.status === 'pending' && ability.can('update', 'Verification');
        const missing = v.documents.filter((d) => !d.received).length;
        return (
          <>
            <div className="aw-detail-head">
              <h3>
                <Link to={paths.associationMember(v.memberId)}>{v.memberName}</Link>
              </h3>
              <StatusTag group="verification" status={v.status} />
            </div>
            <dl className="aw-details">
              <div>
                <dt>{t('associationWorkflows.verifications.kind')}</dt>
                <dd>{kind(v.kind)}</dd>
              </div>
              <div>
                <dt>{t('associationWorkflows.fields.branch')}</dt>
                <dd>{v.divisionName}</dd>
              </div>
              <div>
                <dt>{t('associationWorkflows.verifications.submittedAt')}</dt>
                <dd>{format.dateTime(v.submittedAt)}</dd>
              </div>
              {v.decidedAt && (
                <div>
                  <dt>{t('associationWorkflows.verifications.decidedAt')}</dt>
                  <dd>
                    {format.dateTime(v.decidedAt)} · {v.decidedBy}
                  </dd>
                </div>
              )}
              {v.reason && (
                <div>
                  <dt>{t('associationWorkflows.verifications.reason')}</dt>
                  <dd>{v.reason}</dd>
                </div>
              )}
              {v.requestedChanges && (
                <div>
                  <dt>{t('associationWorkflows.verifications.requestedChanges')}</dt>
                  <dd>
                    <ul className="aw-requested">
                      {Object.entries(v.requestedChanges).map(([field, value]) => (
                        <li key={field}>
                          {t(`associationWorkflows.verifications.changeFields.${field}`, { defaultValue: field })}: {requestedValue(field, value)}
                        </li>
                      ))}
                    </ul>
                    {v.status === 'pending' && <small className="muted">{t('associationWorkflows.verifications.applyOnApproval')}</small>}
                  </dd>
                </div>
              )}
              {v.note && (
                <div>
                  <dt>{t('associationWorkflows.verifications.note')}</dt>
                  <dd>{v.note}</dd>
                </div>
              )}
            </dl>
            <Checklist
              documents={v.documents}
              editable={open}
              onToggle={async (type, received) => {
                try {
                  await tick({ id: v.id, body: { documents: [{ type: type as never, received }] } }).unwrap();
                } catch (error) {
                  notifier.apiError(error);
                }
              }}
            />
            {refusal && (
              <p className="aw-inline-error" role="alert">
                <i className="pi pi-times-circle" aria-hidden /> {refusal}
              </p>
            )}
            {open && (
              <div className="aw-actions">
                <Button
                  type="button"
                  icon="pi pi-check"
                  label={t('associationWorkflows.verifications.approve')}
                  severity="success"
                  loading={approving.isLoading}
                  disabled={missing > 0}
                  onClick={async () => {
                    setRefusal(null);
                    try {
                      await approve({ id: v.id }).unwrap();
                      notifier.success(t('associationWorkflows.verifications.approved', { name: v.memberName }));
                    } catch (error) {
                      if (isAppError(error) && error.status === 409)
                        setRefusal(errorText(i18n, error));
                      else notifier.apiError(error);
                    }
                  }}
                />
                <Button
                  type="button"
                  icon="pi pi-times"
                  label={t('associationWorkflows.verifications.reject')}
                  severity="danger"
                  outlined
                  onClick={() => setRejecting(true)}
                />
                {missing > 0 && (
                  <small className="muted">{t('associationWorkflows.verifications.missing', { count: missing })}</small>
                )}
              </div>
            )}
            <ReasonDialog
              open={rejecting}
              title={t('associationWorkflows.verifications.rejectTitle', { name: v.memberName })}
              intro={<p>{t('associationWorkflows.verifications.rejectIntro')}</p>}
              confirmLabel={t('associationWorkflows.verifications.reject')}
              severity="danger"
              onClose={() => setRejecting(false)}
              onSubmit={async (reason) => {
                await reject({ id: v.id, body: { reason } }).unwrap();
                notifier.success(t('associationWorkflows.verifications.rejected', { name: v.memberName }));
              }}
            />
          </>
        );
      }}
    </QueryCard>
  );
}

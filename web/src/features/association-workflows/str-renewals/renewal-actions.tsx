import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCompleteStrRenewalMutation,
  useRecommendStrRenewalMutation,
  useRejectStrRenewalMutation,
  useReviewStrRenewalMutation,
  type AssocStrRenewal,
} from '../../../api/enhanced/workflows-licences';
import { isAppError, errorText } from '../../../api/errors';
import { useNotifier } from '../../../components/toast';
import { ReasonDialog } from '../components/reason-dialog';
import { ConfirmStepDialog, type ConfirmedStep } from './confirm-step-dialog';

type Step = 'review' | 'recommend' | 'complete';
/** What can happen next from each state (the server refuses anything else with a 409). */
const NEXT: Record<AssocStrRenewal['status'], { steps: Step[]; reject: boolean }> = {
  submitted: { steps: ['review'], reject: true },
  in_review: { steps: ['recommend'], reject: true },
  recommended: { steps: ['complete'], reject: false },
  rejected: { steps: [], reject: false },
  completed: { steps: [], reject: false },
};

/** The workflow buttons of a re-registration request, with the server's refusal shown beside them. */
export function RenewalActions({ renewal }: { renewal: AssocStrRenewal }) {
  const { t, i18n } = useTranslation();
  const notifier = useNotifier();
  const [review, reviewing] = useReviewStrRenewalMutation();
  const [recommend, recommending] = useRecommendStrRenewalMutation();
  const [complete, completing] = useCompleteStrRenewalMutation();
  const [reject] = useRejectStrRenewalMutation();
  const [rejecting, setRejecting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ConfirmedStep | null>(null);
  const next = NEXT[renewal.status];
  const missing = renewal.documents.filter((d) => !d.received).length;
  const busy = { review: reviewing.isLoading, recommend: recommending.isLoading, complete: completing.isLoading };

  async function act(step: Step) {
    if (step !== 'review') {
      setConfirming(step);
      return;
    }
    setRefusal(null);
    try {
      await review({ id: renewal.id }).unwrap();
      notifier.success(t(`associationWorkflows.renewals.done.${step}`));
    } catch (error) {
      if (isAppError(error) && error.status === 409) setRefusal(errorText(i18n, error));
      else notifier.apiError(error);
    }
  }

  if (next.steps.length === 0 && !next.reject)
    return <p className="muted small">{t('associationWorkflows.renewals.closed')}</p>;
  return (
    <>
      <div className="aw-actions">
        {next.steps.map((step) => (
          <Button
            key={step}
            type="button"
            label={t(`associationWorkflows.renewals.actions.${step}`)}
            icon="pi pi-arrow-right"
            iconPos="right"
            loading={busy[step]}
            disabled={step === 'recommend' && missing > 0}
            onClick={() => void act(step)}
          />
        ))}
        {next.reject && (
          <Button
            type="button"
            label={t('associationWorkflows.renewals.actions.reject')}
            icon="pi pi-times"
            severity="danger"
            outlined
            onClick={() => setRejecting(true)}
          />
        )}
        {next.steps.includes('recommend') && missing > 0 && (
          <small className="muted">{t('associationWorkflows.verifications.missing', { count: missing })}</small>
        )}
      </div>
      {refusal && (
        <p className="aw-inline-error" role="alert">
          <i className="pi pi-times-circle" aria-hidden /> {refusal}
        </p>
      )}
      <ConfirmStepDialog
        step={confirming}
        renewal={renewal}
        onClose={() => setConfirming(null)}
        onConfirm={async (step, number) => {
          if (step === 'recommend') await recommend({ id: renewal.id }).unwrap();
          else await complete({ id: renewal.id, body: { number } }).unwrap();
          setRefusal(null);
          notifier.success(t(`associationWorkflows.renewals.done.${step}`));
        }}
      />
      <ReasonDialog
        open={rejecting}
        title={t('associationWorkflows.renewals.rejectTitle')}
        intro={<p>{t('associationWorkflows.renewals.rejectIntro', { name: renewal.memberName })}</p>}
        confirmLabel={t('associationWorkflows.renewals.actions.reject')}
        severity="danger"
        onClose={() => setRejecting(false)}
        onSubmit={async (reason) => {
          await reject({ id: renewal.id, body: { reason } }).unwrap();
          notifier.success(t('associationWorkflows.renewals.done.reject'));
        }}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';

type Tone = 'success' | 'info' | 'warning' | 'danger' | 'neutral' | 'brand';

const TONES: Record<string, Tone> = {
  // Members
  applicant: 'info',
  verified: 'brand',
  active: 'success',
  in_arrears: 'warning',
  lapsed: 'danger',
  transferred: 'info',
  deceased: 'neutral',
  honorary: 'brand',
  dismissed: 'danger',
  // Verifications
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  // STR renewals
  submitted: 'info',
  in_review: 'warning',
  recommended: 'brand',
  completed: 'success',
  // Licences
  valid: 'success',
  expired: 'danger',
  converted: 'neutral',
  expiring: 'warning',
  // Dues and payments
  unpaid: 'danger',
  partial: 'warning',
  paid: 'success',
  waived: 'neutral',
  recorded: 'success',
  reversed: 'neutral',
  // Incoming mail
  received: 'info',
  dispositioned: 'brand',
  in_progress: 'warning',
  done: 'success',
  archived: 'neutral',
};

/** A coloured status label; `group` picks the translation (members, verifications, renewals, licences, dues). */
export function StatusTag({ group, status }: { group: string; status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`aw-tag aw-tone-${TONES[status] ?? 'neutral'}`}>
      {t(`associationWorkflows.status.${group}.${status}`, { defaultValue: status })}
    </span>
  );
}

import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssocDue } from '../../../api/enhanced/workflows-contributions';
import { useAbility } from '../../auth/ability';
import { MemberPaymentDialog } from './member-payment-dialog';
import { WaiveDueButton } from './waive-due-button';

/** One open due in a dues list: record the member's own payment for it, or waive it. */
export function DueRowActions({ due }: { due: AssocDue }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const [paying, setPaying] = useState(false);
  if (due.outstanding <= 0 || (due.status !== 'unpaid' && due.status !== 'partial')) return null;
  return (
    <span className="aw-row-actions">
      {ability.can('create', 'Contribution') && (
        <>
          <Button
            type="button"
            icon="pi pi-wallet"
            label={t('associationWorkflows.duesActions.pay.short')}
            aria-label={t('associationWorkflows.duesActions.pay.actionFor', {
              name: due.memberName,
              period: due.period,
            })}
            text
            size="small"
            onClick={() => setPaying(true)}
          />
          <MemberPaymentDialog
            open={paying}
            onClose={() => setPaying(false)}
            memberId={due.memberId}
            memberName={due.memberName}
            dueId={due.id}
          />
        </>
      )}
      {ability.can('update', 'Contribution') && <WaiveDueButton due={due} memberName={due.memberName} />}
    </span>
  );
}

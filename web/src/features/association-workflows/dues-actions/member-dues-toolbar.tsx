import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../auth/ability';
import { BillDuesButton } from './bill-dues-button';
import { MemberPaymentDialog } from './member-payment-dialog';

interface Props {
  member: { id: number; name: string; divisionId: number; divisionName: string };
  /** Whether the member owes anything now (no payment to record otherwise). */
  owes: boolean;
}

/** The member's dues actions that are not about one row: record a payment, bill a period. */
export function MemberDuesToolbar({ member, owes }: Props) {
  const { t } = useTranslation();
  const ability = useAbility();
  const [paying, setPaying] = useState(false);
  if (!ability.can('create', 'Contribution')) return null;
  return (
    <div className="aw-toolbar">
      <Button
        type="button"
        icon="pi pi-wallet"
        label={t('associationWorkflows.duesActions.pay.action')}
        size="small"
        disabled={!owes}
        onClick={() => setPaying(true)}
      />
      <BillDuesButton member={member} />
      <MemberPaymentDialog
        open={paying}
        onClose={() => setPaying(false)}
        memberId={member.id}
        memberName={member.name}
      />
    </div>
  );
}

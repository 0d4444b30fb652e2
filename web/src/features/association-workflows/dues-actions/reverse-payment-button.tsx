import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useReversePaymentMutation,
  type ReversePaymentApiResponse,
} from '../../../api/enhanced/workflows-contributions';
import { useNotifier } from '../../../components/toast';
import { ReasonDialog } from '../components/reason-dialog';
import { useFormat } from '../lib/format';

interface Props {
  payment: { id: number; amount: number; reference: string };
  onReversed?: (payment: ReversePaymentApiResponse) => void;
}

/** Undoes a payment by recording its reversal (the payment stays, marked reversed), after the reason is given. */
export function ReversePaymentButton({ payment, onReversed }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const notifier = useNotifier();
  const [reverse] = useReversePaymentMutation();
  const [open, setOpen] = useState(false);
  const facts = { id: payment.id, amount: format.money(payment.amount), reference: payment.reference || '—' };
  return (
    <>
      <Button
        type="button"
        icon="pi pi-undo"
        label={t('associationWorkflows.duesActions.reverse.action')}
        aria-label={t('associationWorkflows.duesActions.reverse.actionFor', facts)}
        severity="danger"
        text
        size="small"
        onClick={() => setOpen(true)}
      />
      <ReasonDialog
        open={open}
        title={t('associationWorkflows.duesActions.reverse.title', facts)}
        intro={<p>{t('associationWorkflows.duesActions.reverse.intro', facts)}</p>}
        confirmLabel={t('associationWorkflows.duesActions.reverse.confirm')}
        severity="danger"
        onClose={() => setOpen(false)}
        onSubmit={async (reason) => {
          const reversed = await reverse({ id: payment.id, body: { reason } }).unwrap();
          notifier.success(t('associationWorkflows.duesActions.reverse.done', facts));
          onReversed?.(reversed);
        }}
      />
    </>
  );
}

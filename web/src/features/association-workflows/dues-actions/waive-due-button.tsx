import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWaiveDueMutation } from '../../../api/enhanced/workflows-contributions';
import { useNotifier } from '../../../components/toast';
import { ReasonDialog } from '../components/reason-dialog';
import { useFormat } from '../lib/format';

interface Props {
  due: { id: number; period: string; outstanding: number };
  memberName: string;
}

/** Forgives what remains of an open due, after the reason is given; what was paid stays paid. */
export function WaiveDueButton({ due, memberName }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const notifier = useNotifier();
  const [waive] = useWaiveDueMutation();
  const [open, setOpen] = useState(false);
  const facts = { name: memberName, period: due.period, amount: format.money(due.outstanding) };
  return (
    <>
      <Button
        type="button"
        icon="pi pi-eraser"
        label={t('associationWorkflows.duesActions.waive.action')}
        aria-label={t('associationWorkflows.duesActions.waive.actionFor', facts)}
        severity="warning"
        text
        size="small"
        onClick={() => setOpen(true)}
      />
      <ReasonDialog
        open={open}
        title={t('associationWorkflows.duesActions.waive.title', facts)}
        intro={<p>{t('associationWorkflows.duesActions.waive.intro', facts)}</p>}
        confirmLabel={t('associationWorkflows.duesActions.waive.confirm')}
        severity="warning"
        onClose={() => setOpen(false)}
        onSubmit={async (reason) => {
          await waive({ id: due.id, body: { reason } }).unwrap();
          notifier.success(t('associationWorkflows.duesActions.waive.done', facts));
        }}
      />
    </>
  );
}

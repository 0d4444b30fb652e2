import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGenerateDuesMutation } from '../../../api/enhanced/workflows-contributions';
import { useNotifier } from '../../../components/toast';
import { recentPeriods, useFormat } from '../lib/format';
import { ConfirmMoneyDialog } from './money-summary';

interface Props {
  member: { id: number; name: string; divisionName: string };
}

/** Raises a period's dues for one member (one who became active after the branch was billed), once confirmed. */
export function BillDuesButton({ member }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const notifier = useNotifier();
  const [generate] = useGenerateDuesMutation();
  const [open, setOpen] = useState(false);
  const periods = [String(new Date().getFullYear() + 1), ...recentPeriods(5)];
  const [period, setPeriod] = useState(periods[1]!);
  const facts = { name: member.name, branch: member.divisionName, period };

  async function post() {
    const result = await generate({ body: { period, memberId: member.id } }).unwrap();
    const outcome = result.created > 0 ? 'done' : result.skippedExisting > 0 ? 'already' : 'owesNone';
    notifier.success(
      t(`associationWorkflows.duesActions.bill.${outcome}`, { ...facts, amount: format.money(result.amount) }),
    );
    setOpen(false);
  }

  return (
    <>
      <Button
        type="button"
        icon="pi pi-file-plus"
        label={t('associationWorkflows.duesActions.bill.action')}
        outlined
        size="small"
        onClick={() => setOpen(true)}
      />
      <ConfirmMoneyDialog
        open={open}
        title={t('associationWorkflows.duesActions.bill.title', facts)}
        intro={
          <>
            <div className="field">
              <label htmlFor="bill-period">{t('associationWorkflows.fields.period')}</label>
              <Dropdown
                inputId="bill-period"
                value={period}
                options={periods}
                onChange={(e) => setPeriod(e.value as string)}
              />
            </div>
            <p>{t('associationWorkflows.duesActions.bill.intro', facts)}</p>
          </>
        }
        rows={[
          { label: t('associationWorkflows.fields.member'), value: member.name },
          { label: t('associationWorkflows.fields.branch'), value: member.divisionName },
          { label: t('associationWorkflows.fields.period'), value: period },
        ]}
        confirmLabel={t('associationWorkflows.duesActions.bill.confirm')}
        onConfirm={post}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

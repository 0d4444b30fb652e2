import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGenerateDuesMutation } from '../../../api/enhanced/workflows-contributions';
import { useNotifier } from '../../../components/toast';
import { recentPeriods, useFormat } from '../lib/format';
import { ConfirmMoneyDialog } from './money-summary';

interface Props {
  member: { name: string; divisionId: number; divisionName: string };
}

/**
 * Raises a period's dues for a member who became active after the branch was billed. The contract raises dues by
 * branch and skips everyone already billed for the period, so billing the member's branch bills only those without
 * a due yet; the confirmation says so.
 */
export function BillDuesButton({ member }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const notifier = useNotifier();
  const [generate] = useGenerateDuesMutation();
  const [open, setOpen] = useState(false);
  const periods = [String(new Date().getFullYear() + 1), ...recentPeriods(3)];
  const [period, setPeriod] = useState(periods[1]!);
  const facts = { name: member.name, branch: member.divisionName, period };

  async function post() {
    const result = await generate({ body: { period, divisionId: member.divisionId } }).unwrap();
    const counts = {
      ...facts,
      created: result.created,
      skipped: result.skippedExisting,
      amount: format.money(result.amount),
    };
    notifier.success(t(`associationWorkflows.duesActions.bill.${result.created > 0 ? 'done' : 'nothing'}`, counts));
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

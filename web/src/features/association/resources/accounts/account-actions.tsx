import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useResetAccountPasswordMutation,
  useUpdateAccountMutation,
  type AccountWithPassword,
  type AssocAccount,
} from '../../../../api/enhanced/association-accounts';
import { useNotifier } from '../../../../components/toast';
import { TemporaryPasswordDialog } from './temporary-password-dialog';

const K = 'association.resources.accounts.actions';
const label = (account: AssocAccount) => account.fullName || account.email;

/** Replaces the password with a new temporary one, after a confirmation, and shows it once. */
export function ResetPasswordAction({ row }: { row: AssocAccount }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [reset, { isLoading }] = useResetAccountPasswordMutation();
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<AccountWithPassword | null>(null);

  async function run() {
    const result = await reset({ id: row.id });
    if (result.error) notifier.apiError(result.error);
    else setAnswer(result.data);
  }

  return (
    <>
      <Button type="button" icon="pi pi-key" label={t(`${K}.resetPassword.label`)} outlined loading={isLoading} onClick={() => setConfirming(true)} />
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t(`${K}.resetPassword.label`)}
        message={t(`${K}.resetPassword.confirm`, { label: label(row) })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t(`${K}.resetPassword.label`)}
        rejectLabel={t('association.screen.cancel')}
        acceptClassName="p-button-warning"
        defaultFocus="reject"
        accept={() => void run()}
      />
      {answer && <TemporaryPasswordDialog answer={answer} reason="reset" onClose={() => setAnswer(null)} />}
    </>
  );
}

/** Disables an account (after a confirmation: its holder can no longer sign in) or enables it again. */
export function AccountStateAction({ row }: { row: AssocAccount }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [update, { isLoading }] = useUpdateAccountMutation();
  const [confirming, setConfirming] = useState(false);
  const action = row.disabled ? 'enable' : 'disable';

  async function run() {
    const result = await update({ id: row.id, body: { disabled: !row.disabled } });
    if (result.error) notifier.apiError(result.error);
    else notifier.success(t(`${K}.${action}.done`, { label: label(row) }));
  }

  return (
    <>
      <Button
        type="button"
        icon={row.disabled ? 'pi pi-lock-open' : 'pi pi-ban'}
        label={t(`${K}.${action}.label`)}
        severity={row.disabled ? undefined : 'danger'}
        outlined
        loading={isLoading}
        onClick={() => (row.disabled ? void run() : setConfirming(true))}
      />
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t(`${K}.disable.label`)}
        message={t(`${K}.disable.confirm`, { label: label(row) })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t(`${K}.disable.label`)}
        rejectLabel={t('association.screen.cancel')}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => void run()}
      />
    </>
  );
}

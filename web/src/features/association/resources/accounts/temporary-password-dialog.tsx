import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountWithPassword } from '../../../../api/enhanced/association-accounts';

const K = 'association.resources.accounts.password';

interface Props {
  answer: AccountWithPassword;
  /** Why there is a temporary password: a new account, or a reset. */
  reason: 'created' | 'reset';
  onClose: () => void;
}

/**
 * The temporary password the server answered, shown this once (it is kept nowhere, and the server only stores its
 * hash): whom it is for, the password, and a button that copies it.
 */
export function TemporaryPasswordDialog({ answer, reason, onClose }: Props) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const { account, temporaryPassword } = answer;

  async function copyPassword() {
    try {
      await navigator.clipboard.writeText(temporaryPassword);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Dialog
      visible
      onHide={onClose}
      header={t(`${K}.title`)}
      className="rs-summary-dialog"
      footer={<Button type="button" label={t(`${K}.close`)} icon="pi pi-check" onClick={onClose} autoFocus />}
    >
      <p>{t(`${K}.${reason}`, { name: account.fullName, email: account.email })}</p>
      <div className="field rs-secret">
        <label htmlFor="temporary-password">{t(`${K}.label`)}</label>
        <div>
          <InputText id="temporary-password" value={temporaryPassword} readOnly onFocus={(e) => e.target.select()} />
          <Button type="button" icon={copy === 'copied' ? 'pi pi-check' : 'pi pi-copy'} label={t(`${K}.copy`)} outlined onClick={() => void copyPassword()} />
        </div>
      </div>
      <p className="muted small" role="status">
        {copy === 'copied' ? t(`${K}.copied`) : copy === 'failed' ? t(`${K}.copyFailed`) : t(`${K}.once`)}
      </p>
    </Dialog>
  );
}

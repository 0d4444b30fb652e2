import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

interface DialogFooterProps {
  /** The server's refusal (or any failure that belongs to no field), announced where the buttons are. */
  error?: string | undefined;
  submitLabel: string;
  severity?: 'danger' | 'warning' | undefined;
  busy?: boolean;
  disabled?: boolean;
  onCancel: () => void;
}

/** The end of a workflow dialog's form: its refusal, Cancel, and the submit button that runs the step. */
export function DialogFooter({ error, submitLabel, severity, busy = false, disabled = false, onCancel }: DialogFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <p className="aw-inline-error" role="alert">
          <i className="pi pi-times-circle" aria-hidden /> {error}
        </p>
      )}
      <div className="aw-dialog-actions">
        <Button type="button" label={t('associationWorkflows.common.cancel')} text onClick={onCancel} disabled={busy} />
        <Button type="submit" label={submitLabel} severity={severity} loading={busy} disabled={disabled} />
      </div>
    </>
  );
}

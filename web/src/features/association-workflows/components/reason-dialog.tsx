import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldTexts, isAppError } from '../../../api/errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { DialogFooter } from './dialog-footer';

export const REASON_MIN = 5;

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action does, said before the reason is asked for. */
  intro?: ReactNode;
  confirmLabel: string;
  severity?: 'danger' | 'warning' | undefined;
  /** Runs the action; a rejection with an API error is shown in the dialog (field errors on the reason). */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** Extra fields above the reason (a branch picker for transfers). */
  children?: ReactNode;
  /** False while the extra fields are incomplete. */
  ready?: boolean;
}

/** Asks for the reason an action needs (required, said in full), runs it, and shows the server's refusal. */
export function ReasonDialog({
  open,
  title,
  intro,
  confirmLabel,
  severity,
  onSubmit,
  onClose,
  children,
  ready = true,
}: ReasonDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, setErrors, fixed } = useFieldErrors();

  useEffect(() => {
    if (open) {
      setReason('');
      setTouched(false);
      setFailure(null);
      setErrors({});
    }
  }, [open, setErrors]);

  const tooShort = reason.trim().length < REASON_MIN;
  const fieldError =
    touched && tooShort ? t('associationWorkflows.reason.required', { min: REASON_MIN }) : errors.reason;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (tooShort || !ready) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch (error) {
      const appError = isAppError(error) ? error : null;
      const field = appError ? fieldTexts(i18n, appError).reason : undefined;
      if (field) setErrors({ reason: field });
      else setFailure(errorText(i18n, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      header={title}
      visible={open}
      onHide={onClose}
      style={{ inlineSize: 'min(34rem, 95vw)' }}
      modal
      dismissableMask={!busy}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="aw-dialog-form">
        {intro && <div className="aw-dialog-intro">{intro}</div>}
        {children}
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('associationWorkflows.reason.label')}</label>
          <InputTextarea
            id={`${id}-reason`}
            value={reason}
            rows={3}
            autoResize
            maxLength={500}
            onChange={(e) => {
              setReason(e.target.value);
              fixed('reason');
            }}
            onBlur={() => setTouched(true)}
            invalid={Boolean(fieldError)}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? `${id}-reason-error` : undefined}
          />
          {fieldError && (
            <small id={`${id}-reason-error`} className="aw-field-error">
              {fieldError}
            </small>
          )}
        </div>
        <DialogFooter
          error={failure ?? undefined}
          submitLabel={confirmLabel}
          severity={severity}
          busy={busy}
          disabled={!ready}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssocStrRenewal } from '../../../api/enhanced/workflows-licences';
import { isAppError } from '../../../api/errors';
import { DialogFooter } from '../components/dialog-footer';

export type ConfirmedStep = 'recommend' | 'complete';

interface ConfirmStepDialogProps {
  step: ConfirmedStep | null;
  renewal: AssocStrRenewal;
  /** Runs the step (the new STR's number for completion); a rejection with an API error is shown in the dialog. */
  onConfirm: (step: ConfirmedStep, number: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Recommending and completing cannot be undone: the first settles the documents, the second issues the new STR and
 * replaces the old one. Both are confirmed; completion asks for the number of the STR the council issued.
 */
export function ConfirmStepDialog({ step, renewal, onConfirm, onClose }: ConfirmStepDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [number, setNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message?: string; number?: string } | null>(null);
  const k = 'associationWorkflows.renewals.confirm';

  useEffect(() => {
    if (step) {
      setNumber('');
      setTouched(false);
      setFailure(null);
    }
  }, [step]);

  const asksNumber = step === 'complete';
  const numberError =
    (asksNumber && touched && !number.trim() ? t(`${k}.numberRequired`) : undefined) ?? failure?.number;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!step) return;
    setTouched(true);
    if (asksNumber && !number.trim()) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(step, number.trim());
      onClose();
    } catch (error) {
      if (isAppError(error) && error.fields.number) setFailure({ number: t(`${k}.numberInvalid`) });
      else if (isAppError(error) && error.status === 409) setFailure({ message: t(`${k}.refused.${step}`) });
      else setFailure({ message: isAppError(error) ? t(error.message, { defaultValue: error.message }) : t('errors.unexpected') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      header={step ? t(`${k}.${step}Title`) : ''}
      visible={step !== null}
      onHide={onClose}
      style={{ inlineSize: 'min(34rem, 95vw)' }}
      modal
      dismissableMask={!busy}
    >
      {step && (
        <form onSubmit={(e) => void submit(e)} noValidate className="aw-dialog-form">
          <p className="aw-dialog-intro">{t(`${k}.${step}`, { name: renewal.memberName, number: renewal.strNumber })}</p>
          {asksNumber && (
            <div className="field">
              <label htmlFor={`${id}-number`}>{t(`${k}.number`)}</label>
              <InputText
                id={`${id}-number`}
                value={number}
                maxLength={40}
                autoComplete="off"
                onChange={(e) => {
                  setNumber(e.target.value.toUpperCase());
                  setFailure(null);
                }}
                onBlur={() => setTouched(true)}
                invalid={Boolean(numberError)}
                aria-invalid={Boolean(numberError)}
                aria-describedby={`${id}-number-help`}
              />
              <small id={`${id}-number-help`} className={numberError ? 'aw-field-error' : 'muted'}>
                {numberError ?? t(`${k}.numberHint`)}
              </small>
            </div>
          )}
          <DialogFooter
            error={failure?.message}
            submitLabel={t(`associationWorkflows.renewals.actions.${step}`)}
            busy={busy}
            onCancel={onClose}
          />
        </form>
      )}
    </Dialog>
  );
}

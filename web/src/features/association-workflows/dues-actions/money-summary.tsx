import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldTexts, isAppError } from '../../../api/errors';

export interface SummaryRow {
  label: string;
  value: ReactNode;
}

/** The server's refusal as the person reads it: the message, then what it says about each field. */
export function useRefusalText() {
  const { t, i18n } = useTranslation();
  return (error: unknown) => {
    if (!isAppError(error)) return t('errors.unexpected');
    const label = (field: string) => (i18n.exists(`associationWorkflows.fields.${field}`) ? t(`associationWorkflows.fields.${field}`) : field);
    const fields = Object.entries(fieldTexts(i18n, error)).map(([field, message]) => `${label(field)}: ${message}`);
    return [errorText(i18n, error), ...fields].join(' · ');
  };
}

interface SummaryProps {
  intro?: ReactNode;
  rows: SummaryRow[];
  confirmLabel: string;
  /** Posts the money; a rejection is shown under the summary and nothing else changes. */
  onConfirm: () => Promise<unknown>;
  onBack: () => void;
  backLabel?: string;
}

/** What a money action will post, said in full, then the one button that posts it. */
export function MoneySummary({ intro, rows, confirmLabel, onConfirm, onBack, backLabel }: SummaryProps) {
  const { t, i18n } = useTranslation();
  const refusalText = useRefusalText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setRefusal(null);
    try {
      await onConfirm();
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="aw-dialog-form" data-testid="money-summary">
      {intro && <div className="aw-dialog-intro">{intro}</div>}
      <dl className="aw-summary">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {refusal && (
        <p className="aw-inline-error" role="alert">
          <i className="pi pi-times-circle" aria-hidden /> {refusal}
        </p>
      )}
      <div className="aw-dialog-actions">
        <Button
          type="button"
          label={backLabel ?? t('associationWorkflows.duesActions.back')}
          text
          onClick={onBack}
          disabled={busy}
        />
        <Button type="button" label={confirmLabel} icon="pi pi-check" loading={busy} onClick={() => void confirm()} />
      </div>
    </div>
  );
}

interface DialogProps extends Omit<SummaryProps, 'onBack' | 'backLabel'> {
  open: boolean;
  title: string;
  onClose: () => void;
}

/** A money action's summary in a dialog of its own: cancelling posts nothing. */
export function ConfirmMoneyDialog({ open, title, onClose, ...summary }: DialogProps) {
  const [key, setKey] = useState(0);
  // A dialog opened again starts without the last refusal.
  useEffect(() => {
    if (open) setKey((k) => k + 1);
  }, [open]);
  return (
    <Dialog header={title} visible={open} onHide={onClose} style={{ inlineSize: 'min(34rem, 95vw)' }} modal>
      <MoneySummary key={key} {...summary} onBack={onClose} />
    </Dialog>
  );
}

import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkArrearsMutation } from '../../../api/enhanced/workflows-contributions';
import { useNotifier } from '../../../components/toast';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { DialogFooter } from '../components/dialog-footer';
import { DivisionPicker } from '../components/division-picker';
import { useFormat } from '../lib/format';

/** Moves active members whose dues are unpaid past the grace days into arrears (for one board or everywhere). */
export function MarkArrears() {
  const { t } = useTranslation();
  const format = useFormat();
  const notifier = useNotifier();
  const [mark, marking] = useMarkArrearsMutation();
  const [open, setOpen] = useState(false);
  const [graceDays, setGraceDays] = useState<number | null>(90);
  const [divisionId, setDivisionId] = useState<number | undefined>();
  const { errors, setErrors, fixed } = useFieldErrors();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      const result = await mark({
        body: { graceDays: graceDays ?? 90, ...(divisionId ? { divisionId } : {}) },
      }).unwrap();
      notifier.success(
        t('associationWorkflows.contributions.mark.done', {
          count: result.marked,
          owed: format.money(result.owed),
          cutoff: format.date(result.cutoff),
        }),
      );
      setOpen(false);
    } catch (error) {
      setErrors(notifier.apiError(error, ['graceDays', 'divisionId']));
    }
  }

  return (
    <>
      <Button
        type="button"
        icon="pi pi-flag"
        label={t('associationWorkflows.contributions.mark.action')}
        severity="warning"
        outlined
        onClick={() => {
          setErrors({});
          setOpen(true);
        }}
      />
      <Dialog
        header={t('associationWorkflows.contributions.mark.title')}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ inlineSize: 'min(30rem, 95vw)' }}
        modal
      >
        <form onSubmit={(e) => void submit(e)} className="aw-dialog-form" noValidate>
          <p>{t('associationWorkflows.contributions.mark.intro')}</p>
          <div className="field">
            <label htmlFor="mark-grace">{t('associationWorkflows.contributions.mark.graceDays')}</label>
            <InputNumber
              inputId="mark-grace"
              value={graceDays}
              min={0}
              max={730}
              onValueChange={(e) => {
                setGraceDays(e.value ?? null);
                fixed('graceDays');
              }}
              invalid={Boolean(errors.graceDays)}
            />
            {errors.graceDays && <small className="aw-field-error">{errors.graceDays}</small>}
          </div>
          <div className="field">
            <label htmlFor="mark-division">{t('associationWorkflows.contributions.mark.scope')}</label>
            <DivisionPicker
              within={{ action: 'update', subject: 'Contribution' }}
              inputId="mark-division"
              value={divisionId}
              onChange={(id) => {
                setDivisionId(id);
                fixed('divisionId');
              }}
              invalid={Boolean(errors.divisionId)}
            />
            {errors.divisionId && <small className="aw-field-error">{errors.divisionId}</small>}
          </div>
          <DialogFooter
            submitLabel={t('associationWorkflows.contributions.mark.confirm')}
            severity="warning"
            busy={marking.isLoading}
            onCancel={() => setOpen(false)}
          />
        </form>
      </Dialog>
    </>
  );
}

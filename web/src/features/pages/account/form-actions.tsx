import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/** Save and reset for one settings tab; without the update ability the tab is read-only and says so. */
export function FormActions({ saving, canSave, onReset }: { saving: boolean; canSave: boolean; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pg-form-actions">
      <Button type="submit" label={t('pages.account.save')} icon="pi pi-check" loading={saving} disabled={!canSave} />
      <Button type="button" label={t('pages.account.reset')} icon="pi pi-undo" outlined severity="secondary" onClick={onReset} disabled={saving} />
      {!canSave && <small className="muted">{t('pages.account.readOnly')}</small>}
    </div>
  );
}

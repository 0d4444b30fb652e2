import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/** The table's error state: says the rows could not be loaded and offers to ask again. */
export function TableError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="tables-error" role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden />
      <p>{t('tables.states.error')}</p>
      <Button type="button" label={t('tables.states.retry')} icon="pi pi-refresh" outlined onClick={onRetry} />
    </div>
  );
}

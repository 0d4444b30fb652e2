import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { isAppError, errorText } from '../../../api/errors';

/** A request that failed: what the server said, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const message = errorText(i18n, error);
  return (
    <div className="rs-error" role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden />
      <div>
        <strong>{t('association.screen.loadFailed')}</strong>
        <p>{message}</p>
      </div>
      <Button type="button" label={t('common.retry')} icon="pi pi-refresh" outlined size="small" onClick={onRetry} />
    </div>
  );
}

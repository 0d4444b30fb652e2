import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { isAppError, errorText } from '../../../api/errors';

/** A failed load inside a page that already has its h1: what failed, the server's message, and a retry. */
export function InvoicesError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const message = errorText(i18n, error);
  return (
    <section className="invoices-state" role="alert">
      <i className="pi pi-exclamation-triangle invoices-state-icon" aria-hidden />
      <h2>{title}</h2>
      <p className="muted">{message}</p>
      <Button type="button" label={t('common.retry')} icon="pi pi-refresh" outlined onClick={onRetry} />
    </section>
  );
}

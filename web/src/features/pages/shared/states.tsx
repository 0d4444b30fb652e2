import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError } from '../../../api/errors';

/** A loading block inside a page that already shows its title. */
export function SectionLoading() {
  const { t } = useTranslation();
  return (
    <div className="pg-state" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: 40, height: 40 }} strokeWidth="4" aria-hidden />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** A failed request, with the server's message and a way to try again. */
export function SectionError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = isAppError(error) ? error.message : 'errors.unexpected';
  return (
    <div className="pg-state" role="alert">
      <i className="pi pi-exclamation-triangle pg-state-icon pg-state-error" aria-hidden />
      <strong>{t('pages.states.errorTitle')}</strong>
      <p className="muted">{t(message, { defaultValue: message })}</p>
      {onRetry && <Button type="button" label={t('common.retry')} icon="pi pi-refresh" outlined onClick={onRetry} />}
    </div>
  );
}

/** Nothing to show: a search without matches or an empty list. */
export function SectionEmpty({ icon = 'pi pi-inbox', title, message, action }: { icon?: string; title: string; message?: string; action?: ReactNode }) {
  return (
    <div className="pg-state" role="status">
      <i className={`${icon} pg-state-icon`} aria-hidden />
      <strong>{title}</strong>
      {message && <p className="muted">{message}</p>}
      {action}
    </div>
  );
}

/** True when the error is the server's 404. */
export const isNotFound = (error: unknown) => isAppError(error) && error.status === 404;

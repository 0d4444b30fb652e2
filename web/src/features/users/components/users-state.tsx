import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError, errorText } from '../../../api/errors';

/** An empty or error message inside a page that already has its h1. */
export function UsersState({ icon, title, message, action }: { icon: string; title: string; message?: string; action?: ReactNode }) {
  return (
    <section className="users-state">
      <i className={`${icon} users-state-icon`} aria-hidden />
      <h2>{title}</h2>
      {message && <p className="muted">{message}</p>}
      {action}
    </section>
  );
}

/** A failed load: what failed, the server's message when it sent one, and a way to ask again. */
export function UsersError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const message = errorText(i18n, error);
  return (
    <div role="alert">
      <UsersState
        icon="pi pi-exclamation-triangle"
        title={title}
        message={message}
        action={<Button type="button" label={t('common.retry')} icon="pi pi-refresh" outlined onClick={onRetry} />}
      />
    </div>
  );
}

import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError, errorText } from '../../../api/errors';

interface Props {
  icon: string;
  title: string;
  message?: string;
  action?: ReactNode;
}

/** An empty or error state inside a page that already has its h1. */
export function ShopState({ icon, title, message, action }: Props) {
  return (
    <section className="shop-state">
      <i className={`${icon} shop-state-icon`} aria-hidden />
      <h2>{title}</h2>
      {message && <p className="muted">{message}</p>}
      {action}
    </section>
  );
}

/** A failed load: the server's message (when it sent one) and a way to try again. */
export function ShopErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const message = errorText(i18n, error);
  return (
    <div role="alert">
      <ShopState
        icon="pi pi-exclamation-triangle"
        title={t('shop.states.loadFailed')}
        message={message}
        action={<Button label={t('common.retry')} icon="pi pi-refresh" outlined onClick={onRetry} />}
      />
    </div>
  );
}

import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError, errorText } from '../../../api/errors';

/** The parts of an RTK Query result a section needs. */
export interface SectionQuery<T> {
  data?: T;
  isError: boolean;
  error?: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

/** A titled card of the portal: a skeleton while its request runs, the error with a retry, then its content. */
export function Section<T>({
  title,
  subtitle,
  query,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  query: SectionQuery<T>;
  actions?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const loading = !query.isError && query.data === undefined;
  return (
    <section className="mp-card" aria-labelledby={titleId} aria-busy={loading || query.isFetching}>
      <header className="mp-card-header">
        <div>
          <h2 id={titleId}>{title}</h2>
          {subtitle && <p>{subtitle}</p>}
        </div>
        {actions && query.data !== undefined && <div className="mp-card-actions">{actions(query.data)}</div>}
      </header>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <div className="mp-skeleton">
          <span className="visually-hidden">{t('common.loading')}</span>
          <Skeleton width="40%" height="1.5rem" />
          <Skeleton height="5rem" />
        </div>
      ) : (
        children(query.data)
      )}
    </section>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const reason = errorText(i18n, error);
  return (
    <div className="mp-error" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden />
      <p>
        {t('portal.common.loadFailed')} <span className="muted">{reason}</span>
      </p>
      <Button type="button" label={t('common.retry')} icon="pi pi-refresh" size="small" outlined onClick={onRetry} />
    </div>
  );
}

export const Empty = ({ text }: { text: string }) => <p className="mp-empty">{text}</p>;

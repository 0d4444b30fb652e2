import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { Suspense, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError, errorText } from '../../../api/errors';
import { useInView } from '../../../lib/use-in-view';

/** The parts of an RTK Query result a card needs. */
export interface CardQuery<T> {
  data?: T;
  isError: boolean;
  error?: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

interface QueryCardProps<T> {
  title: string;
  subtitle?: string;
  query: CardQuery<T>;
  className?: string;
  /** Beside the title: filters, links, actions. */
  actions?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A titled card that shows a skeleton while its request runs, the error with a retry, then its content. */
export function QueryCard<T>({ title, subtitle, query, className, actions, children }: QueryCardProps<T>) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const loading = !query.isError && query.data === undefined;
  return (
    <section className={`aw-card ${className ?? ''}`} aria-labelledby={titleId} aria-busy={loading || query.isFetching}>
      <header className="aw-card-header">
        <div>
          <h2 id={titleId}>{title}</h2>
          {subtitle && <p className="aw-card-subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="aw-card-actions">{actions}</div>}
      </header>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <div className="aw-skeleton">
          <span className="visually-hidden">{t('common.loading')}</span>
          <Skeleton width="40%" height="1.5rem" />
          <Skeleton height="6rem" />
        </div>
      ) : (
        children(query.data)
      )}
    </section>
  );
}

/** A failed request: what went wrong and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const reason = errorText(i18n, error);
  return (
    <div className="aw-load-error" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden />
      <p>
        {t('associationWorkflows.common.loadFailed')} <span className="muted">{reason}</span>
      </p>
      <Button type="button" label={t('common.retry')} icon="pi pi-refresh" size="small" outlined onClick={onRetry} />
    </div>
  );
}

/**
 * A box a chart draws in: the canvas is hidden from screen readers, the box carries a text summary instead. The box
 * keeps its height from the start (nothing shifts), and the chart is drawn when the box comes near the viewport: a
 * phone opening the dashboard loads and draws no chart below the fold until the user scrolls to it.
 */
export function ChartFrame({
  summary,
  height = 260,
  children,
}: {
  summary: string;
  height?: number;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  return (
    <div ref={box} className="aw-chart" role="img" aria-label={summary} style={{ blockSize: height }}>
      <div className="aw-chart-canvas" aria-hidden="true">
        {inView && <Suspense fallback={null}>{children}</Suspense>}
      </div>
    </div>
  );
}

/** The message shown in place of a chart or table with nothing to show. */
export function Empty({ text }: { text: string }) {
  return <p className="aw-empty">{text}</p>;
}

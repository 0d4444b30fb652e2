import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError, errorText } from '../../../api/errors';

/** The parts of an RTK Query result a card needs. */
export interface CardQuery<T> {
  data?: T;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export type SkeletonKind = 'chart' | 'list' | 'figure';

interface DashCardProps<T> {
  title: string;
  subtitle?: string;
  query: CardQuery<T>;
  skeleton?: SkeletonKind;
  className?: string;
  /** Shown next to the title once the data is there (an icon, a badge). */
  aside?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One dashboard card: a titled section that shows a skeleton while its own request runs, an error line with a retry
 * button when it failed, and its content once the data arrived.
 */
export function DashCard<T>({ title, subtitle, query, skeleton = 'chart', className, aside, children }: DashCardProps<T>) {
  const titleId = useId();
  const loading = !query.isError && query.data === undefined;
  return (
    <section className={`dash-card ${className ?? ''}`} aria-labelledby={titleId} aria-busy={loading}>
      <header className="dash-card-header">
        <div className="dash-card-heading">
          <h2 id={titleId}>{title}</h2>
          {subtitle && <p className="dash-card-subtitle">{subtitle}</p>}
        </div>
        {query.data !== undefined && !query.isError && aside?.(query.data)}
      </header>
      {query.isError ? (
        <CardError title={title} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <CardSkeleton kind={skeleton} title={title} />
      ) : (
        children(query.data)
      )}
    </section>
  );
}

function CardError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const reason = isAppError(error) ? errorText(i18n, error) : '';
  return (
    <div className="dash-card-error" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden />
      <p>
        {t('dashboards.card.error')}
        {reason && <span className="dash-card-error-reason"> {reason}</span>}
      </p>
      <Button
        type="button"
        label={t('common.retry')}
        aria-label={t('dashboards.card.retry', { title })}
        icon="pi pi-refresh"
        size="small"
        outlined
        onClick={onRetry}
      />
    </div>
  );
}

function CardSkeleton({ kind, title }: { kind: SkeletonKind; title: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="dash-card-skeleton">
      <span className="visually-hidden">{t('dashboards.card.loading', { title })}</span>
      <Skeleton width="40%" height="1.75rem" />
      {kind === 'list' ? (
        [0, 1, 2].map((i) => <Skeleton key={i} height="1.25rem" />)
      ) : kind === 'figure' ? (
        <Skeleton width="60%" height="1rem" />
      ) : (
        <Skeleton height="10rem" />
      )}
    </div>
  );
}

/**
 * The box a chart draws in. Canvas content is invisible to screen readers, so the box is an image whose accessible
 * name is a short text summary of the data.
 */
export function ChartFrame({
  summary,
  height = 240,
  className,
  center,
  children,
}: {
  summary: string;
  height?: number;
  className?: string;
  /** Text drawn over the middle of a doughnut or gauge. */
  center?: ReactNode;
  children: ReactNode;
}) {
  const style = { '--dash-chart-height': `${height}px` } as CSSProperties;
  return (
    <div className={`dash-chart ${className ?? ''}`} role="img" aria-label={summary} style={style}>
      {/* The canvas (react-chartjs-2 gives it role="img" without a name) stays out of the accessibility tree. */}
      <div className="dash-chart-canvas" aria-hidden="true">
        {children}
      </div>
      {center !== undefined && (
        <div className="dash-chart-center" aria-hidden="true">
          {center}
        </div>
      )}
    </div>
  );
}

/** A labelled figure: a big number with its caption. */
export function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="dash-figure">
      <span className={`dash-figure-value ${tone ? `dash-tone-${tone}` : ''}`}>{value}</span>
      <span className="dash-figure-label">{label}</span>
    </div>
  );
}

/** A horizontal progress bar with its label and value. */
export function Meter({ label, value, percent, tone = 'primary' }: { label: string; value: string; percent: number; tone?: string }) {
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <div className="dash-meter">
      <div className="dash-meter-text">
        <span>{label}</span>
        <strong>{value}</strong>
      </div>
      <div
        className="dash-meter-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped)}
        aria-valuetext={value}
      >
        <span className={`dash-meter-bar dash-bg-${tone}`} style={{ inlineSize: `${clamped}%` }} />
      </div>
    </div>
  );
}

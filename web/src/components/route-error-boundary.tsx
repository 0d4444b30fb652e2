import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError, NewVersionNotice } from './new-version';
import { PageState } from './page-states';

function ErrorState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <PageState
      icon="pi pi-exclamation-triangle"
      title={t('states.error.title')}
      message={t('states.error.message')}
      action={
        <button type="button" className="p-button p-component" onClick={onRetry ?? (() => window.location.reload())}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** The router's errorElement: a failed lazy chunk or loader shows a retry instead of a blank screen. */
export function RouteErrorElement() {
  const error = useRouteError();
  console.error(error);
  return isChunkLoadError(error) ? <NewVersionNotice /> : <ErrorState />;
}

interface Props {
  children: ReactNode;
}

/** One per route: a page that throws while rendering takes down only itself, not the layout. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean; newVersion: boolean }> {
  override state = { failed: false, newVersion: false };

  // A page whose chunk is gone cannot be retried in place (the failed import is remembered): only a reload helps.
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, newVersion: isChunkLoadError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.newVersion) return <NewVersionNotice />;
    if (this.state.failed) return <ErrorState onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths';

/** Shown while a page loads; drawn with CSS alone, so it needs no component library before the first paint. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-state" role="status" aria-live="polite">
      <span className="page-spinner" aria-hidden />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

interface StateProps {
  icon: string;
  title: string;
  message: string;
  action?: React.ReactNode;
}

export function PageState({ icon, title, message, action }: StateProps) {
  return (
    <section className="page-state">
      <i className={`${icon} page-state-icon`} aria-hidden />
      <h1>{title}</h1>
      <p>{message}</p>
      {action}
    </section>
  );
}

function BackHome() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className="p-button p-component p-button-native">
      <i className="pi pi-home" aria-hidden />
      <span className="p-button-label">{t('common.backHome')}</span>
    </Link>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <PageState icon="pi pi-map" title={t('states.notFound.title')} message={t('states.notFound.message')} action={<BackHome />} />;
}

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <PageState
      icon="pi pi-lock"
      title={t('states.notAuthorized.title')}
      message={t('states.notAuthorized.message')}
      action={<BackHome />}
    />
  );
}

/** An honest page for a menu entry whose screen is not built yet. */
export function NotAvailablePage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <PageState
      icon="pi pi-clock"
      title={t(title)}
      message={t('states.notAvailable.message')}
      action={<BackHome />}
    />
  );
}

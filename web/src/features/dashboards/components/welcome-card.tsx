import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/paths';

/** The greeting on the analytics dashboard, addressed to whoever is signed in. */
export function WelcomeCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const user = useAppSelector((s) => s.session.user);
  const name = user?.fullName || user?.username || t('dashboards.welcome.fallbackName');
  return (
    <section className={`dash-card dash-welcome ${className ?? ''}`} aria-labelledby={titleId}>
      <i className="pi pi-star-fill dash-welcome-icon" aria-hidden />
      <h2 id={titleId}>{t('dashboards.welcome.title', { name })}</h2>
      <p>{t('dashboards.welcome.text')}</p>
      <Link to={paths.cardsAnalytics} className="dash-welcome-link">
        {t('dashboards.welcome.link')}
      </Link>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The page's one h1, a line under it, and an optional way back and actions. */
export function PageHeader({
  title,
  subtitle,
  back,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  back?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="aw-page-header">
      <div>
        <h1>{title}</h1>
        {subtitle && <p className="muted">{subtitle}</p>}
      </div>
      <div className="aw-page-header-actions">
        {children}
        {back && (
          <Link to={back} className="p-button p-button-outlined aw-back">
            <i className="pi pi-arrow-left aw-flip" aria-hidden />
            <span>{t('associationWorkflows.common.back')}</span>
          </Link>
        )}
      </div>
    </header>
  );
}

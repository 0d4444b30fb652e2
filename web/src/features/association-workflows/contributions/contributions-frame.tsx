import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContributionsNav } from '../components/contributions-nav';
import { PageHeader } from '../components/page-header';
import '../association-workflows.css';

/** Every contributions screen: its title, the tabs between the screens, then its content. */
export function ContributionsFrame({
  screen,
  actions,
  children,
}: {
  screen: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="aw-page">
      <PageHeader
        title={t(`associationWorkflows.contributions.${screen}.title`)}
        subtitle={t(`associationWorkflows.contributions.${screen}.subtitle`)}
      >
        {actions}
      </PageHeader>
      <ContributionsNav />
      {children}
    </div>
  );
}

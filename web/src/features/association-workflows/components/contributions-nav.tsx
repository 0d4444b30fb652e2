import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../app/paths';

const LINKS = [
  { to: paths.associationContributions, key: 'overview', end: true },
  { to: paths.associationCollectivePayment, key: 'collective', end: true },
  { to: paths.associationArrears, key: 'arrears', end: true },
  { to: paths.associationBranchArrears, key: 'branchArrears', end: true },
  { to: paths.associationCashReport, key: 'cashReport', end: true },
  { to: paths.associationPaymentReport, key: 'paymentReport', end: true },
  { to: paths.associationMemberDuesReport, key: 'memberReport', end: true },
] as const;

/** The contributions screens, one tab each. */
export function ContributionsNav() {
  const { t } = useTranslation();
  return (
    <nav className="aw-tabs" aria-label={t('associationWorkflows.contributions.nav.label')}>
      {LINKS.map((link) => (
        <NavLink
          key={link.key}
          to={link.to}
          end={link.end}
          className={({ isActive }) => (isActive ? 'aw-tab aw-tab-active' : 'aw-tab')}
        >
          {t(`associationWorkflows.contributions.nav.${link.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

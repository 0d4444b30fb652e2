import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { MenuItem } from '../../../app/menu';
import { useVisibleMenu } from '../../../layouts/use-visible-menu';

/** The menu entry of the contributions area: its children are the area's pages, in the sidebar and in the tabs alike. */
const AREA_ID = 'contributions';
/** The menu's "Reports" entry leads to the first of these; the report pages share a second row of tabs. */
const REPORTS = [
  { to: paths.associationCashReport, key: 'cashReport' },
  { to: paths.associationPaymentReport, key: 'paymentReport' },
  { to: paths.associationBranchArrears, key: 'branchArrears' },
  { to: paths.associationMemberDuesReport, key: 'memberReport' },
] as const;
const REPORT_PATHS: string[] = REPORTS.map((r) => r.to);

function areaPages(sections: ReturnType<typeof useVisibleMenu>): MenuItem[] {
  for (const section of sections) {
    const area = section.items.find((item) => item.id === AREA_ID);
    if (area) return area.children ?? [];
  }
  return [];
}

/**
 * The contributions pages as tabs: the same entries, names and order as the sidebar's Iuran group (only those the
 * account may open), then, on a report, the reports.
 */
export function ContributionsNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pages = areaPages(useVisibleMenu());
  const onReport = REPORT_PATHS.includes(pathname);
  const tabClass = (active: boolean) => (active ? 'aw-tab aw-tab-active' : 'aw-tab');
  return (
    <>
      <nav className="aw-tabs" aria-label={t('associationWorkflows.contributions.nav.label')}>
        {pages.map((page) => (
          <NavLink
            key={page.id}
            to={page.path!}
            end
            aria-current={(page.path === pathname || (onReport && page.path === paths.associationCashReport)) ? 'page' : undefined}
            className={({ isActive }) => tabClass(isActive || (onReport && page.path === paths.associationCashReport))}
          >
            {t(page.title)}
          </NavLink>
        ))}
      </nav>
      {onReport && (
        <nav className="aw-tabs aw-subtabs" aria-label={t('associationWorkflows.contributions.nav.reports')}>
          {REPORTS.map((report) => (
            <NavLink key={report.key} to={report.to} end className={({ isActive }) => tabClass(isActive)}>
              {t(`associationWorkflows.contributions.nav.${report.key}`)}
            </NavLink>
          ))}
        </nav>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { GoalOverviewCard } from './components/goal-overview-card';
import { PageHeader } from './components/page-header';
import { RevenueCard } from './components/revenue-card';
import { RevenueReportCard } from './components/revenue-report-card';
import { ActiveUsersCard, NewsletterCard, SiteTrafficCard } from './components/series-cards';
import { OrdersBarChartCard, ProfitLineChartCard, RevenueStatCard, SalesCard } from './components/statistics-cards';
import './dashboards.css';

/** The eCommerce dashboard: statistics row, earnings, revenue report, traffic, users and newsletter. */
export default function EcommerceDashboardPage() {
  const { t } = useTranslation();
  return (
    <div className="dash-page">
      <PageHeader title={t('dashboards.pages.ecommerce.title')} subtitle={t('dashboards.pages.ecommerce.subtitle')} />
      <div className="dash-grid">
        <OrdersBarChartCard className="span-3" />
        <ProfitLineChartCard className="span-3" />
        <RevenueStatCard className="span-3" />
        <SalesCard className="span-3" />
        <RevenueCard className="span-8" />
        <GoalOverviewCard className="span-4" />
        <RevenueReportCard className="span-6" />
        <SiteTrafficCard className="span-6" />
        <ActiveUsersCard className="span-6" />
        <NewsletterCard className="span-6" />
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { AvgSessionsCard } from './components/avg-sessions-card';
import { CustomersCard } from './components/customers-card';
import { GoalOverviewCard } from './components/goal-overview-card';
import { PageHeader } from './components/page-header';
import { ProductOrdersCard } from './components/product-orders-card';
import { RevenueCard } from './components/revenue-card';
import { RevenueReportCard } from './components/revenue-report-card';
import { SessionsDeviceCard } from './components/sessions-device-card';
import { OrdersCard, SubscribersCard } from './components/statistics-cards';
import { SupportTrackerCard } from './components/support-tracker-card';
import { WelcomeCard } from './components/welcome-card';
import './dashboards.css';

/** The analytics dashboard: every card loads on its own, so one failing request leaves the others working. */
export default function AnalyticsDashboardPage() {
  const { t } = useTranslation();
  return (
    <div className="dash-page">
      <PageHeader title={t('dashboards.pages.analytics.title')} subtitle={t('dashboards.pages.analytics.subtitle')} />
      <div className="dash-grid">
        <WelcomeCard className="span-6" />
        <SubscribersCard className="span-3" />
        <OrdersCard className="span-3" />
        <AvgSessionsCard className="span-6" />
        <SupportTrackerCard className="span-6" />
        <RevenueCard className="span-8" />
        <RevenueReportCard className="span-4" />
        <GoalOverviewCard className="span-3" />
        <ProductOrdersCard className="span-3" />
        <SessionsDeviceCard className="span-3" />
        <CustomersCard className="span-3" />
      </div>
    </div>
  );
}

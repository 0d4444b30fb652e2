import { useTranslation } from 'react-i18next';
import { AvgSessionsCard } from './components/avg-sessions-card';
import { CustomersCard } from './components/customers-card';
import { GoalOverviewCard } from './components/goal-overview-card';
import { PageHeader } from './components/page-header';
import { ProductOrdersCard } from './components/product-orders-card';
import { RevenueCard } from './components/revenue-card';
import { RevenueReportCard } from './components/revenue-report-card';
import { SessionsDeviceCard } from './components/sessions-device-card';
import { SupportTrackerCard } from './components/support-tracker-card';
import './dashboards.css';

/** Every analytics card, one per BFF route. */
export default function CardsAnalyticsPage() {
  const { t } = useTranslation();
  return (
    <div className="dash-page">
      <PageHeader title={t('dashboards.pages.cardsAnalytics.title')} subtitle={t('dashboards.pages.cardsAnalytics.subtitle')} />
      <div className="dash-grid">
        <AvgSessionsCard className="span-6" />
        <SupportTrackerCard className="span-6" />
        <RevenueCard className="span-8" />
        <GoalOverviewCard className="span-4" />
        <RevenueReportCard className="span-3" />
        <ProductOrdersCard className="span-3" />
        <SessionsDeviceCard className="span-3" />
        <CustomersCard className="span-3" />
      </div>
    </div>
  );
}

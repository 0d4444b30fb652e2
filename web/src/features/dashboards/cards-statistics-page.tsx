import { useTranslation } from 'react-i18next';
import { PageHeader } from './components/page-header';
import { ActiveUsersCard, NewsletterCard, SiteTrafficCard } from './components/series-cards';
import {
  OrdersBarChartCard,
  OrdersCard,
  ProfitLineChartCard,
  RevenueStatCard,
  SalesCard,
  SubscribersCard,
} from './components/statistics-cards';
import './dashboards.css';

/** Every statistics card, one per BFF route. */
export default function CardsStatisticsPage() {
  const { t } = useTranslation();
  return (
    <div className="dash-page">
      <PageHeader title={t('dashboards.pages.cardsStatistics.title')} subtitle={t('dashboards.pages.cardsStatistics.subtitle')} />
      <div className="dash-grid">
        <SubscribersCard className="span-3" />
        <OrdersCard className="span-3" />
        <RevenueStatCard className="span-3" />
        <SalesCard className="span-3" />
        <OrdersBarChartCard className="span-3" />
        <ProfitLineChartCard className="span-3" />
        <SiteTrafficCard className="span-6" />
        <ActiveUsersCard className="span-6" />
        <NewsletterCard className="span-6" />
      </div>
    </div>
  );
}

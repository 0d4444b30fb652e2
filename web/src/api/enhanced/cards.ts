import { cardsApi } from '../generated/cards';

// Every card is read-only static data; one tag type lets a later mutation (none yet) refresh all cards at once.
const card = { providesTags: ['Card' as const] };

const api = cardsApi.enhanceEndpoints({
  addTagTypes: ['Card'],
  endpoints: {
    getCardAnalyticsSupportTracker: card,
    getCardAnalyticsAvgSessions: card,
    getCardAnalyticsRevenueReport: card,
    getCardAnalyticsGoalOverview: card,
    getCardAnalyticsRevenue: card,
    getCardAnalyticsProductOrders: card,
    getCardAnalyticsSessionsDevice: card,
    getCardAnalyticsCustomers: card,
    getCardStatisticsOrdersBarChart: card,
    getCardStatisticsProfitLineChart: card,
    getCardStatisticsSubscribers: card,
    getCardStatisticsRevenue: card,
    getCardStatisticsSales: card,
    getCardStatisticsOrders: card,
    getCardStatisticsSiteTraffic: card,
    getCardStatisticsActiveUsers: card,
    getCardStatisticsNewsletter: card,
  },
});

export const {
  useGetCardAnalyticsSupportTrackerQuery,
  useGetCardAnalyticsAvgSessionsQuery,
  useGetCardAnalyticsRevenueReportQuery,
  useGetCardAnalyticsGoalOverviewQuery,
  useGetCardAnalyticsRevenueQuery,
  useGetCardAnalyticsProductOrdersQuery,
  useGetCardAnalyticsSessionsDeviceQuery,
  useGetCardAnalyticsCustomersQuery,
  useGetCardStatisticsOrdersBarChartQuery,
  useGetCardStatisticsProfitLineChartQuery,
  useGetCardStatisticsSubscribersQuery,
  useGetCardStatisticsRevenueQuery,
  useGetCardStatisticsSalesQuery,
  useGetCardStatisticsOrdersQuery,
  useGetCardStatisticsSiteTrafficQuery,
  useGetCardStatisticsActiveUsersQuery,
  useGetCardStatisticsNewsletterQuery,
} = api;


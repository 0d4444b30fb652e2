import { Type, type Static, type TSchema } from 'typebox';

/** The OpenAPI tag and the ability subject of every route of the area. */
export const CARDS_TAG = 'Cards';
export const CARD_SUBJECT = 'Card';

const LastDays = Type.Array(Type.String(), {
  description: 'The periods the card offers to switch between.',
  examples: [['Last 28 days', 'Last month', 'Last year']],
});
const Count = Type.Integer({ minimum: 0 });
const Series = Type.Array(Type.Object({ name: Type.String({ examples: ['2026'] }), data: Type.Array(Type.Number()) }), {
  description: 'Chart series: a name and one value per point.',
});
const Listed = { icon: Type.String(), iconColor: Type.String({ examples: ['primary'] }) };

// Analytics cards.

export const CardAnalyticsSupportTrackerSchema = Type.Object(
  {
    title: Type.String(),
    last_days: LastDays,
    totalTicket: Count,
    newTicket: Count,
    openTicket: Count,
    responseTime: Type.Number({ minimum: 0, description: 'Average response time in days.' }),
  },
  { $id: 'CardAnalyticsSupportTracker' },
);

export const CardAnalyticsAvgSessionsSchema = Type.Object(
  {
    sessions: Count,
    last_days: LastDays,
    growth: Type.Number({ description: 'Growth in percent; negative for a decline.' }),
    goal: Count,
    users: Count,
    retention: Type.Number({ minimum: 0, description: 'Retention in percent.' }),
    duration: Type.Number({ minimum: 0, description: 'Average session duration in minutes.' }),
  },
  { $id: 'CardAnalyticsAvgSessions' },
);

export const CardAnalyticsRevenueReportSchema = Type.Object(
  { years: Type.Array(Type.String()), price: Type.Number(), budget: Type.Number() },
  { $id: 'CardAnalyticsRevenueReport' },
);

export const CardAnalyticsGoalOverviewSchema = Type.Object(
  { completed: Count, inProgress: Count },
  { $id: 'CardAnalyticsGoalOverview' },
);

export const CardAnalyticsRevenueSchema = Type.Object(
  { thisMonth: Type.Array(Type.Number()), lastMonth: Type.Array(Type.Number()) },
  { $id: 'CardAnalyticsRevenue' },
);

export const CardAnalyticsProductOrdersSchema = Type.Object(
  { last_days: LastDays, chart_info: Type.Object({ finished: Count, pending: Count, rejected: Count }) },
  { $id: 'CardAnalyticsProductOrders' },
);

export const CardAnalyticsSessionsDeviceSchema = Type.Object(
  {
    last_days: LastDays,
    chart_info: Type.Array(
      Type.Object({
        ...Listed,
        name: Type.String({ examples: ['Desktop'] }),
        usage: Type.Number({ description: 'Share of sessions in percent.' }),
        upDown: Type.Number({ description: 'Change in percentage points; negative for a decline.' }),
      }),
    ),
  },
  { $id: 'CardAnalyticsSessionsDevice' },
);

export const CardAnalyticsCustomersSchema = Type.Object(
  {
    last_days: LastDays,
    listData: Type.Array(Type.Object({ ...Listed, text: Type.String(), result: Count })),
  },
  { $id: 'CardAnalyticsCustomers' },
);

// Statistics cards.

const chartCard = (id: string) =>
  Type.Object({ title: Type.String(), statistics: Type.Number(), series: Series }, { $id: id });
const seriesCard = (id: string) => Type.Object({ series: Series }, { $id: id });
const figureCard = <const K extends string>(id: string, figure: K) =>
  Type.Object(
    {
      series: Series,
      analyticsData: Type.Object({ [figure]: Type.Number() } as { [P in K]: ReturnType<typeof Type.Number> }),
    },
    { $id: id },
  );

export const CardStatisticsOrdersBarChartSchema = chartCard('CardStatisticsOrdersBarChart');
export const CardStatisticsProfitLineChartSchema = chartCard('CardStatisticsProfitLineChart');
export const CardStatisticsSubscribersSchema = figureCard('CardStatisticsSubscribers', 'subscribers');
export const CardStatisticsRevenueSchema = figureCard('CardStatisticsRevenue', 'revenue');
export const CardStatisticsSalesSchema = figureCard('CardStatisticsSales', 'sales');
export const CardStatisticsOrdersSchema = figureCard('CardStatisticsOrders', 'orders');
export const CardStatisticsSiteTrafficSchema = seriesCard('CardStatisticsSiteTraffic');
export const CardStatisticsActiveUsersSchema = seriesCard('CardStatisticsActiveUsers');
export const CardStatisticsNewsletterSchema = seriesCard('CardStatisticsNewsletter');

/** Each card's response schema, keyed by the last segment of its path. */
export const ANALYTICS_CARD_SCHEMAS = {
  'support-tracker': CardAnalyticsSupportTrackerSchema,
  'avg-sessions': CardAnalyticsAvgSessionsSchema,
  'revenue-report': CardAnalyticsRevenueReportSchema,
  'goal-overview': CardAnalyticsGoalOverviewSchema,
  revenue: CardAnalyticsRevenueSchema,
  'product-orders': CardAnalyticsProductOrdersSchema,
  'sessions-device': CardAnalyticsSessionsDeviceSchema,
  customers: CardAnalyticsCustomersSchema,
} as const;

export const STATISTICS_CARD_SCHEMAS = {
  'orders-bar-chart': CardStatisticsOrdersBarChartSchema,
  'profit-line-chart': CardStatisticsProfitLineChartSchema,
  subscribers: CardStatisticsSubscribersSchema,
  revenue: CardStatisticsRevenueSchema,
  sales: CardStatisticsSalesSchema,
  orders: CardStatisticsOrdersSchema,
  'site-traffic': CardStatisticsSiteTrafficSchema,
  'active-users': CardStatisticsActiveUsersSchema,
  newsletter: CardStatisticsNewsletterSchema,
} as const;

export type AnalyticsCardKey = keyof typeof ANALYTICS_CARD_SCHEMAS;
export type StatisticsCardKey = keyof typeof STATISTICS_CARD_SCHEMAS;
type StaticOf<T extends Record<string, TSchema>> = { [K in keyof T]: Static<T[K]> };
export type AnalyticsCards = StaticOf<typeof ANALYTICS_CARD_SCHEMAS>;
export type StatisticsCards = StaticOf<typeof STATISTICS_CARD_SCHEMAS>;

/** The cards fixture: every card's data under its group and key. */
export interface CardsData {
  analytics: AnalyticsCards;
  statistics: StatisticsCards;
}

export const cardSchemas: TSchema[] = [
  ...Object.values(ANALYTICS_CARD_SCHEMAS),
  ...Object.values(STATISTICS_CARD_SCHEMAS),
];

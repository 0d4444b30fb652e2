import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { loadFixture } from '../../../lib/fixtures.js';
import { MemoryCardStore } from '../../../stores/cards.js';
import { resettableStore, type DemoArea } from '../area.js';
import {
  ANALYTICS_CARD_SCHEMAS,
  CARD_SUBJECT,
  cardSchemas,
  CARDS_TAG,
  STATISTICS_CARD_SCHEMAS,
  type AnalyticsCardKey,
  type CardsData,
  type StatisticsCardKey,
} from './schemas.js';

/** Summary and description of each card's route. */
type CardDocs<K extends string> = Record<K, [summary: string, description: string]>;

const ANALYTICS_DOCS: CardDocs<AnalyticsCardKey> = {
  'support-tracker': [
    'Support tracker card',
    'Help desk tickets: total, new and open, and the average response time in days.',
  ],
  'avg-sessions': [
    'Average sessions card',
    'Sessions, their growth in percent and goal, users, retention in percent and average duration in minutes.',
  ],
  'revenue-report': [
    'Revenue report card',
    'The years offered, the revenue so far (price) and the budget, as plain numbers.',
  ],
  'goal-overview': ['Goal overview card', 'Goals completed and in progress.'],
  revenue: ['Revenue card', 'The chart points of this month and last month.'],
  'product-orders': ['Product orders card', 'Orders finished, pending and rejected (chart_info).'],
  'sessions-device': [
    'Sessions by device card',
    'Per device: share of sessions in percent and its change in points (chart_info).',
  ],
  customers: ['Customers card', 'New, renewed and reinstated members (listData).'],
};

const STATISTICS_DOCS: CardDocs<StatisticsCardKey> = {
  'orders-bar-chart': ['Orders bar chart card', 'A title, the headline figure (statistics) and the bar series.'],
  'profit-line-chart': ['Profit line chart card', 'A title, the headline figure (statistics) and the line series.'],
  subscribers: ['Subscribers card', 'The series and the headline figure (analyticsData.subscribers).'],
  revenue: ['Revenue statistics card', 'The series and the headline figure (analyticsData.revenue).'],
  sales: ['Sales card', 'The series and the headline figure (analyticsData.sales).'],
  orders: ['Orders card', 'The series and the headline figure (analyticsData.orders).'],
  'site-traffic': ['Site traffic card', 'The chart series.'],
  'active-users': ['Active users card', 'The chart series.'],
  newsletter: ['Newsletter card', 'The chart series.'],
};

const pascal = (kebab: string) => kebab.replace(/(^|-)(\w)/g, (_m, _dash, c: string) => c.toUpperCase());

interface CardRoute {
  group: 'analytics' | 'statistics';
  key: string;
  schema: TSchema & { $id?: string };
  docs: [summary: string, description: string];
  load: () => unknown;
}

// One route per card, so each card gets its own operation, response type and generated hook.
function registerCard(app: FastifyInstance, { group, key, schema, docs: [summary, description], load }: CardRoute) {
  app.get(
    `/card/card-${group}/${key}`,
    {
      config: { ability: { action: 'read', subject: CARD_SUBJECT } },
      schema: {
        operationId: `getCard${pascal(group)}${pascal(key)}`,
        tags: [CARDS_TAG],
        summary,
        description: `${description} Static demo figures.`,
        response: { 200: Type.Ref(schema.$id!) },
      },
    },
    async () => load(),
  );
}

const area: DemoArea = {
  tag: { name: CARDS_TAG, description: 'Analytics and statistics cards for the dashboards.' },
  plugin: async (app, options) => {
    const { now = () => new Date() } = options;
    for (const schema of cardSchemas) app.addSchema(schema);
    const store = resettableStore(options, () => new MemoryCardStore(loadFixture<CardsData>('demo/cards.json', now())));

    for (const key of Object.keys(ANALYTICS_CARD_SCHEMAS) as AnalyticsCardKey[]) {
      const [schema, docs] = [ANALYTICS_CARD_SCHEMAS[key], ANALYTICS_DOCS[key]];
      registerCard(app, { group: 'analytics', key, schema, docs, load: () => store.analytics(key) });
    }
    for (const key of Object.keys(STATISTICS_CARD_SCHEMAS) as StatisticsCardKey[]) {
      const [schema, docs] = [STATISTICS_CARD_SCHEMAS[key], STATISTICS_DOCS[key]];
      registerCard(app, { group: 'statistics', key, schema, docs, load: () => store.statistics(key) });
    }
  },
};

export default area;

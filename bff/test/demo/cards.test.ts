import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../src/lib/fixtures.js';
import {
  ANALYTICS_CARD_SCHEMAS,
  STATISTICS_CARD_SCHEMAS,
  type CardsData,
} from '../../src/routes/demo/cards/schemas.js';
import { bearer } from '../helpers.js';
import { demoClient, type DemoClient } from './client.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const cards = () => loadFixture<CardsData>('demo/cards.json', NOW);

// Path, operationId and response keys of every card, as the reference gives them.
const CARDS: [group: 'analytics' | 'statistics', key: string, operationId: string, keys: string[]][] = [
  [
    'analytics',
    'support-tracker',
    'getCardAnalyticsSupportTracker',
    ['title', 'last_days', 'totalTicket', 'newTicket', 'openTicket', 'responseTime'],
  ],
  [
    'analytics',
    'avg-sessions',
    'getCardAnalyticsAvgSessions',
    ['sessions', 'last_days', 'growth', 'goal', 'users', 'retention', 'duration'],
  ],
  ['analytics', 'revenue-report', 'getCardAnalyticsRevenueReport', ['years', 'price', 'budget']],
  ['analytics', 'goal-overview', 'getCardAnalyticsGoalOverview', ['completed', 'inProgress']],
  ['analytics', 'revenue', 'getCardAnalyticsRevenue', ['thisMonth', 'lastMonth']],
  ['analytics', 'product-orders', 'getCardAnalyticsProductOrders', ['last_days', 'chart_info']],
  ['analytics', 'sessions-device', 'getCardAnalyticsSessionsDevice', ['last_days', 'chart_info']],
  ['analytics', 'customers', 'getCardAnalyticsCustomers', ['last_days', 'listData']],
  ['statistics', 'orders-bar-chart', 'getCardStatisticsOrdersBarChart', ['title', 'statistics', 'series']],
  ['statistics', 'profit-line-chart', 'getCardStatisticsProfitLineChart', ['title', 'statistics', 'series']],
  ['statistics', 'subscribers', 'getCardStatisticsSubscribers', ['series', 'analyticsData']],
  ['statistics', 'revenue', 'getCardStatisticsRevenue', ['series', 'analyticsData']],
  ['statistics', 'sales', 'getCardStatisticsSales', ['series', 'analyticsData']],
  ['statistics', 'orders', 'getCardStatisticsOrders', ['series', 'analyticsData']],
  ['statistics', 'site-traffic', 'getCardStatisticsSiteTraffic', ['series']],
  ['statistics', 'active-users', 'getCardStatisticsActiveUsers', ['series']],
  ['statistics', 'newsletter', 'getCardStatisticsNewsletter', ['series']],
];

const fixtureOf = (group: 'analytics' | 'statistics', key: string) => (cards()[group] as Record<string, unknown>)[key];

describe('card routes', () => {
  let c: DemoClient;
  beforeEach(async () => {
    c = await demoClient(NOW);
  });
  afterEach(async () => {
    await c.close();
  });

  it.each(CARDS)('GET /card/card-%s/%s answers the card with its keys', async (group, key, _operationId, keys) => {
    const res = await c.get(`/card/card-${group}/${key}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(keys);
    expect(res.json()).toEqual(fixtureOf(group, key));
  });

  it('statistics cards name their headline figure after the card', async () => {
    for (const key of ['subscribers', 'revenue', 'sales', 'orders']) {
      const body = (await c.get(`/card/card-statistics/${key}`)).json();
      expect(Object.keys(body.analyticsData)).toEqual([key]);
    }
  });

  it('each card is its own operation with its own response schema', async () => {
    const doc = (await c.app.inject({ url: '/openapi.json' })).json() as {
      paths: Record<string, { get?: { operationId: string; tags: string[]; responses: Record<string, unknown> } }>;
    };
    const refs = new Set<string>();
    for (const [group, key, operationId] of CARDS) {
      const op = doc.paths[`/card/card-${group}/${key}`]?.get;
      expect(op?.operationId).toBe(operationId);
      expect(op?.tags).toEqual(['Cards']);
      refs.add(JSON.stringify(op?.responses['200']));
    }
    expect(refs.size).toBe(CARDS.length);
  });

  it('the client demo account gets 403 and no token gets 401', async () => {
    const url = '/card/card-analytics/support-tracker';
    expect((await c.request({ url, headers: bearer(c.clientToken) })).statusCode).toBe(403);
    expect((await c.app.inject({ url })).statusCode).toBe(401);
  });
});

describe('cards fixture', () => {
  it('holds exactly the cards the routes serve, each matching its schema', () => {
    const data = cards();
    expect(Object.keys(data)).toEqual(['analytics', 'statistics']);
    expect(Object.keys(data.analytics).sort()).toEqual(Object.keys(ANALYTICS_CARD_SCHEMAS).sort());
    expect(Object.keys(data.statistics).sort()).toEqual(Object.keys(STATISTICS_CARD_SCHEMAS).sort());
    const schemas = { analytics: ANALYTICS_CARD_SCHEMAS, statistics: STATISTICS_CARD_SCHEMAS };
    for (const [group, key] of CARDS) {
      const schema = (schemas[group] as Record<string, TSchema>)[key]!;
      const errors = Value.Errors(schema, fixtureOf(group, key)).map((e) => `${e.instancePath} ${e.message}`);
      expect(errors, `${group}/${key}`).toEqual([]);
    }
  });
});

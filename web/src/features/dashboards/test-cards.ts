import type { FakeResponse, Handler } from '../../test/fake-api';

const LAST_DAYS = ['Last 28 days', 'Last month', 'Last year'];

/** One answer per card route, shaped like the BFF's; figures chosen so each can be recognised on screen. */
export const CARD_RESPONSES: Record<string, unknown> = {
  '/card/card-analytics/support-tracker': {
    title: 'Member help desk',
    last_days: LAST_DAYS,
    totalTicket: 400,
    newTicket: 29,
    openTicket: 100,
    responseTime: 3,
  },
  '/card/card-analytics/avg-sessions': {
    sessions: 3415,
    last_days: LAST_DAYS,
    growth: -4.5,
    goal: 5000,
    users: 28410,
    retention: 87,
    duration: 12,
  },
  '/card/card-analytics/revenue-report': { years: ['2026', '2025'], price: 250000, budget: 500000 },
  '/card/card-analytics/goal-overview': { completed: 750, inProgress: 250 },
  '/card/card-analytics/revenue': { thisMonth: [10, 20, 30], lastMonth: [5, 15, 25] },
  '/card/card-analytics/product-orders': {
    last_days: LAST_DAYS,
    chart_info: { finished: 1864, pending: 312, rejected: 74 },
  },
  '/card/card-analytics/sessions-device': {
    last_days: LAST_DAYS,
    chart_info: [
      { icon: 'pi pi-desktop', iconColor: 'primary', name: 'Desktop', usage: 54.3, upDown: 2.1 },
      { icon: 'pi pi-mobile', iconColor: 'warning', name: 'Mobile', usage: 39.8, upDown: 6.4 },
      { icon: 'pi pi-tablet', iconColor: 'danger', name: 'Tablet', usage: 5.9, upDown: -1.7 },
    ],
  },
  '/card/card-analytics/customers': {
    last_days: LAST_DAYS,
    listData: [
      { icon: 'pi pi-user-plus', iconColor: 'primary', text: 'New members', result: 486 },
      { icon: 'pi pi-refresh', iconColor: 'warning', text: 'Renewed', result: 3912 },
    ],
  },
  '/card/card-statistics/orders-bar-chart': {
    title: 'Dues payments',
    statistics: 2764,
    series: [{ name: '2026', data: [440, 492, 374] }],
  },
  '/card/card-statistics/profit-line-chart': {
    title: 'Event registrations',
    statistics: 6318,
    series: [{ name: '2026', data: [904, 984, 988] }],
  },
  '/card/card-statistics/subscribers': {
    series: [{ name: 'Newsletter subscribers', data: [56, 39, 22] }],
    analyticsData: { subscribers: 24860 },
  },
  '/card/card-statistics/revenue': {
    series: [{ name: 'Dues collected', data: [49, 88, 48] }],
    analyticsData: { revenue: 412750 },
  },
  '/card/card-statistics/sales': { series: [{ name: 'Shop sales', data: [13, 27, 39] }], analyticsData: { sales: 36940 } },
  '/card/card-statistics/orders': { series: [{ name: 'Shop orders', data: [30, 23, 20] }], analyticsData: { orders: 1187 } },
  '/card/card-statistics/site-traffic': { series: [{ name: 'Page views', data: [357, 430, 309] }] },
  '/card/card-statistics/active-users': { series: [{ name: 'Active members', data: [1042, 1237, 770] }] },
  '/card/card-statistics/newsletter': { series: [{ name: 'Newsletter opens', data: [52, 64, 43] }] },
};

/** Fake-API handlers for every card route; `overrides` replace single routes (e.g. with a 500). */
export function cardHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  const handlers: Record<string, Handler> = {};
  for (const [path, body] of Object.entries(CARD_RESPONSES)) {
    handlers[`GET ${path}`] = (): FakeResponse => ({ body });
  }
  return { ...handlers, ...overrides };
}

export const SERVER_ERROR: Handler = () => ({
  status: 500,
  body: { statusCode: 500, error: 'Internal Server Error', message: 'Card store unavailable' },
});

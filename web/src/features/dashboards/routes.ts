import type { AppRoute } from '../../app/routing';
import type { Access } from '../auth/ability';
import { paths } from '../../app/paths';

const access: Access = { action: 'read', subject: 'Card' };

export const routes: AppRoute[] = [
  { path: paths.dashboardAnalytics, load: () => import('./analytics-dashboard-page'), access },
  { path: paths.dashboardEcommerce, load: () => import('./ecommerce-dashboard-page'), access },
  { path: paths.cardsStatistics, load: () => import('./cards-statistics-page'), access },
  { path: paths.cardsAnalytics, load: () => import('./cards-analytics-page'), access },
  { path: paths.charts, load: () => import('./charts-page'), access },
];

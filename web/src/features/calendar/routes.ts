import { paths } from '../../app/paths';
import type { AppRoute } from '../../app/routing';

export const routes: AppRoute[] = [
  { path: paths.calendar, load: () => import('./calendar-page'), access: { action: 'read', subject: 'Calendar' } },
];

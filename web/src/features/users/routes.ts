import type { AppRoute } from '../../app/routing';
import { paths } from '../../app/paths';

const access = { action: 'read', subject: 'User' } as const;

export const routes: AppRoute[] = [
  { path: paths.usersList, load: () => import('./users-list-page'), access },
  { path: paths.userView(), load: () => import('./user-view-page'), access },
];

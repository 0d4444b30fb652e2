import { paths } from '../../app/paths';
import type { AppRoute } from '../../app/routing';

const access = { action: 'read', subject: 'Email' } as const;

export const routes: AppRoute[] = [
  { path: paths.email, load: () => import('./email-page'), access },
  { path: paths.emailFolder, load: () => import('./email-page'), access },
];

import { paths } from '../../app/paths';
import type { AppRoute } from '../../app/routing';

export const routes: AppRoute[] = [
  { path: paths.chat, load: () => import('./chat-page'), access: { action: 'read', subject: 'Chat' } },
];

import { paths } from '../../app/paths';
import type { AppRoute } from '../../app/routing';

const access = { action: 'read', subject: 'Todo' } as const;

export const routes: AppRoute[] = [
  { path: paths.todo, load: () => import('./todo-page'), access },
  { path: paths.todoFilter, load: () => import('./todo-page'), access },
];

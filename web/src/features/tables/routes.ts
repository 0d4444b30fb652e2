import type { AppRoute } from '../../app/routing';
import { paths } from '../../app/paths';

const access = { action: 'read', subject: 'Table' } as const;

export const routes: AppRoute[] = [
  { path: paths.tablesBasic, load: () => import('./basic-table-page'), access },
  { path: paths.tablesAdvanced, load: () => import('./advanced-table-page'), access },
  { path: paths.autocomplete, load: () => import('./autocomplete-page'), access },
];

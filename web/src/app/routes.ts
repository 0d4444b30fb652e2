import { matchPath } from 'react-router-dom';
import { menuLeaves } from './menu';
import type { AppRoute } from './routing';

// Every feature folder that has screens exports `routes` from features/<area>/routes.ts; adding a feature adds no
// line anywhere else.
const modules = import.meta.glob<{ routes: AppRoute[] }>('../features/*/routes.ts', { eager: true });

/** Every built screen. */
export const FEATURE_ROUTES: AppRoute[] = Object.values(modules).flatMap((m) => m.routes);

/** Menu entries whose screen is not built yet; they lead to an honest "not available yet" page. */
export function unbuiltMenuEntries(routes: AppRoute[] = FEATURE_ROUTES) {
  return menuLeaves().filter(
    (leaf) => leaf.path !== undefined && !routes.some((route) => matchPath(route.path, leaf.path!) !== null),
  );
}

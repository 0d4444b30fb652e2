import { matchPath } from 'react-router-dom';
import { menuLeaves } from './menu';
import type { AppRoute } from './routing';

// Every feature folder that has screens exports `routes` from features/<area>/routes.ts; adding a feature adds no
// line anywhere else.
const modules = import.meta.glob<{ routes: AppRoute[] }>('../features/*/routes.ts', { eager: true });

/** Every built screen. */
export const FEATURE_ROUTES: AppRoute[] = Object.values(modules).flatMap((m) => m.routes);

const unbuiltByRoutes = new WeakMap<AppRoute[], ReturnType<typeof menuLeaves>>();

/**
 * Menu entries whose screen is not built yet; they lead to an honest "not available yet" page. Worked out once per
 * list of routes (every menu entry against every route pattern: the menu and the routes do not change while the app
 * runs, and each test that renders the app builds its router again).
 */
export function unbuiltMenuEntries(routes: AppRoute[] = FEATURE_ROUTES) {
  let unbuilt = unbuiltByRoutes.get(routes);
  if (!unbuilt) {
    unbuilt = menuLeaves().filter(
      (leaf) => leaf.path !== undefined && !routes.some((route) => matchPath(route.path, leaf.path!) !== null),
    );
    unbuiltByRoutes.set(routes, unbuilt);
  }
  return unbuilt;
}

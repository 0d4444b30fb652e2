import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, matchPath, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { NotAuthorizedPage, NotAvailablePage, NotFoundPage, PageLoading } from '../components/page-states';
import { RouteErrorBoundary, RouteErrorElement } from '../components/route-error-boundary';
import { can, useAbility, type Access } from '../features/auth/ability';
import { useHomePath } from '../features/auth/use-home-path';
import { loadAllTexts } from '../i18n';
import { BlankLayout } from '../layouts/blank-layout';
import { useAppSelector } from './hooks';
import { paths } from './paths';
import { FEATURE_ROUTES, unbuiltMenuEntries } from './routes';
import type { AppRoute } from './routing';

/** Loads a page or layout with what it needs beside its code: every text of the language and PrimeReact's settings. */
async function withPrime(load: () => Promise<{ default: ComponentType }>): Promise<{ default: ComponentType }> {
  const [{ default: Inner }, { default: PrimeProvider }] = await Promise.all([load(), import('./prime-provider'), loadAllTexts(), import('../api/message-text')]);
  return {
    default: () => (
      <PrimeProvider>
        <Inner />
      </PrimeProvider>
    ),
  };
}

// The signed-in frame (menus, navbar, customizer) loads only once a page needs it: not for the login page.
const loadAppLayout = () => import('../layouts/app-layout').then((m) => ({ default: m.AppLayout }));
const AppLayout = lazy(() => withPrime(loadAppLayout));

/**
 * For a returning user (stored tokens being checked with the server), starts downloading what the address's page
 * will need: its code, the frame's, every text and PrimeReact's settings. Without this they are asked for one after
 * the other once the check has answered (a chain of round trips before the page can draw). Failures are left to
 * the real load, which shows them.
 */
export function preloadPage(pathname: string, routes: AppRoute[] = FEATURE_ROUTES) {
  const route = routes.find((r) => matchPath(r.path, pathname));
  if (!route || route.public || route.minimal) return;
  const loads: Promise<unknown>[] = [route.load(), import('./prime-provider'), loadAllTexts(), import('../api/message-text')];
  if (route.layout !== 'blank') loads.push(loadAppLayout());
  for (const load of loads) load.catch(() => undefined);
}

function Guarded({ page: Page, access, isPublic }: { page: ComponentType; access?: Access; isPublic?: boolean }) {
  const user = useAppSelector((s) => s.session.user);
  const ability = useAbility();
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  if (!isPublic && !user) return <Navigate to={`${paths.login}?redirect=${redirect}`} replace />;
  // An account signed in with a temporary password sets its own before anything else (the server refuses the
  // association's data until then); afterwards it continues to the page it asked for.
  if (!isPublic && user?.association?.mustChangePassword && location.pathname !== paths.setPassword) {
    return <Navigate to={`${paths.setPassword}?redirect=${redirect}`} replace />;
  }
  if (!can(ability, access)) return <NotAuthorizedPage />;
  return (
    <RouteErrorBoundary key={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function toRouteObject(route: AppRoute): RouteObject {
  const Page = lazy(route.minimal ? route.load : () => withPrime(route.load));
  return {
    path: route.path,
    element: <Guarded page={Page} access={route.access} isPublic={route.public} />,
    errorElement: <RouteErrorElement />,
  };
}

function HomeRedirect() {
  const user = useAppSelector((s) => s.session.user);
  const home = useHomePath();
  return <Navigate to={user ? home : paths.login} replace />;
}

export function createAppRouter(routes: AppRoute[] = FEATURE_ROUTES) {
  const unbuilt: RouteObject[] = unbuiltMenuEntries(routes)
    .filter((leaf) => leaf.path !== paths.notAuthorized)
    .map((leaf) => ({
      path: leaf.path,
      element: <Guarded page={() => <NotAvailablePage title={leaf.title} />} access={leaf.access} />,
    }));
  return createBrowserRouter([
    { path: paths.home, element: <HomeRedirect /> },
    {
      element: <BlankLayout />,
      errorElement: <RouteErrorElement />,
      children: routes.filter((r) => r.layout === 'blank').map(toRouteObject),
    },
    {
      element: (
        <Suspense fallback={<PageLoading />}>
          <AppLayout />
        </Suspense>
      ),
      errorElement: <RouteErrorElement />,
      children: [
        ...routes.filter((r) => r.layout !== 'blank').map(toRouteObject),
        ...unbuilt,
        { path: paths.notAuthorized, element: <NotAuthorizedPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

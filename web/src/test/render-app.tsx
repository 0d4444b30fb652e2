import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import '../i18n';
import { AppProviders } from '../app/providers';
import { createAppRouter } from '../app/router';
import { makeStore, type AppStore } from '../app/store';
import { signedIn } from '../features/auth/session';
import type { UserData } from '../api/generated/auth';
import type { AppRoute } from '../app/routing';

/** Renders the whole app at `url` with a real store, optionally signed in as `user` (and with other routes). */
export function renderApp(url: string, options: { user?: UserData; store?: AppStore; routes?: AppRoute[] } = {}) {
  window.history.pushState({}, '', url);
  const store = options.store ?? makeStore();
  if (options.user) store.dispatch(signedIn({ user: options.user, accessToken: 'access-1', refreshToken: 'refresh-1' }));
  const router = createAppRouter(options.routes);
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}

import 'primeicons/primeicons.css';
import '../styles/app.css';
import '../i18n';
import { useEffect, useMemo } from 'react';
import { applyThemeStylesheet } from '../layouts/use-layout-effects';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createAppRouter, preloadPage } from './router';
import { makeStore } from './store';

export default function App() {
  const store = useMemo(makeStore, []);
  const router = useMemo(() => createAppRouter(), []);
  useEffect(() => {
    const { session, layout } = store.getState();
    if (!session.restoring) return;
    preloadPage(window.location.pathname);
    applyThemeStylesheet(layout.skin);
  }, [store]);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

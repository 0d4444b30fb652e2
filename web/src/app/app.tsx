import 'primeicons/primeicons.css';
import '../styles/app.css';
import '../i18n';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore } from './store';

export default function App() {
  const store = useMemo(makeStore, []);
  const router = useMemo(() => createAppRouter(), []);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

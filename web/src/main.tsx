import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { AppLoadBoundary } from './components/new-version';

// The app root loads lazily (spec §2); any service worker left registered by an earlier build is removed.
const App = lazy(() => import('./app/app'));

if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.getRegistrations().then((regs) => regs.forEach((reg) => void reg.unregister()));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppLoadBoundary>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <App />
      </Suspense>
    </AppLoadBoundary>
  </StrictMode>,
);

import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { AppLoadBoundary } from './new-version';
import { RouteErrorBoundary } from './route-error-boundary';

/** A lazily loaded module whose chunk is gone from the server, as Chrome reports it. */
const missingChunk = () =>
  lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://sejawat.example/assets/app-3f9a1c.js')));

describe('a chunk missing after a deploy', () => {
  it('shows "a new version is available" with a reload instead of a blank page when the app itself is gone', async () => {
    localStorage.setItem('language', 'id');
    const App = missingChunk();
    render(
      <AppLoadBoundary>
        <Suspense fallback={<p>…</p>}>
          <App />
        </Suspense>
      </AppLoadBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Versi baru tersedia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
  });

  it('offers the reload, not a retry that would fail again, when a page of the app is gone', async () => {
    const Page = missingChunk();
    render(
      <RouteErrorBoundary>
        <Suspense fallback={<p>…</p>}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

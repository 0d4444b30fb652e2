import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import page from '../../index.html?raw';
import { AppLoadBoundary } from './new-version';
import { RouteErrorBoundary } from './route-error-boundary';

/** A lazily loaded module whose chunk is gone from the server, as Chrome reports it. */
const missingChunk = () =>
  lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://sejawat.example/assets/app-3f9a1c.js')));

/** A module whose chunk is gone, rendered inside `Boundary` (the app's load boundary, or a route's error boundary). */
function renderMissing(Boundary: ComponentType<{ children: ReactNode }> = AppLoadBoundary) {
  const Missing = missingChunk();
  render(
    <Boundary>
      <Suspense fallback={<p>…</p>}>
        <Missing />
      </Suspense>
    </Boundary>,
  );
}

// The notice's words come from the page the app is served in (web/index.html), as in the browser.
beforeAll(() => {
  document.body.insertAdjacentHTML('beforeend', /<template id="new-version-texts">[\s\S]*?<\/template>/.exec(page)![0]);
});

describe('a chunk missing after a deploy', () => {
  it('shows "a new version is available" with a reload instead of a blank page when the app itself is gone', async () => {
    localStorage.setItem('language', 'id');
    renderMissing();
    expect(await screen.findByRole('heading', { name: 'Versi baru tersedia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
  });

  it("speaks the browser's language when none was chosen, as the interface does", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['in-ID', 'en-US']);
    renderMissing();
    expect(await screen.findByRole('heading', { name: 'Versi baru tersedia' })).toBeInTheDocument();
  });

  it('offers the reload, not a retry that would fail again, when a page of the app is gone', async () => {
    renderMissing(RouteErrorBoundary);
    expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

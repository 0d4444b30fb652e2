import { describe, expect, it, vi } from 'vitest';
import { preloadPage } from './router';
import type { AppRoute } from './routing';

const page = () => Promise.resolve({ default: () => null });

describe('preloadPage', () => {
  it("starts loading the code of the page at the address, and only that page's", () => {
    const member = vi.fn(page);
    const other = vi.fn(page);
    const routes: AppRoute[] = [
      { path: '/association/members/:id', load: member },
      { path: '/association/letters', load: other },
    ];
    preloadPage('/association/members/42', routes);
    expect(member).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('loads nothing for the pages reachable without signing in, or an unknown address', () => {
    const login = vi.fn(page);
    const error = vi.fn(page);
    const routes: AppRoute[] = [
      { path: '/login', load: login, public: true, layout: 'blank', minimal: true },
      { path: '/pages/error', load: error, public: true, layout: 'blank' },
    ];
    preloadPage('/login', routes);
    preloadPage('/pages/error', routes);
    preloadPage('/nowhere', routes);
    expect(login).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the page, which shows it (no unhandled rejection)', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk gone')));
    preloadPage('/association/dues', [{ path: '/association/dues', load: failing }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

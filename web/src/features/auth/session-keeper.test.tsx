import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '../../api/base-api';
import { makeStore } from '../../app/store';
import type { AppRoute } from '../../app/routing';
import { ADMIN_USER, installFakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
// Loaded up front so React.lazy resolves them without waiting on the module loader under fake timers.
import './idle-warning-dialog';
import './login-page';
import { routes as authRoutes } from './routes';
import { signedIn } from './session';
import { SESSION_ENDING_EVENT } from '../../lib/kept-draft';
import { LAST_ACTIVITY_KEY } from './session-keeper';

const MINUTE = 60_000;
const TTL_SECONDS = 600; // the spec's 10 minutes, for both tokens

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
function claims(token: string): { kind?: string; exp: number } {
  try {
    return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { kind: string; exp: number };
  } catch {
    return { exp: 0 };
  }
}

/** A BFF in miniature on the fake clock: 10-minute tokens, single-use refresh tokens, reuse revokes the login. */
function tokenServer(options: { holdRefusals?: Promise<void> } = {}) {
  let serial = 0;
  let revoked = false;
  const used = new Set<string>();
  const refreshes: string[] = [];
  const logouts: unknown[] = [];
  const make = (kind: 'access' | 'refresh') => {
    const iat = Math.floor(Date.now() / 1000);
    return `h.${b64({ kind, n: (serial += 1), iat, exp: iat + TTL_SECONDS })}.s`;
  };
  const valid = (token: string | undefined, kind: string) =>
    !!token && !revoked && claims(token).kind === kind && claims(token).exp * 1000 > Date.now();
  const pair = () => ({ accessToken: make('access'), refreshToken: make('refresh') });
  const authorized = (req: FakeRequest) => valid(req.headers.get('authorization')?.slice('Bearer '.length), 'access');
  const unauthorized = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Access token expired' } };
  const api = installFakeApi({
    'POST /jwt/refresh-token': (req) => {
      const token = (req.body as { refreshToken: string }).refreshToken;
      refreshes.push(token);
      if (used.has(token)) revoked = true;
      if (!valid(token, 'refresh') || used.has(token)) return { status: 401, body: { error: 'Invalid refresh token' } };
      used.add(token);
      return { body: { userData: ADMIN_USER, ...pair() } };
    },
    'POST /jwt/logout': (req) => {
      logouts.push(req.body);
      revoked = true;
      return { body: {} };
    },
    'GET /probe/a': (req) => (authorized(req) ? { body: { ok: 'a' } } : unauthorized),
    'GET /probe/b': async (req) => {
      if (authorized(req)) return { body: { ok: 'b' } };
      await options.holdRefusals;
      return unauthorized;
    },
  });
  return { ...api, pair, refreshes, logouts };
}

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    keeperProbeA: build.query<{ ok: string }, void>({ query: () => '/probe/a', keepUnusedDataFor: 0 }),
    keeperProbeB: build.query<{ ok: string }, void>({ query: () => '/probe/b', keepUnusedDataFor: 0 }),
  }),
});

/** A form the user is filling in; nothing here may be lost while the session is kept. */
function WorkPage() {
  const [note, setNote] = useState('');
  return (
    <label>
      Note
      <input value={note} onChange={(e) => setNote(e.target.value)} />
    </label>
  );
}
const ROUTES: AppRoute[] = [
  ...authRoutes,
  { path: '/work', load: async () => ({ default: WorkPage }), layout: 'blank' },
];

async function startWorking(server: ReturnType<typeof tokenServer>) {
  const store = makeStore();
  store.dispatch(signedIn({ user: ADMIN_USER, ...server.pair() }));
  const view = renderApp('/work', { store, routes: ROUTES });
  const note = await vi.waitFor(() => screen.getByLabelText('Note'));
  fireEvent.change(note, { target: { value: 'Iuran Januari: 12 anggota' } });
  return { ...view, store, note };
}
const passMinutes = (minutes: number) => act(() => vi.advanceTimersByTimeAsync(minutes * MINUTE));
const probe = async (store: ReturnType<typeof makeStore>, which: 'keeperProbeA' | 'keeperProbeB' = 'keeperProbeA') =>
  store.dispatch(probeApi.endpoints[which].initiate(undefined, { forceRefetch: true }));

beforeEach(() => {
  // Animation frames too: jsdom drives them with one setInterval, and a frame asked for while that interval is fake
  // would leave them stopped for every later file in this worker (web files share one environment).
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a working session', () => {
  it('stays signed in across 13 minutes of work: tokens are refreshed before they expire and rotated', async () => {
    const server = tokenServer();
    const { store, note } = await startWorking(server);
    const firstRefreshToken = store.getState().session.refreshToken;
    for (let minute = 1; minute <= 13; minute += 1) {
      await passMinutes(1);
      fireEvent.keyDown(note, { key: 'a' });
    }
    expect(store.getState().session.user?.email).toBe(ADMIN_USER.email);
    // The first pair would have expired at minute 10; it was rotated before that, once.
    expect(server.refreshes).toEqual([firstRefreshToken]);
    expect(store.getState().session.refreshToken).not.toBe(firstRefreshToken);
    const result = await act(() => probe(store));
    expect(result.data).toEqual({ ok: 'a' });
    expect(server.calls.filter((c) => c.path === '/probe/a')).toHaveLength(1);
    expect(screen.getByLabelText('Note')).toHaveValue('Iuran Januari: 12 anggota');
    expect(window.location.pathname).toBe('/work');
  });

  it('warns an idle user two minutes before the idle limit and signs out at the limit', async () => {
    const server = tokenServer();
    const { store } = await startWorking(server);
    await passMinutes(12.9);
    expect(screen.queryByText('Are you still there?')).toBeNull();
    await passMinutes(0.2);
    expect(screen.getByText('Are you still there?')).toBeVisible();
    expect(store.getState().session.user).not.toBeNull();

    const refreshToken = store.getState().session.refreshToken;
    await passMinutes(2);
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().session.endedBy).toBe('idle');
    expect(server.logouts).toEqual([{ refreshToken }]);
    expect(localStorage.getItem('refreshToken')).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('signed out after a period without activity'));
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/work');
  });

  it('keeps the session and the form when the user chooses to stay from the warning', async () => {
    const server = tokenServer();
    const { store } = await startWorking(server);
    await passMinutes(13.5);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await passMinutes(10);
    expect(store.getState().session.user).not.toBeNull();
    expect(screen.queryByText('Are you still there?')).toBeNull();
    expect(screen.getByLabelText('Note')).toHaveValue('Iuran Januari: 12 anggota');
    expect((await act(() => probe(store))).data).toEqual({ ok: 'a' });
  });

  it('tells the forms on the screen that an idle session ends, while it is still signed in, so they keep their drafts', async () => {
    const server = tokenServer();
    const { store } = await startWorking(server);
    const signedInWhenTold: boolean[] = [];
    const listen = () => signedInWhenTold.push(store.getState().session.user !== null);
    window.addEventListener(SESSION_ENDING_EVENT, listen);
    try {
      await passMinutes(13.5);
      expect(signedInWhenTold).toEqual([]);
      await passMinutes(2);
      expect(store.getState().session.endedBy).toBe('idle');
      expect(signedInWhenTold).toEqual([true]);
    } finally {
      window.removeEventListener(SESSION_ENDING_EVENT, listen);
    }
  });

  it('keeps no draft when the user signs out from the warning on purpose', async () => {
    const server = tokenServer();
    const { store } = await startWorking(server);
    let told = 0;
    const listen = () => (told += 1);
    window.addEventListener(SESSION_ENDING_EVENT, listen);
    try {
      await passMinutes(13.5);
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(store.getState().session.user).toBeNull();
      expect(told).toBe(0);
    } finally {
      window.removeEventListener(SESSION_ENDING_EVENT, listen);
    }
  });

  it('counts input in another tab of the browser as activity', async () => {
    const server = tokenServer();
    const { store } = await startWorking(server);
    for (let minute = 1; minute <= 16; minute += 1) {
      await passMinutes(1);
      localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    }
    expect(store.getState().session.user).not.toBeNull();
    expect(screen.queryByText('Are you still there?')).toBeNull();
    expect(server.refreshes).toHaveLength(1);
    expect((await act(() => probe(store))).data).toEqual({ ok: 'a' });
  });

  it('adopts tokens another tab rotated instead of presenting its own used refresh token', async () => {
    const server = tokenServer();
    const { store } = await startWorking(server);
    const mine = store.getState().session.refreshToken!;
    // The other tab refreshes with the shared token and stores the new pair.
    const other = (await fetch(`${location.origin}/jwt/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: mine }),
    }).then((r) => r.json())) as { accessToken: string; refreshToken: string };
    localStorage.setItem('accessToken', other.accessToken);
    localStorage.setItem('refreshToken', other.refreshToken);
    window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken', newValue: other.refreshToken }));

    await passMinutes(12);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(server.refreshes.filter((token) => token === mine)).toHaveLength(1);
    expect(store.getState().session.user).not.toBeNull();
    expect((await act(() => probe(store))).data).toEqual({ ok: 'a' });
  });
});

describe('a request that gets 401', () => {
  it('is retried once after one refresh, and two concurrent 401s share that refresh', async () => {
    const server = tokenServer();
    const { store } = await startWorking(server);
    store.dispatch(signedIn({ user: ADMIN_USER, accessToken: 'h.expired.s', refreshToken: store.getState().session.refreshToken! }));
    const [a, b] = await act(() => Promise.all([probe(store, 'keeperProbeA'), probe(store, 'keeperProbeB')]));
    expect(a.data).toEqual({ ok: 'a' });
    expect(b.data).toEqual({ ok: 'b' });
    expect(server.refreshes).toHaveLength(1);
    expect(server.calls.filter((c) => c.path.startsWith('/probe/'))).toHaveLength(4);
  });

  it('whose 401 arrives after another request refreshed is retried with the new token, without a second refresh', async () => {
    let release = () => {};
    const server = tokenServer({ holdRefusals: new Promise<void>((resolve) => (release = resolve)) });
    const { store } = await startWorking(server);
    store.dispatch(signedIn({ user: ADMIN_USER, accessToken: 'h.expired.s', refreshToken: store.getState().session.refreshToken! }));
    const late = probe(store, 'keeperProbeB');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect((await act(() => probe(store, 'keeperProbeA'))).data).toEqual({ ok: 'a' });
    release();
    expect((await act(() => late)).data).toEqual({ ok: 'b' });
    expect(server.refreshes).toHaveLength(1);
  });

  it('keeps the user signed in and the form filled when the refresh cannot reach the server', async () => {
    const server = tokenServer();
    const { store } = await startWorking(server);
    store.dispatch(signedIn({ user: ADMIN_USER, accessToken: 'h.expired.s', refreshToken: store.getState().session.refreshToken! }));
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).endsWith('/jwt/refresh-token')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init),
    );
    const result = await act(() => probe(store));
    expect(result.error).toMatchObject({ status: 'NETWORK' });
    expect(store.getState().session.user).not.toBeNull();
    expect(screen.getByLabelText('Note')).toHaveValue('Iuran Januari: 12 anggota');
    expect(server.refreshes).toHaveLength(0);
  });
});

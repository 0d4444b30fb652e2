import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { signedIn } from '../features/auth/session';
import { ADMIN_USER, installFakeApi } from '../test/fake-api';
import { baseApi } from './base-api';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeA: build.query<{ ok: string }, void>({ query: () => '/probe/a' }),
    probeB: build.query<{ ok: string }, void>({ query: () => '/probe/b' }),
    probeFields: build.mutation<unknown, void>({ query: () => ({ url: '/probe/fields', method: 'POST' }) }),
  }),
});

function signedInStore() {
  const store = makeStore();
  store.dispatch(signedIn({ user: ADMIN_USER, accessToken: 'access-1', refreshToken: 'refresh-1' }));
  return store;
}

const protectedProbe = (name: string) => (req: { headers: Headers }) =>
  req.headers.get('authorization') === 'Bearer access-2'
    ? { body: { ok: name } }
    : { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Access token expired' } };

describe('the base query', () => {
  it('sends the bearer token', async () => {
    const { calls } = installFakeApi({ 'GET /probe/a': () => ({ body: { ok: 'a' } }) });
    const store = signedInStore();
    await store.dispatch(probeApi.endpoints.probeA.initiate());
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('refreshes once for concurrent 401s, then retries each request with the new token', async () => {
    let refreshes = 0;
    const { calls } = installFakeApi({
      'GET /probe/a': protectedProbe('a'),
      'GET /probe/b': protectedProbe('b'),
      'POST /jwt/refresh-token': async (req) => {
        refreshes += 1;
        expect(req.body).toEqual({ refreshToken: 'refresh-1' });
        await new Promise((r) => setTimeout(r, 20));
        return { body: { userData: ADMIN_USER, accessToken: 'access-2', refreshToken: 'refresh-2' } };
      },
    });
    const store = signedInStore();
    const [a, b] = await Promise.all([
      store.dispatch(probeApi.endpoints.probeA.initiate()),
      store.dispatch(probeApi.endpoints.probeB.initiate()),
    ]);
    expect(a.data).toEqual({ ok: 'a' });
    expect(b.data).toEqual({ ok: 'b' });
    expect(refreshes).toBe(1);
    expect(calls.filter((c) => c.path.startsWith('/probe'))).toHaveLength(4);
    expect(store.getState().session.accessToken).toBe('access-2');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('signs out and clears stored tokens when the refresh fails', async () => {
    installFakeApi({
      'GET /probe/a': protectedProbe('a'),
      'POST /jwt/refresh-token': () => ({ status: 401, body: { error: 'Invalid refresh token' } }),
    });
    const store = signedInStore();
    await new Promise((r) => setTimeout(r, 0));
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    const result = await store.dispatch(probeApi.endpoints.probeA.initiate());
    expect(result.data).toBeUndefined();
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('normalises error bodies: field details become fields, the message stays for the toast', async () => {
    installFakeApi({
      'POST /probe/fields': () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'body.email must match format "email"',
          details: [{ field: 'email', in: 'body', message: 'must match format "email"' }],
        },
      }),
    });
    const store = signedInStore();
    const result = await store.dispatch(probeApi.endpoints.probeFields.initiate());
    expect('error' in result && result.error).toEqual({
      status: 400,
      message: 'body.email must match format "email"',
      fields: { email: 'must match format "email"' },
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLIENT, TestClock, bearer, login, makeApp, startUpstream, testConfig } from './helpers.js';

let app: FastifyInstance;
let upstream: Awaited<ReturnType<typeof startUpstream>>;

beforeAll(async () => {
  upstream = await startUpstream((u) => u.get('/members', async () => ({ data: [] })));
  app = await makeApp(testConfig({}, upstream.url));
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

function craftToken(header: object, payload: object, signature = ''): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part(header)}.${part(payload)}.${signature}`;
}

describe('server-side access control', () => {
  it('answers 401 with the standard error body and a Bearer challenge without a token', async () => {
    const res = await app.inject({ url: '/jwt/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Missing bearer access token' });
  });

  it('answers 401 for an alg=none token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = craftToken({ alg: 'none', typ: 'JWT' }, { id: 1, iat: now, exp: now + 600 });
    const res = await app.inject({ url: '/jwt/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another key', async () => {
    const other = await makeApp(testConfig({ JWT_ACCESS_SECRET: 'some-other-access-secret-0123456789-abcdef' }));
    const { accessToken } = await login(other, ADMIN);
    await other.close();
    const res = await app.inject({ url: '/jwt/me', headers: bearer(accessToken) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid access token');
  });

  it('answers 401 "Access token expired" once the lifetime has passed', async () => {
    const clock = new TestClock();
    const timed = await makeApp(testConfig(), { now: clock.now });
    try {
      const { accessToken } = await login(timed, ADMIN);
      clock.advance(601_000);
      const res = await timed.inject({ url: '/jwt/me', headers: bearer(accessToken) });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Access token expired');
    } finally {
      await timed.close();
    }
  });

  it('lets the client account read what read on Auth allows', async () => {
    const { accessToken } = await login(app, CLIENT);
    const res = await app.inject({ url: '/jwt/me', headers: bearer(accessToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().userData.role).toBe('client');
  });

  it('answers 403 when the abilities do not allow the operation', async () => {
    const { accessToken } = await login(app, CLIENT);
    const res = await app.inject({ url: '/members', headers: bearer(accessToken) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('lets manage-on-all through the same check', async () => {
    const { accessToken } = await login(app, ADMIN);
    const res = await app.inject({ url: '/members', headers: bearer(accessToken) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses to build an app with a route that declares no access rule', async () => {
    const { buildApp } = await import('../src/app.js');
    const unsafe = await buildApp(testConfig());
    expect(() =>
      unsafe.get('/apps/leaky', { schema: { tags: ['Auth'], summary: 'x' } }, async () => ({})),
    ).toThrow(/declares neither config.ability nor config.public/);
    await unsafe.close();
  });
});

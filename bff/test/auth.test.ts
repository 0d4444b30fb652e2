import type { FastifyInstance } from 'fastify';
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS } from '../src/lib/abilities.js';
import { ADMIN, CLIENT, TestClock, bearer, bodyOf, decodeJwt, login, makeApp, testConfig } from './helpers.js';

let app: FastifyInstance;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(async () => {
  await app.close();
});

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /jwt/login', () => {
  it('returns userData without the password, and a token pair', async () => {
    const res = await post('/jwt/login', ADMIN);
    expect(res.statusCode).toBe(200);
    const body = bodyOf(res, 'login');
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken', 'userData']);
    expect(body.userData).toMatchObject({
      id: 1,
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 5 },
    });
    expect(Object.keys(body.userData).sort()).toEqual(
      ['ability', 'avatar', 'email', 'extras', 'fullName', 'id', 'role', 'username'].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
  });

  it('logs the client account in with read on ACL and Auth', async () => {
    const body = bodyOf(await post('/jwt/login', CLIENT), 'login');
    expect(body.userData.role).toBe('client');
    expect(body.userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
  });

  it.each([
    ['a wrong password', { email: 'admin@demo.com', password: 'nope' }],
    ['an unknown email', { email: 'nobody@demo.com', password: 'admin' }],
    ['a missing password', { email: 'admin@demo.com' }],
    ['an empty body', {}],
    ['a password of the wrong type', { email: 'admin@demo.com', password: 12345 }],
  ])('answers 400 with the spec error for %s', async (_name, payload) => {
    const res = await post('/jwt/login', payload);
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res, 'login', 400)).toEqual({ error: { email: ['Email or Password is Invalid'] } });
  });

  it('signs tokens that expire after 10 minutes by default', async () => {
    const { accessToken, refreshToken } = await login(app, ADMIN);
    for (const token of [accessToken, refreshToken]) {
      const payload = decodeJwt(token);
      expect((payload.exp as number) - (payload.iat as number)).toBe(600);
    }
    expect(decodeJwt(accessToken).id).toBe(1);
  });

  it('refuses an access token without an expiry, even one signed with the right key', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 1, jti: 'no-expiry' })}`;
    const token = `${unsigned}.${createHmac('sha256', testConfig().jwt.accessSecret).update(unsigned).digest('base64url')}`;
    const res = await app.inject({ method: 'GET', url: '/api/users/list/all-data', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Access token expired' });
  });

  it('refuses an access token once its 10 minutes have passed on the clock, even one it verified before', async () => {
    const clock = new TestClock();
    const timed = await makeApp(testConfig(), { now: clock.now });
    try {
      const { accessToken } = await login(timed, ADMIN);
      const me = () => timed.inject({ method: 'GET', url: '/api/users/list/all-data', headers: bearer(accessToken) });
      expect((await me()).statusCode).toBe(200);
      // Issued at the clock's time, so the lifetime counts from there.
      expect(decodeJwt(accessToken).iat).toBe(Math.floor(clock.now().getTime() / 1000));
      clock.advance(599_000);
      expect((await me()).statusCode).toBe(200);
      clock.advance(1_000);
      const expired = await me();
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ statusCode: 401, message: 'Access token expired' });
    } finally {
      await timed.close();
    }
  });

  it('honours configured token lifetimes', async () => {
    const custom = await makeApp(testConfig({ ACCESS_TOKEN_TTL_SECONDS: '30', REFRESH_TOKEN_TTL_SECONDS: '120' }));
    const { accessToken, refreshToken } = await login(custom, ADMIN);
    const access = decodeJwt(accessToken);
    const refresh = decodeJwt(refreshToken);
    expect((access.exp as number) - (access.iat as number)).toBe(30);
    expect((refresh.exp as number) - (refresh.iat as number)).toBe(120);
    await custom.close();
  });
});

describe('POST /jwt/register', () => {
  const fresh = { email: 'drg.ayu@example.id', password: 'gigi-sehat', username: 'drg.ayu' };

  it('creates an admin of the demo workspace (never of the association) who can then log in', async () => {
    const res = await post('/jwt/register', fresh);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: 3,
      email: fresh.email,
      username: fresh.username,
      fullName: '',
      avatar: null,
      role: 'admin',
      ability: DEMO_SUBJECTS.map((subject) => ({ action: 'manage', subject })),
    });
    expect(typeof body.accessToken).toBe('string');
    const again = await login(app, { email: fresh.email, password: fresh.password });
    expect(again.userData.id).toBe(3);
  });

  it('reports an email already in use with 200 and the spec message', async () => {
    const res = await post('/jwt/register', { ...fresh, email: 'admin@demo.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: { email: 'This email is already in use.', username: null } });
  });

  it('reports a username already in use', async () => {
    const res = await post('/jwt/register', { ...fresh, username: 'rizky.pratama' });
    expect(res.json()).toEqual({ error: { email: null, username: 'This username is already in use.' } });
  });

  it('reports both conflicts together and stores nothing', async () => {
    const res = await post('/jwt/register', { ...fresh, email: 'client@demo.com', username: 'sari.wulandari' });
    expect(res.json()).toEqual({
      error: { email: 'This email is already in use.', username: 'This username is already in use.' },
    });
    const retry = await post('/jwt/register', fresh);
    expect(retry.json().user.id).toBe(3);
  });

  it.each([
    ['a malformed email', { ...fresh, email: 'not-an-email' }, 'email'],
    ['a short password', { ...fresh, password: '123' }, 'password'],
    ['a missing username', { email: fresh.email, password: fresh.password }, 'username'],
    ['an unknown field', { ...fresh, role: 'superuser' }, 'role'],
  ])('rejects %s with 400 naming the field', async (_name, payload, field) => {
    const res = await post('/jwt/register', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
  });
});

describe('POST /jwt/refresh-token', () => {
  it('returns a fresh pair and user data for a valid refresh token', async () => {
    const session = await login(app, ADMIN);
    const res = await post('/jwt/refresh-token', { refreshToken: session.refreshToken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.userData.email).toBe('admin@demo.com');
    expect(body.refreshToken).not.toBe(session.refreshToken);
    const me = await app.inject({ url: '/jwt/me', headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a refresh token that was already used, and revokes its successors', async () => {
    const session = await login(app, ADMIN);
    const first = (await post('/jwt/refresh-token', { refreshToken: session.refreshToken })).json();
    const reuse = await post('/jwt/refresh-token', { refreshToken: session.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ error: 'Invalid refresh token' });
    const successor = await post('/jwt/refresh-token', { refreshToken: first.refreshToken });
    expect(successor.statusCode).toBe(401);
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['an access token', 'ACCESS'],
    ['a token signed with another key', 'FORGED'],
  ])('answers 401 for %s', async (_name, kind) => {
    const session = await login(app, ADMIN);
    const other = await makeApp(
      testConfig({ JWT_REFRESH_SECRET: 'another-refresh-secret-0123456789-abcdefghij' }),
    );
    const forged = (await login(other, ADMIN)).refreshToken;
    await other.close();
    const token = kind === 'ACCESS' ? session.accessToken : kind === 'FORGED' ? forged : kind;
    const res = await post('/jwt/refresh-token', { refreshToken: token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid refresh token' });
  });

  it('answers 401 for a refresh token past its lifetime on the clock, and rotates it a second before', async () => {
    const clock = new TestClock();
    const shortLived = await makeApp(testConfig({ REFRESH_TOKEN_TTL_SECONDS: '5' }), { now: clock.now });
    try {
      const refresh = (refreshToken: string) =>
        shortLived.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken } });
      const first = await login(shortLived, ADMIN);
      clock.advance(4_000);
      const rotated = await refresh(first.refreshToken);
      expect(rotated.statusCode).toBe(200);
      clock.advance(5_000);
      const late = await refresh(bodyOf(rotated, 'refreshToken').refreshToken);
      expect(late.statusCode).toBe(401);
      expect(late.json()).toEqual({ error: 'Invalid refresh token' });
    } finally {
      await shortLived.close();
    }
  });

  it('answers 400 naming the field when refreshToken is missing', async () => {
    const res = await post('/jwt/refresh-token', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('refreshToken');
  });
});

describe('POST /jwt/logout', () => {
  it('revokes the refresh token so it can no longer be used', async () => {
    const session = await login(app, ADMIN);
    const out = await post('/jwt/logout', { refreshToken: session.refreshToken });
    expect(out.statusCode).toBe(204);
    const res = await post('/jwt/refresh-token', { refreshToken: session.refreshToken });
    expect(res.statusCode).toBe(401);
  });
});

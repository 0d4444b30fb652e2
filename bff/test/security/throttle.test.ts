import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, CLIENT, makeApp, testConfig } from '../helpers.js';

const WINDOW_SECONDS = 2;
const limits = (perIp: number, perAccount: number) =>
  testConfig({
    AUTH_RATE_LIMIT_PER_IP: String(perIp),
    AUTH_RATE_LIMIT_PER_ACCOUNT: String(perAccount),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
  });

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const loginFrom = (ip: string, body: { email: string; password: string }) =>
  app!.inject({ method: 'POST', url: '/jwt/login', payload: body, remoteAddress: ip });

function expectTooMany(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(res.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/Try again in \d+ seconds/) });
}

describe('login and register throttling', () => {
  it('limits attempts per client address with 429, Retry-After and the error body', async () => {
    app = await makeApp(limits(5, 1000));
    for (let i = 0; i < 5; i++) expect((await loginFrom('10.0.0.1', i % 2 ? ADMIN : CLIENT)).statusCode).toBe(200);
    expectTooMany(await loginFrom('10.0.0.1', ADMIN));
    // Another address is not affected.
    expect((await loginFrom('10.0.0.2', ADMIN)).statusCode).toBe(200);
    // Register shares the per-address budget.
    const reg = await app.inject({
      method: 'POST',
      url: '/jwt/register',
      remoteAddress: '10.0.0.1',
      payload: { email: 'new@example.id', password: 'secret-1', username: 'newbie' },
    });
    expectTooMany(reg);
  });

  it('locks an account after repeated failed logins from many addresses, and only that account', async () => {
    app = await makeApp(limits(1000, 3));
    for (let i = 0; i < 3; i++) {
      const res = await loginFrom(`10.1.0.${i}`, { email: ADMIN.email, password: 'wrong' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { email: ['Email or Password is Invalid'] } });
    }
    // Even the right password is refused while locked; the email's case does not matter.
    expectTooMany(await loginFrom('10.1.1.1', ADMIN));
    expectTooMany(await loginFrom('10.1.1.2', { email: ' ADMIN@demo.com', password: ADMIN.password }));
    expect((await loginFrom('10.1.1.3', CLIENT)).statusCode).toBe(200);
  });

  it('the lockout expires by itself', async () => {
    app = await makeApp(limits(1000, 2));
    for (let i = 0; i < 2; i++) await loginFrom('10.2.0.1', { email: ADMIN.email, password: 'wrong' });
    expectTooMany(await loginFrom('10.2.0.1', ADMIN));
    await new Promise((resolve) => setTimeout(resolve, WINDOW_SECONDS * 1000 + 200));
    expect((await loginFrom('10.2.0.1', ADMIN)).statusCode).toBe(200);
  });

  it('successful logins do not count towards the account lockout', async () => {
    app = await makeApp(limits(1000, 2));
    for (let i = 0; i < 6; i++) expect((await loginFrom(`10.3.0.${i}`, ADMIN)).statusCode).toBe(200);
  });

  it('limits registrations per email', async () => {
    app = await makeApp(limits(1000, 2));
    const register = (ip: string, username: string) =>
      app!.inject({
        method: 'POST',
        url: '/jwt/register',
        remoteAddress: ip,
        payload: { email: 'Spam@Example.id', password: 'secret-1', username },
      });
    expect((await register('10.4.0.1', 'spam1')).statusCode).toBe(200);
    expect((await register('10.4.0.2', 'spam2')).json()).toMatchObject({ error: { email: 'This email is already in use.' } });
    expectTooMany(await register('10.4.0.3', 'spam3'));
  });

  it('behind a load balancer (TRUST_PROXY), limits apply per client address from X-Forwarded-For', async () => {
    app = await makeApp(testConfig({ AUTH_RATE_LIMIT_PER_IP: '2', TRUST_PROXY: '10.0.0.0/8' }));
    const viaLb = (client: string) =>
      app!.inject({ method: 'POST', url: '/jwt/login', payload: ADMIN, remoteAddress: '10.9.9.9', headers: { 'x-forwarded-for': client } });
    expect((await viaLb('203.0.113.1')).statusCode).toBe(200);
    expect((await viaLb('203.0.113.1')).statusCode).toBe(200);
    expect((await viaLb('203.0.113.1')).statusCode).toBe(429);
    expect((await viaLb('203.0.113.2')).statusCode).toBe(200);
  });

  it('configuration rejects nonsense limits', () => {
    expect(() => testConfig({ AUTH_RATE_LIMIT_PER_IP: '0' })).toThrow(/AUTH_RATE_LIMIT_PER_IP/);
    expect(() => testConfig({ AUTH_RATE_LIMIT_WINDOW_SECONDS: 'soon' })).toThrow(/AUTH_RATE_LIMIT_WINDOW_SECONDS/);
  });
});

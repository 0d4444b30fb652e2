import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryAuthUserStore } from '../../src/stores/auth-users.js';
import { ADMIN, CLIENT, makeApp, testConfig } from '../helpers.js';

const WINDOW_SECONDS = 2;
const limits = (perIp: number, perAccount: number, more: Record<string, string> = {}) =>
  testConfig({
    AUTH_RATE_LIMIT_PER_IP: String(perIp),
    AUTH_RATE_LIMIT_PER_ACCOUNT: String(perAccount),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    AUTH_BACKOFF_BASE_SECONDS: '1',
    ...more,
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  it('stops brute force on one account from one address, while the owner signs in from another', async () => {
    app = await makeApp(limits(1000, 3));
    for (let i = 0; i < 3; i++) {
      const res = await loginFrom('10.1.0.1', { email: ADMIN.email, password: 'wrong' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { email: ['Email or Password is Invalid'] } });
    }
    // Even the right password is refused from the attacking address; the email's case does not matter.
    expectTooMany(await loginFrom('10.1.0.1', ADMIN));
    expectTooMany(await loginFrom('10.1.0.1', { email: ' ADMIN@demo.com', password: ADMIN.password }));
    // The owner, from another address, is not locked out; another account from the attacking address neither.
    expect((await loginFrom('10.1.9.9', ADMIN)).statusCode).toBe(200);
    expect((await loginFrom('10.1.0.1', CLIENT)).statusCode).toBe(200);
  });

  it('backs off longer with every failure after the lock, and attempts during a lock do not renew it', async () => {
    app = await makeApp(limits(1000, 2));
    const wrong = { email: ADMIN.email, password: 'wrong' };
    for (let i = 0; i < 2; i++) expect((await loginFrom('10.2.0.1', wrong)).statusCode).toBe(400);
    const first = await loginFrom('10.2.0.1', ADMIN);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    for (let i = 0; i < 10; i++) expect((await loginFrom('10.2.0.1', wrong)).statusCode).toBe(429);
    await sleep(1100);
    // The lock ran out although it was hammered meanwhile; one more failure locks for twice as long.
    expect((await loginFrom('10.2.0.1', wrong)).statusCode).toBe(400);
    const second = await loginFrom('10.2.0.1', ADMIN);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
    await sleep(2100);
    expect((await loginFrom('10.2.0.1', ADMIN)).statusCode).toBe(200);
  });

  it('a successful login clears the account\'s failures', async () => {
    app = await makeApp(limits(1000, 3));
    const wrong = { email: ADMIN.email, password: 'wrong' };
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) expect((await loginFrom('10.3.0.1', wrong)).statusCode).toBe(400);
      expect((await loginFrom('10.3.0.1', ADMIN)).statusCode).toBe(200);
    }
  });

  it('guessing spread over many addresses locks the account for new addresses, not for ones it signed in from', async () => {
    app = await makeApp(limits(1000, 3, { AUTH_ACCOUNT_FAILURE_LIMIT: '4' }));
    const wrong = { email: ADMIN.email, password: 'wrong' };
    expect((await loginFrom('10.5.0.100', ADMIN)).statusCode).toBe(200);
    // One address alone adds at most 3 to the account's count, however long it keeps guessing.
    for (let i = 0; i < 3; i++) expect((await loginFrom('10.5.0.1', wrong)).statusCode).toBe(400);
    await sleep(1100);
    expect((await loginFrom('10.5.0.1', wrong)).statusCode).toBe(400);
    expect((await loginFrom('10.5.0.50', ADMIN)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await loginFrom('10.5.0.2', wrong)).statusCode).toBe(400);
    expect((await loginFrom('10.5.0.3', wrong)).statusCode).toBe(400);
    const locked = await loginFrom('10.5.0.51', ADMIN);
    expectTooMany(locked);
    expect(locked.json().message).toMatch(/address it has used before/);
    expect((await loginFrom('10.5.0.100', ADMIN)).statusCode).toBe(200);
  });

  it('password spraying from one address is stopped across accounts', async () => {
    app = await makeApp(limits(1000, 1000, { AUTH_ADDRESS_FAILURE_LIMIT: '3' }));
    for (const email of ['a@x.id', 'b@x.id', 'c@x.id']) {
      expect((await loginFrom('10.6.0.1', { email, password: 'Summer2026' })).statusCode).toBe(400);
    }
    expectTooMany(await loginFrom('10.6.0.1', CLIENT));
    expect((await loginFrom('10.6.0.2', CLIENT)).statusCode).toBe(200);
  });

  it('with the default limits, 21 users behind one address all sign in, some after a typo', async () => {
    const users = Array.from({ length: 21 }, (_, i) => ({ email: `staff${i}@office.id`, password: `password-${i}` }));
    const store = new MemoryAuthUserStore([]);
    for (const [i, u] of users.entries()) await store.create({ ...u, username: `staff${i}` });
    app = await makeApp(
      testConfig({
        AUTH_RATE_LIMIT_PER_IP: '',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '',
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '',
        AUTH_ACCOUNT_FAILURE_LIMIT: '',
        AUTH_ADDRESS_FAILURE_LIMIT: '',
      }),
      { users: store },
    );
    for (const [i, u] of users.entries()) {
      if (i % 3 === 0) expect((await loginFrom('192.0.2.10', { ...u, password: 'typo' })).statusCode).toBe(400);
      expect((await loginFrom('192.0.2.10', u)).statusCode).toBe(200);
    }
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
    expect(() => testConfig({ AUTH_BACKOFF_BASE_SECONDS: '0' })).toThrow(/AUTH_BACKOFF_BASE_SECONDS/);
    expect(() => testConfig({ AUTH_ACCOUNT_FAILURE_LIMIT: '-1' })).toThrow(/AUTH_ACCOUNT_FAILURE_LIMIT/);
  });
});

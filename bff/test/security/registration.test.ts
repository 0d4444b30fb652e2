import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { BACKENDS, startAssociation, type AssociationClient } from '../association/harness.js';
import { bearer, makeApp, testConfig } from '../helpers.js';
import { OPERATIONS, fill } from './contract-walk.js';

/**
 * Finding 1 of issue 15: a self-registered account manages the demo workspace and nothing of the association,
 * neither through the BFF nor straight at the association server; registration is off in production by default.
 */
describe('self-registration never grants association access', () => {
  let c: AssociationClient;
  let token: string;
  beforeAll(async () => {
    c = await startAssociation(BACKENDS[0]!);
    const res = await c.bff.inject({
      method: 'POST',
      url: '/jwt/register',
      payload: { email: 'outsider@example.id', password: 'outsider-1', username: 'outsider' },
    });
    expect(res.statusCode).toBe(200);
    token = (res.json() as { accessToken: string }).accessToken;
  }, 120_000);
  afterAll(() => c?.close());

  // The public verification of a printed card answers everyone alike (bff/test/association/portal.test.ts).
  const association = OPERATIONS.filter((op) => op.association && op.secured);

  /** Every association operation sent to `server` with the registered account's token, and what did not answer 403. */
  async function notForbidden(server: AssociationClient['bff']) {
    const wrong: string[] = [];
    for (const op of association) {
      const res = await server.inject({ method: op.method as 'GET', url: fill(op.path), headers: bearer(token), payload: op.body ? {} : undefined });
      if (res.statusCode !== 403) wrong.push(`${op.method} ${op.path} -> ${res.statusCode}`);
    }
    return wrong;
  }

  it('every association operation answers 403 through the BFF', async () => {
    expect(association.length).toBeGreaterThan(200);
    expect(await notForbidden(c.bff)).toEqual([]);
  });

  it('every association operation answers 403 straight at the association server', async () => {
    expect(await notForbidden(c.upstream)).toEqual([]);
  });

  it('paths no BFF route claims (the proxy to the association server) answer 403 too', async () => {
    const res = await c.bff.inject({ url: '/api/association/not-a-route', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
  });

  it('the demo workspace is the account\'s to use: every demo read answers without 401/403', async () => {
    const reads = OPERATIONS.filter((op) => !op.association && op.secured && op.method === 'GET');
    expect(reads.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const op of reads) {
      const res = await c.bff.inject({ url: fill(op.path), headers: bearer(token) });
      if (res.statusCode === 401 || res.statusCode === 403) wrong.push(`${op.path} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the demo admin account keeps association access', async () => {
    expect((await c.get('/api/association/members?perPage=1')).statusCode).toBe(200);
  });
});

describe('PUBLIC_REGISTRATION', () => {
  it('is off by default in production and on elsewhere', () => {
    const secrets = { JWT_ACCESS_SECRET: 'a'.repeat(40), JWT_REFRESH_SECRET: 'b'.repeat(40) };
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).publicRegistration).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_REGISTRATION: 'true', ...secrets }).publicRegistration).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).publicRegistration).toBe(true);
    expect(() => loadConfig({ PUBLIC_REGISTRATION: 'yes' })).toThrow(/PUBLIC_REGISTRATION must be true or false/);
  });

  it('off: POST /jwt/register answers 403 with the error body and creates nothing', async () => {
    const app = await makeApp(testConfig({ PUBLIC_REGISTRATION: 'false' }));
    try {
      const payload = { email: 'closed@example.id', password: 'closed-1', username: 'closed' };
      const res = await app.inject({ method: 'POST', url: '/jwt/register', payload });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', message: expect.stringMatching(/registration is closed/i) });
      const login = await app.inject({ method: 'POST', url: '/jwt/login', payload: { email: payload.email, password: payload.password } });
      expect(login.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

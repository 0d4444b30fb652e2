import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openAccountStore } from '../../src/lib/accounts.js';
import { ADMIN, CLIENT, makeApp, testConfig } from '../helpers.js';
import { compiledEntry } from '../support/compiled.js';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TABLE = `t${process.pid}_${Date.now().toString(36)}_users`;
const OPERATOR = { email: 'it@pdgi.example.id', password: 'correct horse battery staple' };
const CLI = compiledEntry('cli/create-admin.ts');

const production = (env: Record<string, string> = {}) => testConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', ...env });
const adminEnv = { ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password };

/** A logger writing into an array, to see what the operator is told (and that no password is written). */
function captureLogs() {
  const lines: string[] = [];
  return { lines, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
afterAll(async () => {
  const c = new pg.Client({ connectionString: POSTGRES_URL });
  await c.connect();
  await c.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await c.query(`DELETE FROM bff_users WHERE email = $1`, ['cli-admin@pdgi.example.id']).catch(() => undefined);
  await c.end();
});

async function start(config = production(), deps: Parameters<typeof makeApp>[1] = {}) {
  const app = await makeApp(config, deps);
  apps.push(app);
  return app;
}

const loginStatus = async (app: FastifyInstance, who: { email: string; password: string }) =>
  (await app.inject({ method: 'POST', url: '/jwt/login', payload: who })).statusCode;

describe('accounts in production', () => {
  it('no demo account can sign in; the administrator from ADMIN_EMAIL/ADMIN_PASSWORD can, and its password is never logged', async () => {
    const { lines, logger } = captureLogs();
    const app = await start(production(adminEnv), { logger });
    expect(await loginStatus(app, ADMIN)).toBe(400);
    expect(await loginStatus(app, CLIENT)).toBe(400);
    const res = await app.inject({ method: 'POST', url: '/jwt/login', payload: OPERATOR });
    expect(res.statusCode).toBe(200);
    expect(res.json().userData).toMatchObject({ email: OPERATOR.email, ability: [{ action: 'manage', subject: 'all' }] });
    expect(lines.join('\n')).toMatch(/created the administrator account/);
    expect(lines.join('\n')).not.toContain(OPERATOR.password);
  });

  it('tells the operator at start when no administrator exists', async () => {
    const { lines, logger } = captureLogs();
    await start(production(), { logger });
    expect(lines.join('\n')).toMatch(/no administrator account exists: set ADMIN_EMAIL and ADMIN_PASSWORD.*create-admin/);
  });

  it('DEMO_ACCOUNTS turns the demo accounts on in production and off in development', async () => {
    expect(await loginStatus(await start(production({ DEMO_ACCOUNTS: 'true' })), ADMIN)).toBe(200);
    expect(await loginStatus(await start(testConfig({ NODE_ENV: 'development', DEMO_ACCOUNTS: 'false' })), CLIENT)).toBe(400);
    expect(await loginStatus(await start(testConfig({ NODE_ENV: 'development' })), CLIENT)).toBe(200);
  });

  it('configuration refuses half an administrator, a short password and a nonsense DEMO_ACCOUNTS, without echoing the password', () => {
    expect(() => production({ ADMIN_EMAIL: OPERATOR.email })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
    expect(() => production({ ...adminEnv, ADMIN_PASSWORD: 'short-pw' })).toThrow(/ADMIN_PASSWORD must be at least 12/);
    expect(() => production({ ...adminEnv, ADMIN_PASSWORD: 'short-pw' })).not.toThrow(/short-pw/);
    expect(() => production({ ...adminEnv, ADMIN_EMAIL: 'it-at-pdgi' })).toThrow(/ADMIN_EMAIL must be an email/);
    expect(() => production({ DEMO_ACCOUNTS: 'yes' })).toThrow(/DEMO_ACCOUNTS must be one of true, false/);
  });
});

describe('accounts in PostgreSQL (ACCOUNT_STORE_URL)', () => {
  const open = (env: Record<string, string>) => {
    const config = production({ ACCOUNT_STORE_URL: POSTGRES_URL, ...env });
    return { config, users: openAccountStore(config, { table: TABLE }) };
  };

  it('survive a restart: ADMIN_* create the administrator once, and later values are ignored', async () => {
    const first = open(adminEnv);
    const app1 = await start(first.config, { users: await first.users });
    expect(await loginStatus(app1, OPERATOR)).toBe(200);
    await app1.close();
    await (await first.users).close?.();

    const { lines, logger } = captureLogs();
    const second = open({ ...adminEnv, ADMIN_PASSWORD: 'another password entirely' });
    const users = await second.users;
    try {
      const app2 = await start(second.config, { users, logger });
      expect(await loginStatus(app2, OPERATOR)).toBe(200);
      expect(await loginStatus(app2, { email: OPERATOR.email, password: 'another password entirely' })).toBe(400);
      expect(lines.join('\n')).toMatch(/an administrator exists: ADMIN_EMAIL and ADMIN_PASSWORD are not used/);
      expect(await loginStatus(app2, ADMIN)).toBe(400);
    } finally {
      await users.close?.();
    }
  });

  it('demo accounts are written when enabled and removed again when not', async () => {
    for (const [demo, expected] of [['true', 200], ['false', 400]] as const) {
      const { config, users } = open({ DEMO_ACCOUNTS: demo });
      const store = await users;
      try {
        expect(await loginStatus(await start(config, { users: store }), CLIENT)).toBe(expected);
      } finally {
        await store.close?.();
      }
    }
  });

  it('node bff/dist/src/cli/create-admin.js creates an administrator once, never printing the password', async () => {
    const run = promisify(execFile);
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      JWT_ACCESS_SECRET: 'cli-access-secret-0123456789-abcdefghijklmnop',
      JWT_REFRESH_SECRET: 'cli-refresh-secret-0123456789-abcdefghijklmnop',
      ACCOUNT_STORE_URL: POSTGRES_URL,
      ADMIN_EMAIL: 'cli-admin@pdgi.example.id',
      ADMIN_PASSWORD: 'a long cli password',
    };
    const cli = (extra: Record<string, string> = {}) =>
      run(process.execPath, [CLI], { env: { ...env, ...extra } }).then(
        ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
        (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, output: err.stdout + err.stderr }),
      );
    const created = await cli();
    expect(created).toMatchObject({ code: 0, output: expect.stringMatching(/Created the administrator cli-admin@pdgi\.example\.id/) });
    expect(created.output).not.toContain(env.ADMIN_PASSWORD);
    expect(await cli()).toMatchObject({ code: 1, output: expect.stringMatching(/exists already/) });
    // With an association server elsewhere there is no local database to keep accounts in.
    expect(await cli({ ACCOUNT_STORE_URL: '', ASSOCIATION_API_URL: 'http://127.0.0.1:9' })).toMatchObject({ code: 1, output: expect.stringMatching(/kept in memory/) });

    const app = await start(production({ ACCOUNT_STORE_URL: POSTGRES_URL }));
    expect(await loginStatus(app, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })).toBe(200);
  }, 60_000);
});

import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAssociationServer, type AssociationServerOptions } from '../../src/association/server.js';
import { ADMIN, bearer, bodyOf, login, makeApp, testConfig } from '../helpers.js';
import { BACKENDS, POSTGRES_URL, type Backend } from './harness.js';

/** Where each backend keeps its data between two starts of the reference server. */
async function storage(backend: Backend): Promise<{ options: Partial<AssociationServerOptions>; drop(): Promise<void> }> {
  if (backend === 'embedded') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sejawat-restart-'));
  await chmod(dataDir, 0o755); // the embedded server runs as the 'postgres' user when the tests run as root
    return { options: { dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const schema = `restart_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const databaseUrl = `${POSTGRES_URL}${POSTGRES_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
  return {
    options: { databaseUrl },
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

describe.each(BACKENDS)('the reference server restarted on %s', (backend) => {
  const config = testConfig();
  let store: Awaited<ReturnType<typeof storage>>;

  /** Starts the reference server as the product does (migrate, seed an empty database, listen) and a BFF in front. */
  async function start() {
    const server = await startAssociationServer({ ...store.options, jwtSecret: config.jwt.accessSecret, seedMembers: 25, logLevel: 'silent' });
    const bff = await makeApp({ ...config, associationApiUrl: server.url });
    const { accessToken } = await login(bff, ADMIN);
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      bff.inject({ method, url, payload, headers: bearer(accessToken) });
    return { call, stop: async () => { await bff.close(); await server.close(); } };
  }

  beforeAll(async () => {
    store = await storage(backend);
  });
  afterAll(() => store.drop());

  it('keeps what was written, neither re-seeds nor re-applies migrations, and keeps the audit trail', async () => {
    const first = await start();
    const before = bodyOf(await first.call('GET', '/api/association/members?perPage=1'), 'listMembers');
    expect(before.total).toBeGreaterThanOrEqual(25);
    const created = await first.call('POST', '/api/association/divisions', { code: 'PC-9901', name: 'Cabang Uji Restart', level: 'branch', parentId: 2 });
    expect(created.statusCode).toBe(201);
    const id = bodyOf(created, 'createDivision', 201).id;
    expect((await first.call('PATCH', `/api/association/divisions/${id}`, { city: 'Bogor' })).statusCode).toBe(200);
    await first.stop();

    const second = await start();
    try {
      const again = bodyOf(await second.call('GET', `/api/association/divisions/${id}`), 'getDivision');
      expect(again).toMatchObject({ code: 'PC-9901', name: 'Cabang Uji Restart', city: 'Bogor' });
      expect(bodyOf(await second.call('GET', '/api/association/members?perPage=1'), 'listMembers').total).toBe(before.total);
      const audit = bodyOf(await second.call('GET', `/api/association/divisions/${id}/audit`), 'getDivisionAudit');
      expect(audit.data.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
    } finally {
      await second.stop();
    }
  });
});

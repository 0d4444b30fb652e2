import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildAssociationApp } from '../../src/association/app.js';
import { ASSOCIATION_TIME_ZONE, openDb, type Db } from '../../src/association/db/db.js';
import { migrate } from '../../src/association/db/migrate.js';
import { seedIfEmpty } from '../../src/association/seed/index.js';
import { ADMIN, CLIENT, bearer, login, makeApp, testConfig } from '../helpers.js';

export type Backend = 'pglite' | 'postgres';
export const BACKENDS: Backend[] = ['pglite', 'postgres'];

/** The clock the seed is generated against, so fixtures are the same on every run. */
export const SEED_NOW = new Date('2026-11-21T10:00:00Z');
export const SEED_MEMBERS = 120;
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const TEMPLATE_DIR = path.join(tmpdir(), `sejawat-assoc-template-${process.pid}`);
let template: Promise<string> | undefined;

/** A migrated, seeded PGlite data directory made once per worker and copied for each database a test opens. */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    await rm(TEMPLATE_DIR, { recursive: true, force: true });
    const db = await openDb({ dataDir: TEMPLATE_DIR });
    await migrate(db);
    await seedIfEmpty(db, { members: SEED_MEMBERS, now: SEED_NOW });
    await db.close();
    return TEMPLATE_DIR;
  })();
  return template;
}

export interface TestDatabase {
  db: Db;
  /** Opens the same database again (a restart). */
  reopen(): Promise<Db>;
  drop(): Promise<void>;
}

/** Today as the reference server counts it (its time zone, not UTC), as YYYY-MM-DD. */
export const associationToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: ASSOCIATION_TIME_ZONE }).format(new Date());

/** A fresh, migrated and seeded database on the chosen backend. */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'sejawat-assoc-'));
    await cp(await pgliteTemplate(), dir, { recursive: true });
    const open = () => openDb({ dataDir: dir });
    return { db: await open(), reopen: open, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const schema = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = `${POSTGRES_URL}${POSTGRES_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
  const open = () => openDb({ databaseUrl: url });
  const db = await open();
  await migrate(db);
  await seedIfEmpty(db, { members: SEED_MEMBERS, now: SEED_NOW });
  return {
    db,
    reopen: open,
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

export interface AssociationClient {
  /** The BFF, forwarding to a real reference server on a loopback port. */
  bff: FastifyInstance;
  upstream: FastifyInstance;
  database: TestDatabase;
  adminToken: string;
  clientToken: string;
  /** A request through the BFF as the admin demo account. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The whole path a request takes: BFF (token, ability, schema) -> reference server -> database. */
export async function startAssociation(backend: Backend): Promise<AssociationClient> {
  const database = await openTestDatabase(backend);
  const config = testConfig();
  const upstream = await buildAssociationApp({ db: database.db, jwtSecret: config.jwt.accessSecret });
  await upstream.listen({ host: '127.0.0.1', port: 0 });
  const address = upstream.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const bff = await makeApp({ ...config, associationApiUrl: `http://127.0.0.1:${port}` });
  const admin = await login(bff, ADMIN);
  const client = await login(bff, CLIENT);
  const request = (options: InjectOptions) => bff.inject({ ...options, headers: { ...bearer(admin.accessToken), ...options.headers } });
  return {
    bff,
    upstream,
    database,
    adminToken: admin.accessToken,
    clientToken: client.accessToken,
    request,
    get: (url) => request({ method: 'GET', url }),
    post: (url, payload) => request({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
    patch: (url, payload) => request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'] }),
    del: (url) => request({ method: 'DELETE', url }),
    close: async () => {
      await bff.close();
      await upstream.close();
      await database.db.close();
      await database.drop();
    },
  };
}

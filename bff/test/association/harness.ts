import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildAssociationApp } from '../../src/association/app.js';
import { ASSOCIATION_TIME_ZONE, openDb, type Db } from '../../src/association/db/db.js';
import { SEED_MEMBERS, SEED_NOW, cloneTemplate } from '../support/databases.js';
import { ADMIN, CLIENT, bearer, login, makeApp, testConfig } from '../helpers.js';

export type Backend = 'embedded' | 'postgres';
/** The embedded PostgreSQL server (the product's default) and the machine's PostgreSQL (the DATABASE_URL path). */
export const BACKENDS: Backend[] = ['embedded', 'postgres'];

export { SEED_MEMBERS, SEED_NOW };
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  db: Db;
  /** Its connection string. */
  url: string;
  /** Opens the same database again (a restart). */
  reopen(): Promise<Db>;
  drop(): Promise<void>;
}

/** Today as the reference server counts it in a test database (its clock stands at SEED_NOW, in its time zone), as YYYY-MM-DD. */
export const associationToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: ASSOCIATION_TIME_ZONE }).format(SEED_NOW);
/** The association's clock in a test database (standing at SEED_NOW), in milliseconds. */
export const associationNow = () => SEED_NOW.getTime();
/** The association's current year in a test database. */
export const associationYear = () => Number(associationToday().slice(0, 4));

/** A database of its own for the calling test file, cloned from the run's migrated and seeded template. */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  const clone = await cloneTemplate(inject('testServers')[backend]);
  const open = () => openDb({ databaseUrl: clone.url });
  return { db: await open(), url: clone.url, reopen: open, drop: clone.drop };
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

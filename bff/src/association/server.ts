import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.js';
import { buildAssociationApp } from './app.js';
import { openDb, type Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './seed/index.js';

export interface RunningAssociationServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export interface AssociationServerOptions {
  host?: string;
  port?: number;
  logLevel?: string;
  jwtSecret: string;
  /** PostgreSQL connection string; absent: embedded PGlite in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** How many members the first start generates (default 2,000). */
  seedMembers?: number;
}

/** Opens the database, applies migrations, seeds an empty database, and listens (loopback by default). */
export async function startAssociationServer(options: AssociationServerOptions): Promise<RunningAssociationServer> {
  const db = await openDb({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir === undefined ? undefined : path.join(options.dataDir, 'association-db'),
  });
  try {
    await migrate(db);
    await seedIfEmpty(db, { members: options.seedMembers ?? 2000 });
    const app = await buildAssociationApp({ db, jwtSecret: options.jwtSecret, logger: { level: options.logLevel ?? 'info', name: 'association' } });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ host, port: options.port ?? 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : options.port;
    return {
      url: `http://${host}:${port}`,
      app,
      db,
      close: async () => {
        await app.close();
        await db.close();
      },
    };
  } catch (err) {
    await db.close();
    throw err;
  }
}

// Runnable on its own: `node bff/dist/src/association/server.js` with the same environment as the BFF
// (JWT_ACCESS_SECRET, DATA_DIR or DATABASE_URL, ASSOCIATION_HOST, ASSOCIATION_PORT, SEED_MEMBERS, LOG_LEVEL).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = loadConfig();
  if (config.jwt.generated) {
    process.stderr.write('JWT_ACCESS_SECRET must be set: the association server checks tokens the BFF signed.\n');
    process.exit(1);
  }
  const running = await startAssociationServer({
    host: process.env.ASSOCIATION_HOST ?? '127.0.0.1',
    port: config.associationPort || 4000,
    logLevel: config.logLevel,
    jwtSecret: config.jwt.accessSecret,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    seedMembers: config.seedMembers,
  });
  process.stdout.write(`Association server listening at ${running.url}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void running.close().then(() => process.exit(0)));
  }
}

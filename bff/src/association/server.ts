import type { FastifyInstance } from 'fastify';
import { pathToFileURL } from 'node:url';
import { loadConfigOrExit } from '../config.js';
import { buildAssociationApp } from './app.js';
import { productLogger } from '../lib/logger.js';
import { openDb, type Db } from './db/db.js';
import { EmbeddedPostgresError } from './db/embedded.js';
import { startEmbeddedDatabase } from './embedded-database.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './seed/index.js';
import { refreshMemberAlertsForToday } from './areas/members/alerts.js';
import { syncDemoAccounts } from './access/demo-accounts.js';
import { stopWhenAsked } from './stop-when-asked.js';

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
  /** PostgreSQL connection string; absent: the embedded PostgreSQL server in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  /** How many members the first start generates (default 2,000). */
  seedMembers?: number;
  /** The association's demo accounts (one per level, published password): DEMO_ACCOUNTS; off removes them. */
  demoAccounts?: boolean;
  /** PUBLIC_URL: where the QR codes of members' documents lead. */
  publicUrl?: string;
}

/**
 * Opens the database (DATABASE_URL, or the embedded server it starts in DATA_DIR), applies migrations, seeds an empty
 * database, and listens (loopback by default).
 */
export async function startAssociationServer(options: AssociationServerOptions): Promise<RunningAssociationServer> {
  if (!options.databaseUrl && !options.dataDir) throw new Error('startAssociationServer needs databaseUrl or dataDir');
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedDatabase(options.dataDir!, (line) => process.stderr.write(`postgres: ${line}\n`));
  let db: Db | undefined;
  try {
    db = await openDb({ databaseUrl: options.databaseUrl ?? embedded!.url });
    const opened = db;
    await migrate(db);
    await seedIfEmpty(db, { members: options.seedMembers ?? 2000 });
    await syncDemoAccounts(db, options.demoAccounts ?? false);
    const app = await buildAssociationApp({
      db,
      jwtSecret: options.jwtSecret,
      publicUrl: options.publicUrl,
      logger: productLogger(options.logLevel ?? 'info', 'association'),
    });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ host, port: options.port ?? 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : options.port;
    // The dashboard's alerts table holds one day's alerts: computed at the first start (the seed's too) and at the first
    // start of a day, and by whichever server first sees the association's date move on (checked every minute). Until
    // then readers compute them live, so the server answers while they are computed: at 50,000 members they take a few
    // seconds, which a first start and a restart on a new day spent before listening (a restart 4.9 s instead of 2.3).
    let refreshing: Promise<void> | undefined;
    const refreshAlerts = () => {
      refreshing ??= refreshMemberAlertsForToday(opened)
        .then(
          (done) => void (done && app.log.info('alerts computed for the day')),
          (err: Error) => void app.log.warn({ err: { message: err.message } }, 'could not compute the alerts for the day'),
        )
        .finally(() => (refreshing = undefined));
    };
    refreshAlerts();
    const alertsDay = setInterval(refreshAlerts, 60_000);
    alertsDay.unref();
    return {
      url: `http://${host}:${port}`,
      app,
      db: opened,
      close: async () => {
        clearInterval(alertsDay);
        await app.close();
        await refreshing;
        await opened.close();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await db?.close();
    await embedded?.stop();
    throw err;
  }
}

/**
 * Runnable on its own: `node bff/dist/src/association/server.js` with the same environment as the BFF
 * (JWT_ACCESS_SECRET, DATA_DIR or DATABASE_URL, ASSOCIATION_HOST, ASSOCIATION_PORT, SEED_MEMBERS, LOG_LEVEL). Started
 * by the product's supervisor it has an IPC channel: it reports `ready` there, and stops when the supervisor asks or goes
 * away (stop-when-asked.ts).
 */
async function main() {
  const config = loadConfigOrExit();
  if (config.jwt.generated) {
    process.stderr.write('JWT_ACCESS_SECRET must be set: the association server checks tokens the BFF signed.\n');
    process.exit(1);
  }
  let running: RunningAssociationServer;
  try {
    running = await startAssociationServer({
      host: process.env.ASSOCIATION_HOST ?? '127.0.0.1',
      port: config.associationPort || 4000,
      logLevel: config.logLevel,
      jwtSecret: config.jwt.accessSecret,
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      seedMembers: config.seedMembers,
      demoAccounts: config.demoAccounts,
      publicUrl: config.publicUrl,
    });
  } catch (err) {
    const known = err instanceof EmbeddedPostgresError || (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
    process.stderr.write(`The association server could not start: ${known ? (err as Error).message : (err as Error).stack}\n`);
    process.exit(1);
  }
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  stopWhenAsked(process, stop);
  if (process.send) {
    process.send({ type: 'ready', url: running.url });
  } else {
    process.stdout.write(`Association server listening at ${running.url}\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

import { buildApp } from './app.js';
import { loadConfigOrExit } from './config.js';
import { gracefulShutdown } from './lib/graceful-shutdown.js';
import { startEmbeddedDatabase } from './association/server.js';
import { superviseAssociationServer, type SupervisedAssociationServer } from './association/supervisor.js';
import type { EmbeddedPostgres } from './association/db/embedded.js';
import { freePort } from './lib/free-port.js';
import { lowerPriority } from './lib/priority.js';

const config = loadConfigOrExit();

// Unless ASSOCIATION_API_URL names one, the reference association server runs here in a process of its own (so its
// work never stalls this event loop), on the embedded PostgreSQL server unless DATABASE_URL names one.
const local = config.associationApiUrl === undefined;
const associationPort = local ? config.associationPort || (await freePort()) : 0;
const upstream = config.associationApiUrl ?? `http://127.0.0.1:${associationPort}`;
let database: EmbeddedPostgres | undefined;
let association: SupervisedAssociationServer | undefined;

async function fail(err: unknown): Promise<never> {
  process.stderr.write(`${config.appName} could not start: ${(err as Error).message}\n`);
  await association?.close();
  await database?.stop();
  process.exit(1);
}

if (local && !config.databaseUrl) {
  database = await startEmbeddedDatabase(config.dataDir, (line) => process.stderr.write(`postgres: ${line}\n`)).catch(fail);
  // Its connections are processes the postmaster forks: they inherit its niceness.
  lowerPriority(database.pid, config.associationNice, (line) => process.stderr.write(`${line}\n`));
}
// Sign-in accounts and refresh tokens live beside the association's data unless configured elsewhere: an administrator
// created in production and the sessions of every BFF survive restarts without another database to run.
const localDatabase = local ? (config.databaseUrl ?? database!.url) : undefined;
const app = await buildApp({
  ...config,
  associationApiUrl: upstream,
  tokenStoreUrl: config.tokenStoreUrl ?? localDatabase,
  accountStoreUrl: config.accountStoreUrl ?? localDatabase,
}).catch(fail);
if (database) app.log.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
if (local) {
  association = await superviseAssociationServer({
    port: associationPort,
    nice: config.associationNice,
    log: app.log,
    env: {
      ...process.env,
      DATABASE_URL: localDatabase,
      JWT_ACCESS_SECRET: config.jwt.accessSecret,
      JWT_REFRESH_SECRET: config.jwt.refreshSecret,
      SEED_MEMBERS: String(config.seedMembers),
      LOG_LEVEL: config.logLevel,
    },
  }).catch(fail);
}

if (config.jwt.generated) {
  app.log.warn('JWT secrets were not set: generated random ones for this run (tokens will not survive a restart)');
}

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  // Ctrl-C (SIGINT) comes from a person, not from an orchestrator with a load balancer to wait for.
  const drainMs = signal === 'SIGINT' ? 0 : config.shutdownDrainMs;
  app.log.info({ signal, drainMs }, 'shutting down');
  if ((await gracefulShutdown(app, { drainMs, timeoutMs: config.shutdownTimeoutMs })) === 'timed-out') {
    app.log.error('in-flight requests did not finish in time; exiting');
    process.exit(1);
  }
  await association?.close();
  await database?.stop();
  app.log.info('stopped');
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
} catch (err) {
  app.log.error({ err }, 'could not start');
  await association?.close();
  await database?.stop();
  process.exit(1);
}

const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : config.port;
const base = `http://${shownHost}:${port}`;
process.stdout.write(
  [
    '',
    `  ${config.appName} is running at ${base}`,
    `  API docs: ${base}/docs`,
    `  Association server: ${upstream}${association ? ' (reference, started here)' : ''}`,
    ...(config.demoAccounts
      ? ['  Demo accounts: admin@demo.com / admin (everything), client@demo.com / client (read-only)']
      : []),
    '',
  ].join('\n') + '\n',
);

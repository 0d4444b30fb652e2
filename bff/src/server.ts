import type { FastifyInstance } from 'fastify';
import nodeModule from 'node:module';
import { loadConfigOrExit } from './config.js';
import { gracefulShutdown } from './lib/graceful-shutdown.js';
import { startEmbeddedDatabase } from './association/embedded-database.js';
import { superviseAssociationServer, type SupervisedAssociationServer, type SupervisorLogger } from './association/supervisor.js';
import type { EmbeddedPostgres } from './association/db/embedded.js';
import { freePort } from './lib/free-port.js';
import { lowerPriority } from './lib/priority.js';

const config = loadConfigOrExit();

// Node 22 and later keep V8's compiled code of the modules on disk (NODE_COMPILE_CACHE, or a folder in the system's
// temporary folder): the next start compiles none of the BFF's and association server's modules again. Node 20 has no
// compile cache; a cache that cannot be written is skipped, silently, by Node.
const compileCache = (nodeModule as { enableCompileCache?: () => { directory?: string } }).enableCompileCache?.().directory;

// Unless ASSOCIATION_API_URL names one, the reference association server runs here in a process of its own (so its
// work never stalls this event loop), on the embedded PostgreSQL server unless DATABASE_URL names one.
const local = config.associationApiUrl === undefined;
const associationPort = local ? config.associationPort || (await freePort()) : 0;
const upstream = config.associationApiUrl ?? `http://127.0.0.1:${associationPort}`;
let database: EmbeddedPostgres | undefined;
let association: SupervisedAssociationServer | undefined;
/** The BFF once built: the supervisor logs through its logger from then on. */
let bff: Pick<FastifyInstance, 'log'> | undefined;
const abandonAssociation = new AbortController();

async function fail(err: unknown): Promise<never> {
  process.stderr.write(`${config.appName} could not start: ${(err as Error).message}\n`);
  abandonAssociation.abort();
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

// The association server starts in its process while this one loads and builds the BFF (each takes a second or two,
// so a restart costs the longer of the two, not their sum). Until the BFF's logger exists the supervisor's lines go to
// stderr.
const supervisorLine =
  (level: 'info' | 'error') =>
  (obj: object, msg: string): unknown =>
    bff ? bff.log[level](obj, msg) : process.stderr.write(`${msg} ${JSON.stringify(obj)}\n`);
const supervisorLog: SupervisorLogger = { info: supervisorLine('info'), error: supervisorLine('error') };
const associationStart = local
  ? superviseAssociationServer({
      port: associationPort,
      nice: config.associationNice,
      log: supervisorLog,
      signal: abandonAssociation.signal,
      env: {
        ...process.env,
        DATABASE_URL: localDatabase,
        JWT_ACCESS_SECRET: config.jwt.accessSecret,
        JWT_REFRESH_SECRET: config.jwt.refreshSecret,
        SEED_MEMBERS: String(config.seedMembers),
        LOG_LEVEL: config.logLevel,
        ...(compileCache && { NODE_COMPILE_CACHE: compileCache }),
      },
    })
  : undefined;
// (awaited below; a failure while the BFF is still building is reported there, not as an unhandled rejection)
associationStart?.catch(() => undefined);

// The BFF's modules load here, not above, for the same reason.
const app = await import('./app.js')
  .then(({ buildApp }) =>
    buildApp({
      ...config,
      associationApiUrl: upstream,
      tokenStoreUrl: config.tokenStoreUrl ?? localDatabase,
      accountStoreUrl: config.accountStoreUrl ?? localDatabase,
    }),
  )
  .catch(fail);
bff = app;
if (database) app.log.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
if (associationStart) association = await associationStart.catch(fail);

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

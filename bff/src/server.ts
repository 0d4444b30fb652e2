import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { gracefulShutdown } from './lib/graceful-shutdown.js';
import { startAssociationServer, type RunningAssociationServer } from './association/server.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\nSee .env.example for every setting.\n`);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();

let association: RunningAssociationServer | undefined;
if (config.associationApiUrl === undefined) {
  association = await startAssociationServer({
    host: '127.0.0.1',
    port: config.associationPort,
    logLevel: config.logLevel,
    jwtSecret: config.jwt.accessSecret,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    seedMembers: config.seedMembers,
  });
}
const upstream = config.associationApiUrl ?? association!.url;

const app = await buildApp({ ...config, associationApiUrl: upstream });
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

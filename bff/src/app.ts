import { logRequests, productLogger, quietRequests, requestLogger } from './lib/logger.js';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import type { Config } from './config.js';
import { ensureAdministrator, openAccountStore } from './lib/accounts.js';
import { CircuitBreaker } from './lib/circuit-breaker.js';
import { schemaController } from './lib/schema-compilers.js';
import authPlugin from './plugins/auth.js';
import errorsPlugin, { frameworkErrorHandler } from './plugins/errors.js';
import { limitBodiesBySchema } from './lib/body-limit.js';
import metricsPlugin from './plugins/metrics.js';
import proxyPlugin from './plugins/proxy.js';
import securityPlugin from './plugins/security.js';
import throttlePlugin from './plugins/throttle.js';
import swaggerPlugin from './plugins/swagger.js';
import webPlugin from './plugins/web.js';
import authRoutes from './routes/auth/index.js';
import associationRoutes, { ASSOCIATION_TAGS } from './routes/association/index.js';
import { DEMO_AREAS } from './routes/demo/index.js';
import healthRoutes from './routes/health/index.js';
import type { AuthUserStore } from './stores/auth-users.js';
import { AccountDirectory, AssociationAccounts } from './stores/association-accounts.js';
import { MemoryRefreshTokenStore, type RefreshTokenStore } from './stores/refresh-tokens.js';
import { PostgresRefreshTokenStore } from './stores/refresh-tokens-postgres.js';

export const APP_VERSION = '0.1.0';
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The configuration buildApp needs: the upstream is always known by the time the app is built. */
export type AppConfig = Omit<Config, 'associationApiUrl'> & { associationApiUrl: string };

export interface AppDeps {
  users?: AuthUserStore;
  refreshTokens?: RefreshTokenStore;
  logger?: FastifyServerOptions['logger'];
  /**
   * The clock: the demo stores' time-relative fixtures and timestamps, and the lifetimes of access and refresh tokens.
   * The machine's unless a test injects one (tests move it forward instead of waiting for a token to expire).
   */
  now?: () => Date;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Builds the BFF without listening: tests call inject on it, the server entry listens. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? productLogger(config.logLevel),
    logController: quietRequests(),
    childLoggerFactory: requestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    schemaController,
    frameworkErrors: frameworkErrorHandler,
    return503OnClosing: true,
    // Behind a load balancer, request.ip (per-address login limits, logs) comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Hooks on every request are callback-style: an async hook costs a promise and a microtask per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  logRequests(app);
  limitBodiesBySchema(app, BODY_LIMIT_BYTES);
  // Set by the graceful shutdown (lib/graceful-shutdown.ts); /health/ready reports not ready while it is.
  app.decorate('draining', false);

  const ownUsers = deps.users ?? (await openAccountStore(config));
  if (!deps.users) app.addHook('onClose', async () => ownUsers.close?.());
  await ensureAdministrator(ownUsers, config, app.log);
  // The accounts the association grants (its boards' staff, its members) are the association server's records.
  const associationAccounts = new AssociationAccounts({
    upstreamUrl: config.associationApiUrl,
    accessSecret: config.jwt.accessSecret,
    timeoutMs: config.upstreamTimeoutMs,
    onUnreachable: (err) => app.log.warn({ err: { message: err.message } }, 'sign-in could not ask the association server for its accounts'),
  });
  app.addHook('onClose', () => associationAccounts.close());
  const users = new AccountDirectory(ownUsers, associationAccounts);
  const now = deps.now ?? (() => new Date());
  const nowMs = deps.now ? () => deps.now!().getTime() : () => Date.now();
  const refreshTokens = deps.refreshTokens ?? (await openRefreshTokenStore(app, config, nowMs));
  const upstreamBreaker = new CircuitBreaker(config.breaker);
  app.decorate('upstreamBreaker', upstreamBreaker);

  await app.register(errorsPlugin);
  // Answers of 1 KiB or more in Brotli (a quick level: they are compressed per request) or gzip, whichever the client
  // takes; the web app's files come precompressed from the build (plugins/web.ts). Request bodies are never inflated,
  // so the body limits count the bytes that arrive.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    globalDecompression: false,
  });
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins, pressure: config.pressure });
  await app.register(throttlePlugin, config.authLimits);
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(swaggerPlugin, {
    appName: config.appName,
    version: APP_VERSION,
    tags: [...ASSOCIATION_TAGS, ...DEMO_AREAS.map((area) => area.tag)],
  });
  await app.register(authPlugin, { config: config as Config, users, refreshTokens, now: nowMs });
  await app.register(healthRoutes, { upstreamUrl: config.associationApiUrl, timeoutMs: 2000 });
  await app.register(authRoutes, { users, publicRegistration: config.publicRegistration, demoAccounts: config.demoAccounts });
  const demoResets: (() => void)[] = [];
  app.decorate('resetDemoWorkspace', () => {
    for (const reset of demoResets) reset();
  });
  for (const area of DEMO_AREAS) {
    await app.register(area.plugin, { now, onReset: (reset) => demoResets.push(reset) });
  }
  await app.register(associationRoutes, {
    upstreamUrl: config.associationApiUrl,
    timeoutMs: config.upstreamTimeoutMs,
    breaker: upstreamBreaker,
  });
  await app.register(webPlugin, { distDir: config.webDistDir });
  await app.register(proxyPlugin, { upstreamUrl: config.associationApiUrl, timeoutMs: config.upstreamTimeoutMs });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The circuit breaker in front of the association server (shared by the association routes and the proxy). */
    upstreamBreaker: CircuitBreaker;
    /** Puts every demo area's data back as its fixtures have it (tests share one app between their cases). */
    resetDemoWorkspace(): void;
  }
}

/** TOKEN_STORE_URL set: refresh tokens in PostgreSQL (shared by every instance); otherwise in memory. */
async function openRefreshTokenStore(app: FastifyInstance, config: AppConfig, now: () => number): Promise<RefreshTokenStore> {
  if (config.tokenStoreUrl === undefined) return new MemoryRefreshTokenStore(now);
  const store = await PostgresRefreshTokenStore.open({ connectionString: config.tokenStoreUrl, now });
  app.addHook('onClose', async () => store.close());
  return store;
}

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  logLevel: LogLevel;
  appName: string;
  jwt: {
    accessSecret: string;
    refreshSecret: string;
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
    /** True when the secrets were generated at start because none were configured (development only). */
    generated: boolean;
  };
  /** Undefined means: start the reference association server on loopback and proxy to it. */
  associationApiUrl: string | undefined;
  associationPort: number;
  /**
   * Niceness of the processes started here for the association (its server, the embedded PostgreSQL): 0 to 19, 0 for
   * the BFF's own. Their work yields the CPU to the BFF's, so sign-in, the demo routes and health checks keep their
   * speed while the association side is busy.
   */
  associationNice: number;
  /** PostgreSQL for the reference association server; undefined means embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Members generated on the reference server's first start. */
  seedMembers: number;
  upstreamTimeoutMs: number;
  dataDir: string;
  webDistDir: string;
  shutdownTimeoutMs: number;
  /** After SIGTERM: how long to keep serving while reporting not ready, before the listener closes. */
  shutdownDrainMs: number;
  /** Bearer token for GET /metrics; undefined: /metrics answers loopback callers only. */
  metricsToken: string | undefined;
  /** Browser origins allowed to call the API cross-origin (CORS); empty: none. */
  corsOrigins: string[];
  /**
   * The product's public address (https://sejawat.example.id): the QR codes of members' cards and certificates link
   * to its /verify page. Undefined: the address the member's browser used.
   */
  publicUrl: string | undefined;
  /** Proxies in front of the BFF whose X-Forwarded-For is believed (addresses/CIDRs, or true); false: none. */
  trustProxy: boolean | string;
  /** PostgreSQL for the refresh-token store, shared by every BFF instance; undefined: in memory. */
  tokenStoreUrl: string | undefined;
  /** PostgreSQL for the accounts (kept across restarts); undefined: TOKEN_STORE_URL's database, else memory. */
  accountStoreUrl: string | undefined;
  /** Whether the template's demo accounts (admin@demo.com, client@demo.com) exist. */
  demoAccounts: boolean;
  /** The first administrator, created at start when none exists (ADMIN_EMAIL, ADMIN_PASSWORD). */
  admin: { email: string; password: string } | undefined;
  /** Whether POST /jwt/register creates accounts (demo workspace only); off in production unless enabled. */
  publicRegistration: boolean;
  /** Login and register throttling. */
  authLimits: {
    /** Login and register requests per client address per window: a ceiling, high enough for an office's NAT. */
    perIp: number;
    /** Failed logins for one account from one address before that pair backs off; registrations per email per window. */
    perAccount: number;
    windowSeconds: number;
    /** Failed logins for one account over all addresses before it backs off for addresses it has not signed in from. */
    accountFailures: number;
    /** Failed logins from one address over all accounts before that address backs off. */
    addressFailures: number;
    /** First back-off after a limit is reached; doubles with every further failure, up to backoffMaxSeconds. */
    backoffBaseSeconds: number;
    backoffMaxSeconds: number;
  };
  /** Circuit breaker in front of the association server. */
  breaker: { failureThreshold: number; resetMs: number };
  /** Load shedding (@fastify/under-pressure): 503 above these; 0 disables a check. */
  pressure: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number; maxRssBytes: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Root of the repository (the folder holding fixtures/), from source (bff/src) or from the build (bff/dist/src). */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'fixtures')) && existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, '..', '..');
  }
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const MIN_SECRET_LENGTH = 32;

type Env = Record<string, string | undefined>;

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  string(key: string, fallback?: string): string | undefined {
    const raw = this.env[key];
    if (raw === undefined || raw.trim() === '') return fallback;
    return raw.trim();
  }

  integer(key: string, fallback: number, min: number, max: number): number {
    const raw = this.string(key);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw) || value < min || value > max) {
      this.problems.push(`${key} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  boolean(key: string, fallback: boolean): boolean {
    const raw = this.string(key);
    if (raw === undefined) return fallback;
    if (raw !== 'true' && raw !== 'false') {
      this.problems.push(`${key} must be true or false (got "${raw}")`);
      return fallback;
    }
    return raw === 'true';
  }

  oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
    const raw = this.string(key);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problems.push(`${key} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  }

  url(key: string): string | undefined {
    const raw = this.string(key);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
      return raw.replace(/\/+$/, '');
    } catch {
      this.problems.push(`${key} must be an http(s) URL such as http://127.0.0.1:4000 (got "${raw}")`);
      return undefined;
    }
  }

  postgresUrl(key: string): string | undefined {
    const raw = this.string(key);
    if (raw === undefined) return undefined;
    if (!/^postgres(ql)?:\/\/\S+$/.test(raw)) {
      this.problems.push(`${key} must be a postgres:// connection string (got "${raw.replace(/:[^:@/]*@/, ':***@')}")`);
      return undefined;
    }
    return raw;
  }

  /** A comma-separated list of exact origins (scheme://host[:port]); no wildcards. */
  origins(key: string): string[] {
    const raw = this.string(key);
    if (raw === undefined) return [];
    const origins: string[] = [];
    for (const item of raw.split(',').map((o) => o.trim()).filter((o) => o !== '')) {
      try {
        const parsed = new URL(item);
        if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.origin !== item.replace(/\/+$/, '')) {
          throw new Error('not an origin');
        }
        origins.push(parsed.origin);
      } catch {
        this.problems.push(`${key} must list origins such as https://admin.example.id, separated by commas (got "${item}")`);
      }
    }
    return origins;
  }

  secret(key: string): string | undefined {
    const raw = this.string(key);
    if (raw !== undefined && raw.length < MIN_SECRET_LENGTH) {
      this.problems.push(`${key} must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return raw;
  }
}

/** Parses and validates the environment once; throws ConfigError listing every problem found. */
export function loadConfig(env: Env = process.env): Config {
  const r = new Reader(env);
  const nodeEnv = r.oneOf('NODE_ENV', NODE_ENVS, 'development');
  const accessSecret = r.secret('JWT_ACCESS_SECRET');
  const refreshSecret = r.secret('JWT_REFRESH_SECRET');
  if (nodeEnv === 'production') {
    if (accessSecret === undefined) r.problems.push('JWT_ACCESS_SECRET is required when NODE_ENV=production');
    if (refreshSecret === undefined) r.problems.push('JWT_REFRESH_SECRET is required when NODE_ENV=production');
  }
  if (accessSecret !== undefined && accessSecret === refreshSecret) {
    r.problems.push('JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must differ');
  }
  const generated = accessSecret === undefined || refreshSecret === undefined;

  const config: Config = {
    nodeEnv,
    host: r.string('HOST', '127.0.0.1') as string,
    port: r.integer('PORT', 3000, 0, 65535),
    logLevel: r.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    appName: r.string('APP_NAME', 'Sejawat') as string,
    jwt: {
      accessSecret: accessSecret ?? randomBytes(48).toString('base64url'),
      refreshSecret: refreshSecret ?? randomBytes(48).toString('base64url'),
      accessTtlSeconds: r.integer('ACCESS_TOKEN_TTL_SECONDS', 600, 5, 86_400),
      refreshTtlSeconds: r.integer('REFRESH_TOKEN_TTL_SECONDS', 600, 5, 2_592_000),
      generated,
    },
    associationApiUrl: r.url('ASSOCIATION_API_URL'),
    associationPort: r.integer('ASSOCIATION_PORT', 0, 0, 65535),
    associationNice: r.integer('ASSOCIATION_NICE', 10, 0, 19),
    databaseUrl: r.postgresUrl('DATABASE_URL'),
    seedMembers: r.integer('SEED_MEMBERS', 2000, 0, 200_000),
    upstreamTimeoutMs: r.integer('UPSTREAM_TIMEOUT_MS', 5000, 100, 120_000),
    dataDir: path.resolve(r.string('DATA_DIR', path.join(REPO_ROOT, 'data')) as string),
    webDistDir: path.resolve(r.string('WEB_DIST_DIR', path.join(REPO_ROOT, 'web', 'dist')) as string),
    shutdownTimeoutMs: r.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 100, 120_000),
    shutdownDrainMs: r.integer('SHUTDOWN_DRAIN_MS', 5000, 0, 300_000),
    metricsToken: r.secret('METRICS_TOKEN'),
    corsOrigins: r.origins('CORS_ORIGINS'),
    publicUrl: r.url('PUBLIC_URL'),
    trustProxy: trustProxyOf(r.string('TRUST_PROXY')),
    tokenStoreUrl: r.postgresUrl('TOKEN_STORE_URL'),
    accountStoreUrl: r.postgresUrl('ACCOUNT_STORE_URL') ?? r.postgresUrl('TOKEN_STORE_URL'),
    demoAccounts: r.oneOf('DEMO_ACCOUNTS', ['true', 'false'], nodeEnv === 'production' ? 'false' : 'true') === 'true',
    admin: adminOf(r),
    publicRegistration: r.boolean('PUBLIC_REGISTRATION', nodeEnv !== 'production'),
    authLimits: {
      perIp: r.integer('AUTH_RATE_LIMIT_PER_IP', 300, 1, 100_000),
      perAccount: r.integer('AUTH_RATE_LIMIT_PER_ACCOUNT', 5, 1, 100_000),
      windowSeconds: r.integer('AUTH_RATE_LIMIT_WINDOW_SECONDS', 900, 1, 86_400),
      accountFailures: r.integer('AUTH_ACCOUNT_FAILURE_LIMIT', 25, 1, 100_000),
      addressFailures: r.integer('AUTH_ADDRESS_FAILURE_LIMIT', 50, 1, 100_000),
      backoffBaseSeconds: r.integer('AUTH_BACKOFF_BASE_SECONDS', 30, 1, 86_400),
      backoffMaxSeconds: r.integer('AUTH_BACKOFF_MAX_SECONDS', 900, 1, 86_400),
    },
    breaker: {
      failureThreshold: r.integer('BREAKER_FAILURE_THRESHOLD', 5, 1, 10_000),
      resetMs: r.integer('BREAKER_RESET_MS', 10_000, 100, 600_000),
    },
    pressure: {
      maxEventLoopDelayMs: r.integer('PRESSURE_MAX_EVENT_LOOP_DELAY_MS', 1000, 0, 60_000),
      maxHeapUsedBytes: r.integer('PRESSURE_MAX_HEAP_USED_BYTES', 0, 0, Number.MAX_SAFE_INTEGER),
      maxRssBytes: r.integer('PRESSURE_MAX_RSS_BYTES', 0, 0, Number.MAX_SAFE_INTEGER),
    },
  };
  if (r.problems.length > 0) throw new ConfigError(r.problems);
  return config;
}

const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** ADMIN_EMAIL and ADMIN_PASSWORD: both or neither; the password is never echoed in a message. */
function adminOf(r: Reader): Config['admin'] {
  const email = r.string('ADMIN_EMAIL');
  const password = r.string('ADMIN_PASSWORD');
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined || password === undefined) {
    r.problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    return undefined;
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) r.problems.push(`ADMIN_EMAIL must be an email address (got "${email}")`);
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    r.problems.push(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`);
  }
  return { email: email.toLowerCase(), password };
}

/** TRUST_PROXY: unset or "false": no proxy; "true": every proxy; otherwise proxy addresses/CIDRs, comma-separated. */
function trustProxyOf(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw;
}

/** The environment parsed for an entry point: a setting that is wrong stops the process with its message (exit 1). */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\nSee .env.example for every setting.\n`);
    process.exit(1);
  }
}

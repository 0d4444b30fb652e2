import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Fastify from 'fastify';
import type { operations } from '../contract/openapi-types.js';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppConfig, type AppDeps } from '../src/app.js';
import { loadConfig } from '../src/config.js';

export { TestClock } from './support/clock.js';

export const ADMIN = { email: 'admin@demo.com', password: 'admin' } as const;
export const CLIENT = { email: 'client@demo.com', password: 'client' } as const;

/** A valid configuration for tests; the upstream defaults to a port nothing listens on. */
export function testConfig(env: Record<string, string> = {}, upstream = 'http://127.0.0.1:9'): AppConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_ACCESS_SECRET: 'test-access-secret-0123456789-abcdefghijklmnop',
    JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789-abcdefghijklmnop',
    WEB_DIST_DIR: path.join(tmpdir(), 'sejawat-no-web-build'),
    // Only catches a hang: on a busy machine a real association server may take seconds (a 10 MB scan, say), and a
    // 504 there is a flaky test, not a finding. The timeout tests set short ones of their own.
    UPSTREAM_TIMEOUT_MS: '60000',
    // Tests log in many times from one address; test/security/throttle.test.ts sets real limits.
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    AUTH_ACCOUNT_FAILURE_LIMIT: '100000',
    AUTH_ADDRESS_FAILURE_LIMIT: '100000',
    // Two shared cores: event-loop stalls while suites compile would shed load; test/security/faults.test.ts checks it.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Most suites point at an upstream that is down on purpose; test/security/faults.test.ts sets a real threshold.
    BREAKER_FAILURE_THRESHOLD: '10000',
    ...env,
  });
  return { ...config, associationApiUrl: config.associationApiUrl ?? upstream };
}

export async function makeApp(config: AppConfig = testConfig(), deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = await buildApp(config, deps);
  await app.ready();
  return app;
}

/** The JSON body an operation answers with `status`, typed from the generated contract (bff/contract/openapi-types.ts). */
export type ResponseBody<Op extends keyof operations, Status extends number = 200> = operations[Op]['responses'] extends infer R
  ? Status extends keyof R
    ? R[Status] extends { content: { 'application/json': infer B } }
      ? B
      : never
    : never
  : never;

/**
 * Reads a response as the contract says operation `op` answers: the tests then only compile against the fields the
 * published contract promises, so a renamed or dropped field breaks them as it would break an API consumer.
 */
export function bodyOf<Op extends keyof operations, Status extends number = 200>(
  res: LightMyRequestResponse,
  _op: Op,
  _status?: Status,
): ResponseBody<Op, Status> {
  return res.json() as ResponseBody<Op, Status>;
}

export type Session = ResponseBody<'login'>;

export async function login(app: FastifyInstance, who: { email: string; password: string }): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/jwt/login', payload: who });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return bodyOf(res, 'login');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Decodes a JWT payload without verifying it. */
export function decodeJwt(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A real HTTP server on an ephemeral port standing in for the association server. */
export async function startUpstream(
  setup: (app: FastifyInstance) => void,
): Promise<{ url: string; app: FastifyInstance; close: () => Promise<void> }> {
  const app = Fastify();
  setup(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, app, close: () => app.close() };
}

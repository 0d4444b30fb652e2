import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { errorBody } from './errors.js';

/** Why the BFF could not complete a request upstream. circuit_open: failed fast while the circuit breaker is open. */
export type UpstreamFailure = 'timeout' | 'unreachable' | 'invalid_response' | 'circuit_open';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a request the BFF could not complete because of the association server (502/504). */
    recordUpstreamFailure(reason: UpstreamFailure, status: number): void;
  }
}

interface MetricsOptions {
  /** Bearer token that opens /metrics from anywhere; undefined: /metrics answers loopback callers only. */
  token: string | undefined;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Latency buckets in seconds: 5 ms to 10 s, dense where the p95 thresholds of the load tests sit (100 ms-1 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5, 10];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function allowed(request: FastifyRequest, token: string | undefined): { ok: true } | { ok: false; status: 401 | 403 } {
  if (token === undefined) {
    return LOOPBACK.has(request.socket.remoteAddress ?? '') ? { ok: true } : { ok: false, status: 403 };
  }
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match && sameSecret(match[1]!, token) ? { ok: true } : { ok: false, status: 401 };
}

/**
 * Prometheus metrics at GET /metrics: request count and duration per route and status, upstream failures, and the
 * process figures prom-client collects (CPU, memory, heap, event loop lag, GC, handles). One registry per app, so
 * several apps in one process (tests) do not share counters.
 */
export default fp<MetricsOptions>(
  async function metricsPlugin(app: FastifyInstance, { token }) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const labelNames = ['method', 'route', 'status_code'] as const;
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending the last byte of the answer, by method, route pattern and status code.',
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    // The request count is the histogram's own count per label set, copied when /metrics is read: a request pays for
    // one observation, not two (each hashes and checks its labels).
    new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered by the BFF, by method, route pattern and status code.',
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { metricName, labels, value } of (await duration.get()).values) {
          if (metricName === 'http_request_duration_seconds_count') this.inc(labels as Record<(typeof labelNames)[number], string>, value);
        }
      },
    });
    const upstreamFailures = new Counter({
      name: 'upstream_errors_total',
      help: 'Requests the BFF answered 502 or 504 because the association server failed, timed out or could not be reached.',
      labelNames: ['reason', 'status_code'] as const,
      registers: [registry],
    });

    app.decorate('recordUpstreamFailure', (reason: UpstreamFailure, status: number) => {
      upstreamFailures.inc({ reason, status_code: String(status) });
    });

    app.addHook('onResponse', (request, reply, done) => {
      // The route pattern, never the raw URL: ids and query strings would make the label set unbounded.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });

    app.get(
      '/metrics',
      // Not a contract route (hidden from the API docs) and not behind a user token: its own rule applies.
      { schema: { hide: true }, config: { public: true }, logLevel: 'warn' },
      async (request, reply) => {
        const access = allowed(request, token);
        if (!access.ok) {
          if (access.status === 401) reply.header('www-authenticate', 'Bearer');
          const message =
            access.status === 401
              ? 'A valid METRICS_TOKEN bearer token is required'
              : 'Metrics are only served on loopback';
          return reply.code(access.status).send(errorBody(access.status, message));
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  },
  { name: 'metrics', dependencies: ['errors'] },
);

/**
 * Soak: the average load for a long time, to find what only time reveals: memory growth, connection or file
 * handle leaks, a database that slows down as payments pile up, token refresh over many access-token lifetimes.
 * 20 virtual users for SOAK_DURATION (default 2h; bounded: at most 8h), with 5-minute ramps. Thresholds as
 * average load. Watch GET /metrics (process_resident_memory_bytes, nodejs_eventloop_lag_seconds) meanwhile.
 *
 *   k6 run -e BASE_URL=http://localhost:8080 -e SOAK_DURATION=4h load-tests/soak.ts
 */
import type { Options } from 'k6/options';
import { COMMON, stages, thresholds, vus } from './lib/config.ts';
import { journey, preflight } from './lib/journey.ts';

const MAX_HOURS = 8;

/** SOAK_DURATION as k6 understands it (e.g. 90m, 2h), refused above MAX_HOURS so a typo cannot run for days. */
function soakDuration(): string {
  const raw = __ENV.SOAK_DURATION || '2h';
  const match = /^(\d+)(m|h)$/.exec(raw);
  if (!match) throw new Error(`SOAK_DURATION must be minutes or hours such as 90m or 2h (got "${raw}")`);
  const hours = Number(match[1]) / (match[2] === 'h' ? 1 : 60);
  if (hours > MAX_HOURS) throw new Error(`SOAK_DURATION is capped at ${MAX_HOURS}h (got "${raw}")`);
  return raw;
}

export const options: Options = {
  ...COMMON,
  scenarios: {
    soak: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: stages([
        { duration: '5m', target: vus(20) },
        { duration: soakDuration(), target: vus(20) },
        { duration: '5m', target: 0 },
      ]),
      gracefulRampDown: '30s',
      gracefulStop: '1m',
    },
  },
  thresholds: thresholds({
    p95: 500,
    p99: 1500,
    readP95: 400,
    writeP95: 800,
    authP95: 1000,
    errorRate: 0.01,
    checks: 0.99,
  }),
};

export function setup(): void {
  preflight();
}

export default journey;

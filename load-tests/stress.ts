/**
 * Stress: above the normal load, in steps, to see where latency and errors start to climb. 20 -> 50 -> 100 virtual
 * users, each step held 5 minutes, then down: 22 minutes. Looser latency limits than average load; the run stops
 * early (abortOnFail, after 30 s) once more than 5 % of requests fail.
 *
 *   k6 run -e BASE_URL=http://localhost:8080 load-tests/stress.ts
 */
import type { Options } from 'k6/options';
import { COMMON, stages, thresholds, vus } from './lib/config.ts';
import { journey, preflight } from './lib/journey.ts';

export const options: Options = {
  ...COMMON,
  scenarios: {
    stress: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: stages([
        { duration: '2m', target: vus(20) },
        { duration: '5m', target: vus(20) },
        { duration: '2m', target: vus(50) },
        { duration: '5m', target: vus(50) },
        { duration: '2m', target: vus(100) },
        { duration: '5m', target: vus(100) },
        { duration: '1m', target: 0 },
      ]),
      gracefulRampDown: '30s',
      gracefulStop: '30s',
    },
  },
  thresholds: thresholds({
    p95: 1500,
    p99: 3000,
    readP95: 1200,
    writeP95: 2000,
    authP95: 3000,
    errorRate: 0.05,
    checks: 0.95,
    abortOnErrors: true,
  }),
};

export function setup(): void {
  preflight();
}

export default journey;

/**
 * Spike: a sudden rush (a deadline for dues, a mass mailing that links into the app). 5 virtual users, then 100
 * within 10 seconds, held 2 minutes, back to 5 within 10 seconds and 2 minutes more to see the service recover:
 * about 6 minutes. Latency may rise during the spike; errors must stay rare, and the run stops early (after 30 s)
 * once more than 5 % of requests fail.
 *
 *   k6 run -e BASE_URL=http://localhost:8080 load-tests/spike.ts
 */
import type { Options } from 'k6/options';
import { COMMON, stages, thresholds, vus } from './lib/config.ts';
import { journey, preflight } from './lib/journey.ts';

export const options: Options = {
  ...COMMON,
  scenarios: {
    spike: {
      executor: 'ramping-vus',
      startVUs: vus(5),
      stages: stages([
        { duration: '1m', target: vus(5) },
        { duration: '10s', target: vus(100) },
        { duration: '2m', target: vus(100) },
        { duration: '10s', target: vus(5) },
        { duration: '2m', target: vus(5) },
        { duration: '10s', target: 0 },
      ]),
      gracefulRampDown: '30s',
      gracefulStop: '30s',
    },
  },
  thresholds: thresholds({
    p95: 2000,
    p99: 4000,
    readP95: 1500,
    writeP95: 2500,
    authP95: 4000,
    errorRate: 0.05,
    checks: 0.95,
    abortOnErrors: true,
  }),
};

export function setup(): void {
  preflight();
}

export default journey;

/**
 * Average load: a normal working day. Ramps to 20 virtual users (about 20 staff working at a person's pace) over
 * 2 minutes, holds 10 minutes, ramps down over 1 minute: 13 minutes (DURATION scales all three). The thresholds are
 * the service-level targets.
 *
 *   k6 run -e BASE_URL=http://localhost:8080 load-tests/average-load.ts
 */
import type { Options } from 'k6/options';
import { COMMON, stages, thresholds, vus } from './lib/config.ts';
import { journey, preflight } from './lib/journey.ts';

export const options: Options = {
  ...COMMON,
  scenarios: {
    average: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: stages([
        { duration: '2m', target: vus(20) },
        { duration: '10m', target: vus(20) },
        { duration: '1m', target: 0 },
      ]),
      gracefulRampDown: '30s',
      gracefulStop: '30s',
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

/**
 * Smoke: does the journey work at all, with minimal load? 2 virtual users for 1 minute (DURATION), refreshing the
 * token pair on every iteration after the login. Run it after every deploy and before any bigger scenario. Strict
 * thresholds: no failed request, every check passes.
 *
 *   k6 run -e BASE_URL=http://localhost:8080 load-tests/smoke.ts
 */
import type { Options } from 'k6/options';
import { COMMON, constantDuration, refreshEvery, thresholds, vus } from './lib/config.ts';
import { makeJourney, preflight } from './lib/journey.ts';

export const options: Options = {
  ...COMMON,
  scenarios: {
    smoke: { executor: 'constant-vus', vus: vus(2), duration: constantDuration('1m'), gracefulStop: '30s' },
  },
  thresholds: thresholds({
    p95: 500,
    p99: 1000,
    readP95: 300,
    writeP95: 500,
    authP95: 1000,
    errorRate: 0.001,
    checks: 0.999,
  }),
};

export function setup(): void {
  preflight();
}

// Every iteration after the login refreshes the token pair, so even a one-minute run checks refresh.
export default makeJourney(refreshEvery(1));

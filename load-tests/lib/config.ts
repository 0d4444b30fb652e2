/**
 * Settings every scenario reads from the environment (`k6 run -e NAME=value` or exported variables), and the
 * thresholds they share. Nothing here has side effects: scenarios import it in k6's init context.
 */
import type { Options, Threshold } from 'k6/options';

function env(name: string, fallback: string): string {
  const value = __ENV[name];
  return value === undefined || value === '' ? fallback : value;
}

function number(name: string, fallback: number): number {
  const raw = __ENV[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number (got "${raw}")`);
  return value;
}

/** The BFF's address, without a trailing slash. */
export const BASE_URL = env('BASE_URL', 'http://localhost:3000').replace(/\/+$/, '');
/** The account the virtual users log in with; it needs read and create on the demo routes and the association API. */
export const CREDENTIALS = { email: env('LOGIN_EMAIL', 'admin@demo.com'), password: env('LOGIN_PASSWORD', 'admin') };
/** WRITES=0 makes the journey read-only (no tasks, events or payments written), for shared environments. */
export const WRITES = env('WRITES', '1') !== '0';
/** Multiplies the pauses between steps of the journey (1 = a person's pace, 0 = none). */
export const THINK_TIME = number('THINK_TIME', 1);
/** Multiplies every scenario's number of virtual users (0.5 halves the load, 2 doubles it). */
export const LOAD_FACTOR = number('LOAD_FACTOR', 1);
/** Refresh the token pair every this many iterations of a virtual user (REFRESH_EVERY, else the scenario's own). */
export const refreshEvery = (fallback: number): number => Math.max(1, Math.round(number('REFRESH_EVERY', fallback)));

const MAX_DURATION_SECONDS = 8 * 3600;

/** A k6 duration such as 30s, 20m or 2h in seconds; throws naming `name` for anything else. */
export function durationSeconds(name: string, raw: string): number {
  const match = /^(\d+)(s|m|h)$/.exec(raw);
  if (!match) throw new Error(`${name} must be seconds, minutes or hours such as 90s, 20m or 2h (got "${raw}")`);
  return Number(match[1]) * { s: 1, m: 60, h: 3600 }[match[2] as 's' | 'm' | 'h'];
}

/** DURATION, the length of a whole scenario, in seconds; undefined when not set. Bounded so a typo cannot run for days. */
function wholeDuration(): number | undefined {
  const raw = __ENV.DURATION;
  if (raw === undefined || raw === '') return undefined;
  const total = durationSeconds('DURATION', raw);
  if (total < 10 || total > MAX_DURATION_SECONDS) throw new Error(`DURATION must be from 10s to 8h (got "${raw}")`);
  return total;
}

export interface Stage {
  duration: string;
  target: number;
}

/**
 * A scenario's stages, every one stretched or shrunk in proportion when DURATION is set, so that the whole run
 * (ramp up, hold, ramp down) takes DURATION.
 */
export function stages(nominal: Stage[]): Stage[] {
  const total = wholeDuration();
  if (total === undefined) return nominal;
  const nominalTotal = nominal.reduce((sum, st) => sum + durationSeconds('stage', st.duration), 0);
  return nominal.map((st) => ({
    duration: `${Math.max(1, Math.round((durationSeconds('stage', st.duration) * total) / nominalTotal))}s`,
    target: st.target,
  }));
}

/** The length of a constant-load scenario: DURATION, else its own. */
export const constantDuration = (fallback: string): string => (wholeDuration() === undefined ? fallback : `${wholeDuration()}s`);

/** Scales a number of virtual users by LOAD_FACTOR (at least 1). */
export const vus = (n: number): number => Math.max(1, Math.round(n * LOAD_FACTOR));

export interface Limits {
  /** p95 of every request, in ms. */
  p95: number;
  /** p99 of every request, in ms. */
  p99: number;
  /** p95 of reads / writes / logins and refreshes, in ms. */
  readP95: number;
  writeP95: number;
  authP95: number;
  /** Share of failed requests (network errors and unexpected statuses) that fails the run. */
  errorRate: number;
  /** Share of checks that must pass. */
  checks: number;
  /** Stop the run early once the error rate is clearly broken (stress, spike). */
  abortOnErrors?: boolean;
}

/** The thresholds a scenario fails on. k6 exits with code 99 when one is crossed. */
export function thresholds(l: Limits): NonNullable<Options['thresholds']> {
  const errorRate: Threshold = l.abortOnErrors
    ? { threshold: `rate<${l.errorRate}`, abortOnFail: true, delayAbortEval: '30s' }
    : `rate<${l.errorRate}`;
  return {
    http_req_duration: [`p(95)<${l.p95}`, `p(99)<${l.p99}`],
    'http_req_duration{kind:read}': [`p(95)<${l.readP95}`],
    'http_req_duration{kind:write}': [`p(95)<${l.writeP95}`],
    'http_req_duration{kind:auth}': [`p(95)<${l.authP95}`],
    http_req_failed: [errorRate],
    checks: [`rate>${l.checks}`],
    // Logging in or refreshing must not fail at all under normal load (see journey.ts: session_failures).
    session_failures: [l.abortOnErrors ? 'count<50' : 'count<1'],
  };
}

/** What every scenario shares: tags on the summary, no default think-time gaps from k6 itself. */
export const COMMON: Options = {
  tags: { product: 'sejawat' },
  summaryTrendStats: ['avg', 'min', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
};

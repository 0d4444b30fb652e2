/**
 * The journey every scenario runs: a staff member logs in once per virtual user, refreshes the token pair every
 * REFRESH_EVERY iterations (and logs in again if the session is lost), waits as long as a 429 or 503 answer's
 * Retry-After asks, and mixes reads and writes:
 *
 * - demo workspace: todo tasks (list, toggle a task), calendar events (list, add then remove one), users list;
 * - association API: list members with filters and search, open a member and its timeline, list unpaid dues and
 *   record a small payment on one (POST /api/association/contributions/payments).
 *
 * Requests carry tags: `kind` (auth, read, write) for the thresholds and `name` (the route pattern) so ids do not
 * split the metrics. Each request sends an x-request-id (k6-<vu>-<iteration>-<n>) that the BFF and the association
 * server log, so a slow or failed request can be found in the server logs.
 */
import { check, group, sleep } from 'k6';
import exec from 'k6/execution';
import http, { type RefinedResponse, type ResponseType } from 'k6/http';
import { Counter, Trend } from 'k6/metrics';
import { BASE_URL, CREDENTIALS, refreshEvery, THINK_TIME, WRITES } from './config.ts';

/** Logins and refreshes that failed: a threshold on it fails the run (see thresholds()). */
export const sessionFailures = new Counter('session_failures');
/** Payments recorded (201) and payments refused because the due was paid meanwhile (409, expected under load). */
export const paymentsRecorded = new Counter('payments_recorded');
export const paymentConflicts = new Counter('payment_conflicts');
/** Time of one whole iteration of the journey, without think time. */
export const journeyDuration = new Trend('journey_duration', true);
/** Seconds spent waiting because the server answered 429 or 503 with Retry-After. */
export const retryAfterWaits = new Trend('retry_after_wait_seconds');

type Kind = 'auth' | 'read' | 'write';
type JsonResponse = RefinedResponse<ResponseType | undefined>;

interface Session {
  accessToken: string;
  refreshToken: string;
}

interface Page<T> {
  data: T[];
  total: number;
  totalPages: number;
}
interface Member {
  id: number;
  status: string;
}
interface Due {
  id: number;
  memberId: number;
  outstanding: number;
}
interface Division {
  id: number;
}
interface Task {
  id: number;
  isImportant: boolean;
}

const MEMBER_STATUSES = ['active', 'in_arrears', 'lapsed', 'applicant', 'verified'] as const;
const SORTS = ['fullName:asc', 'joinedAt:desc', 'npa:asc', 'createdAt:desc'] as const;
const SEARCHES = ['sari', 'putra', 'wati', 'dewi', 'budi', 'ayu'] as const;
const CALENDARS = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
const USER_ROLES = ['', 'admin', 'editor', 'author', 'maintainer', 'subscriber'] as const;
const PAYMENT_METHODS = ['transfer', 'cash', 'virtual_account', 'qris'] as const;

// Module state is per virtual user in k6: each VU keeps its own session and the province ids it has seen.
let session: Session | undefined;
let provinceIds: number[] = [];
let duesPages = 1;
let sequence = 0;
/** Milliseconds spent thinking during the current iteration (taken off journey_duration). */
let thoughtMs = 0;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const randomInt = (min: number, max: number): number => min + Math.floor(Math.random() * (max - min + 1));
const think = (min: number, max: number): void => {
  if (THINK_TIME <= 0) return;
  const seconds = (min + Math.random() * (max - min)) * THINK_TIME;
  sleep(seconds);
  thoughtMs += seconds * 1000;
};

function requestId(): string {
  sequence += 1;
  return `k6-${exec.vu.idInTest}-${exec.vu.iterationInScenario}-${sequence}`;
}

function headers(withToken: boolean): Record<string, string> {
  const h: Record<string, string> = { accept: 'application/json', 'x-request-id': requestId() };
  if (withToken && session) h.authorization = `Bearer ${session.accessToken}`;
  return h;
}

function json<T>(res: JsonResponse): T | undefined {
  try {
    return res.json() as unknown as T;
  } catch {
    return undefined;
  }
}

/** One HTTP call with the journey's tags; `expected` are the statuses that count as success for http_req_failed. */
function call(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  name: string,
  kind: Kind,
  body?: unknown,
  expected: number[] = [method === 'POST' && kind === 'write' ? 201 : 200],
): JsonResponse {
  const params = {
    headers: { ...headers(kind !== 'auth'), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    tags: { name, kind },
    responseCallback: http.expectedStatuses(...expected),
  };
  const payload = body === undefined ? null : JSON.stringify(body);
  const res = http.request(method, `${BASE_URL}${path}`, payload, params);
  // The session was lost (token expired or revoked): the next iteration logs in again.
  if (res.status === 401 && kind !== 'auth') session = undefined;
  honourRetryAfter(res);
  return res;
}

/** The longest Retry-After the journey waits for in one go; the next attempt asks again. */
const MAX_RETRY_AFTER_SECONDS = 120;

/** Throttled (429) or shed (503): wait as long as the server asks before sending anything else, like a client should. */
function honourRetryAfter(res: JsonResponse): void {
  if (res.status !== 429 && res.status !== 503) return;
  const raw = res.headers['Retry-After'] ?? res.headers['retry-after'];
  const seconds = raw === undefined ? NaN : Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) return;
  const wait = Math.min(seconds, MAX_RETRY_AFTER_SECONDS);
  retryAfterWaits.add(wait);
  sleep(wait);
}

function logIn(): boolean {
  const res = call('POST', '/jwt/login', 'POST /jwt/login', 'auth', CREDENTIALS);
  const body = json<Session>(res);
  const ok = check(res, {
    'login: 200': (r) => r.status === 200,
    'login: returns both tokens': () => typeof body?.accessToken === 'string' && typeof body.refreshToken === 'string',
  });
  if (!ok || !body) {
    sessionFailures.add(1, { step: 'login' });
    session = undefined;
    return false;
  }
  session = { accessToken: body.accessToken, refreshToken: body.refreshToken };
  return true;
}

function refresh(): boolean {
  if (!session) return logIn();
  const res = call('POST', '/jwt/refresh-token', 'POST /jwt/refresh-token', 'auth', {
    refreshToken: session.refreshToken,
  });
  const body = json<Session>(res);
  const ok = check(res, {
    'refresh: 200': (r) => r.status === 200,
    'refresh: rotates the refresh token': () =>
      typeof body?.refreshToken === 'string' && body.refreshToken !== session?.refreshToken,
  });
  if (!ok || !body) {
    sessionFailures.add(1, { step: 'refresh' });
    return logIn();
  }
  session = { accessToken: body.accessToken, refreshToken: body.refreshToken };
  return true;
}

function ok200(label: string, res: JsonResponse): boolean {
  return check(res, { [`${label}: 200`]: (r) => r.status === 200 });
}

function demoWorkspace(): void {
  group('demo: todo', () => {
    const res = call(
      'GET',
      `/apps/todo/tasks?filter=${pick(['', 'important', 'completed'])}&sortBy=${pick(['latest', 'due-date', 'title-asc'])}`,
      'GET /apps/todo/tasks',
      'read',
    );
    const tasks = json<Task[]>(res) ?? [];
    check(res, { 'todo list: 200 with an array': (r) => r.status === 200 && Array.isArray(tasks) });
    const task = tasks.length > 0 ? pick(tasks) : undefined;
    if (WRITES && task) {
      think(0.5, 1.5);
      const update = call(
        'POST',
        '/apps/todo/update-task',
        'POST /apps/todo/update-task',
        'write',
        { task: { id: task.id, isImportant: !task.isImportant } },
        [200],
      );
      ok200('todo update', update);
    }
  });
  think(0.5, 2);

  group('demo: calendar', () => {
    const calendars = CALENDARS.filter(() => Math.random() < 0.6);
    const query = calendars.map((c) => `calendars=${c}`).join('&');
    ok200(
      'calendar events',
      call('GET', `/apps/calendar/events${query ? `?${query}` : ''}`, 'GET /apps/calendar/events', 'read'),
    );
    if (!WRITES) return;
    think(0.5, 1.5);
    const start = new Date(Date.now() + randomInt(1, 60) * 86_400_000);
    const added = call('POST', '/apps/calendar/add-event', 'POST /apps/calendar/add-event', 'write', {
      event: {
        title: `Load test ${exec.vu.idInTest}-${exec.vu.iterationInScenario}`,
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        allDay: false,
        extendedProps: { calendar: pick(CALENDARS), location: 'k6', guests: [] },
      },
    });
    const event = json<{ event?: { id: number } }>(added)?.event;
    check(added, { 'calendar add: 201': (r) => r.status === 201 && typeof event?.id === 'number' });
    // Remove it again, so a long run does not grow the demo store without bound.
    if (event)
      ok200(
        'calendar remove',
        call(
          'DELETE',
          `/apps/calendar/remove-event?id=${event.id}`,
          'DELETE /apps/calendar/remove-event',
          'write',
          undefined,
          [200],
        ),
      );
  });
  think(0.5, 2);

  group('demo: users', () => {
    const q = pick(['', '', 'an', 'jo']);
    ok200(
      'users list',
      call(
        'GET',
        `/api/users/list/data?q=${q}&role=${pick(USER_ROLES)}&page=1&perPage=10`,
        'GET /api/users/list/data',
        'read',
      ),
    );
  });
}

function associationMembers(): void {
  group('association: members', () => {
    if (provinceIds.length === 0) {
      const provinces = call(
        'GET',
        '/api/association/divisions?level=province&perPage=100',
        'GET /api/association/divisions',
        'read',
      );
      ok200('provinces', provinces);
      provinceIds = (json<Page<Division>>(provinces)?.data ?? []).map((d) => d.id);
    }
    const filters = [
      `status=${pick(MEMBER_STATUSES)}`,
      provinceIds.length > 0 ? `provinceId=${pick(provinceIds)}` : '',
      Math.random() < 0.4 ? `q=${pick(SEARCHES)}` : '',
      `sort=${pick(SORTS)}`,
      `page=${randomInt(1, 3)}`,
      'perPage=25',
    ].filter((f) => f !== '');
    const list = call('GET', `/api/association/members?${filters.join('&')}`, 'GET /api/association/members', 'read');
    const page = json<Page<Member>>(list);
    check(list, {
      'members list: 200 with a page': (r) =>
        r.status === 200 && Array.isArray(page?.data) && typeof page?.total === 'number',
    });
    think(1, 3);

    let members = page?.data ?? [];
    if (members.length === 0) {
      // The filter matched nobody: open someone from the unfiltered first page instead.
      members =
        json<Page<Member>>(call('GET', '/api/association/members?perPage=25', 'GET /api/association/members', 'read'))
          ?.data ?? [];
    }
    if (members.length === 0) return;
    const member = pick(members);
    const detail = call('GET', `/api/association/members/${member.id}`, 'GET /api/association/members/:id', 'read');
    check(detail, {
      'member detail: 200, the same member': (r) => r.status === 200 && json<Member>(r)?.id === member.id,
    });
    ok200(
      'member timeline',
      call(
        'GET',
        `/api/association/members/${member.id}/timeline`,
        'GET /api/association/members/:id/timeline',
        'read',
      ),
    );
  });
}

function associationPayment(): void {
  group('association: record a payment', () => {
    const dues = call(
      'GET',
      `/api/association/contributions/dues?status=unpaid&perPage=20&page=${randomInt(1, duesPages)}`,
      'GET /api/association/contributions/dues',
      'read',
    );
    ok200('unpaid dues', dues);
    const page = json<Page<Due>>(dues);
    // Spread the payments over the first 20 pages of unpaid dues (or as many as there are).
    duesPages = Math.max(1, Math.min(20, page?.totalPages ?? 1));
    const open = (page?.data ?? []).filter((d) => d.outstanding > 0);
    if (open.length === 0 || !WRITES) return;
    think(1, 3);
    const due = pick(open);
    // A small partial payment: the due stays open, so the data set does not run out of unpaid dues.
    const amount = Math.min(due.outstanding, randomInt(1, 50) * 1000);
    const res = call(
      'POST',
      '/api/association/contributions/payments',
      'POST /api/association/contributions/payments',
      'write',
      {
        memberId: due.memberId,
        amount,
        method: pick(PAYMENT_METHODS),
        reference: `K6-${exec.vu.idInTest}-${exec.vu.iterationInScenario}-${Date.now()}`,
        paidAt: new Date().toISOString().slice(0, 10),
        note: 'k6 load test',
        dueIds: [due.id],
      },
      // 409: another virtual user paid the rest of this due first. Expected under load, not an error.
      [201, 409],
    );
    if (res.status === 201) paymentsRecorded.add(1);
    if (res.status === 409) paymentConflicts.add(1);
    check(res, { 'payment: recorded (201) or lost a race (409)': (r) => r.status === 201 || r.status === 409 });
  });
}

/**
 * One iteration of the journey, refreshing the token pair every `every` iterations. Scenarios export it as their
 * default function.
 */
export function makeJourney(every: number): () => void {
  return function journeyIteration(): void {
    const started = Date.now();
    thoughtMs = 0;

    if (!session) {
      if (!group('session: log in', logIn)) {
        // Not a person's pause: a refused login (already waited out if it said Retry-After) must not spin.
        sleep(1 + Math.random());
        return;
      }
    } else if (exec.vu.iterationInScenario % every === 0) {
      group('session: refresh', refresh);
    }
    if (!session) return;
    think(0.5, 1.5);

    associationMembers();
    think(1, 3);
    demoWorkspace();
    think(1, 3);
    associationPayment();
    journeyDuration.add(Date.now() - started - thoughtMs);
    think(1, 3);
  };
}

/** The journey at the usual refresh cadence (REFRESH_EVERY, default every 5 iterations). */
export const journey = makeJourney(refreshEvery(5));

/** Runs before the load: the BFF must be up and the account must log in, or the run stops at once. */
export function preflight(): void {
  const ready = http.get(`${BASE_URL}/health/ready`, { tags: { name: 'GET /health/ready', kind: 'read' } });
  if (ready.status !== 200)
    exec.test.abort(
      `${BASE_URL}/health/ready answered ${ready.status}: is the BFF up and its association server reachable?`,
    );
  const res = http.post(`${BASE_URL}/jwt/login`, JSON.stringify(CREDENTIALS), {
    headers: { 'content-type': 'application/json' },
    tags: { name: 'POST /jwt/login', kind: 'auth' },
  });
  if (res.status !== 200)
    exec.test.abort(`login as ${CREDENTIALS.email} answered ${res.status}: check LOGIN_EMAIL and LOGIN_PASSWORD`);
}

/**
 * `npm run bench`: latency and throughput through the BFF (token, ability and schema checks, forwarding, reference
 * server, PGlite) at 2,000 and 50,000 members:
 *
 * - the association member list, filters, search and detail, divisions;
 * - the steps of the k6 journey (load-tests/lib/journey.ts) one by one: log in + refresh, todo tasks, calendar
 *   events (add and remove), users list, unpaid dues, record a payment;
 * - the whole k6 journey without think time, as one cycle of requests per connection ("journey, mixed").
 *
 * Seeded data directories are cached in the system's temp folder, so only the first run pays for generating 50,000
 * members. The payment journeys write small partial payments into that cached database (harmless for the figures).
 *
 * BENCH_SIZES=2000,50000  BENCH_SECONDS=5  BENCH_CONNECTIONS=10
 */
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { buildApp } from '../src/app.js';
import { startAssociationServer } from '../src/association/server.js';
import { loadConfig, REPO_ROOT } from '../src/config.js';

const SIZES = (process.env.BENCH_SIZES ?? '2000,50000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function schemaHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of ['bff/src/association/db/migrations', 'bff/src/association/seed']) {
    const full = path.join(REPO_ROOT, dir);
    for (const file of (await readdir(full)).sort()) hash.update(await readFile(path.join(full, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

interface Row {
  size: number;
  journey: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

type Step = autocannon.Request;

async function run(url: string, token: string, journey: string, requests: Step[], size: number, seconds = SECONDS): Promise<Row> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    requests,
  });
  const latency = result.latency as unknown as Record<string, number>;
  return {
    size,
    journey,
    reqPerSec: Math.round(result.requests.average),
    p50: latency.p50 ?? 0,
    p95: latency.p97_5 ?? 0,
    p99: latency.p99 ?? 0,
    errors: result.errors + result.non2xx,
  };
}

function measure(url: string, token: string, journey: string, paths: string[], size: number): Promise<Row> {
  return run(url, token, journey, paths.map((p) => ({ method: 'GET' as const, path: p })), size);
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
const post = (path: string, body: unknown, headers: Record<string, string> = {}): Step => ({
  method: 'POST',
  path,
  headers: { ...JSON_HEADERS, ...headers },
  body: JSON.stringify(body),
});

type Context = Record<string, unknown>;

/** Log in, then refresh twice with the rotated refresh token (per connection), as a virtual user of the k6 journey. */
function sessionSteps(): Step[] {
  const refresh: Step = {
    method: 'POST',
    path: '/jwt/refresh-token',
    headers: JSON_HEADERS,
    setupRequest: (req, context) => ({ ...req, body: JSON.stringify({ refreshToken: (context as Context).refreshToken }) }),
    onResponse: (status, body, context) => {
      if (status === 200) (context as Context).refreshToken = (JSON.parse(body) as { refreshToken: string }).refreshToken;
    },
  };
  return [
    {
      ...post('/jwt/login', { email: 'admin@demo.com', password: 'admin' }),
      onResponse: (status, body, context) => {
        if (status === 200) (context as Context).refreshToken = (JSON.parse(body) as { refreshToken: string }).refreshToken;
      },
    },
    refresh,
    { ...refresh },
  ];
}

/** Add an event and remove it again (the id comes from the add's answer). */
function calendarWriteSteps(): Step[] {
  return [
    {
      ...post('/apps/calendar/add-event', {
        event: {
          title: 'Bench event',
          start: '2026-12-01T02:00:00.000Z',
          end: '2026-12-01T03:00:00.000Z',
          allDay: false,
          extendedProps: { calendar: 'Business', location: 'bench', guests: [] },
        },
      }),
      onResponse: (status, body, context) => {
        if (status === 201) (context as Context).eventId = (JSON.parse(body) as { event: { id: number } }).event.id;
      },
    },
    {
      method: 'DELETE',
      path: '/apps/calendar/remove-event',
      setupRequest: (req, context) => ({ ...req, path: `/apps/calendar/remove-event?id=${String((context as Context).eventId)}` }),
    },
  ];
}

/** Payment references are unique per method: one prefix per run (the data directory is reused) and per step. */
const RUN_ID = Date.now().toString(36);
let paymentSteps = 0;

/** A small partial payment on one of the given unpaid dues, a different one each time. */
function paymentStep(dues: { id: number; memberId: number }[]): Step {
  const prefix = `BENCH-${RUN_ID}-${++paymentSteps}`;
  let next = 0;
  return {
    ...post('/api/association/contributions/payments', {}),
    setupRequest: (req) => {
      const due = dues[next++ % dues.length]!;
      return {
        ...req,
        body: JSON.stringify({
          memberId: due.memberId,
          dueIds: [due.id],
          amount: 1000,
          method: 'transfer',
          reference: `${prefix}-${next}`,
          paidAt: '2026-11-21',
        }),
      };
    },
  };
}

const rows: Row[] = [];
const hash = await schemaHash();
for (const size of SIZES) {
  const dataDir = path.join(tmpdir(), `sejawat-bench-${size}-${hash}`);
  const fresh = !existsSync(dataDir);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_ACCESS_SECRET: 'b'.repeat(40),
    JWT_REFRESH_SECRET: 'c'.repeat(40),
    WEB_DIST_DIR: path.join(tmpdir(), 'none'),
    // Every connection comes from loopback: login throttling (where configured) must not count the benchmark.
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    // Load shedding (where configured) would answer 503 instead of measuring: the benchmark wants the raw figures.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const started = performance.now();
  const association = await startAssociationServer({ jwtSecret: config.jwt.accessSecret, dataDir, seedMembers: size, logLevel: 'warn' });
  process.stdout.write(`${size} members: association server ready in ${Math.round(performance.now() - started)} ms${fresh ? ' (generated)' : ' (cached data)'}\n`);
  const app = await buildApp({ ...config, associationApiUrl: association.url, logLevel: 'warn' }, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${url}/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const some = await (await fetch(`${url}/api/association/members?perPage=50&sort=fullName:asc`, { headers: { authorization: `Bearer ${accessToken}` } })).json() as { data: { id: number }[] };
  const ids = some.data.map((m) => m.id);
  const province = await (await fetch(`${url}/api/association/divisions?level=province&perPage=1`, { headers: { authorization: `Bearer ${accessToken}` } })).json() as { data: { id: number }[] };

  rows.push(await measure(url, accessToken, 'list members (page 1, default sort)', ['/api/association/members'], size));
  rows.push(await measure(url, accessToken, 'list members, deep page', ['/api/association/members?page=40&perPage=25&sort=fullName:asc'], size));
  rows.push(await measure(url, accessToken, 'filter: status + province + sort', [`/api/association/members?status=active&provinceId=${province.data[0]!.id}&sort=joinedAt:desc`], size));
  rows.push(await measure(url, accessToken, 'search q (name substring)', ['/api/association/members?q=sari', '/api/association/members?q=putra', '/api/association/members?q=wati'], size));
  rows.push(await measure(url, accessToken, 'member detail', ids.slice(0, 20).map((id) => `/api/association/members/${id}`), size));
  rows.push(await measure(url, accessToken, 'divisions list (with member counts)', ['/api/association/divisions?level=branch&perPage=50'], size));

  // The k6 journey (load-tests/lib/journey.ts), step by step and as a whole.
  const auth = { authorization: `Bearer ${accessToken}` };
  const unpaid = (await (await fetch(`${url}/api/association/contributions/dues?status=unpaid&perPage=100`, { headers: auth })).json()) as { data: { id: number; memberId: number }[] };
  const tasks = (await (await fetch(`${url}/apps/todo/tasks`, { headers: auth })).json()) as { id: number }[];
  const memberList: Step = { method: 'GET', path: `/api/association/members?status=active&provinceId=${province.data[0]!.id}&sort=joinedAt:desc&perPage=25` };
  const memberDetail = (i: number): Step => ({ method: 'GET', path: `/api/association/members/${ids[i % ids.length]!}` });
  const todoList: Step = { method: 'GET', path: '/apps/todo/tasks?filter=important&sortBy=due-date' };
  const todoUpdate = post('/apps/todo/update-task', { task: { id: tasks[0]!.id, isImportant: true } });
  const calendarList: Step = { method: 'GET', path: '/apps/calendar/events?calendars=Business&calendars=Personal' };
  const usersList: Step = { method: 'GET', path: '/api/users/list/data?q=an&role=admin&page=1&perPage=10' };
  const duesList: Step = { method: 'GET', path: '/api/association/contributions/dues?status=unpaid&perPage=20&page=2' };

  rows.push(await run(url, accessToken, 'journey: log in + 2 refreshes', sessionSteps(), size));
  rows.push(await run(url, accessToken, 'journey: todo list + update', [todoList, todoUpdate], size));
  rows.push(await run(url, accessToken, 'journey: calendar list + add + remove', [calendarList, ...calendarWriteSteps()], size));
  rows.push(await run(url, accessToken, 'journey: users list', [usersList], size));
  rows.push(await run(url, accessToken, 'journey: members filter + detail + timeline', [memberList, memberDetail(0), { method: 'GET', path: `/api/association/members/${ids[1]!}/timeline` }], size));
  rows.push(await run(url, accessToken, 'journey: unpaid dues + record payment', [duesList, paymentStep(unpaid.data)], size));
  rows.push(
    await run(url, accessToken, 'journey, mixed (whole k6 journey, no think time)', [
      memberList,
      memberDetail(2),
      { method: 'GET', path: `/api/association/members/${ids[2]!}/timeline` },
      todoList,
      todoUpdate,
      calendarList,
      ...calendarWriteSteps(),
      usersList,
      duesList,
      paymentStep(unpaid.data.slice(50)),
    ], size),
  );

  await app.close();
  await association.close();
}

process.stdout.write(`\nThrough the BFF, ${CONNECTIONS} connections, ${SECONDS} s each (latency in ms; p95 column is autocannon's p97.5):\n`);
console.table(rows);
const failed = rows.filter((r) => r.errors > 0);
if (failed.length > 0) {
  process.stderr.write(`${failed.length} journeys had errors\n`);
  process.exitCode = 1;
}

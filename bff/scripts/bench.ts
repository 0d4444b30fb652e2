/**
 * `npm run bench`: the product as it runs (BFF, the association server in its own process, embedded PostgreSQL or
 * DATABASE_URL), measured from a separate process with autocannon, against a bare node:http server answering a fixed
 * page of JSON (RAW) measured in the same run (at the start, and again for each size right before the demo users list
 * and /health/live, whose goals are ratios to it). For 2,000 and 50,000 members: the members list (page 1, a deep page,
 * search, two filters), member detail, the association dashboard's requests, the arrears list and a dues payment,
 * each through the BFF and straight to the association server; page 1 and search again as a branch's staff (under
 * row-level security); the dashboard's requests again while payments come in;
 * plus the demo users list and /health/live, alone and while other connections load the members search.
 *
 * Seeded data directories are cached in the system's temp folder (keyed by the migrations and the generator), so only
 * the first run pays for generating 50,000 members; that first start and a restart on existing data are timed.
 *
 * BENCH_SIZES=2000,50000  BENCH_SECONDS=5  BENCH_CONNECTIONS=10  DATABASE_URL=... (instead of the embedded server)
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';
import { freePort } from '../src/lib/free-port.js';

const SIZES = (process.env.BENCH_SIZES ?? '2000,50000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASE_URL = process.env.DATABASE_URL;
const SECRETS = { JWT_ACCESS_SECRET: 'bench-access-secret-0123456789abcdefghij', JWT_REFRESH_SECRET: 'bench-refresh-secret-0123456789abcdefghij' };
// The compiled product, as `npm start` runs it (`npm run bench` builds the BFF first).
const ENTRY = path.join(REPO_ROOT, 'bff', 'dist', 'src', 'server.js');

interface Row {
  size: number | '';
  target: string;
  via: 'BFF' | 'direct' | 'raw' | '';
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  xRaw: number;
  errors: number;
}

const rows: Row[] = [];
let rawReqPerSec = 0;

async function schemaHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of ['bff/src/association/db/migrations', 'bff/src/association/seed']) {
    const full = path.join(REPO_ROOT, dir);
    for (const file of (await readdir(full)).sort()) hash.update(await readFile(path.join(full, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Starts a process (RAW) and resolves once `ready` appears in its output (or rejects with its output when it exits). */
function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      if (output.length < 200_000) output += chunk.toString();
      if (ready.test(output)) {
        output = '';
        ready = /$^/;
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`process exited with ${code}:\n${output.slice(-4000)}`)));
  });
}

/** The products started and not yet stopped: stopped if the bench fails half-way, so none keeps its data directory. */
const running = new Set<ChildProcess>();

/**
 * Starts the product with its log stream going to a file, and resolves once GET /health/ready answers 200 (the BFF
 * listening and the association server reachable). The log is not read here: reading a line per request in this process
 * (autocannon's) would charge the product's targets, not RAW's, for the client's work; where the product runs, its logs
 * go to a collector, not to its load. The file (its name is printed) is removed with its folder once the size's
 * measurements are done.
 */
async function startProduct(env: NodeJS.ProcessEnv, baseUrl: string, logFile: string): Promise<ChildProcess> {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', log, log] });
  closeSync(log);
  running.add(child);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  for (;;) {
    if (exited !== undefined) {
      const text = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`the product exited with ${exited} before it was ready:\n${text.slice(-4000)}`);
    }
    const ready = await fetch(`${baseUrl}/health/ready`).then((res) => res.ok, () => false);
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function stop(child: ChildProcess): Promise<void> {
  running.delete(child);
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A bare node:http server answering a fixed page of JSON: the ceiling of this machine for one Node process. */
async function startRaw(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const page = JSON.stringify({ data: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, fullName: `Member ${i + 1}`, status: 'active' })), total: 10 });
  const code = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end(${JSON.stringify(page)}); }).listen(${port}, '127.0.0.1', () => console.log('raw ready'));`;
  const child = await startProcess(['-e', code], process.env, /raw ready/);
  return { url: `http://127.0.0.1:${port}`, child };
}

type Step = autocannon.Request;

/** Seconds of unrecorded load before each measurement. */
const WARM_UP_SECONDS = 1;

/**
 * Loads `url` with `requests` for `seconds` and returns what autocannon measured. A second of the same load goes
 * first, unrecorded: the first target of a fresh product used to be measured cold (JIT, the association server's
 * first plans and caches, connections still opening), and its first second ran at a third of the speed of the rest.
 */
async function load(url: string, requests: Step[], token?: string, seconds = SECONDS, connections = CONNECTIONS) {
  const options = { url, connections, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'application/json' }, requests };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  return autocannon({ ...options, duration: seconds });
}

function record(size: number | '', target: string, via: Row['via'], result: autocannon.Result): Row {
  const latency = result.latency as unknown as Record<string, number>;
  const row: Row = {
    size,
    target,
    via,
    reqPerSec: Math.round(result.requests.average),
    p50: latency.p50 ?? 0,
    p95: latency.p97_5 ?? 0,
    p99: latency.p99 ?? 0,
    xRaw: rawReqPerSec ? Math.round((result.requests.average / rawReqPerSec) * 100) / 100 : 1,
    errors: result.errors + result.non2xx,
  };
  rows.push(row);
  process.stdout.write(`  ${String(size).padStart(6)} ${via.padEnd(6)} ${target.padEnd(42)} ${String(row.reqPerSec).padStart(6)} req/s  p50 ${row.p50} p95 ${row.p95} p99 ${row.p99} ms  ${row.xRaw} x RAW${row.errors ? `  ${row.errors} errors` : ''}\n`);
  return row;
}

/** Measures RAW; the ratios of the rows recorded after it are to this measurement. */
async function measureRaw(size: number | '' = '') {
  const raw = await startRaw();
  const result = await load(raw.url, [{ method: 'GET', path: '/' }]);
  rawReqPerSec = result.requests.average;
  record(size, 'RAW node:http, fixed JSON page', 'raw', result);
  await stop(raw.child);
}

const get = (p: string): Step => ({ method: 'GET', path: p });

/**
 * Load from a process of its own. A second autocannon in this process would share the event loop of the one measuring,
 * and the figures would count the client's own queueing: the demo list "kept" 30 % of its speed under search load,
 * of which the BFF was not the whole cause.
 */
function backgroundLoad(url: string, token: string, seconds: number): Promise<void> {
  const bin = path.join(REPO_ROOT, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [bin, '-c', String(CONNECTIONS), '-d', String(seconds), '-H', `authorization=Bearer ${token}`, '-H', 'accept=application/json', url];
  const child = spawn(process.execPath, args, { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the background load exited with ${code}`))));
  });
}

/** A small partial payment on one of the given open dues, a different one each time (references are unique). */
let paymentSteps = 0;
function paymentStep(dues: { id: number; memberId: number }[]): Step {
  const prefix = `BENCH-${Date.now().toString(36)}-${++paymentSteps}`;
  let next = 0;
  return {
    method: 'POST',
    path: '/api/association/contributions/payments',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => {
      const due = dues[next++ % dues.length]!;
      return { ...req, body: JSON.stringify({ memberId: due.memberId, dueIds: [due.id], amount: 1000, method: 'transfer', reference: `${prefix}-${next}`, paidAt: '2026-11-21' }) };
    },
  };
}

async function benchSize(size: number, hash: string) {
  const dataDir = path.join(tmpdir(), `sejawat-bench-${size}-${hash}`);
  await mkdir(dataDir, { recursive: true });
  await chmod(dataDir, 0o755); // the embedded server runs as the 'postgres' user when this runs as root
  const seeded = DATABASE_URL ? false : existsSync(path.join(dataDir, 'association-pg'));
  const port = await freePort();
  const associationPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...SECRETS,
    NODE_ENV: 'production',
    DEMO_ACCOUNTS: 'true',
    SHUTDOWN_DRAIN_MS: '0',
    PORT: String(port),
    ASSOCIATION_PORT: String(associationPort),
    DATA_DIR: dataDir,
    SEED_MEMBERS: String(size),
    WEB_DIST_DIR: path.join(tmpdir(), 'sejawat-bench-no-web'),
  };
  // In a directory of its own (mkdtemp): a predictable name in the shared temp folder could be a link planted there.
  const logDir = await mkdtemp(path.join(tmpdir(), `sejawat-bench-${size}-log-`));
  const logFile = path.join(logDir, 'product.log');
  const start = async () => {
    const started = performance.now();
    const child = await startProduct(env, `http://127.0.0.1:${port}`, logFile);
    return { child, ms: Math.round(performance.now() - started) };
  };
  process.stdout.write(`\n(the product's log: ${logFile})`);
  let product = await start();
  process.stdout.write(`\n${size} members (${DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}): ${seeded ? 'start on existing data' : 'first start (generates the data)'} ${product.ms} ms\n`);
  if (!seeded && !DATABASE_URL) {
    await stop(product.child);
    product = await start();
    process.stdout.write(`${size} members: restart on existing data ${product.ms} ms\n`);
  }
  const bff = `http://127.0.0.1:${port}`;
  const direct = `http://127.0.0.1:${associationPort}`;
  const login = await fetch(`${bff}/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { accessToken: token } = (await login.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${token}` };
  const json = async <T>(p: string) => (await (await fetch(`${bff}${p}`, { headers: auth })).json()) as T;
  const ids = (await json<{ data: { id: number }[] }>('/api/association/members?perPage=50&sort=fullName:asc')).data.map((m) => m.id);
  const province = (await json<{ data: { id: number }[] }>('/api/association/divisions?level=province&perPage=1')).data[0]!.id;
  // Dues the payments below go to (1,000 rupiah each): unpaid ones, topped up with partly paid ones, since every run
  // leaves a hundred partly paid in the cached data and runs after many would otherwise find none unpaid.
  type OpenDue = { id: number; memberId: number };
  const openDues = (await json<{ data: OpenDue[] }>('/api/association/contributions/dues?status=unpaid&perPage=100')).data;
  if (openDues.length < 100) openDues.push(...(await json<{ data: OpenDue[] }>(`/api/association/contributions/dues?status=partial&perPage=${100 - openDues.length}`)).data);
  if (openDues.length < 100) throw new Error(`only ${openDues.length} open dues left in ${dataDir}: remove it to generate the data again`);
  const period = new Date().getFullYear();

  const targets: [string, Step[]][] = [
    ['members page 1', [get('/api/association/members')]],
    ['members deep page', [get(`/api/association/members?page=${Math.max(1, Math.floor(size / 25 / 2))}&perPage=25&sort=fullName:asc`)]],
    ['members search q', [get('/api/association/members?q=sari'), get('/api/association/members?q=putra'), get('/api/association/members?q=wati')]],
    ['members two filters', [get(`/api/association/members?status=active&provinceId=${province}&sort=joinedAt:desc`)]],
    ['member detail', ids.slice(0, 20).map((id) => get(`/api/association/members/${id}`))],
    ['dashboard: member statistics', [get('/api/association/members/statistics')]],
    ['dashboard: pending verifications', [get('/api/association/verifications?status=pending&sort=submittedAt:asc&perPage=5')]],
    ['dashboard: alerts', [get('/api/association/alerts?perPage=5')]],
    ['dashboard: division totals', [get(`/api/association/contributions/dashboard?period=${period}`)]],
    ['dashboard: dues statistics', [get(`/api/association/contributions/statistics?period=${period}`)]],
    ['dashboard: mail statistics', [get(`/api/association/mails/statistics?year=${period}`)]],
    ['dashboard: mitigation statistics', [get('/api/association/mitigation/statistics')]],
    ['arrears list', [get('/api/association/contributions/arrears')]],
  ];
  // The product has just been (re)started: its first seconds run cold (JIT, prepared plans, PostgreSQL's caches after the
  // restart). A second of warm-up before each measurement was not enough for the first target: members page 1 showed
  // p97.5 18 ms over its first five seconds and 8-9 ms in the five after (50,000 members). Every target runs through the
  // BFF once, unrecorded, before anything is measured; the restart itself is measured above.
  for (const [, steps] of targets) await load(bff, steps, token, WARM_UP_SECONDS);
  for (const [name, steps] of targets) {
    record(size, name, 'BFF', await load(bff, steps, token));
    record(size, name, 'direct', await load(direct, steps, token));
  }
  // The same lists as most staff see them: a branch board's account, whose every request runs under row-level
  // security (a transaction with the board's role and settings), where national staff read unrestricted.
  const branchLogin = await fetch(`${bff}/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'cabang@demo.com', password: 'sejawat-demo' }) });
  if (!branchLogin.ok) throw new Error(`branch staff login failed: ${branchLogin.status} ${await branchLogin.text()}`);
  const branchToken = ((await branchLogin.json()) as { accessToken: string }).accessToken;
  for (const [name, steps] of targets.filter(([name]) => name === 'members page 1' || name === 'members search q')) {
    await load(bff, steps, branchToken, WARM_UP_SECONDS);
    record(size, `${name}, branch staff`, 'BFF', await load(bff, steps, branchToken));
    record(size, `${name}, branch staff`, 'direct', await load(direct, steps, branchToken));
  }
  // The dashboard as staff see it on a working day: payments keep coming in (one every 250 ms here), and each commit
  // changes what the statistics and alerts are computed from.
  const trickle = { on: true, sent: 0 };
  const payments = (async () => {
    const dues = openDues.slice(0, 50);
    while (trickle.on) {
      const due = dues[trickle.sent++ % dues.length]!;
      const body = { memberId: due.memberId, dueIds: [due.id], amount: 1000, method: 'transfer', reference: `BENCH-TRICKLE-${Date.now().toString(36)}-${trickle.sent}`, paidAt: '2026-11-21' };
      const res = await fetch(`${bff}/api/association/contributions/payments`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`payment during the dashboard load failed: ${res.status} ${await res.text()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  for (const [name, steps] of targets.filter(([name]) => name.startsWith('dashboard'))) {
    record(size, `${name}, payments coming in`, 'BFF', await load(bff, steps, token));
  }
  trickle.on = false;
  await payments;
  process.stdout.write(`  (${trickle.sent} payments recorded during the dashboard measurements above)\n`);

  record(size, 'dues payment (write)', 'BFF', await load(bff, [paymentStep(openDues.slice(0, 50))], token));
  record(size, 'dues payment (write)', 'direct', await load(direct, [paymentStep(openDues.slice(50))], token));

  // RAW again, right before the targets whose goals are ratios to it: on a shared 2-core machine it moved from 24,000
  // to 42,000 req/s within minutes, so a ratio to the one measured at the start said as much about the machine then.
  await measureRaw(size);
  const demoList = [get('/api/users/list/data?q=an&page=1&perPage=10')];
  record(size, 'demo users list', 'BFF', await load(bff, demoList, token));
  const liveAlone = record(size, '/health/live', 'BFF', await load(bff, [get('/health/live')]));
  // Like for like with the figures under load below: the same two connections, nothing else running.
  const demoAlone = record(size, 'demo users list, 2 connections', 'BFF', await load(bff, demoList, token, SECONDS, 2));
  // The BFF's own routes while 10 connections load the association side: nothing there may stall this event loop.
  // The load runs through both measurements below (1 s to build up, then two measurements of SECONDS each, each after
  // its warm-up).
  const background = backgroundLoad(`${bff}/api/association/members?q=sari`, token, 2 * (SECONDS + WARM_UP_SECONDS) + 2);
  await new Promise((r) => setTimeout(r, 1000));
  const live = record(size, '/health/live during members search load', 'BFF', await load(bff, [get('/health/live')], undefined, SECONDS, 2));
  const demo = record(size, 'demo users list, 2 connections, during search load', 'BFF', await load(bff, demoList, token, SECONDS, 2));
  await background;
  const kept = demoAlone.reqPerSec ? Math.round((demo.reqPerSec / demoAlone.reqPerSec) * 100) : 0;
  process.stdout.write(
    `  under load: /health/live p99 ${live.p99} ms (alone p99 ${liveAlone.p99} ms); demo users list ${demo.reqPerSec} req/s with 2 connections, ${kept} % of ${demoAlone.reqPerSec} req/s unloaded\n`,
  );
  await stop(product.child);
  await rm(logDir, { recursive: true, force: true });
}

const hash = await schemaHash();
await measureRaw();
try {
  for (const size of SIZES) await benchSize(size, hash);
} finally {
  await Promise.all([...running].map(stop));
}
process.stdout.write(`\n${CONNECTIONS} connections, ${SECONDS} s each; latency in ms (p95 is autocannon's p97.5); xRaw = req/s as a share of RAW node:http.\n`);
console.table(rows);
const failed = rows.filter((r) => r.errors > 0);
if (failed.length > 0) {
  process.stderr.write(`${failed.length} targets had errors: ${failed.map((r) => `${r.size} ${r.via} ${r.target}`).join('; ')}\n`);
  process.exitCode = 1;
}

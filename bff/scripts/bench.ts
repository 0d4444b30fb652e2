/**
 * `npm run bench`: latency and throughput of the association API through the BFF (token, ability and schema checks,
 * forwarding, reference server, PGlite) at 2,000 and 50,000 members. Seeded data directories are cached in the
 * system's temp folder, so only the first run pays for generating 50,000 members.
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

async function measure(url: string, token: string, journey: string, paths: string[], size: number): Promise<Row> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
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

const rows: Row[] = [];
const hash = await schemaHash();
for (const size of SIZES) {
  const dataDir = path.join(tmpdir(), `sejawat-bench-${size}-${hash}`);
  const fresh = !existsSync(dataDir);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', JWT_ACCESS_SECRET: 'b'.repeat(40), JWT_REFRESH_SECRET: 'c'.repeat(40), WEB_DIST_DIR: path.join(tmpdir(), 'none') });
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

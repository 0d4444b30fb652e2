/**
 * k6 cannot be installed here, so the journey (load-tests/lib/journey.ts) runs in Node against a real server with
 * k6's modules replaced by a small shim: k6/http is synchronous, like k6's, by calling curl for each request. The
 * server runs in a child process (a synchronous request would otherwise block it), with the reference association
 * server on a fresh PGlite database. This proves the journey's paths, bodies and checks match the product.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compiledEntry } from './support/compiled.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

interface ShimResponse {
  status: number;
  body: string;
  json(): unknown;
}
interface Sent {
  method: string;
  url: string;
  status: number;
  tags: Record<string, string>;
  requestId: string;
  expected: number[];
}

const record = vi.hoisted(() => ({
  sent: [] as Sent[],
  checks: [] as { name: string; ok: boolean }[],
  metrics: {} as Record<string, number>,
  iteration: 0,
}));

vi.mock('k6', () => ({
  check: (value: unknown, sets: Record<string, (v: unknown) => boolean>) => {
    let all = true;
    for (const [name, fn] of Object.entries(sets)) {
      const ok = fn(value);
      record.checks.push({ name, ok });
      all &&= ok;
    }
    return all;
  },
  group: (_name: string, fn: () => unknown) => fn(),
  sleep: () => undefined,
}));

vi.mock('k6/http', () => {
  function request(
    method: string,
    url: string,
    body: string | null,
    params: { headers?: Record<string, string>; tags?: Record<string, string>; responseCallback?: number[] } = {},
  ): ShimResponse {
    const args = ['-s', '-X', method, '-o', '-', '-w', '\n%{http_code}', url];
    for (const [k, v] of Object.entries(params.headers ?? {})) args.push('-H', `${k}: ${v}`);
    if (body !== null && body !== undefined) args.push('--data-binary', body);
    const out = execFileSync('curl', args, { encoding: 'utf8' });
    const cut = out.lastIndexOf('\n');
    const res = {
      status: Number(out.slice(cut + 1)),
      // Not read back from curl: the journey looks at headers only on 429 and 503, which this run must not get.
      headers: {},
      body: out.slice(0, cut),
      json: () => JSON.parse(out.slice(0, cut)) as unknown,
    };
    record.sent.push({
      method,
      url,
      status: res.status,
      tags: params.tags ?? {},
      requestId: params.headers?.['x-request-id'] ?? '',
      expected: params.responseCallback ?? [200],
    });
    return res;
  }
  return {
    default: {
      request,
      get: (url: string, params?: object) => request('GET', url, null, params),
      post: (url: string, body: string, params?: object) => request('POST', url, body, params),
      expectedStatuses: (...statuses: number[]) => statuses,
    },
  };
});

vi.mock('k6/metrics', () => {
  class Metric {
    constructor(private readonly name: string) {}
    add(value: number) {
      record.metrics[this.name] = (record.metrics[this.name] ?? 0) + value;
    }
  }
  return { Counter: Metric, Trend: Metric };
});

vi.mock('k6/execution', () => ({
  default: {
    vu: {
      idInTest: 1,
      get iterationInScenario() {
        return record.iteration;
      },
    },
    test: {
      abort: (message: string) => {
        throw new Error(`aborted: ${message}`);
      },
    },
  },
}));

let server: ChildProcess | undefined;
let dataDir: string;
let base: string;
let output = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sejawat-journey-'));
  // Run as root, the embedded PostgreSQL server runs as another user, which must reach the data directory.
  await chmod(dataDir, 0o755);
  server = spawn(process.execPath, [compiledEntry('server.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_MEMBERS: '150',
      AUTH_RATE_LIMIT_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  // Only catches a hang: a loaded machine compiled and started the product past 90 s once (a stress run).
  const until = Date.now() + 240_000;
  while (!/running at (http:\/\/\S+)/.test(output)) {
    if (server.exitCode !== null) throw new Error(`the product exited with ${server.exitCode} before it started:\n${output}`);
    if (Date.now() > until) throw new Error(`the product did not start in 240 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  base = /running at (http:\/\/\S+)/.exec(output)![1]!;
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('the k6 journey against the real BFF and reference association server', () => {
  it('logs in, refreshes, reads and writes with every check passing and only expected statuses', async () => {
    (globalThis as { __ENV?: Record<string, string> }).__ENV = { BASE_URL: base, THINK_TIME: '0', REFRESH_EVERY: '2' };
    // The scripts read __ENV when their modules load, and test files share a worker's modules (isolate: false): another
    // file may have loaded them with its own __ENV (load-tests.test.ts points them at a made-up address). Load afresh.
    vi.resetModules();
    const { journey, preflight } = await import(path.join(ROOT, 'load-tests', 'lib', 'journey.ts'));
    preflight();
    for (record.iteration = 0; record.iteration < 4; record.iteration++) journey();

    const failedChecks = record.checks.filter((c) => !c.ok).map((c) => c.name);
    expect(failedChecks).toEqual([]);
    const unexpected = record.sent.filter((s) => !s.expected.includes(s.status));
    expect(unexpected.map((s) => `${s.method} ${s.url} -> ${s.status}`)).toEqual([]);

    // What the journey covered: login once, refresh on iteration 2, reads and writes on both sides.
    const names = new Set(record.sent.map((s) => s.tags.name));
    for (const name of [
      'POST /jwt/login',
      'POST /jwt/refresh-token',
      'GET /api/association/members',
      'GET /api/association/members/:id',
      'GET /api/association/members/:id/timeline',
      'GET /api/association/contributions/dues',
      'POST /api/association/contributions/payments',
      'GET /apps/todo/tasks',
      'POST /apps/todo/update-task',
      'GET /apps/calendar/events',
      'POST /apps/calendar/add-event',
      'DELETE /apps/calendar/remove-event',
      'GET /api/users/list/data',
    ]) {
      expect(names, name).toContain(name);
    }
    // One login in the preflight, one for the virtual user: later iterations reuse or refresh the session.
    expect(record.sent.filter((s) => s.tags.name === 'POST /jwt/login' && s.tags.kind === 'auth')).toHaveLength(2);
    expect(record.metrics.payments_recorded).toBeGreaterThanOrEqual(3);
    expect(record.metrics.session_failures ?? 0).toBe(0);
    const ids = record.sent.map((s) => s.requestId).filter((id) => id !== '');
    expect(ids.length).toBeGreaterThan(30);
    expect(new Set(ids).size).toBe(ids.length);
  }, 120_000);
});

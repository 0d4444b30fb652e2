import { spawn } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssociationApp } from '../src/association/app.js';
import { openTestDatabase, type TestDatabase } from './association/harness.js';
import { ADMIN, bearer, login, makeApp, startUpstream, testConfig } from './helpers.js';
import { compiledEntry } from './support/compiled.js';

type LogLine = Record<string, unknown> & { reqId?: string; msg?: string; name?: string };

/** A pino destination that keeps every JSON line, so tests can read what an app logged. */
function captureLogs(level = 'info') {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  return { lines, logger: { level, stream } };
}

describe('request id: BFF -> reference association server -> back', () => {
  let database: TestDatabase;
  let upstream: FastifyInstance;
  let bff: FastifyInstance;
  let token: string;
  const bffLogs = captureLogs();
  const upstreamLogs = captureLogs();

  beforeAll(async () => {
    database = await openTestDatabase('embedded');
    const config = testConfig();
    upstream = await buildAssociationApp({
      db: database.db,
      jwtSecret: config.jwt.accessSecret,
      logger: upstreamLogs.logger,
    });
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    const address = upstream.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    bff = await makeApp({ ...config, associationApiUrl: `http://127.0.0.1:${port}` }, { logger: bffLogs.logger });
    token = (await login(bff, ADMIN)).accessToken;
  });
  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
    await database?.db.close();
    await database?.drop();
  });

  const loggedWith = (lines: LogLine[], id: string) => lines.filter((l) => l.reqId === id);

  it('passes an incoming x-request-id to the association server, which logs and echoes it; the BFF returns it', async () => {
    const id = 'ops-test-0001';
    const res = await bff.inject({
      url: '/api/association/members?perPage=5&status=active',
      headers: { ...bearer(token), 'x-request-id': id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    // Both sides logged the request (pino JSON lines) under the same reqId.
    // One line per request, when it completes, carrying method, URL, status and time.
    const bffLines = loggedWith(bffLogs.lines, id);
    expect(bffLines.map((l) => l.msg)).toEqual(['request completed']);
    expect(bffLines[0]).toMatchObject({ level: 30, req: { method: 'GET', url: expect.stringContaining('/api/association/members') }, res: { statusCode: 200 } });
    const upstreamLines = loggedWith(upstreamLogs.lines, id);
    expect(upstreamLines.map((l) => l.msg)).toEqual(['request completed']);
    expect(upstreamLines[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: expect.stringContaining('/api/association/members') },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('generates an id when the caller sends none (or an unusable one) and uses it end to end', async () => {
    for (const sent of [undefined, 'bad id with spaces', 'x'.repeat(200)]) {
      const res = await bff.inject({
        url: '/api/association/members/statistics',
        headers: { ...bearer(token), ...(sent && { 'x-request-id': sent }) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(loggedWith(upstreamLogs.lines, id).length).toBeGreaterThan(0);
    }
  });

  it('propagates the id on the catch-all proxy path too, and the upstream echoes it on its own errors', async () => {
    const id = 'ops-test-proxy-0002';
    const res = await bff.inject({
      url: '/api/association/no-such-resource',
      headers: { ...bearer(token), 'x-request-id': id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found on the association server/);
    expect(res.headers['x-request-id']).toBe(id);
    expect(loggedWith(upstreamLogs.lines, id).length).toBeGreaterThan(0);
  });

  it('a write carries the id as well (recording a payment)', async () => {
    const dues = await bff.inject({
      url: '/api/association/contributions/dues?status=unpaid&perPage=1',
      headers: bearer(token),
    });
    expect(dues.statusCode, dues.body).toBe(200);
    const due = (dues.json() as { data: { memberId: number; outstanding: number }[] }).data[0]!;
    const id = 'ops-test-write-0003';
    const res = await bff.inject({
      method: 'POST',
      url: '/api/association/contributions/payments',
      headers: { ...bearer(token), 'x-request-id': id },
      payload: {
        memberId: due.memberId,
        amount: Math.min(1000, due.outstanding),
        method: 'transfer',
        reference: 'OPS-TEST',
        paidAt: '2026-11-21',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['x-request-id']).toBe(id);
    expect(
      loggedWith(upstreamLogs.lines, id).some((l) => (l.req as { method?: string } | undefined)?.method === 'POST'),
    ).toBe(true);
  });
});

describe('GET /metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The upstream is a port nothing listens on: association requests fail with 502.
    app = await makeApp(testConfig());
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports request count and duration per route pattern and status, upstream errors and process figures', async () => {
    const token = (await login(app, ADMIN)).accessToken;
    await app.inject({ url: '/health/live' });
    await app.inject({ url: '/health/live' });
    await app.inject({ url: '/apps/todo/tasks', headers: bearer(token) });
    await app.inject({ url: '/apps/todo/tasks' });
    expect((await app.inject({ url: '/api/association/members/42', headers: bearer(token) })).statusCode).toBe(502);
    expect((await app.inject({ url: '/api/association/anything-else', headers: bearer(token) })).statusCode).toBe(502);

    const res = await app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('http_requests_total{method="GET",route="/health/live",status_code="200"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="/apps/todo/tasks",status_code="200"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="/apps/todo/tasks",status_code="401"} 1');
    expect(text).toContain('http_requests_total{method="POST",route="/jwt/login",status_code="200"} 1');
    // Route patterns, never raw URLs with ids.
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/association/members/:id",status_code="502"} 1',
    );
    expect(text).not.toContain('/members/42');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/health\/live",status_code="200"\} \d/,
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/health/live",status_code="200"} 2',
    );
    expect(text).toContain('upstream_errors_total{reason="unreachable",status_code="502"} 2');
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });

  it('counts upstream timeouts as 504', async () => {
    const slow = await startUpstream((u) => u.get('/*', async () => new Promise((r) => setTimeout(() => r({}), 1500))));
    const timed = await makeApp(testConfig({ UPSTREAM_TIMEOUT_MS: '200' }, slow.url));
    try {
      const token = (await login(timed, ADMIN)).accessToken;
      expect((await timed.inject({ url: '/api/association/members', headers: bearer(token) })).statusCode).toBe(504);
      expect((await timed.inject({ url: '/api/association/elsewhere', headers: bearer(token) })).statusCode).toBe(504);
      expect((await timed.inject({ url: '/metrics' })).body).toContain(
        'upstream_errors_total{reason="timeout",status_code="504"} 2',
      );
    } finally {
      await timed.close();
      await slow.close();
    }
  });

  it('is not part of the API contract', async () => {
    const doc = (await app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });

  it('without METRICS_TOKEN answers loopback callers only', async () => {
    expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    const remote = await app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Metrics are only served on loopback',
    });
    expect(remote.body).not.toContain('http_requests_total');
  });

  it('with METRICS_TOKEN requires that bearer token from everyone, loopback included', async () => {
    const secret = 'metrics-token-0123456789-abcdefghijkl';
    const guarded = await makeApp(testConfig({ METRICS_TOKEN: secret }));
    try {
      for (const remoteAddress of ['127.0.0.1', '10.1.2.3']) {
        const none = await guarded.inject({ url: '/metrics', remoteAddress });
        expect(none.statusCode).toBe(401);
        expect(none.headers['www-authenticate']).toBe('Bearer');
        expect(
          (await guarded.inject({ url: '/metrics', remoteAddress, headers: bearer(`${secret}x`) })).statusCode,
        ).toBe(401);
        // A user's access token is not the metrics token.
        const userToken = (await login(guarded, ADMIN)).accessToken;
        expect((await guarded.inject({ url: '/metrics', remoteAddress, headers: bearer(userToken) })).statusCode).toBe(
          401,
        );
        const ok = await guarded.inject({ url: '/metrics', remoteAddress, headers: bearer(secret) });
        expect(ok.statusCode).toBe(200);
        expect(ok.body).toContain('# TYPE http_requests_total counter');
      }
    } finally {
      await guarded.close();
    }
  });

  it('rejects a METRICS_TOKEN shorter than 32 characters at start', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
  });
});

describe('graceful shutdown is bounded by SHUTDOWN_TIMEOUT_MS', () => {
  it('exits with 1 after the timeout when an in-flight request does not finish', async () => {
    let arrived = false;
    const upstream = await startUpstream((u) =>
      u.get('/api/association/members', async () => {
        arrived = true;
        return new Promise((r) => setTimeout(() => r({ data: [] }), 4000));
      }),
    );
    const child = spawn(
      process.execPath,
      [compiledEntry('server.ts')],
      {
        env: {
          PATH: process.env.PATH ?? '',
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          ASSOCIATION_API_URL: upstream.url,
          UPSTREAM_TIMEOUT_MS: '10000',
          SHUTDOWN_DRAIN_MS: '0',
          SHUTDOWN_TIMEOUT_MS: '400',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const until = Date.now() + 240_000; // only catches a hang
      while (!/running at (http:\/\/\S+)/.test(out)) {
        if (Date.now() > until) throw new Error(`server did not start:\n${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const base = /running at (http:\/\/\S+)/.exec(out)![1]!;
      const loggedIn = await fetch(`${base}/jwt/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(loggedIn.status, out).toBe(200);
      const { accessToken } = (await loggedIn.json()) as { accessToken: string };
      const inFlight = fetch(`${base}/api/association/members`, { headers: bearer(accessToken) }).then(
        (res) => res.status,
        (err: Error) => err,
      );
      while (!arrived) {
        if (Date.now() > until)
          throw new Error(`the request never reached the upstream: ${String(await inFlight)}\n${out}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      const stoppedAt = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(1);
      // After its 400 ms shutdown timeout, not after the request (the upstream holds it for 10 s); generous for a busy machine.
      expect(Date.now() - stoppedAt).toBeLessThan(8000);
      await inFlight;
      // Logs are pino JSON lines: the shutdown is logged with its reason.
      const lines = out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as LogLine);
      expect(lines.map((l) => l.msg)).toEqual(
        expect.arrayContaining([
          'shutting down: no longer accepting connections, finishing in-flight requests',
          'in-flight requests did not finish in time; exiting',
        ]),
      );
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await upstream.close();
    }
  }, 360_000);
});

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../../src/lib/circuit-breaker.js';
import { ADMIN, bearer, login, makeApp, startUpstream, testConfig, type Session } from '../helpers.js';

type Mode = 'ok' | 'slow' | 'garbage-json' | 'wrong-shape' | 'broken-http' | 'error-502';
const EMPTY_PAGE = { data: [], total: 0, page: 1, perPage: 10, totalPages: 0, from: 0, to: 0 };
// The BFF's upstream timeout in these tests. Long enough that a healthy stand-in answers well inside it on a busy
// machine (at 300 ms, a loaded CI run timed out the healthy case and opened the circuit); the slow mode answers only
// after four of them, so "cut at the timeout" and "answered normally" stay far apart.
const TIMEOUT_MS = 2000;
const RESET_MS = 600;
const THRESHOLD = 3;

/** A stand-in association server whose behaviour the test switches, and which can be stopped and started again. */
class FlakyUpstream {
  mode: Mode = 'ok';
  hits = 0;
  private app: FastifyInstance | undefined;
  port = 0;

  async start() {
    // Stopping drops every connection at once, as a crashed server would.
    const app = Fastify({ forceCloseConnections: true });
    app.all('/*', async (request, reply) => {
      this.hits++;
      switch (this.mode) {
        case 'slow':
          await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 4));
          return reply.send(EMPTY_PAGE);
        case 'garbage-json':
          return reply.type('application/json').send('{"data": [ this is not json');
        case 'wrong-shape':
          return reply.send({ rows: 'nope', total: 'many' });
        case 'broken-http':
          request.raw.socket.end('HTTP/1.1 2OO WAT\r\n\u0000\u0001garbage\r\n\r\n');
          return reply.hijack();
        case 'error-502':
          return reply.code(502).send({ statusCode: 502, error: 'Bad Gateway', message: 'db down' });
        default:
          return reply.send(EMPTY_PAGE);
      }
    });
    await app.listen({ host: '127.0.0.1', port: this.port });
    const address = app.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.app = app;
  }

  async stop() {
    await this.app?.close();
    this.app = undefined;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('upstream faults', () => {
  const upstream = new FlakyUpstream();
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    await upstream.start();
    app = await makeApp(
      testConfig(
        { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), BREAKER_FAILURE_THRESHOLD: String(THRESHOLD), BREAKER_RESET_MS: String(RESET_MS) },
        upstream.url,
      ),
    );
    admin = await login(app, ADMIN);
  });
  afterAll(async () => {
    await app.close();
    await upstream.stop();
  });

  const list = async () => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/association/divisions', headers: bearer(admin.accessToken) });
    return { res, ms: Date.now() - started };
  };
  const ownRoutesWork = async () => {
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/jwt/me', headers: bearer(admin.accessToken) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/list/data', headers: bearer(admin.accessToken) })).statusCode).toBe(200);
  };
  /** Lets the circuit close again: wait out the open period and let one probe through. */
  const recover = async () => {
    upstream.mode = 'ok';
    await sleep(RESET_MS + 50);
    const { res } = await list();
    expect(res.statusCode, `${app.upstreamBreaker.state} ${res.body}`).toBe(200);
    expect(app.upstreamBreaker.state).toBe('closed');
  };

  it('answers normally while the upstream is healthy', async () => {
    const { res } = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(EMPTY_PAGE);
  });

  const cases: [Mode, number, RegExp][] = [
    ['slow', 504, /did not answer in time/],
    ['garbage-json', 502, /not valid JSON/],
    ['broken-http', 502, /could not be reached/],
    ['error-502', 502, /./],
  ];
  for (const [mode, status, message] of cases) {
    it(`${mode}: ${status} quickly, then the circuit opens (503 at once), own routes keep working, and it recovers`, async () => {
      upstream.mode = mode;
      for (let i = 0; i < THRESHOLD; i++) {
        const { res, ms } = await list();
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ statusCode: status, message: expect.stringMatching(message) });
        // Cut by the timeout, not waited out: the slow stand-in would have answered only after TIMEOUT_MS * 4.
        expect(ms).toBeLessThan(TIMEOUT_MS * 3);
      }
      expect(app.upstreamBreaker.state).toBe('open');
      const hits = upstream.hits;
      const { res, ms } = await list();
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      // At once: without asking the upstream, so without waiting for any timeout.
      expect(ms).toBeLessThan(TIMEOUT_MS);
      expect(upstream.hits).toBe(hits); // refused without touching the upstream
      await ownRoutesWork();
      await recover();
    });
  }

  it('an upstream answer that does not match the contract is a 502, not a 500', async () => {
    upstream.mode = 'wrong-shape';
    const { res } = await list();
    expect(res.statusCode).toBeGreaterThanOrEqual(502);
    expect(res.statusCode).toBeLessThan(600);
    expect(res.statusCode).not.toBe(500);
    upstream.mode = 'ok';
    await recover();
  });

  it('upstream down: 502 at once, circuit opens, a failed probe re-opens it, and it closes when the upstream is back', async () => {
    await upstream.stop();
    for (let i = 0; i < THRESHOLD; i++) {
      const { res, ms } = await list();
      expect(res.statusCode).toBe(502);
      expect(ms).toBeLessThan(1000);
    }
    expect((await list()).res.statusCode).toBe(503);
    await ownRoutesWork();
    // Half-open probe while still down: fails and opens the circuit again.
    await sleep(RESET_MS + 50);
    expect((await list()).res.statusCode).toBe(502);
    expect(app.upstreamBreaker.state).toBe('open');
    expect((await list()).res.statusCode).toBe(503);
    // The upstream comes back on the same address; the BFF finds it by itself.
    await upstream.start();
    await recover();
    expect((await list()).res.statusCode).toBe(200);
  });

  it('the catch-all proxy also answers 503 while the circuit is open', async () => {
    upstream.mode = 'slow';
    for (let i = 0; i < THRESHOLD; i++) await list();
    const res = await app.inject({ method: 'GET', url: '/api/association/not-a-route', headers: bearer(admin.accessToken) });
    expect(res.statusCode).toBe(503);
    await recover();
  });
});

describe('CircuitBreaker', () => {
  it('opens after N consecutive failures, lets one probe through when half-open, closes on success', () => {
    let clock = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 2, resetMs: 1000, now: () => clock });
    expect(breaker.tryAcquire()).toBe(true);
    breaker.failure();
    breaker.success(); // a success in between resets the count
    breaker.failure();
    expect(breaker.state).toBe('closed');
    breaker.failure();
    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.retryAfterSeconds()).toBe(1);
    clock = 1000;
    expect(breaker.tryAcquire()).toBe(true); // the probe
    expect(breaker.state).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(false); // only one probe at a time
    breaker.failure();
    expect(breaker.state).toBe('open');
    clock = 2500;
    expect(breaker.tryAcquire()).toBe(true);
    breaker.success();
    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });
});

/** Longer than the old warm-up after ready (3 s), so the old code is judged on the same footing. */
const PRESSURE_SETTLE_MS = 3300;

describe('load shedding', () => {
  it('answers 503 with Retry-After and the error body while over the heap limit', async () => {
    const app = await makeApp(testConfig({ PRESSURE_MAX_HEAP_USED_BYTES: '1' }));
    try {
      await sleep(400); // one sample
      // Probes still answer: they say for themselves whether to send traffic.
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      const res = await app.inject({ method: 'GET', url: '/api/users/list/data' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The server is overloaded; retry shortly.' });
    } finally {
      await app.close();
    }
  });

  /**
   * Blocks this process's event loop (the app runs in it) for `ms`, then lets the loop turn once. The thread sleeps
   * in Atomics.wait rather than spinning: to the event loop (timers fire late by `ms`, requests wait) it is the same
   * stall, without taking a core from the rest of the suite for the 8 s of stalls in this file.
   */
  async function stall(ms: number) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** `times` stalls of `ms`, each followed by the loop's next timers (the lag timer among them) running. */
  async function stalledLoop(times: number, ms: number) {
    for (let i = 0; i < times; i++) {
      await stall(ms);
      await sleep(1);
    }
  }

  it('does not shed the requests that queued behind one long stall: one hiccup is not overload', async () => {
    const app = await makeApp(testConfig({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '300' }));
    try {
      await sleep(PRESSURE_SETTLE_MS);
      await stall(1500);
      await sleep(1); // the lag timer has recorded the stall: these requests are judged right after it
      const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/users/list/data' })));
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses).toEqual(Array(10).fill(401)); // handled (no token), not shed
    } finally {
      await app.close();
    }
  });

  it('sheds new requests while the event loop is really blocked, never probes or the app shell, and recovers', async () => {
    const upstream = await startUpstream((u) =>
      u.get('/association/slow', async () => {
        await sleep(300);
        return { finished: true };
      }),
    );
    const app = await makeApp(testConfig({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '300' }, upstream.url));
    try {
      const { accessToken } = await login(app, ADMIN);
      await sleep(300);
      // A request already running when the loop stalls is finished, not cut.
      const running = app.inject({ method: 'GET', url: '/association/slow', headers: bearer(accessToken) });
      await sleep(100);
      // A loop that stays blocked: stall after stall, the lag timer firing late between them.
      await stalledLoop(3, 700);
      const shed = await app.inject({ method: 'GET', url: '/api/users/list/data' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The server is overloaded; retry shortly.' });
      expect((await running).json()).toEqual({ finished: true });

      await stall(700);
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      await stall(700);
      const shell = await app.inject({ method: 'GET', url: '/association/members', headers: { accept: 'text/html' } });
      expect(shell.statusCode).not.toBe(503);
      await stall(700);
      expect((await app.inject({ method: 'GET', url: '/assets/index-abcdef12.js' })).statusCode).not.toBe(503);

      await sleep(250);
      expect((await app.inject({ method: 'GET', url: '/api/users/list/data' })).statusCode).toBe(401);
    } finally {
      await app.close();
      await upstream.close();
    }
  });

  it('does not shed a loaded loop whose stalls stay below the threshold (none longer than the sampling interval counts as infinite)', async () => {
    // A threshold far above the stalls: on a busy 2-core machine the process also waits for a core, and a 1 s
    // threshold was crossed by 350 ms stalls plus that wait (a CI run shed all ten). What is tested is unchanged: a
    // stall longer than the 250 ms sampling interval must count for what it measured, not as an infinite delay.
    const app = await makeApp(testConfig({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '5000' }));
    try {
      await sleep(PRESSURE_SETTLE_MS);
      const statuses: number[] = [];
      const started = Date.now();
      while (Date.now() - started < 3000) {
        // Busy work of 350 ms at a time, between requests: lag well below the threshold, above the sampling interval.
        await stall(350);
        const batch = await Promise.all(
          Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/users/list/data' })),
        );
        statuses.push(...batch.map((r) => r.statusCode));
      }
      expect(statuses.length).toBeGreaterThan(20);
      // 401 (no token) means the request was handled, not shed.
      expect(statuses.filter((s) => s !== 401)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

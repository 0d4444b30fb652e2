import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, login, makeApp, startUpstream, testConfig, type Session } from './helpers.js';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: unknown;
}

describe('proxy to the association server', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let app: FastifyInstance;
  let admin: Session;
  const seen: Seen[] = [];

  beforeAll(async () => {
    upstream = await startUpstream((u) => {
      u.all('/*', async (request, reply) => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body: request.body });
        if (request.url.startsWith('/slow')) await new Promise((r) => setTimeout(r, 6000));
        if (request.url.includes('q=stall') || request.url.includes('export.csv')) {
          // Headers at once, then the body in pieces: a stalling list stops half-way through its JSON for 6 s; an
          // export sends a CSV line every 200 ms for three times the timeout, never pausing as long as the timeout.
          reply.hijack();
          const json = request.url.includes('q=stall');
          reply.raw.writeHead(200, { 'content-type': json ? 'application/json' : 'text/csv' });
          if (json) {
            reply.raw.write('{"data": [');
            setTimeout(() => reply.raw.end(']}'), 6000).unref();
            return;
          }
          let line = 0;
          const drip = setInterval(() => {
            reply.raw.write(`${++line},baris\n`);
            if (line === 8) {
              clearInterval(drip);
              reply.raw.end();
            }
          }, 200);
          return;
        }
        return reply
          .code(request.method === 'POST' ? 201 : 200)
          .header('x-upstream', 'reference')
          .send({ echoed: request.body ?? null, path: request.url });
      });
    });
    app = await makeApp(testConfig({ UPSTREAM_TIMEOUT_MS: '500' }, upstream.url));
    admin = await login(app, ADMIN);
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('forwards method, path, query, body and headers and relays status and headers back', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/association/members?branch=12&q=ayu',
      headers: { ...bearer(admin.accessToken), 'x-request-id': 'req-abc-123' },
      payload: { fullName: 'drg. Ayu Lestari' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-upstream']).toBe('reference');
    expect(res.headers['x-request-id']).toBe('req-abc-123');
    expect(res.json()).toEqual({
      echoed: { fullName: 'drg. Ayu Lestari' },
      path: '/association/members?branch=12&q=ayu',
    });
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.headers['x-request-id']).toBe('req-abc-123');
    expect(last.headers.authorization).toBe(`Bearer ${admin.accessToken}`);
  });

  it('gives every proxied request a request id when the caller sent none', async () => {
    const res = await app.inject({ url: '/association/divisions', headers: bearer(admin.accessToken) });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    expect(typeof id).toBe('string');
    expect(seen.at(-1)!.headers['x-request-id']).toBe(id);
  });

  it('checks the token before anything reaches the upstream', async () => {
    const before = seen.length;
    const res = await app.inject({ url: '/association/members' });
    expect(res.statusCode).toBe(401);
    expect(seen.length).toBe(before);
  });

  it('answers 504 with the error body when the upstream is too slow, within the configured timeout', async () => {
    const started = Date.now();
    const res = await app.inject({ url: '/slow/report', headers: bearer(admin.accessToken) });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      statusCode: 504,
      error: 'Gateway Timeout',
      message: 'The association server did not answer in time',
    });
    // Cut at the 500 ms timeout, not waited out (the stand-in answers after 6 s); generous for a busy machine.
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('answers 504 when the answer\'s body stops half-way for the timeout, not 502 for JSON it never finished', async () => {
    // (a contract route: the BFF reads its JSON to check it against the contract)
    const res = await app.inject({ url: '/api/association/members?q=stall', headers: bearer(admin.accessToken) });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ message: 'The association server did not answer in time' });
  });

  it('relays an export that keeps coming for longer than the timeout, whole', async () => {
    const res = await app.inject({ url: '/api/association/members/export.csv', headers: bearer(admin.accessToken) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.trim().split('\n')).toEqual(Array.from({ length: 8 }, (_, i) => `${i + 1},baris`));
  });

  it('keeps serving its own routes while the upstream is slow', async () => {
    const slow = app.inject({ url: '/slow/other', headers: bearer(admin.accessToken) });
    const live = await app.inject({ url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect((await slow).statusCode).toBe(504);
  });
});

describe('proxy with the upstream down', () => {
  it('answers 502 quickly and keeps serving its own routes', async () => {
    // Start and stop a server to get a port that is certainly closed.
    const gone = await startUpstream(() => undefined);
    await gone.close();
    const app = await makeApp(testConfig({}, gone.url));
    const admin = await login(app, ADMIN);
    const started = Date.now();
    const res = await app.inject({ url: '/association/members', headers: bearer(admin.accessToken) });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'The association server could not be reached',
    });
    // A refused connection, not the 60 s upstream timeout; generous for a busy machine.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not-ready', upstream: { reachable: false } });
    await app.close();
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRequests, quietRequests, requestLogger } from '../src/lib/logger.js';

type Line = Record<string, unknown> & { msg?: string; reqId?: string; level: number };

/**
 * The request logger (lib/logger.ts) makes pino's child only when a line is written through it: what it writes must be
 * what the child would have written, at the route's own level, with the request id.
 */
describe('request logging', () => {
  const lines: Line[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } },
      logController: quietRequests(),
      childLoggerFactory: requestLogger,
    });
    logRequests(app);
    app.get('/probe', { logLevel: 'warn' }, async (request) => {
      request.log.info('not at this route level');
      request.log.warn({ why: 'test' }, 'a warning');
      return { level: request.log.level };
    });
    app.get('/quiet', { logLevel: 'warn' }, async () => ({}));
    app.get('/plain', async (request) => {
      request.log.debug('below the app level');
      request.log.info({ a: 1 }, 'an info line');
      request.log.child({ part: 'inner' }).info('from a child');
      return { level: request.log.level };
    });
    app.get('/verbose', { logLevel: 'debug' }, async (request) => {
      request.log.debug('at this route level');
      return {};
    });
    app.get('/broken', async (_request, reply) => {
      reply.log.error({ err: new Error('it broke') }, 'the handler failed');
      return reply.code(500).send({ failed: true });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const linesOf = (id: string) => lines.filter((l) => l.reqId === id).map((l) => l.msg);

  it('writes nothing below a route level of its own, and what it does write carries the request id', async () => {
    const res = await app.inject({ url: '/probe', headers: { 'x-request-id': 'probe-1' } });
    expect(res.json()).toEqual({ level: 'warn' });
    const id = res.headers['x-request-id'] as string | undefined;
    const reqId = lines.find((l) => l.msg === 'a warning')!.reqId!;
    expect(id === undefined || id === reqId).toBe(true);
    // No completed line: the route logs warnings only.
    expect(linesOf(reqId)).toEqual(['a warning']);
    expect(lines.find((l) => l.msg === 'a warning')).toMatchObject({ level: 40, why: 'test' });
    // A probe that logs nothing leaves no line at all.
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(lines.filter((l) => (l.req as { url?: string } | undefined)?.url === '/quiet')).toEqual([]);
  });

  it('writes the lines at or above the level, a child of it, then one completed line with method, URL, status and time', async () => {
    const res = await app.inject({ url: '/plain?x=1' });
    expect(res.json()).toEqual({ level: 'info' });
    const reqId = lines.find((l) => l.msg === 'an info line')!.reqId!;
    expect(linesOf(reqId)).toEqual(['an info line', 'from a child', 'request completed']);
    expect(lines.find((l) => l.msg === 'an info line')).toMatchObject({ level: 30, a: 1 });
    expect(lines.find((l) => l.msg === 'from a child')).toMatchObject({ level: 30, part: 'inner', reqId });
    expect(lines.find((l) => l.reqId === reqId && l.msg === 'request completed')).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/plain?x=1', remoteAddress: '127.0.0.1', host: 'localhost:80' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('keeps credentials put in the query out of the line, and the rest of it as it was', async () => {
    const secret = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.sig';
    const query = `?x=1&access_token=${secret}&Password=hunter2&refresh%5Ftoken=${secret}&api_key=k1&tokens=kept`;
    await app.inject({ url: `/plain${query}` });
    const completed = lines.find((l) => l.msg === 'request completed' && (l.req as { url: string }).url.includes('tokens=kept'))!;
    expect(completed.req).toMatchObject({
      method: 'GET',
      url: '/plain?x=1&access_token=[redacted]&Password=[redacted]&refresh%5Ftoken=[redacted]&api_key=[redacted]&tokens=kept',
      remoteAddress: '127.0.0.1',
    });
    expect(JSON.stringify(lines)).not.toMatch(/c2VjcmV0|hunter2|k1&/);
  });

  it('writes below the app level where the route asks for more', async () => {
    await app.inject({ url: '/verbose' });
    const line = lines.find((l) => l.msg === 'at this route level');
    expect(line).toMatchObject({ level: 20 });
    expect(linesOf(line!.reqId!)).toEqual(['at this route level', 'request completed']);
  });

  it("writes what the reply's logger is given under the request's id", async () => {
    const res = await app.inject({ url: '/broken' });
    expect(res.statusCode).toBe(500);
    const completed = lines.find((l) => l.msg === 'request completed' && (l.req as { url: string }).url === '/broken')!;
    expect(completed).toMatchObject({ res: { statusCode: 500 } });
    const failed = lines.find((l) => l.msg === 'the handler failed')!;
    expect(failed).toMatchObject({ level: 50, reqId: completed.reqId, err: { message: 'it broke' } });
  });
});

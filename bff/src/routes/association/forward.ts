import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool, type Dispatcher } from 'undici';
import type { CircuitBreaker } from '../../lib/circuit-breaker.js';
import { errorBody } from '../../plugins/errors.js';

export interface ForwardOptions {
  upstreamUrl: string;

  timeoutMs: number;
  /** Refuses requests fast (503) while the association server keeps failing; see lib/circuit-breaker.ts. */
  breaker?: CircuitBreaker;
}

export interface Upstream {
  pool: Pool;
  /** Path prefix of ASSOCIATION_API_URL ('' for a bare origin). */
  prefix: string;
}

/**
 * A pool of kept-alive connections to the association server: undici's request API, without fetch's WHATWG
 * streams and per-call dispatcher look-up (a third of the BFF's time per forwarded request).
 */
export function upstreamPool(upstreamUrl: string, timeoutMs: number): Upstream {
  const url = new URL(upstreamUrl);
  return {
    pool: new Pool(url.origin, { connections: 64, keepAliveTimeout: 30_000, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }),
    prefix: url.pathname.replace(/\/+$/, ''),
  };
}

const header = (headers: Dispatcher.ResponseData['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Upstream answers that count as the association server failing (its own 4xx and 500 do not). */
const FAILING_STATUSES = new Set([502, 503, 504]);

const PASSED_RESPONSE_HEADERS = ['content-type', 'content-disposition'];

/** undici's timeouts (the answer's headers, its body): the association server did not answer in time. */
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const timedOut = (err: unknown) => TIMEOUT_CODES.has((err as { code?: string }).code ?? '');

/** The association server unreachable (502) or not answering in time (504). */
function notAnswered(request: FastifyRequest, reply: FastifyReply, err: unknown, breaker: CircuitBreaker | undefined) {
  const late = timedOut(err);
  request.log.warn({ err: { message: (err as Error).message } }, 'association server request failed');
  const status = late ? 504 : 502;
  breaker?.failure();
  request.server.recordUpstreamFailure(late ? 'timeout' : 'unreachable', status);
  return reply
    .code(status)
    .send(errorBody(status, late ? 'The association server did not answer in time' : 'The association server could not be reached'));
}

/**
 * Sends a request the BFF has already checked (token, ability, schema) to the association server and relays the
 * answer. The BFF keeps nothing. Unreachable upstream: 502; no answer in time: 504.
 */
export async function forward(request: FastifyRequest, reply: FastifyReply, { timeoutMs, breaker }: ForwardOptions, upstream: Upstream) {
  if (breaker && !breaker.tryAcquire()) {
    return reply
      .code(503)
      .header('retry-after', String(breaker.retryAfterSeconds()))
      .send(errorBody(503, 'The association server is unavailable; retry shortly.'));
  }
  const headers: Record<string, string> = {
    'x-request-id': request.id,
    accept: 'application/json, text/csv, application/pdf, image/jpeg, image/png',
    // The origin the browser reached the product at: the address a document's QR code links to when PUBLIC_URL is
    // not set (behind a proxy, request.protocol and request.host follow TRUST_PROXY).
    'x-public-origin': `${request.protocol}://${request.host}`,
  };
  if (request.headers.authorization) headers.authorization = request.headers.authorization;
  // The reader's languages: an export without `lang` is written in the first the interface speaks.
  const languages = request.headers['accept-language'];
  if (typeof languages === 'string') headers['accept-language'] = languages.slice(0, 200);
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'DELETE';
  // An upload's bytes go on as they came (its route already checked the size); everything else is JSON.
  const file = Buffer.isBuffer(request.body) ? request.body : undefined;
  if (hasBody) headers['content-type'] = file ? 'application/octet-stream' : 'application/json';

  let res: Dispatcher.ResponseData;
  try {
    res = await upstream.pool.request({
      path: `${upstream.prefix}${request.url}`,
      method: request.method as Dispatcher.HttpMethod,
      headers,
      body: hasBody ? (file ?? JSON.stringify(request.body)) : undefined,
      // No deadline of its own (AbortSignal.timeout: a signal, a timer and a finalization registry per request, a
      // seventh of the BFF's time on a forwarded member detail): the pool's headersTimeout (the answer's headers) and
      // bodyTimeout (its body stalling between chunks), both UPSTREAM_TIMEOUT_MS, say when the association server did
      // not answer in time, and a long export that keeps coming is no longer cut at the deadline.
    });
  } catch (err) {
    return notAnswered(request, reply, err, breaker);
  }

  const status = res.statusCode;
  const contentType = header(res.headers, 'content-type') ?? '';
  if (FAILING_STATUSES.has(status)) breaker?.failure();
  else if (!contentType.includes('application/json')) breaker?.success();
  reply.code(status);
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = header(res.headers, name);
    if (value) reply.header(name, value);
  }
  if (status === 204) {
    await res.body.dump();
    return reply.send();
  }
  if (contentType.includes('application/json')) {
    try {
      const body: unknown = await res.body.json();
      if (!FAILING_STATUSES.has(status)) breaker?.success();
      let serialized: string;
      try {
        // Serialised here against the route's response schema, so an answer that breaks the contract is a 502.
        serialized = reply.serialize(body) as string;
      } catch (err) {
        request.log.warn({ err: { message: (err as Error).message } }, 'association server answer breaks the contract');
        return reply.code(502).send(errorBody(502, 'The association server sent an answer that does not match the contract'));
      }
      return reply.type('application/json; charset=utf-8').send(serialized);
    } catch (err) {
      // The body stopping half-way for UPSTREAM_TIMEOUT_MS is an answer not in time, not one that is not JSON.
      if (timedOut(err)) return notAnswered(request, reply, err, breaker);
      breaker?.failure();
      request.server.recordUpstreamFailure('invalid_response', 502);
      return reply.code(502).send(errorBody(502, 'The association server sent an answer that is not valid JSON'));
    }
  }
  return reply.send(res.body);
}

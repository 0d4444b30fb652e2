import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.js';
import type { Action } from './auth.js';

interface ProxyOptions {
  upstreamUrl: string;
  timeoutMs: number;
}

const METHOD_ACTIONS: Record<string, Action> = {
  GET: 'read',
  HEAD: 'read',
  OPTIONS: 'read',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'ETIMEDOUT',
]);

function upstreamFailure(reply: FastifyReply<RouteGenericInterface, RawServerBase>, error: Error & { code?: string; statusCode?: number }) {
  const timedOut = TIMEOUT_CODES.has(error.code ?? '') || error.statusCode === 504;
  const status = timedOut ? 504 : 502;
  reply.server.recordUpstreamFailure(timedOut ? 'timeout' : 'unreachable', status);
  reply.log.warn({ err: { message: error.message, code: error.code } }, 'association server request failed');
  const message = timedOut
    ? 'The association server did not answer in time'
    : 'The association server could not be reached';
  return reply.code(status).send(errorBody(status, message));
}

/**
 * Everything no BFF route claims goes to the association server, after the same token and ability check as any
 * data route. Browser navigations get the app shell instead, so client routes survive a reload.
 */
export default fp<ProxyOptions>(
  async function proxyPlugin(app: FastifyInstance, { upstreamUrl, timeoutMs }) {
    await app.register(proxy, {
      upstream: upstreamUrl,
      prefix: '/',
      // OPTIONS is left to @fastify/cors (preflight, configured origins only).
      httpMethods: ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT'],
      http: undefined,
      undici: { connections: 64, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connectTimeout: timeoutMs },
      async preHandler(request: FastifyRequest, reply: FastifyReply) {
        if (app.serveAppShell(request, reply)) return reply;
        await app.authorize(request, { action: METHOD_ACTIONS[request.method] ?? 'manage', subject: 'Association' });
        if (app.upstreamBreaker.isRejecting()) {
          reply.code(503).header('retry-after', String(app.upstreamBreaker.retryAfterSeconds()));
          return reply.send(errorBody(503, 'The association server is unavailable; retry shortly.'));
        }
      },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-request-id': request.id }),
        onError: (reply, { error }) => {
          app.upstreamBreaker.failure();
          return upstreamFailure(reply, error as Error & { code?: string });
        },
      },
    });
  },
  { name: 'proxy', dependencies: ['auth', 'web', 'metrics'] },
);

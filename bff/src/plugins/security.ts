import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { EventLoopLag } from '../lib/event-loop-lag.js';
import { errorBody } from './errors.js';
import { isBrowserNavigation } from './web.js';

export interface SecurityOptions {
  corsOrigins: string[];
  pressure: Config['pressure'];
}

/**
 * The Content-Security-Policy the built web app and Swagger UI pass: no inline or remote scripts, no eval, no
 * plugins, no framing, same-origin API calls only. style-src allows 'unsafe-inline' because PrimeReact (and Swagger
 * UI) insert <style> elements and style attributes at run time; scripts stay strictly 'self'.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The product also runs on plain http (loopback, intranet); a TLS terminator in front adds HSTS and upgrades.
  upgradeInsecureRequests: null,
};

export const RETRY_AFTER_UNDER_PRESSURE_SECONDS = 5;

/**
 * Requests never shed: probes answer for themselves (readiness says whether to send traffic), and the app shell and
 * its static files are cheap and cached, while a page that cannot load its own code shows the user nothing at all.
 */
function neverShed(request: FastifyRequest): boolean {
  const path = request.url;
  if (path.startsWith('/health/')) return true;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return isBrowserNavigation(request) || STATIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}
const STATIC_PREFIXES = ['/assets/', '/images/', '/favicon'];

/**
 * The headers helmet sets, worked out once: they depend only on the options, and @fastify/helmet rebuilt helmet's
 * middleware (parsing the CSP directives again) on every request, a tenth of the BFF's time per request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Browser policy and load shedding: security headers (helmet) with a strict CSP, CORS for configured origins only
 * (none by default: the web app is served from the same origin), and 503 + Retry-After while the process is under
 * pressure (event-loop delay, heap, RSS) instead of falling over.
 */
export default fp<SecurityOptions>(
  async function securityPlugin(app: FastifyInstance, { corsOrigins, pressure }) {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'no-referrer' },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    // No origins configured (the default: the web app comes from the same origin): no cross-origin request is ever
    // allowed, and nothing to work out per request. Without the plugin a preflight is answered 404, as the plugin
    // answers one whose origin it refuses; and no answer varies by Origin, so none says Vary: Origin.
    const allowed = new Set(corsOrigins);
    if (allowed.size > 0) await app.register(cors, {
      // Exact origins only; anything else gets no Access-Control-Allow-Origin and the browser blocks it.
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
      exposedHeaders: ['x-request-id', 'retry-after', 'content-disposition'],
      credentials: false,
      maxAge: 600,
      strictPreflight: true,
    });

    const shed = (request: FastifyRequest, reply: FastifyReply, type: string) => {
      request.log.warn({ type }, 'shedding load: under pressure');
      reply.code(503).header('retry-after', String(RETRY_AFTER_UNDER_PRESSURE_SECONDS));
      return errorBody(503, 'The server is overloaded; retry shortly.');
    };

    // Event-loop lag is measured here (lib/event-loop-lag.ts says why not by under-pressure), from ready on, so
    // start-up work is not taken for load. Only new requests are judged: one already running is never cut.
    if (pressure.maxEventLoopDelayMs > 0) {
      const lag = new EventLoopLag();
      app.addHook('onReady', async () => lag.start());
      app.addHook('onClose', async () => lag.stop());
      app.addHook('onRequest', (request, reply, done) => {
        if (lag.current() <= pressure.maxEventLoopDelayMs || neverShed(request)) return done();
        reply.send(shed(request, reply, 'eventLoopDelay'));
      });
    }
    await app.register(underPressure, {
      maxHeapUsedBytes: pressure.maxHeapUsedBytes,
      maxRssBytes: pressure.maxRssBytes,
      sampleInterval: 250,
      pressureHandler: (request, reply, type) => {
        if (neverShed(request)) return;
        // A non-null value is sent as the answer (the typings say void; the plugin sends what is returned).
        return shed(request, reply, type) as unknown as void;
      },
    });
  },
  { name: 'security', dependencies: ['errors'] },
);

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { errorBody } from './errors.js';

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
/** Start-up (compiling schemas, first hashes) stalls the event loop; delay is not judged for this long after ready. */
export const PRESSURE_WARMUP_MS = 3000;

/**
 * Browser policy and load shedding: security headers (helmet) with a strict CSP, CORS for configured origins only
 * (none by default: the web app is served from the same origin), and 503 + Retry-After while the process is under
 * pressure (event-loop delay, heap, RSS) instead of falling over.
 */
export default fp<SecurityOptions>(
  async function securityPlugin(app: FastifyInstance, { corsOrigins, pressure }) {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'no-referrer' },
    });

    const allowed = new Set(corsOrigins);
    await app.register(cors, {
      // Exact origins only; anything else gets no Access-Control-Allow-Origin and the browser blocks it.
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
      exposedHeaders: ['x-request-id', 'retry-after', 'content-disposition'],
      credentials: false,
      maxAge: 600,
      strictPreflight: true,
    });

    let warmUntil = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      warmUntil = Date.now() + PRESSURE_WARMUP_MS;
    });
    await app.register(underPressure, {
      maxEventLoopDelay: pressure.maxEventLoopDelayMs,
      maxHeapUsedBytes: pressure.maxHeapUsedBytes,
      maxRssBytes: pressure.maxRssBytes,
      sampleInterval: 250,
      pressureHandler: (request, reply, type) => {
        // Probes answer for themselves (readiness says whether to send traffic); start-up stalls are not load.
        if (request.url.startsWith('/health/')) return;
        if (type === 'eventLoopDelay' && Date.now() < warmUntil) return;
        reply.log.warn({ type }, 'shedding load: under pressure');
        reply.code(503).header('retry-after', String(RETRY_AFTER_UNDER_PRESSURE_SECONDS));
        // A non-null value is sent as the answer (the typings say void; the plugin sends what is returned).
        return errorBody(503, 'The server is overloaded; retry shortly.') as unknown as void;
      },
    });
  },
  { name: 'security', dependencies: ['errors'] },
);

import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';

/**
 * The product's log stream: JSON lines on stdout, written in blocks of at least 4 KiB (and at least every second)
 * rather than one write system call per line, which cost the BFF a fifth of its time per request. Lines still
 * buffered are flushed synchronously when the process exits.
 */
export function productLogger(level: string, name?: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return { level };
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stream.flush(), 1000).unref();
  process.once('exit', () => stream.flushSync());
  return { level, ...(name && { name }), stream };
}

/** Fastify's own two lines per request turned off (logRequests writes the one that counts). */
export const quietRequests = () => new LogController({ disableRequestLogging: true });

const METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Method = (typeof METHODS)[number];

/**
 * A request's logger (request.log, reply.log) that becomes a pino child only when a line at a level it writes is
 * logged. Fastify made the child for every request: the request id's binding serialised, and for a route with a
 * level of its own (the probes' warn) every log method rebuilt, on every request, though almost none of them log
 * anything through it (the completed line goes through the parent, see logRequests).
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;
  constructor(
    readonly parent: pino.Logger,
    readonly bindings: Bindings,
    readonly options: ChildLoggerOptions,
  ) {}

  /** Whether a line at `method` would be written: the route's own level if it has one, the parent's otherwise. */
  writes(method: Method): boolean {
    const values = this.parent.levels.values;
    const threshold = this.#child ? values[this.#child.level]! : this.options.level ? values[this.options.level]! : this.parent.levelVal;
    return values[method]! >= threshold;
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  silent() {}

  real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options) as FastifyBaseLogger);
  }
}
interface RequestLogger extends Record<Method, (...args: unknown[]) => void> {}
for (const method of METHODS) {
  RequestLogger.prototype[method] = function (this: RequestLogger, ...args: unknown[]) {
    if (this.writes(method)) (this.real()[method] as (...a: unknown[]) => void)(...args);
  };
}

/** Fastify's childLoggerFactory: a RequestLogger under a pino logger; anything else makes its child as before. */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const parent = logger as pino.Logger;
  if (typeof parent.levelVal !== 'number' || parent.levels === undefined) return logger.child(bindings, options);
  return new RequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}

/**
 * Query parameters that carry a credential when a client puts one where it does not belong (an access token in the
 * URL is refused, 401, but its URL was logged whole): their values never reach the log. Names match as the query
 * parser reads them, an underscore also percent-encoded.
 */
const CREDENTIAL_PARAMETERS = /([?&](?:(?:access|refresh|id)(?:_|%5f)?)?(?:token|password|passwd|secret|api(?:_|%5f)?key|authorization)=)[^&#]*/gi;

/** The request as logged: the same, or with credential values in its query replaced (its other getters as they are). */
function withoutCredentials(request: FastifyRequest): FastifyRequest {
  const url = request.url;
  if (!url.includes('?')) return request;
  const redacted = url.replace(CREDENTIAL_PARAMETERS, '$1[redacted]');
  return redacted === url ? request : (Object.create(request, { url: { value: redacted } }) as FastifyRequest);
}

// The request and the reply themselves: Fastify's serializers (its `req` and `res`) turn them into the method, URL,
// client address and port, and the status, only when the line is written. A plain object under `req` went through the
// same serializer, which reads the address from `ip`: the client's address was missing from every line. `reqId` is
// given where no child logger adds it (pino leaves out a field that is undefined).
const completedLine = (request: FastifyRequest, reply: FastifyReply, reqId?: string) => ({
  reqId,
  req: withoutCredentials(request),
  res: reply,
  responseTime: reply.elapsedTime,
});

/**
 * One line per request, when it completes (method, URL, client address, status, time), instead of Fastify's two: half
 * the logging work on the hot path, and the completed line is the one that carries everything. It is written by the
 * app's own logger with the request id as a field (what the request's child would have added), at the level the route
 * logs at.
 */
export function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const log = request.log;
    if (log instanceof RequestLogger) {
      if (log.writes('info')) app.log.info(completedLine(request, reply, request.id), 'request completed');
    } else {
      log.info(completedLine(request, reply), 'request completed');
    }
    done();
  });
}

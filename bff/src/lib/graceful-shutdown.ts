import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown has begun: /health/ready answers 503 so load balancers stop sending. */
    draining: boolean;
  }
}

export interface GracefulShutdownOptions {
  /** How long to keep serving, reported not ready, before the listener closes (0: close at once). */
  drainMs: number;
  /** How long in-flight requests may take once the listener is closed. */
  timeoutMs: number;
}

export type ShutdownOutcome = 'clean' | 'timed-out';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops the app without resetting a request that reached it:
 * 1. reports not ready at once (`app.draining`, read by /health/ready) and keeps serving for `drainMs`, so a load
 *    balancer takes the instance out of rotation while it still answers everything it is sent;
 * 2. from then on every response carries `Connection: close`, so each keep-alive connection ends after the answer
 *    it is waiting for (an orderly close by the server, which the client sees before it sends again) instead of
 *    being cut while idle, when a request may already be on its way;
 * 3. closes the listener and waits for in-flight requests, at most `timeoutMs`.
 * Idle connections are not swept on a timer: Node closes the ones left idle when the listener closes.
 */
export async function gracefulShutdown(app: FastifyInstance, options: GracefulShutdownOptions): Promise<ShutdownOutcome> {
  app.draining = true;
  app.server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('connection', 'close');
    // Proxied answers copy the upstream's `Connection: keep-alive`; that would leave the socket open after the
    // listener closed, for the keep-alive timeout, and it would be cut then.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => (name.toLowerCase() === 'connection' ? res : setHeader(name, value));
  });
  if (options.drainMs > 0) {
    app.log.info({ drainMs: options.drainMs }, 'shutting down: reporting not ready and still serving while load balancers stop sending');
    await sleep(options.drainMs);
  }
  app.log.info('shutting down: no longer accepting connections, finishing in-flight requests');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), options.timeoutMs);
  });
  const outcome = await Promise.race([app.close().then((): ShutdownOutcome => 'clean'), timedOut]);
  clearTimeout(timer);
  return outcome;
}

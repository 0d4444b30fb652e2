import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const LiveSchema = Type.Object(
  { status: Type.Literal('ok'), uptimeSeconds: Type.Number() },
  { examples: [{ status: 'ok', uptimeSeconds: 12.5 }] },
);
const ReadySchema = Type.Object(
  {
    status: Type.Union([Type.Literal('ready'), Type.Literal('not-ready')]),
    draining: Type.Optional(Type.Literal(true, { description: 'Present while the server shuts down.' })),
    // The association server's state only: its address is configuration, not for anyone who asks.
    upstream: Type.Object({
      reachable: Type.Boolean(),
      latencyMs: Type.Optional(Type.Number()),
      error: Type.Optional(Type.Union([Type.Literal('timed out'), Type.Literal('unreachable'), Type.Literal('unhealthy')])),
    }),
  },
  {
    examples: [{ status: 'ready', upstream: { reachable: true, latencyMs: 3 } }],
  },
);

export interface HealthOptions {
  upstreamUrl: string;
  timeoutMs: number;
}

const healthRoutes: FastifyPluginAsyncTypebox<HealthOptions> = async (app, { upstreamUrl, timeoutMs }) => {
  app.get(
    '/health/live',
    {
      config: { public: true },
      // A probe every few seconds from every orchestrator is not news: only its warnings and errors are logged.
      logLevel: 'warn',
      schema: {
        operationId: 'getLiveness',
        tags: ['Health'],
        summary: 'Liveness probe',
        description: 'Answers 200 while the process is running and serving requests.',
        response: { 200: LiveSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime() * 10) / 10 }),
  );

  app.get(
    '/health/ready',
    {
      config: { public: true },
      schema: {
        operationId: 'getReadiness',
        tags: ['Health'],
        summary: 'Readiness probe',
        description:
          'Answers 200 when the association server answers its health check in time, 503 otherwise; also 503 with ' +
          'draining true from the moment the server starts shutting down (it still serves during the drain period).',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      try {
        const res = await fetch(`${upstreamUrl}/health`, { signal: AbortSignal.timeout(timeoutMs) });
        await res.body?.cancel();
        if (!res.ok) throw new Error('unhealthy');
        const latencyMs = Math.round(performance.now() - started);
        const upstream = { reachable: true, latencyMs };
        if (app.draining) return reply.code(503).send({ status: 'not-ready', draining: true, upstream });
        return { status: 'ready' as const, upstream };
      } catch (err) {
        // The cause goes to the log; the answer names the state only.
        request.log.warn({ err: { message: (err as Error).message } }, 'readiness: association server check failed');
        const error = (err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message === 'unhealthy' ? 'unhealthy' : 'unreachable';
        const upstream = { reachable: false, error } as const;
        return reply.code(503).send({ status: 'not-ready', ...(app.draining && { draining: true as const }), upstream });
      }
    },
  );
};

export default healthRoutes;

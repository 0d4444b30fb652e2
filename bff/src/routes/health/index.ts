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
    upstream: Type.Object({
      url: Type.String(),
      reachable: Type.Boolean(),
      latencyMs: Type.Optional(Type.Number()),
      error: Type.Optional(Type.String()),
    }),
  },
  {
    examples: [{ status: 'ready', upstream: { url: 'http://127.0.0.1:4000', reachable: true, latencyMs: 3 } }],
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
    async (_request, reply) => {
      const started = performance.now();
      try {
        const res = await fetch(`${upstreamUrl}/health`, { signal: AbortSignal.timeout(timeoutMs) });
        await res.body?.cancel();
        if (!res.ok) throw new Error(`upstream answered ${res.status}`);
        const latencyMs = Math.round(performance.now() - started);
        const upstream = { url: upstreamUrl, reachable: true, latencyMs };
        if (app.draining) return reply.code(503).send({ status: 'not-ready', draining: true, upstream });
        return { status: 'ready' as const, upstream };
      } catch (err) {
        const error = err instanceof Error ? (err.name === 'TimeoutError' ? 'timed out' : err.message) : 'unreachable';
        const upstream = { url: upstreamUrl, reachable: false, error };
        return reply.code(503).send({ status: 'not-ready', ...(app.draining && { draining: true as const }), upstream });
      }
    },
  );
};

export default healthRoutes;

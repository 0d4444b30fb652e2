import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sharedSchemas } from '../schemas/common.js';

export const API_TAGS = [
  { name: 'Auth', description: 'Login, registration and token refresh (public).' },
  { name: 'Health', description: 'Liveness and readiness probes (public).' },
] as const;

interface SwaggerOptions {
  appName: string;
  version: string;
  /** Tags of the areas registered after the core ones. */
  tags: { name: string; description: string }[];
}

/** The contract: OpenAPI from the route schemas, Swagger UI at /docs, and the document at /openapi.{json,yaml}. */
export default fp<SwaggerOptions>(
  async function swaggerPlugin(app: FastifyInstance, { appName, version, tags }) {
    for (const schema of sharedSchemas) app.addSchema(schema);

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${appName} API`,
          version,
          description:
            'The backend-for-frontend of the dentists\' association dashboard: demo workspace routes served locally, ' +
            'association routes checked and forwarded to the association server. Data routes need a bearer access ' +
            'token from POST /jwt/login; use the Authorize button.',
          license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
        },
        servers: [{ url: '/', description: 'This server' }],
        tags: [...API_TAGS, ...tags],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      hideUntagged: true,
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
    });

    await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { persistAuthorization: true } });

    app.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
    app.get('/openapi.yaml', { schema: { hide: true }, config: { public: true } }, async (_request, reply) =>
      reply.type('application/yaml').send(app.swagger({ yaml: true })),
    );
  },
  { name: 'swagger', dependencies: ['errors'] },
);

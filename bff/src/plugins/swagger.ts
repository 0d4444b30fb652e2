import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sharedSchemas } from '../schemas/common.js';
import { errorBody } from './errors.js';
import { withContractLimits } from '../schemas/limits.js';
import { areaDocument, areaSlug, shareErrorResponses, withDocumentLimitsEverywhere } from './swagger-document.js';

export const API_TAGS = [
  { name: 'Auth', description: 'Login, registration and token refresh (public).' },
  { name: 'Health', description: 'Liveness and readiness probes (public).' },
] as const;

/** The audience (x-internal) and environment of the one server: whichever BFF served the document. */
const SERVERS = [
  { url: '/', description: 'The BFF that served this document (local, test or production alike).', 'x-internal': false },
];

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
    // Before @fastify/swagger's own hook and before compiling: the validator enforces the caps the contract shows.
    app.addHook('onRoute', (route) => {
      const schema = route.schema as Record<string, unknown> | undefined;
      if (!schema || schema.hide === true) return;
      for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
        if (schema[part] !== undefined) schema[part] = withContractLimits(schema[part]);
      }
      const response = schema.response as Record<string, unknown> | undefined;
      if (response) for (const code of Object.keys(response)) response[code] = withContractLimits(response[code]);
    });

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
        servers: SERVERS,
        tags: [...API_TAGS, ...tags],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description:
                'An access token from POST /jwt/login or /jwt/refresh-token: a JWS signed with HS256 and verified per ' +
                'RFC8725 (the algorithm is pinned, never taken from the token; expiry is checked; access and refresh ' +
                'tokens are signed with different keys, so one cannot stand in for the other).',
            },
          },
        },
      },
      hideUntagged: true,
      transformObject: (document) =>
        'openapiObject' in document ? shareErrorResponses(withDocumentLimitsEverywhere(document.openapiObject)) : document.swaggerObject,
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
    });

    // Swagger UI shows one area at a time (a document per tag, chosen in its top bar), starting with signing in:
    // the whole contract took 15 s to show its first operation. "The whole contract" is the last choice.
    const areaTags = [...API_TAGS, ...tags].map((t) => t.name);
    const areas = new Map(areaTags.map((tag) => [areaSlug(tag), tag]));
    const areaDocuments = new Map<string, string>();
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: {
        persistAuthorization: true,
        urls: [
          ...areaTags.map((tag) => ({ url: `/openapi/areas/${areaSlug(tag)}.json`, name: tag })),
          { url: '/openapi.json', name: 'The whole contract (all areas; slow to show)' },
        ],
        'urls.primaryName': areaTags[0],
        // The schema list under the operations repeats what each operation shows, and costs its own rendering.
        defaultModelsExpandDepth: -1,
      } as Record<string, unknown>,
    });
    app.get<{ Params: { area: string } }>(
      '/openapi/areas/:area',
      { schema: { hide: true }, config: { public: true } },
      async (request, reply) => {
        const tag = areas.get(request.params.area.replace(/\.json$/, ''));
        if (tag === undefined) return reply.code(404).send(errorBody(404, `No API area ${request.params.area}; the areas are ${[...areas.keys()].join(', ')}`));
        let document = areaDocuments.get(tag);
        if (document === undefined) {
          document = JSON.stringify(areaDocument(app.swagger() as unknown as Parameters<typeof areaDocument>[0], tag));
          areaDocuments.set(tag, document);
        }
        return reply.type('application/json; charset=utf-8').send(document);
      },
    );

    app.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
    app.get('/openapi.yaml', { schema: { hide: true }, config: { public: true } }, async (_request, reply) =>
      reply.type('application/yaml').send(app.swagger({ yaml: true })),
    );
  },
  { name: 'swagger', dependencies: ['errors'] },
);

import { VERIFIED_TOKEN_CACHE, abilityFromRules } from '../plugins/auth.js';
import { logRequests, quietRequests, requestLogger } from '../lib/logger.js';
import jwt from '@fastify/jwt';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { bodyRefusal, frameworkErrorHandler, registerFrameworkErrorRoute, sendError, validationErrorBody } from '../plugins/errors.js';
import { limitBodiesBySchema } from '../lib/body-limit.js';
import { acceptFileBodies } from '../lib/file-bodies.js';
import { schemaController } from '../lib/schema-compilers.js';
import type { Db } from './db/db.js';
import { ApiError, coded, errorBody, fromDatabaseError } from './errors.js';
import { ASSOCIATION_OPERATIONS } from '../contract/association/index.js';
import { SERVER_AREAS } from './areas/index.js';
import { registerOperation } from './operations.js';
import { SnapshotCache } from './db/snapshot-cache.js';
import { registerResource } from './resources/routes.js';
import { resourcePath } from '../contract/association/resource.js';
import { AccountCache, accountRules, ASSOCIATION_ACCOUNT_ID_BASE, dbScopeOf, type ResolvedAccount } from './access/accounts.js';
import { registerInternalAccountRoutes } from './access/internal-routes.js';
import { DocumentCodes } from './portal/codes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the verified bearer token names: the audit trail's author. */
    caller: { id: number; email?: string; account?: ResolvedAccount } | null;
    /** The database as this caller may see it (row-level security for board and member accounts). */
    db: Db | null;
  }
  interface FastifyContextConfig {
    /** Reachable only with the BFF's service token (account sign-in and look-up). */
    service?: boolean;
  }
}

const BODY_LIMIT_BYTES = 1024 * 1024;

interface AccessToken {
  id: number;
  email?: string;
  ability?: { action: string; subject: string }[];
  /** Set on the BFF's own short-lived service tokens (internal routes only). */
  svc?: string;
}

export interface AssociationAppOptions {
  db: Db;
  /** The BFF's access-token secret: every data request must carry a token it signed (and documents' codes derive from it). */
  jwtSecret: string;
  /** The product's public address for documents' QR codes; undefined: the origin the BFF reports per request. */
  publicUrl?: string;
  logger?: FastifyServerOptions['logger'];
}

/** The reference association server. It listens on loopback behind the BFF and checks the caller's token itself. */
export async function buildAssociationApp({ db, jwtSecret, publicUrl, logger }: AssociationAppOptions): Promise<FastifyInstance> {
  // The BFF sends its request id in x-request-id: both logs then carry the same reqId, and it is echoed back.
  const app = Fastify({
    logger: logger ?? false,
    logController: quietRequests(),
    childLoggerFactory: requestLogger,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    schemaController,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: frameworkErrorHandler,
  });
  limitBodiesBySchema(app, BODY_LIMIT_BYTES);
  acceptFileBodies(app);

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  logRequests(app);

  await app.register(jwt, { secret: jwtSecret, verify: { algorithms: ['HS256'], ...VERIFIED_TOKEN_CACHE } });
  app.decorateRequest('caller', null);
  app.decorateRequest('db', null);
  app.decorate('documents', new DocumentCodes(jwtSecret, publicUrl));
  const accounts = new AccountCache();

  // Decided on the route Fastify matched, never on the raw URL (`/%61pi/...` is routed as `/api/...`): only a route
  // that declares itself public answers without a token; every other request, unknown paths included, needs one.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public === true) return;
    let token: AccessToken;
    try {
      token = await request.jwtVerify<AccessToken>();
    } catch {
      throw new ApiError(401, 'Missing or invalid access token');
    }
    if (request.routeOptions.config.service === true) {
      if (token.svc !== 'bff') throw new ApiError(401, 'This route answers the BFF only');
      request.db = db;
      return;
    }
    if (token.svc !== undefined || !Number.isInteger(token.id)) throw new ApiError(401, 'Missing or invalid access token');
    // An account the association granted: its role and board come from the association's own records (read again
    // every few seconds), never from what the token says, and its statements run under row-level security.
    let rules: { action: string; subject: string }[];
    if (token.id >= ASSOCIATION_ACCOUNT_ID_BASE) {
      const account = await accounts.get(db, token.id);
      if (!account || account.disabled) throw new ApiError(401, 'This account is disabled or no longer exists');
      if (account.mustChangePassword) throw new ApiError(403, 'Set a password of your own before using the association data', undefined, coded('access.mustChangePassword'));
      request.caller = { id: token.id, email: account.email, account };
      request.db = db.scoped(dbScopeOf(account));
      rules = accountRules(account);
    } else {
      // The BFF's own accounts (the operator's administrator, development's demo accounts): what the token's rules
      // allow, on the whole association.
      request.caller = { id: token.id, ...(typeof token.email === 'string' && { email: token.email }) };
      request.db = db;
      rules = Array.isArray(token.ability) ? token.ability : [];
    }
    // The server decides, not only the BFF in front of it: the rules must allow the route's action on its subject (a
    // direct caller with the client account's token reads nothing of the association).
    const needed = request.routeOptions.config.ability;
    if (needed === undefined) return;
    if (!abilityFromRules(rules).can(needed.action, needed.subject)) {
      throw new ApiError(403, `Not allowed to ${needed.action} ${needed.subject}`, undefined, coded('access.notAllowed', { action: needed.action, subject: needed.subject }));
    }
  });

  // Every route names the ability it needs or says it is public; a route without either would be readable by any
  // valid token.
  app.addHook('onRoute', (route) => {
    if (route.config?.ability === undefined && route.config?.public !== true && route.config?.service !== true) {
      throw new Error(`Association route ${route.method} ${route.url} declares no ability`);
    }
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if ('validation' in error && Array.isArray(error.validation)) return sendError(reply, validationErrorBody(error as FastifyError & { validation: unknown[] }));
    const known = error instanceof ApiError ? error : fromDatabaseError(error);
    if (known) return sendError(reply, errorBody(known.statusCode, known.message, known.details, known.coded ?? { code: `http.${known.statusCode}` }));
    const status = (error as FastifyError).statusCode ?? 500;
    const refused = bodyRefusal(error as FastifyError, request);
    if (refused) return sendError(reply, errorBody(status, refused.message, undefined, refused.coded));
    if (status < 500) return sendError(reply, errorBody(status, error.message, undefined, { code: `http.${status}` }));
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, errorBody(500, 'Something went wrong on the association server. The error was logged.', undefined, { code: 'http.500' }));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found on the association server`, undefined, { code: 'notFound.route' }));
  });

  registerFrameworkErrorRoute(app);

  app.get('/health', { config: { public: true } }, async () => {
    await db.query('SELECT 1');
    return { status: 'ok' };
  });

  registerInternalAccountRoutes(app, accounts);

  const reads = new SnapshotCache(500, db);
  for (const area of SERVER_AREAS) for (const module of area.modules) registerResource(app, module, reads);
  const handlers = Object.assign({}, ...SERVER_AREAS.map((a) => a.handlers));
  // An operation on `<resource path>/:id/...` changes a record of that resource's table.
  const resources = SERVER_AREAS.flatMap((area) => area.modules).map((m) => ({ path: `${resourcePath(m.contract)}/:id/`, table: m.repository.storage.table, singular: m.contract.singular }));
  for (const operation of ASSOCIATION_OPERATIONS) {
    const handler = handlers[operation.operationId];
    if (!handler) throw new Error(`No handler for association operation ${operation.operationId}`);
    const target = resources.find((r) => operation.path.startsWith(r.path));
    registerOperation(app, operation, handler, { reads, owner: db, target });
  }

  return app;
}

import type { FastifyInstance } from 'fastify';
import type { OperationContract } from '../contract/association/operation.js';
import type { OperationHandler } from './areas/area.js';
import type { Db } from './db/db.js';
import { actorOf } from './resources/routes.js';

/** Registers one workflow operation with the contract's schemas and the area's handler. */
export function registerOperation(app: FastifyInstance, db: Db, op: OperationContract, handler: OperationHandler) {
  app.route({
    method: op.method,
    url: op.path,
    config: { ability: { action: op.action, subject: op.subject } },
    schema: {
      ...(op.params && { params: op.params }),
      ...(op.querystring && { querystring: op.querystring }),
      ...(op.body && { body: op.body }),
      response: op.response,
    },
    handler: async (request, reply) => {
      const result = await handler({ db, request, actor: actorOf(request) });
      if (result.contentType) reply.header('content-type', result.contentType);
      return reply.code(result.status).send(result.body);
    },
  });
}

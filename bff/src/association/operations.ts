import type { FastifyInstance } from 'fastify';
import type { OperationContract } from '../contract/association/operation.js';
import type { OperationHandler } from './areas/area.js';
import type { SnapshotCache } from './db/snapshot-cache.js';
import { actorOf, dbOf } from './resources/routes.js';

/** Registers one workflow operation with the contract's schemas and the area's handler. */
export function registerOperation(app: FastifyInstance, op: OperationContract, handler: OperationHandler, reads?: SnapshotCache) {
  // Reads (statistics, dashboards, alerts, reports) answer from the snapshot cache while the data is unchanged.
  const cached = reads && op.method === 'GET' && !op.path.endsWith('.csv');
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
      const db = dbOf(request);
      const result = cached
        ? await reads.get(db, `${op.operationId} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`, (tx) =>
            handler({ db: tx, request, actor: actorOf(request) }),
          )
        : await handler({ db, request, actor: actorOf(request) });
      if (result.contentType) reply.header('content-type', result.contentType);
      return reply.code(result.status).send(result.body);
    },
  });
}

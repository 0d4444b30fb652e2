import type { FastifyInstance } from 'fastify';
import type { OperationContract } from '../contract/association/operation.js';
import type { OperationHandler } from './areas/area.js';
import type { SnapshotCache } from './db/snapshot-cache.js';
import { actorOf, dbOf } from './resources/routes.js';
import { assertWritable } from './resources/writable.js';

/** The record an operation changes: the table behind its path's resource and what to call a record of it. */
export interface OperationTarget {
  table: string;
  singular: string;
}

/**
 * Registers one workflow operation with the contract's schemas and the area's handler. An operation that changes the
 * record its :id names (`target`) first checks that the caller's board may change that record (404 when it cannot see
 * it, 403 when it may only read it), before the handler's own checks of its state.
 */
export function registerOperation(app: FastifyInstance, op: OperationContract, handler: OperationHandler, reads?: SnapshotCache, target?: OperationTarget) {
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
      if (target && op.method !== 'GET') {
        const { id } = request.params as { id: number };
        await assertWritable(db, target.table, id, `${target.singular} ${id}`);
      }
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

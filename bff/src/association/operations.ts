import type { FastifyInstance } from 'fastify';
import type { OperationContract } from '../contract/association/operation.js';
import type { OperationHandler } from './areas/area.js';
import type { Db } from './db/db.js';
import type { SnapshotCache } from './db/snapshot-cache.js';
import { actorOf, dbOf } from './resources/routes.js';
import { assertWritable } from './resources/writable.js';
import { uploadRouteOptions } from '../lib/file-bodies.js';

/** The record an operation changes: the table behind its path's resource and what to call a record of it. */
export interface OperationTarget {
  table: string;
  singular: string;
}

export interface OperationOptions {
  /** Reads (statistics, dashboards, alerts, reports) answer from this cache while the data is unchanged. */
  reads?: SnapshotCache;
  /** The server's own connection: what a public operation (no caller, no scope) runs on. */
  owner?: Db;
  /**
   * The record the operation changes (its :id): the caller's board must be allowed to change it (404 when it cannot
   * see it, 403 when it may only read it), checked before the handler's own checks of its state.
   */
  target?: OperationTarget;
}

/** Registers one workflow operation with the contract's schemas and the area's handler. */
export function registerOperation(app: FastifyInstance, op: OperationContract, handler: OperationHandler, { reads, owner, target }: OperationOptions = {}) {
  // Files (CSV, PDF) are made afresh each time, and a public answer has no caller's scope to be cached under.
  const cached = reads && op.method === 'GET' && !op.path.endsWith('.csv') && !op.produces && !op.public;
  if (op.public && !owner) throw new Error(`Public operation ${op.operationId} needs the server's own connection`);
  const { bodyLimit, consumes, body: fileBody } = uploadRouteOptions(op);
  app.route({
    method: op.method,
    url: op.path,
    ...(bodyLimit && { bodyLimit }),
    config: op.public ? { public: true } : { ability: { action: op.action, subject: op.subject } },
    schema: {
      ...(op.params && { params: op.params }),
      ...(op.querystring && { querystring: op.querystring }),
      ...(op.body && { body: op.body }),
      ...(fileBody && { body: fileBody, consumes }),
      response: op.response,
    },
    handler: async (request, reply) => {
      const db = op.public ? owner! : dbOf(request);
      const actor = op.public ? 'public' : actorOf(request);
      if (target && op.method !== 'GET' && !op.public) {
        const { id } = request.params as { id: number };
        await assertWritable(db, target.table, id, `${target.singular} ${id}`);
      }
      const result = cached
        ? await reads.get(db, `${op.operationId} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`, (tx) =>
            handler({ db: tx, request, actor }),
          )
        : await handler({ db, request, actor });
      // A file is sent as the type it was recognised as, never to be read as another (a PDF as HTML).
      if (result.contentType) reply.header('content-type', result.contentType).header('x-content-type-options', 'nosniff');
      if (result.disposition) reply.header('content-disposition', result.disposition);
      return reply.code(result.status).send(result.body);
    },
  });
}

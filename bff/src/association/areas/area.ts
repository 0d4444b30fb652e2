import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.js';
import type { ResourceModule } from '../resources/module.js';
import type { Seeder } from '../seed/context.js';

export interface OperationContext {
  db: Db;
  request: FastifyRequest;
  /** Who the audit trail names for changes this request makes. */
  actor: string;
}

/** What an operation answers: a status and a JSON body (or a CSV stream for produces text/csv). */
export interface OperationResult {
  status: number;
  body?: unknown;
  contentType?: string;
  /** A file's name for the browser (content-disposition). */
  disposition?: string;
}

export type OperationHandler = (ctx: OperationContext) => Promise<OperationResult>;

/** One area of the reference server: its resources, the handlers of its workflow operations, and its seeders. */
export interface ServerArea {
  modules: ResourceModule[];
  /** operationId -> handler, one for every operation the area's contract declares. */
  handlers: Record<string, OperationHandler>;
  seeders: Seeder[];
}

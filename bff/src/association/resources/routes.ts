import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { exportQuerySchema, listQuerySchema, listResponseSchema, worded } from '../../contract/association/list.js';
import { resourcePath } from '../../contract/association/resource.js';
import { AuditRecordSchema, Id } from '../../contract/association/common.js';
import type { Db } from '../db/db.js';
import type { SnapshotCache } from '../db/snapshot-cache.js';
import { readAudit } from './audit.js';
import type { ResourceModule } from './module.js';
import { toCsv } from './csv.js';
import { requestWording } from './csv-language.js';
import { assertInsertable, assertWritable } from './writable.js';

type Row = Record<string, unknown>;
const IdParams = Type.Object({ id: Id });

/**
 * The actor recorded in the audit trail, from the verified access token only (its signed email, else its user id):
 * nothing a caller can set in a plain header.
 */
export function actorOf(request: FastifyRequest): string {
  const caller = request.caller;
  if (!caller) throw new Error('actorOf called on a request without a verified token');
  return caller.email?.slice(0, 200) ?? `user:${caller.id}`;
}

/**
 * The database as the caller may see it: every handler reads and writes through it, so row-level security scopes every
 * statement to the caller's board or member record (set per request in app.ts; national callers see everything).
 */
export function dbOf(request: FastifyRequest): Db {
  const db = request.db;
  if (!db) throw new Error('dbOf called on a request without a resolved caller');
  return db;
}

/** Registers list, export, get, audit, create, update and delete for one resource on the reference server. */
export function registerResource(app: FastifyInstance, module: ResourceModule, reads?: SnapshotCache) {
  const { contract, repository, hooks } = module;
  const base = resourcePath(contract);
  const can = (action: 'read' | 'create' | 'update' | 'delete') => ({ ability: { action, subject: contract.subject } });

  app.get(base, { config: can('read'), schema: { querystring: listQuerySchema(contract.filters, contract.sorts, contract.defaultSort), response: { 200: listResponseSchema(contract.entity, `${contract.plural}Page`) } } }, async (request) => {
    const db = dbOf(request);
    const query = request.query as Row;
    return reads ? reads.get(db, `${base} ${JSON.stringify(query)}`, (tx) => repository.list(tx, query)) : repository.list(db, query);
  });

  app.get(`${base}/export.csv`, { config: can('read'), schema: { querystring: worded(exportQuerySchema(contract.filters, contract.sorts, contract.defaultSort)) } }, async (request, reply: FastifyReply) => {
    const db = dbOf(request);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${contract.name}.csv"`);
    const columns = Object.keys(contract.entity.properties);
    // The interface names a resource by its plural in camel case (strRecords), not by its path (str-records).
    const labels = contract.plural[0]!.toLowerCase() + contract.plural.slice(1);
    const wording = requestWording(request, labels, contract.entity.properties, columns);
    return reply.send(toCsv(columns, repository.all(db, request.query as Row), wording));
  });

  app.get(`${base}/:id`, { config: can('read'), schema: { params: IdParams, response: { 200: contract.entity } } }, async (request) => {
    const db = dbOf(request);
    const { id } = request.params as { id: number };
    return reads ? reads.get(db, `${base}/${id}`, (tx) => repository.get(tx, id)) : repository.get(db, id);
  });

  app.get(`${base}/:id/audit`, { config: can('read'), schema: { params: IdParams, response: { 200: Type.Object({ data: Type.Array(AuditRecordSchema) }) } } }, async (request) => {
    const db = dbOf(request);
    const { id } = request.params as { id: number };
    await repository.get(db, id);
    return { data: await readAudit(db, repository.storage.entity, id) };
  });

  if (contract.create) {
    app.post(base, { config: can('create'), schema: { body: contract.create, response: { 201: contract.entity } } }, async (request, reply) => {
      const body = request.body as Row;
      await assertInsertable(dbOf(request), repository.storage.table, contract.plural);
      const created = await repository.create(dbOf(request), body, actorOf(request), hooks?.beforeCreate && ((tx) => hooks.beforeCreate!(tx, body, request)));
      return reply.code(201).send(created);
    });
  }

  if (contract.update) {
    app.patch(`${base}/:id`, { config: can('update'), schema: { params: IdParams, body: contract.update, response: { 200: contract.entity } } }, async (request) => {
      const body = request.body as Row;
      const { id } = request.params as { id: number };
      await assertWritable(dbOf(request), repository.storage.table, id, `${contract.singular} ${id}`);
      return repository.update(dbOf(request), id, body, actorOf(request),
        hooks?.beforeUpdate && ((tx, current) => hooks.beforeUpdate!(tx, current, body, request)));
    });
  }

  if (contract.remove) {
    app.delete(`${base}/:id`, { config: can('delete'), schema: { params: IdParams } }, async (request, reply) => {
      const { id } = request.params as { id: number };
      await assertWritable(dbOf(request), repository.storage.table, id, `${contract.singular} ${id}`);
      await repository.remove(dbOf(request), id, actorOf(request),
        hooks?.beforeDelete && ((tx, current) => hooks.beforeDelete!(tx, current, request)));
      return reply.code(204).send();
    });
  }
}

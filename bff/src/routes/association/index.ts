import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ASSOCIATION_CONTRACTS, ASSOCIATION_OPERATIONS, ASSOCIATION_TAGS } from '../../contract/association/index.js';
import type { OperationContract } from '../../contract/association/operation.js';
import { AuditRecordSchema, Id } from '../../contract/association/common.js';
import { exportQuerySchema, listQuerySchema, listResponseSchema, worded } from '../../contract/association/list.js';
import { resourcePath, type ResourceContract } from '../../contract/association/resource.js';
import { errorResponses } from '../../schemas/common.js';
import { forward, upstreamPool, type ForwardOptions } from './forward.js';
import { acceptFileBodies, uploadRouteOptions } from '../../lib/file-bodies.js';

export { ASSOCIATION_TAGS };

const IdParams = Type.Object({ id: Id });
/** A resource's :id, with the example its seeded data holds. */
const idParamsOf = (c: ResourceContract) =>
  c.exampleId === undefined ? IdParams : Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [c.exampleId] }) });
const UPSTREAM_ERRORS = errorResponses(502, 504);

/** The association API at the edge: token, ability and schema are checked here, the work is done upstream. */
const associationRoutes: FastifyPluginAsyncTypebox<ForwardOptions> = async (app, options) => {
  app.addSchema(AuditRecordSchema);
  // One pool of kept-alive connections to the association server for this app, closed with it.
  const upstream = upstreamPool(options.upstreamUrl, options.timeoutMs);
  app.addHook('onClose', () => upstream.pool.close());
  const relay = (request: Parameters<typeof forward>[0], reply: Parameters<typeof forward>[1]) => forward(request, reply, options, upstream);

  for (const contract of ASSOCIATION_CONTRACTS) {
    app.addSchema(contract.entity);
    registerContract(contract);
  }
  for (const operation of ASSOCIATION_OPERATIONS) registerOperation(operation);

  // Uploads are read here (token, ability and size checked before the association server sees a byte) and sent on.
  acceptFileBodies(app);

  function registerOperation(op: OperationContract) {
    const { bodyLimit, consumes, body: fileBody } = uploadRouteOptions(op);
    app.route({
      method: op.method,
      url: op.path,
      ...(bodyLimit && { bodyLimit }),
      // A public operation (document verification) answers without a token, here and on the reference server.
      config: op.public ? { public: true } : { ability: { action: op.action, subject: op.subject } },
      schema: {
        operationId: op.operationId,
        tags: [op.tag],
        summary: op.summary,
        description: op.description,
        ...(op.params && { params: op.params }),
        ...(op.querystring && { querystring: op.querystring }),
        ...(op.body && { body: op.body }),
        ...(fileBody && { body: fileBody, consumes }),
        ...(op.produces && { produces: op.produces }),
        response: { ...op.response, ...UPSTREAM_ERRORS },
      },
      handler: relay,
    });
  }

  function registerContract(c: ResourceContract) {
    const base = resourcePath(c);
    const IdParams = idParamsOf(c);
    const entity = Type.Ref((c.entity as { $id?: string }).$id ?? c.singular);
    const tags = [c.tag];
    const read = { ability: { action: 'read' as const, subject: c.subject } };
    const searchable = `q searches ${c.searchable.join(', ')}.`;

    app.get(base, {
      config: read,
      schema: {
        operationId: `list${c.plural}`,
        tags,
        summary: `List ${c.plural.toLowerCase()}`,
        description: `${c.description} Paged list: ${searchable} Sorts: ${c.sorts.join(', ')} (default ${c.defaultSort}).`,
        querystring: listQuerySchema(c.filters, c.sorts, c.defaultSort),
        response: { 200: listResponseSchema(entity, `${c.plural}Page`), ...UPSTREAM_ERRORS },
      },
    }, relay);

    app.get(`${base}/export.csv`, {
      config: read,
      schema: {
        operationId: `export${c.plural}`,
        tags,
        summary: `Export ${c.plural.toLowerCase()} as CSV`,
        description: `Every ${c.singular.toLowerCase()} matching the same q, filters and sort as the list (all pages), as CSV.`,
        querystring: worded(exportQuerySchema(c.filters, c.sorts, c.defaultSort)),
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'CSV with a header row.' }), ...UPSTREAM_ERRORS },
      },
    }, relay);

    app.get(`${base}/:id`, {
      config: read,
      schema: {
        operationId: `get${c.singular}`,
        tags,
        summary: `Get one ${c.singular.toLowerCase()}`,
        description: `The ${c.singular.toLowerCase()} with this id; 404 when there is none.`,
        params: IdParams,
        response: { 200: entity, ...errorResponses(404), ...UPSTREAM_ERRORS },
      },
    }, relay);

    app.get(`${base}/:id/audit`, {
      config: read,
      schema: {
        operationId: `get${c.singular}Audit`,
        tags,
        summary: `Audit trail of one ${c.singular.toLowerCase()}`,
        description: 'Every change to the record, newest first: who, when and what changed.',
        params: IdParams,
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('AssocAuditRecord')) }), ...errorResponses(404), ...UPSTREAM_ERRORS },
      },
    }, relay);

    if (c.create) {
      app.post(base, {
        config: { ability: { action: 'create', subject: c.subject } },
        schema: {
          operationId: `create${c.singular}`,
          tags,
          summary: `Create a ${c.singular.toLowerCase()}`,
          description: `Creates a ${c.singular.toLowerCase()}; 409 when it clashes with an existing record.`,
          body: c.create,
          response: { 201: entity, ...errorResponses(409), ...UPSTREAM_ERRORS },
        },
      }, relay);
    }
    if (c.update) {
      app.patch(`${base}/:id`, {
        config: { ability: { action: 'update', subject: c.subject } },
        schema: {
          operationId: `update${c.singular}`,
          tags,
          summary: `Update a ${c.singular.toLowerCase()}`,
          description: 'Changes the given fields only; the change is recorded in the audit trail.',
          params: IdParams,
          body: c.update,
          response: { 200: entity, ...errorResponses(404, 409), ...UPSTREAM_ERRORS },
        },
      }, relay);
    }
    if (c.remove) {
      app.delete(`${base}/:id`, {
        config: { ability: { action: 'delete', subject: c.subject } },
        schema: {
          operationId: `delete${c.singular}`,
          tags,
          summary: `Delete a ${c.singular.toLowerCase()}`,
          description: 'Deletes the record; 409 while other records still refer to it.',
          params: IdParams,
          response: { 204: Type.Null({ description: 'Deleted.' }), ...errorResponses(404, 409), ...UPSTREAM_ERRORS },
        },
      }, relay);
    }
  }
};

export default associationRoutes;

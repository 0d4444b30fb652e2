import type { FastifyInstance } from 'fastify';
import type { OperationContract } from '../contract/association/operation.js';
import { ASSOCIATION_OPERATIONS } from '../contract/association/index.js';
import { BinaryBody } from './schema-compilers.js';

/** Every media type an upload operation of the contract accepts. */
const FILE_MEDIA_TYPES = [...new Set(ASSOCIATION_OPERATIONS.flatMap((op) => op.upload?.consumes ?? []))];

/**
 * Reads the bodies of uploads whole, as bytes (up to the route's bodyLimit: 413 beyond, before more is read). Only
 * routes that declare an upload take them: any other route answers 415 for these media types as before.
 */
export function acceptFileBodies(app: FastifyInstance) {
  app.addContentTypeParser(FILE_MEDIA_TYPES, { parseAs: 'buffer' }, (request, body, done) => {
    if (request.routeOptions.schema?.consumes === undefined) {
      done(Object.assign(new Error(`Unsupported Media Type: ${request.headers['content-type'] ?? ''}`), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined);
      return;
    }
    done(null, body);
  });
}

/** The route options of an upload operation: its media types, the file as the body, and the body limit. */
export function uploadRouteOptions(op: OperationContract) {
  if (!op.upload) return {};
  return {
    bodyLimit: op.upload.maxBytes,
    consumes: op.upload.consumes,
    body: BinaryBody(op.upload.description),
  };
}

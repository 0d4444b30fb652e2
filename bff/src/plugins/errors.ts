import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import { HttpError } from '../lib/http-error.js';
import type { ErrorBody, ErrorDetail } from '../schemas/common.js';

interface AjvLikeError {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

function fieldOf(error: AjvLikeError): string {
  const base = (error.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const extra =
    (error.params?.missingProperty as string | undefined) ?? (error.params?.additionalProperty as string | undefined);
  if (extra !== undefined) return base === '' ? extra : `${base}.${extra}`;
  return base === '' ? '(root)' : base;
}

function messageOf(error: AjvLikeError): string {
  if (error.keyword === 'additionalProperties') return `is not allowed`;
  if (error.keyword === 'required') return 'is required';
  return error.message ?? 'is invalid';
}

export function validationDetails(validation: AjvLikeError[], where: string): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const err of validation) {
    // anyOf/oneOf produce one error per branch plus a summary; keep the first per field.
    const detail = { field: fieldOf(err), in: where, message: messageOf(err) };
    const key = `${detail.field}|${detail.in}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push(detail);
  }
  return details;
}

export function errorBody(statusCode: number, message: string, details?: ErrorDetail[]): ErrorBody {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (details !== undefined && details.length > 0) body.details = details;
  return body;
}

/** One error handler and one not-found handler: every error the BFF makes has the same body. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if ('validation' in error && Array.isArray(error.validation)) {
        const where = (error as FastifyError).validationContext ?? 'body';
        const details = validationDetails(error.validation as AjvLikeError[], where);
        const summary = details.map((d) => `${d.in}.${d.field} ${d.message}`).join('; ');
        return reply.code(400).send(errorBody(400, summary, details));
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send(errorBody(status, 'Something went wrong on our side. The error was logged.'));
      }
      const details = error instanceof HttpError ? error.details : undefined;
      return reply.code(status).send(errorBody(status, error.message, details));
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
    });
  },
  { name: 'errors' },
);

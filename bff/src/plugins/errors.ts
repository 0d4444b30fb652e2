import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Ajv keywords with a coded message a client can render in its own language; others get `validation.invalid`. */
const CODED_KEYWORDS = new Set(['required', 'additionalProperties', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'format', 'pattern', 'enum', 'type', 'const', 'multipleOf', 'uniqueItems']);

/** The keyword's code and the values its text needs: the limit, the format, the allowed values. */
function codeOf(error: AjvLikeError): Pick<ErrorDetail, 'code' | 'params'> {
  const keyword = error.keyword ?? '';
  if (!CODED_KEYWORDS.has(keyword)) return { code: 'validation.invalid' };
  const params: Record<string, string | number> = {};
  const p = error.params ?? {};
  if (typeof p.limit === 'number') params.limit = p.limit;
  if (typeof p.format === 'string') params.format = p.format;
  if (typeof p.type === 'string') params.type = p.type;
  if (Array.isArray(p.allowedValues)) params.allowed = p.allowedValues.map(String).join(', ');
  if (p.allowedValue !== undefined) params.allowed = String(p.allowedValue);
  return Object.keys(params).length > 0 ? { code: `validation.${keyword}`, params } : { code: `validation.${keyword}` };
}

/** At most this many details per answer: a huge invalid body gets a short answer, never one detail per item. */
export const MAX_ERROR_DETAILS = 10;

export function validationDetails(validation: AjvLikeError[], where: string): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const err of validation) {
    if (details.length === MAX_ERROR_DETAILS) break;
    // anyOf/oneOf produce one error per branch plus a summary; keep the first per field.
    const detail: ErrorDetail = { field: fieldOf(err), in: where, message: messageOf(err), ...codeOf(err) };
    const key = `${detail.field}|${detail.in}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push(detail);
  }
  return details;
}

/** A message code and the values its text is filled with. */
export interface Coded {
  code: string;
  params?: Record<string, string | number>;
}

export function errorBody(statusCode: number, message: string, details?: ErrorDetail[], coded?: Coded): ErrorBody {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (coded) {
    body.code = coded.code;
    if (coded.params && Object.keys(coded.params).length > 0) body.params = coded.params;
  }
  if (details !== undefined && details.length > 0) body.details = details;
  return body;
}

/**
 * Sends an error body as plain JSON, past the route's response schema: a route whose contract describes its errors
 * differently (the login's { error: { email } }) can then never turn an error into a serialization failure.
 */
export function sendError(reply: FastifyReply, body: ErrorBody) {
  return reply.code(body.statusCode).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

/** The 400 for a schema validation error, with a bounded list of details. */
export function validationErrorBody(error: { validation: unknown[]; validationContext?: string }): ErrorBody {
  const details = validationDetails(error.validation as AjvLikeError[], error.validationContext ?? 'body');
  return errorBody(400, details.map((d) => `${d.in}.${d.field} ${d.message}`).join('; '), details, { code: 'validation.failed' });
}

const FRAMEWORK_ERROR_PATH = '/__framework-error';
const FRAMEWORK_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not validly percent-encoded',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
};

/**
 * Fastify's `frameworkErrors` (a URL it cannot decode such as `/assets/%c0%ae`, an overlong path parameter) are
 * met before any hook runs. The request is routed again to a hidden route that fails with the same 400, so it
 * crosses the same hooks (security headers, request id, metrics) and the one error handler as any other error.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.raw.url = `${FRAMEWORK_ERROR_PATH}?code=${encodeURIComponent(error.code)}`;
  request.server.routing(request.raw, reply.raw);
}

/** The hidden route framework errors are routed to; registered by each app that sets frameworkErrorHandler. */
export function registerFrameworkErrorRoute(app: FastifyInstance) {
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: FRAMEWORK_ERROR_PATH,
    schema: { hide: true },
    config: { public: true },
    handler: async (request) => {
      const { code } = request.query as { code?: string };
      throw new HttpError(400, FRAMEWORK_ERROR_MESSAGES[code ?? ''] ?? 'The request cannot be routed');
    },
  });
}

/**
 * Fastify's own refusals of a body, worded for people and coded: too large names the route's limit (an upload's is
 * megabytes), an unsupported media type names the type sent.
 */
export function bodyRefusal(error: { code?: string }, request: FastifyRequest): { message: string; coded: Coded } | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit ?? 0;
    // Two significant digits, so a JSON route's limit of 16 KiB is 0.016 MB, not 0 MB.
    const limitMb = Number((limit / (1024 * 1024)).toPrecision(2));
    const size = limit >= 1024 * 1024 ? `${limitMb} MB` : `${Number((limit / 1024).toPrecision(3))} KB`;
    return { message: `The request body is too large: at most ${size} (${limit} bytes) is accepted here`, coded: { code: 'http.413', params: { limitMb } } };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().slice(0, 100);
    return { message: `The body's media type ${type || '(none)'} is not accepted here`, coded: { code: 'http.415', params: { type: type || '-' } } };
  }
  return undefined;
}

/** One error handler and one not-found handler: every error the BFF makes has the same body. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if ('validation' in error && Array.isArray(error.validation)) return sendError(reply, validationErrorBody(error as FastifyError & { validation: unknown[] }));
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return sendError(reply, errorBody(status, 'Something went wrong on our side. The error was logged.'));
      }
      const refused = bodyRefusal(error as FastifyError, request);
      if (refused) return sendError(reply, errorBody(status, refused.message, undefined, refused.coded));
      const details = error instanceof HttpError ? error.details : undefined;
      return sendError(reply, errorBody(status, error.message, details));
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
    });
    registerFrameworkErrorRoute(app);
  },
  { name: 'errors' },
);

import { STATUS_CODES } from 'node:http';
import { errorResponse, ErrorSchema } from '../schemas/common.js';
import { withDocumentLimits } from '../schemas/limits.js';

interface Response {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string; type?: string; properties?: object } }>;
  headers?: Record<string, Header>;
}
interface Header {
  description: string;
  schema: Record<string, unknown>;
}
/** The parts of the OpenAPI document touched here. */
interface Document {
  paths?: Record<string, Record<string, { responses?: Record<string, Response | { $ref: string }> } | undefined>>;
  components?: { schemas?: Record<string, object>; responses?: Record<string, Response> };
}

const ERROR_SCHEMA_REF = '#/components/schemas/Error';

/** Headers the BFF sends with some of its error answers. */
const ERROR_HEADERS: Record<number, Record<string, Header>> = {
  401: {
    'WWW-Authenticate': {
      description: 'Always `Bearer`: the scheme the access token is expected in.',
      schema: { type: 'string', enum: ['Bearer'] },
    },
  },
  429: {
    'Retry-After': {
      description: 'Seconds until the next attempt can succeed.',
      schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 2_147_483_647 },
    },
  },
};

/** `Bad Request` -> `BadRequest`: the component name of a status's standard error response. */
const componentName = (code: number) => (STATUS_CODES[code] ?? `Status${code}`).replace(/[^A-Za-z0-9]/g, '');

const ERROR_PROPERTIES = Object.keys(ErrorSchema.properties).sort().join();

/** The error body by reference, or inline (the association contract inlines it: its server has no shared schemas). */
const isErrorBody = (schema: { $ref?: string; type?: string; properties?: object } | undefined) =>
  schema?.$ref === ERROR_SCHEMA_REF ||
  (schema?.type === 'object' && Object.keys(schema.properties ?? {}).sort().join() === ERROR_PROPERTIES);

/**
 * Whether a response is the standard error response of its status: its description and the error body, under
 * whatever media type the operation produces (errors are always JSON, so the shared response says JSON).
 */
function isStandardError(code: number, response: unknown): response is Response {
  const { description } = errorResponse(code) as { description?: string };
  const r = response as Response;
  const media = Object.values(r.content ?? {});
  return (
    r.description === description &&
    Object.keys(r).every((key) => key === 'description' || key === 'content') &&
    media.length > 0 &&
    media.every((m) => isErrorBody(m.schema))
  );
}

/**
 * Standard error responses become components referenced by every operation instead of a copy per operation:
 * one place to read (and to give headers such as Retry-After), and a much smaller document.
 */
export function shareErrorResponses<T extends object>(document: T): T {
  const doc = document as Document;
  const shared = new Map<number, Response>();
  for (const methods of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(methods)) {
      const responses = operation?.responses;
      if (!responses) continue;
      for (const [status, response] of Object.entries(responses)) {
        const code = Number(status);
        if (!isStandardError(code, response)) continue;
        if (!shared.has(code)) {
          shared.set(code, {
            description: response.description,
            ...(ERROR_HEADERS[code] && { headers: ERROR_HEADERS[code] }),
            content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
          });
        }
        responses[status] = { $ref: `#/components/responses/${componentName(code)}` };
      }
    }
  }
  const byStatus = [...shared].sort(([a], [b]) => a - b).map(([code, response]) => [componentName(code), response]);
  doc.components = { ...doc.components, responses: { ...doc.components?.responses, ...Object.fromEntries(byStatus) } };
  return document;
}

/**
 * Every schema in the document gets the default caps (see schemas/limits.ts): the route schemas already have them
 * from registration; this adds them to the shared components and the response entities nested in routes.
 */
export function withDocumentLimitsEverywhere<T extends object>(document: T): T {
  const doc = document as Document;
  const schemas = doc.components?.schemas;
  if (schemas) for (const [name, schema] of Object.entries(schemas)) schemas[name] = withDocumentLimits(schema);
  capSchemasUnder(doc.paths);
  return document;
}

/** Replaces every `schema` (parameters, request bodies, responses, headers) below node with its capped form. */
function capSchemasUnder(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'schema' && value !== null && typeof value === 'object') (node as Record<string, unknown>)[key] = withDocumentLimits(value);
    else capSchemasUnder(value);
  }
}

/** An OpenAPI document as far as the per-area split needs it. */
interface FullDocument {
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown> | undefined>;
  [key: string]: unknown;
}

/** `Online Courses` -> `online-courses`: the area's name in its document's address. */
export const areaSlug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Every `#/components/<kind>/<name>` reference in a value. */
function collectRefs(value: unknown, found: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#/components/')) found.add(item);
      else collectRefs(item, found);
    }
  }
}

/**
 * The document of one area (one tag): its operations and only the components they reach. Swagger UI resolves a whole
 * OpenAPI 3.1 document before it shows anything (its ApiDOM traversal took 15 s for the 370 operations on a quiet
 * machine), so /docs offers the contract an area at a time; the whole document stays at /openapi.json.
 */
export function areaDocument(full: FullDocument, tag: string): FullDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(full.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!(operation as { tags?: string[] }).tags?.includes(tag)) continue;
      (paths[path] ??= {})[method] = operation;
    }
  }
  // The components reached from those operations, followed through the components themselves.
  const reached = new Set<string>();
  const pending = new Set<string>();
  collectRefs(paths, pending);
  const components: Record<string, Record<string, unknown>> = {};
  while (pending.size > 0) {
    const ref = pending.values().next().value as string;
    pending.delete(ref);
    if (reached.has(ref)) continue;
    reached.add(ref);
    const [, , kind, ...rest] = ref.split('/');
    const name = rest.join('/').replace(/~1/g, '/').replace(/~0/g, '~');
    const component = full.components?.[kind!]?.[name];
    if (component === undefined) continue;
    (components[kind!] ??= {})[name] = component;
    const inner = new Set<string>();
    collectRefs(component, inner);
    for (const next of inner) if (!reached.has(next)) pending.add(next);
  }
  if (full.components?.securitySchemes) components.securitySchemes = full.components.securitySchemes;
  return { ...full, tags: (full.tags ?? []).filter((t) => t.name === tag), paths, components };
}

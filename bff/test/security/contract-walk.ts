import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../src/config.js';

/** The parts of an OpenAPI schema the security walks read. */
export interface SpecSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SpecSchema>;
  required?: string[];
  items?: SpecSchema;
  anyOf?: SpecSchema[];
  oneOf?: SpecSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  maxLength?: number;
  minLength?: number;
  examples?: unknown[];
  'x-dateRange'?: { from: string; to: string };
}

interface SpecOperation {
  operationId: string;
  security?: unknown[];
  parameters?: { in: string; name: string; schema: SpecSchema }[];
  requestBody?: { content?: Record<string, { schema: SpecSchema; example?: unknown; examples?: Record<string, { value?: unknown }> }> };
}

const spec = parse(readFileSync(path.join(REPO_ROOT, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, SpecOperation>>;
  components: { schemas: Record<string, SpecSchema> };
};

export interface Operation {
  method: string;
  /** The path with {params}. */
  path: string;
  operationId: string;
  secured: boolean;
  association: boolean;
  parameters: { in: string; name: string; schema: SpecSchema }[];
  body?: SpecSchema;
  /** The contract's example body, a valid one. */
  bodyExample?: unknown;
}

/** Every operation of the published contract (openapi.yaml), so new routes are walked without new test code. */
export const OPERATIONS: Operation[] = Object.entries(spec.paths).flatMap(([p, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path: p,
    operationId: op.operationId,
    secured: !(Array.isArray(op.security) && op.security.length === 0),
    association: p.startsWith('/api/association'),
    parameters: op.parameters ?? [],
    body: op.requestBody?.content?.['application/json']?.schema,
    // One example is published as `example`, several as `examples` (the first is as valid as any).
    bodyExample:
      op.requestBody?.content?.['application/json']?.example ?? Object.values(op.requestBody?.content?.['application/json']?.examples ?? {})[0]?.value,
  })),
);

export function resolve(schema: SpecSchema | undefined): SpecSchema {
  let s = schema ?? {};
  for (let i = 0; i < 10 && s.$ref; i++) s = spec.components.schemas[s.$ref.split('/').pop()!] ?? {};
  return s;
}

/** A path with every {param} set to `value`. */
export const fill = (p: string, value = '1') => p.replace(/\{[^}]+\}/g, value);

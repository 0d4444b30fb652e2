import type { FastifyInstance } from 'fastify';

interface SizedSchema {
  type?: string | string[];
  properties?: Record<string, SizedSchema>;
  additionalProperties?: boolean | SizedSchema;
  items?: SizedSchema;
  maxItems?: number;
  maxLength?: number;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SizedSchema[];
  oneOf?: SizedSchema[];
}

/** Bytes of a character at worst: a JSON escape \uXXXX. */
const CHAR_BYTES = 6;
const NUMBER_BYTES = 24;
const FORMAT_LENGTHS: Record<string, number> = { date: 10, 'date-time': 40, time: 30, uuid: 36 };

/**
 * The largest compact JSON text any valid instance of the schema can be, or undefined when the schema does not
 * bound it (a string without maxLength, an array without maxItems, free-form objects, references).
 */
export function maxJsonBytes(s: SizedSchema | undefined): number | undefined {
  if (s === undefined) return undefined;
  const values = s.enum ?? (s.const !== undefined ? [s.const] : undefined);
  if (values) return Math.max(...values.map((v) => JSON.stringify(v).length * CHAR_BYTES));
  const union = s.anyOf ?? s.oneOf;
  if (union) return sum(union.map(maxJsonBytes), (sizes) => Math.max(...sizes));
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  if (types.length !== 1) return types.length === 2 && types.includes('null') ? maxJsonBytes({ ...s, type: types.find((t) => t !== 'null') }) : undefined;
  switch (types[0]) {
    case 'null':
    case 'boolean':
      return 5;
    case 'integer':
    case 'number':
      return NUMBER_BYTES;
    case 'string': {
      const length = s.maxLength ?? FORMAT_LENGTHS[s.format ?? ''];
      return length === undefined ? undefined : length * CHAR_BYTES + 2;
    }
    case 'array': {
      const item = maxJsonBytes(s.items);
      return s.maxItems === undefined || item === undefined ? undefined : s.maxItems * (item + 1) + 2;
    }
    case 'object': {
      if (s.additionalProperties !== false || !s.properties) return undefined;
      const entries = Object.entries(s.properties).map(([key, value]) => {
        const size = maxJsonBytes(value);
        return size === undefined ? undefined : key.length * CHAR_BYTES + 4 + size;
      });
      return sum(entries, (sizes) => sizes.reduce((a, b) => a + b, 2));
    }
    default:
      return undefined;
  }
}

function sum(sizes: (number | undefined)[], combine: (sizes: number[]) => number): number | undefined {
  return sizes.some((size) => size === undefined) ? undefined : combine(sizes as number[]);
}

/** Room for whitespace and formatting a client may add around the compact text. */
const SLACK_FACTOR = 2;
const MIN_ROUTE_LIMIT = 16 * 1024;

/**
 * Gives every route whose body schema bounds its size a bodyLimit of its own (twice the largest valid body, at
 * least 16 KiB), below the app's global limit: an oversized body is refused with 413 as it arrives, before it is
 * read into memory and parsed.
 */
export function limitBodiesBySchema(app: FastifyInstance, globalLimit: number) {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return;
    const bound = maxJsonBytes(route.schema?.body as SizedSchema | undefined);
    if (bound === undefined) return;
    const limit = Math.max(MIN_ROUTE_LIMIT, bound * SLACK_FACTOR);
    if (limit < globalLimit) route.bodyLimit = limit;
  });
}

import type { Ajv, ErrorObject } from 'ajv';

/** The parts of a JSON schema the guard reads. */
export interface InputSchema {
  type?: string | string[];
  properties?: Record<string, InputSchema>;
  additionalProperties?: boolean | InputSchema;
  items?: InputSchema;
  maxItems?: number;
  anyOf?: InputSchema[];
  oneOf?: InputSchema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
}

const PLAIN_INTEGER = /^-?\d+$/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const problem = (instancePath: string, message: string): ErrorObject => ({
  instancePath,
  schemaPath: '#',
  keyword: 'input',
  params: {},
  message,
});

const pointer = (at: string, key: string | number) => `${at}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Text that is not text: a NUL character (PostgreSQL cannot store it) or a lone UTF-16 surrogate (no character). */
function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(value)) return 'must be well-formed text (it holds a lone UTF-16 surrogate)';
  return undefined;
}

const branches = (s: InputSchema) => s.anyOf ?? s.oneOf;
const types = (s: InputSchema) => (s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]);

/** Whether null is a valid value; a schema the guard cannot read ($ref, no type) is given the benefit of the doubt. */
function allowsNull(s: InputSchema): boolean {
  const union = branches(s);
  if (union) return union.some(allowsNull);
  if (s.$ref !== undefined) return true;
  if (s.enum) return s.enum.includes(null);
  if (s.const !== undefined) return s.const === null;
  const t = types(s);
  return t.length === 0 || t.includes('null');
}

/** The non-null branch of a union, when there is exactly one; the schema itself otherwise. */
function single(s: InputSchema): InputSchema | undefined {
  const union = branches(s);
  if (!union) return s;
  const rest = union.filter((b) => !(types(b).length === 1 && types(b)[0] === 'null'));
  return rest.length === 1 ? single(rest[0]!) : undefined;
}

/** No contract nests deeper than a handful of levels; a deeper body is refused before walking it overflows the stack. */
const MAX_DEPTH = 32;

/** For a field that holds a number: the pattern its text form (query, path) must have. */
function numberPattern(s: InputSchema): RegExp | undefined {
  const t = types(s);
  if (t.includes('string')) return undefined;
  if (t.includes('integer')) return PLAIN_INTEGER;
  if (t.includes('number')) return PLAIN_NUMBER;
  return undefined;
}

/**
 * The first problem Ajv would not see, or would hide by coercing: NUL and lone surrogates in any string or key, null
 * where the schema has no null (coercion would store 0, "" or false), and numbers written as anything but plain
 * decimals ("1e3", "0x10", " 7", "" would become 1000, 16, 7 and 0).
 */
export function inputProblem(schema: InputSchema | undefined, value: unknown, at = '', depth = 0): ErrorObject | undefined {
  const s = schema === undefined ? undefined : single(schema);
  if (depth > MAX_DEPTH) return problem(at, `must not be nested more than ${MAX_DEPTH} levels deep`);
  if (typeof value === 'string') {
    const text = textProblem(value);
    if (text) return problem(at, text);
    const pattern = s && numberPattern(s);
    if (pattern && !pattern.test(value)) {
      return problem(at, `must be a plain decimal ${pattern === PLAIN_INTEGER ? 'integer' : 'number'}`);
    }
    return undefined;
  }
  if (value === null) return schema && !allowsNull(schema) ? problem(at, 'must not be null') : undefined;
  if (typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    // Longer than allowed: Ajv refuses it at once, without this walk over every item.
    if (s?.maxItems !== undefined && value.length > s.maxItems) return undefined;
    for (let i = 0; i < value.length; i++) {
      const found = inputProblem(s?.items, value[i], pointer(at, i), depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyText = textProblem(key);
    if (keyText) return problem(at, `property names ${keyText}`);
    const extra = typeof s?.additionalProperties === 'object' ? s.additionalProperties : undefined;
    const found = inputProblem(s?.properties?.[key] ?? extra, item, pointer(at, key), depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Ajv's coercion turns "1e999" or "Infinity" into Infinity, which passes integer, minimum and maximum checks. */
export function nonFiniteProblem(value: unknown, at = '', depth = 0): ErrorObject | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : problem(at, 'must be a finite number');
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return problem(at, `must not be nested more than ${MAX_DEPTH} levels deep`);
  for (const [key, item] of Object.entries(value)) {
    const found = nonFiniteProblem(item, pointer(at, key), depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * `x-dateRange: { from, to }` on a date string: each end is a day (`1900-01-01`) or relative to today (`today`,
 * `today-5y`, `today+2y`). Today is read when a request is validated, leniently: the latest "today" on earth for
 * `to` (UTC+14) and the earliest for `from` (UTC-12), so a caller's local today is always inside.
 */
export interface DateRange {
  from: string;
  to: string;
}

const RELATIVE = /^today(?:([+-]\d+)y)?$/;

export function resolveDay(spec: string, end: 'from' | 'to', now = Date.now()): string {
  const match = RELATIVE.exec(spec);
  if (!match) return spec;
  const day = new Date(now + (end === 'to' ? 14 : -12) * 3_600_000);
  day.setUTCFullYear(day.getUTCFullYear() + Number(match[1] ?? 0));
  return day.toISOString().slice(0, 10);
}

export function addDateRangeKeyword(ajv: Ajv) {
  ajv.addKeyword({
    keyword: 'x-dateRange',
    type: 'string',
    schemaType: 'object',
    errors: true,
    validate: function inRange(range: DateRange, data: string) {
      const day = data.slice(0, 10);
      const from = resolveDay(range.from, 'from');
      const to = resolveDay(range.to, 'to');
      if (day >= from && day <= to) return true;
      const said = (spec: string, resolved: string) => (spec.startsWith('today') ? `${spec} (${resolved})` : spec);
      (inRange as unknown as { errors: Partial<ErrorObject>[] }).errors = [
        { keyword: 'x-dateRange', params: range, message: `must be a day from ${said(range.from, from)} to ${said(range.to, to)}` },
      ];
      return false;
    },
  });
}

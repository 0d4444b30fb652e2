import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';
import { startAssociation, type AssociationClient } from '../association/harness.js';

/**
 * Hostile input, generated from the contract: every guarded write operation in openapi.yaml gets bodies of the
 * wrong type, missing and extra fields, huge strings, unicode, negative and enormous numbers, path traversal and
 * injection strings, and hostile path parameters. Every case is invalid by construction, so every answer must be
 * a 4xx with the error body, and the association's data must be the same afterwards.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  examples?: unknown[];
  default?: unknown;
};

const spec = parse(readFileSync(path.join(REPO_ROOT, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; security?: unknown[]; requestBody?: { content?: Record<string, { schema: Schema }> }; parameters?: { in: string; name: string; schema: Schema }[] }>>;
  components: { schemas: Record<string, Schema> };
};

// The same validation settings as the BFF, to tell which generated bodies are (unexpectedly) valid.
const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, allErrors: false, strict: false });
(addFormats as unknown as (a: Ajv) => void)(ajv);
ajv.addSchema({ $id: 'spec', components: spec.components });
const compiled = new Map<Schema, ValidateFunction>();
function isValid(schema: Schema, value: unknown): boolean {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"spec#/components/')));
    compiled.set(schema, validate);
  }
  const copy = structuredClone(value);
  return validate(copy) && !JSON.stringify(copy, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? '__NONFINITE__' : v)).includes('__NONFINITE__');
}

function resolve(schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; i < 10 && s.$ref; i++) s = spec.components.schemas[s.$ref.split('/').pop()!] ?? {};
  return s;
}
const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);
/** A constrained string: format, pattern or enum reject arbitrary text. */
const constrained = (s: Schema) => s.enum !== undefined || s.const !== undefined || s.pattern !== undefined || s.format !== undefined;

const HOSTILE_STRINGS = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  "' OR '1'='1' --",
  "1; DROP TABLE members; --",
  '{"$ne": null}',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'drg. Ayu \u202e\u0000\uFEFF 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🦷 ١٢٣ 中文',
  '\uD800',
];

/** Values that are never valid for a field of this schema (the validator coerces scalars, so objects are used). */
function wrongValues(s: Schema): unknown[] {
  const type = typeOf(s);
  const values: unknown[] = [{ $ne: null }, [{ nested: ['deep'] }]];
  if (type === 'string') {
    if (s.maxLength !== undefined) values.push('A'.repeat(s.maxLength + 1), '\u{1F9B7}'.repeat(s.maxLength + 1));
    if (constrained(s)) values.push(...HOSTILE_STRINGS);
    if ((s.minLength ?? 0) > 0) values.push('');
  }
  if (type === 'integer' || type === 'number') {
    values.push('not-a-number', 'NaN', '1e999');
    if (s.minimum !== undefined) values.push(s.minimum - 1, -9_007_199_254_740_993);
    if (s.maximum !== undefined) values.push(s.maximum + 1, 9_007_199_254_740_993);
    if (type === 'integer') values.push(1.5);
  }
  if (type === 'boolean') values.push('maybe', 2);
  return values;
}

/** A plausible body: examples where the contract has them, otherwise a value per required field. */
function sample(s: Schema): unknown {
  s = resolve(s);
  if (s.examples?.length) return structuredClone(s.examples[0]);
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf ?? s.oneOf) return sample((s.anyOf ?? s.oneOf)![0]!);
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties?.[k] ?? {})]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

interface Case {
  label: string;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

function casesFor(method: string, p: string, body: Schema | undefined): Case[] {
  const cases: Case[] = [];
  const url = p.replace(/\{[^}]+\}/g, '1');
  let keys: string[] = [];
  const send = (label: string, value: unknown, at = url, mutated?: string) => {
    const breakerKey = keys.find((k) => k !== mutated);
    // Text that the contract accepts (free text, or a pattern it happens to match) goes in next to one field that
    // is certainly wrong: it crosses the same parsing and validation without the request becoming valid.
    if (at === url && body && isValid(body, value) && value && typeof value === 'object') {
      // With no other field to break, an unknown field makes it invalid (bodies refuse additional properties).
      value = breakerKey ? { ...(value as object), [breakerKey]: { $ne: null } } : { ...(value as object), unknownField: 1 };
      label += ` +${breakerKey ?? 'unknownField'} wrong`;
      if (isValid(body, value)) return;
    }
    cases.push({ label, method, url: at, payload: JSON.stringify(value), contentType: 'application/json' });
  };
  // Hostile path parameters (with a plausible body).
  if (p.includes('{')) {
    const base = body ? sample(body) : undefined;
    for (const value of ['..%2F..%2Fetc%2Fpasswd', '1%20OR%201%3D1', '-1', '0', '99999999999999999999999', '1e999', 'Infinity', '%00', '%D9%A1', "1'%3B--", 'NaN']) {
      const at = p.replace(/\{[^}]+\}/g, value);
      if (base === undefined) cases.push({ label: `path ${value}`, method, url: at });
      else send(`path ${value}`, base, at);
    }
  }
  if (!body) return cases;
  const s = resolve(body);
  // The body itself is wrong.
  for (const value of [null, [], 'a string', 42, true]) send(`body ${JSON.stringify(value)}`, value);
  cases.push({ label: 'malformed JSON', method, url, payload: '{"a": ', contentType: 'application/json' });
  cases.push({ label: 'text/plain body', method, url, payload: 'hello', contentType: 'text/plain' });
  cases.push({ label: 'deeply nested JSON', method, url, payload: '['.repeat(5000) + ']'.repeat(5000), contentType: 'application/json' });
  if (typeOf(s) !== 'object' || !s.properties) return cases;
  const base = sample(s) as Record<string, unknown>;
  keys = Object.keys(s.properties);
  // Missing fields.
  for (const key of s.required ?? []) {
    const { [key]: _omit, ...rest } = base;
    send(`missing ${key}`, rest);
  }
  // Extra fields, prototype pollution among them.
  if (s.additionalProperties === false) {
    send('extra field', { ...base, isAdmin: true });
    cases.push({ label: '__proto__', method, url, payload: `{"__proto__": {"polluted": true}, ${JSON.stringify(base).slice(1)}`.replace(/, }$/, '}'), contentType: 'application/json' });
    send('constructor.prototype', { ...base, constructor: { prototype: { polluted: true } } });
  }
  const props = Object.entries(s.properties).map(([k, v]) => [k, resolve(v)] as const);
  for (const [key, prop] of props) {
    for (const value of wrongValues(prop)) send(`${key}=${JSON.stringify(value).slice(0, 40)}`, { ...base, [key]: value }, url, key);
  }
  for (const [key, prop] of props.filter(([, prop]) => typeOf(prop) === 'string' && !constrained(prop))) {
    for (const value of HOSTILE_STRINGS) send(`${key}=${value.slice(0, 20)}`, { ...base, [key]: value }, url, key);
  }
  return cases;
}

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const OPERATIONS = Object.entries(spec.paths).flatMap(([p, methods]) =>
  Object.entries(methods)
    .filter(([m, op]) => WRITE_METHODS.has(m) && !(Array.isArray(op.security) && op.security.length === 0))
    .map(([m, op]) => ({ method: m.toUpperCase(), path: p, operationId: op.operationId, body: op.requestBody?.content?.['application/json']?.schema })),
);
const LIST_PATHS = Object.entries(spec.paths)
  .filter(([p, methods]) => p.startsWith('/api/association/') && !p.includes('{') && !p.endsWith('.csv') && methods.get?.parameters?.some((x) => x.name === 'perPage'))
  .map(([p]) => p);

describe('hostile input fuzz, generated from the contract', () => {
  let assoc: AssociationClient;
  beforeAll(async () => {
    assoc = await startAssociation('embedded');
  }, 60_000);
  afterAll(() => assoc?.close());

  /** What the association holds: every list's total and its first page of ids, and record 1 of each. */
  async function snapshot() {
    const state: Record<string, unknown> = {};
    for (const p of LIST_PATHS) {
      const res = await assoc.get(`${p}?perPage=100`);
      if (res.statusCode !== 200) continue;
      const page = res.json() as { total: number; data: { id?: number; updatedAt?: string }[] };
      state[p] = { total: page.total, rows: page.data.map((row) => JSON.stringify(row)) };
    }
    return state;
  }

  it('every answer is a 4xx with the error body, and nothing changed', async () => {
    const before = await snapshot();
    expect(Object.keys(before).length).toBeGreaterThan(10);
    const started = Date.now();
    let tried = 0;
    const wrong: string[] = [];
    const seenStatuses = new Map<number, number>();
    for (const op of OPERATIONS) {
      for (const c of casesFor(op.method, op.path, op.body)) {
        tried++;
        const res = await assoc.request({
          method: c.method as 'POST',
          url: c.url,
          payload: c.payload,
          headers: c.contentType ? { 'content-type': c.contentType } : {},
        });
        seenStatuses.set(res.statusCode, (seenStatuses.get(res.statusCode) ?? 0) + 1);
        let body: { statusCode?: unknown; error?: unknown; message?: unknown } = {};
        try {
          body = res.json();
        } catch {
          /* checked below */
        }
        const ok =
          res.statusCode >= 400 && res.statusCode < 500 && body.statusCode === res.statusCode && typeof body.error === 'string' && typeof body.message === 'string';
        if (!ok) wrong.push(`${op.operationId} [${c.label}] ${c.method} ${c.url} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz: ${tried} requests over ${OPERATIONS.length} write operations in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries(seenStatuses))}`,
    );
    expect(wrong.slice(0, 40)).toEqual([]);
    expect(tried).toBeGreaterThan(1000);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('hostile text the contract accepts reaches the database as data: stored verbatim or refused with a 4xx, never 5xx', async () => {
    let tried = 0;
    const wrong: string[] = [];
    for (const op of OPERATIONS.filter((o) => o.method === 'PATCH' && o.path.endsWith('/{id}') && o.body)) {
      const s = resolve(op.body);
      const url = op.path.replace('{id}', '1');
      if ((await assoc.get(url)).statusCode !== 200) continue;
      for (const [key, prop] of Object.entries(s.properties ?? {}).map(([k, v]) => [k, resolve(v)] as const)) {
        if (typeOf(prop) !== 'string' || constrained(prop)) continue;
        for (const value of HOSTILE_STRINGS) {
          if (prop.maxLength !== undefined && value.length > prop.maxLength) continue;
          if (!isValid(op.body!, { [key]: value })) continue;
          tried++;
          const res = await assoc.patch(url, { [key]: value });
          if (res.statusCode === 200) {
            const stored = (res.json() as Record<string, unknown>)[key];
            // A lone surrogate cannot be encoded as UTF-8; it is stored as U+FFFD.
            const expected = value === '\uD800' ? '\uFFFD' : value;
            if (stored !== undefined && stored !== expected) wrong.push(`${op.operationId}.${key}: stored ${JSON.stringify(stored)}`);
          } else if (res.statusCode < 400 || res.statusCode >= 500 || (res.json() as { statusCode?: number }).statusCode !== res.statusCode) {
            // 400 for what the database cannot store, 409 for a record whose state no longer allows changes.
            wrong.push(`${op.operationId}.${key}=${JSON.stringify(value).slice(0, 30)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    console.info(`fuzz: ${tried} hostile-but-valid text updates`);
    expect(tried).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  }, 60_000);
});

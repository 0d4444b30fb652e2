import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startAssociation, type AssociationClient } from '../association/harness.js';
import { bearer } from '../helpers.js';
import { OPERATIONS, fill, resolve, type Operation, type SpecSchema } from './contract-walk.js';

/**
 * Findings 5 and 6 of issue 15, generated from the contract over every write operation (new routes are covered
 * without new code): text that is not text, invisible names, implausible days, null where null is not allowed and
 * numbers that are not plain decimals are refused with 400 naming the field, on the BFF and the association server.
 */
const types = (s: SpecSchema) => (s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]);
/** Untyped fields (a setting's value) are the handler's to judge. */
const nullable = (s: SpecSchema) => (types(s).length === 0 && !s.anyOf && !s.oneOf && !s.enum) || types(s).includes('null') || (s.anyOf ?? s.oneOf ?? []).some((b) => types(resolve(b)).includes('null'));
const single = (s: SpecSchema) => {
  const union = (s.anyOf ?? s.oneOf)?.map(resolve).filter((b) => !types(b).includes('null'));
  return union ? (union.length === 1 ? union[0]! : undefined) : s;
};

const AJV_JUDGED = new Set(['only invisible characters', 'year 1', 'year 9999']);

interface Case {
  op: Operation;
  field: string;
  value: unknown;
  label: string;
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const op of OPERATIONS.filter((o) => o.secured && o.body && o.method !== 'GET')) {
    const body = resolve(op.body);
    for (const [field, raw] of Object.entries(body.properties ?? {})) {
      const prop = resolve(raw);
      const s = single(prop);
      const push = (label: string, value: unknown) => out.push({ op, field, value, label });
      if (!nullable(prop)) push('null', null);
      if (!s) continue;
      if (types(s).includes('string') && !s.enum && s.const === undefined) {
        push('NUL', 'drg. A\u0000yu');
        push('lone surrogate', 'drg. \uD800Ayu');
        if (s.pattern?.includes('\\p{L}')) push('only invisible characters', '\u200B\u200C\u200D\u2060\uFEFF');
        if (s['x-dateRange']) {
          push('year 1', '0001-01-01');
          push('year 9999', '9999-12-31');
        }
      }
      if (types(s).includes('integer') && !types(s).includes('string')) push('1e3 as text', '1e3');
    }
  }
  return out;
}

describe('hostile values on every write operation', () => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(BACKENDS[0]!);
  }, 120_000);
  afterAll(() => c?.close());

  it('each class is refused with 400 naming the field, through the BFF and straight at the association server', async () => {
    const all = cases();
    const labels = new Set(all.map((k) => k.label));
    expect([...labels].sort()).toEqual(['1e3 as text', 'NUL', 'lone surrogate', 'null', 'only invisible characters', 'year 1', 'year 9999']);
    expect(all.length).toBeGreaterThan(800);
    const wrong: string[] = [];
    for (const k of all) {
      const targets = k.op.association ? [c.bff, c.upstream] : [c.bff];
      for (const server of targets) {
        const res = await server.inject({
          method: k.op.method as 'POST',
          url: fill(k.op.path),
          headers: { ...bearer(c.adminToken), 'content-type': 'application/json' },
          // Classes Ajv judges (pattern, x-dateRange) go into the contract's example, so nothing else is wrong first.
          payload: JSON.stringify({ ...(AJV_JUDGED.has(k.label) ? (k.op.bodyExample as object) : {}), [k.field]: k.value }),
        });
        const details = res.statusCode === 400 ? ((res.json() as { details?: { field: string }[] }).details ?? []) : [];
        if (!details.some((d) => d.field === k.field)) {
          wrong.push(`${k.op.operationId} ${k.field} [${k.label}] ${server === c.bff ? 'bff' : 'direct'} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong.slice(0, 30)).toEqual([]);
  }, 300_000);

  it('path ids and page numbers are plain decimal integers', async () => {
    const demoList = OPERATIONS.find((op) => !op.association && op.method === 'GET' && op.parameters.some((p) => p.name === 'page'))!;
    for (const url of ['/api/association/divisions/1e3', '/api/association/divisions/0x10', '/api/association/divisions/%201', '/api/association/members?page=0x10', '/api/association/members?page=1e1', `${demoList.path}?page=0x10`]) {
      for (const server of url.startsWith('/api/association') ? [c.bff, c.upstream] : [c.bff]) {
        const res = await server.inject({ url, headers: bearer(c.adminToken) });
        expect(res.statusCode, `${url}`).toBe(400);
      }
    }
    const del = await c.upstream.inject({ method: 'DELETE', url: '/api/association/divisions/1e3', headers: bearer(c.adminToken) });
    expect(del.statusCode).toBe(400);
  });

  it('a NUL or lone surrogate in q is refused on every list and CSV export before it reaches the database', async () => {
    const lists = OPERATIONS.filter((op) => op.method === 'GET' && op.secured && op.parameters.some((p) => p.in === 'query' && p.name === 'q'));
    expect(lists.filter((op) => op.path.endsWith('.csv')).length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const op of lists) {
      for (const q of ['%00', 'drg%00', '%ED%A0%80']) {
        const res = await c.bff.inject({ url: `${fill(op.path)}?q=${q}`, headers: bearer(c.adminToken) });
        if (res.statusCode !== 400 && !(q === '%ED%A0%80' && res.statusCode === 200)) wrong.push(`${op.path}?q=${q} -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('graceDays: null keeps the default instead of becoming 0', async () => {
    const op = OPERATIONS.find((o) => o.body && resolve(o.body).properties?.graceDays !== undefined);
    expect(op).toBeDefined();
    const res = await c.request({ method: op!.method as 'POST', url: fill(op!.path), payload: { graceDays: null } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ field: 'graceDays', message: 'must not be null' }] });
  });
});

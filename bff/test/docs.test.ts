import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makeApp } from './helpers.js';

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
  requestBody?: unknown;
  parameters?: unknown[];
}
type Doc = { paths: Record<string, Record<string, Operation>>; tags: { name: string }[] };

let app: FastifyInstance;
let doc: Doc;
beforeAll(async () => {
  app = await makeApp();
  doc = (await app.inject({ url: '/openapi.json' })).json() as Doc;
});
afterAll(async () => {
  await app.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );

describe('API docs', () => {
  it('serves Swagger UI at /docs', async () => {
    const res = await app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });

  it('offers the contract an area at a time, each area whole and with every component it refers to', async () => {
    const init = await app.inject({ url: '/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    const urls = [...init.body.matchAll(/"url":"(\/openapi[^"]+)","name":"([^"]+)"/g)].map((m) => ({ url: m[1]!, name: m[2]! }));
    // Every tag once, signing in first, the whole contract last.
    expect(urls.map((u) => u.name).slice(0, -1)).toEqual(doc.tags.map((t) => t.name));
    expect(urls[0]!.name).toBe('Auth');
    expect(urls.at(-1)!.url).toBe('/openapi.json');
    expect(init.body).toContain('"urls.primaryName":"Auth"');

    const seen = new Set<string>();
    for (const { url, name } of urls.slice(0, -1)) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const area = res.json() as Doc & { components: Record<string, Record<string, unknown>> };
      expect(area.tags.map((t) => t.name)).toEqual([name]);
      for (const [path, methods] of Object.entries(area.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          expect(op.tags, `${method} ${path}`).toEqual([name]);
          expect(op).toEqual(doc.paths[path]![method]);
          seen.add(`${method} ${path}`);
        }
      }
      // Every reference resolves inside the area's own document.
      for (const ref of JSON.stringify(area).matchAll(/"\$ref":"#\/components\/(\w+)\/([^"]+)"/g)) {
        expect(area.components[ref[1]!]?.[ref[2]!], `${url} ${ref[0]}`).toBeDefined();
      }
      expect(area.components.securitySchemes).toBeDefined();
    }
    expect(seen.size).toBe(operations().length);
    const unknown = await app.inject({ url: '/openapi/areas/..%2Fopenapi.json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/No API area/);
  });

  it('serves the same contract as JSON and YAML', async () => {
    const yaml = await app.inject({ url: '/openapi.yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toMatch(/yaml/);
    expect(parse(yaml.body)).toEqual(doc);
  });

  it('lists every route the app serves', async () => {
    const listed = new Set(operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`));
    for (const route of ['POST /jwt/login', 'POST /jwt/register', 'POST /jwt/refresh-token', 'GET /health/ready']) {
      expect(listed).toContain(route);
    }
  });

  it('gives every operation an operationId, one known tag, a summary, a description and its statuses', () => {
    const tags = new Set(doc.tags.map((t) => t.name));
    const ids = new Set<string>();
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(op.operationId!), `${where} duplicate operationId`).toBe(false);
      ids.add(op.operationId!);
      expect(op.tags, where).toHaveLength(1);
      expect(tags.has(op.tags![0]!), where).toBe(true);
      expect(op.summary, where).toBeTruthy();
      expect(op.description, where).toBeTruthy();
      expect(Object.keys(op.responses ?? {}), where).toContain('500');
      if (op.requestBody || (op.parameters ?? []).length > 0) expect(Object.keys(op.responses!), where).toContain('400');
    }
  });

  it('documents the bearer scheme on every data route, with its 401 and 403', () => {
    const data = operations().filter(({ op }) => (op.security ?? []).length > 0);
    expect(data.length).toBeGreaterThan(0);
    for (const { path, method, op } of data) {
      expect(op.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(op.responses!), `${method} ${path}`).toEqual(expect.arrayContaining(['401', '403']));
    }
  });
});

describe('examples in the docs', () => {
  it('give every request body an example, and every parameter an example, a default or its allowed values', () => {
    const missing: string[] = [];
    for (const { op } of operations()) {
      const body = (op.requestBody as { content?: Record<string, { schema?: Record<string, unknown>; example?: unknown; examples?: unknown }> } | undefined)?.content?.['application/json'];
      if (body && body.example === undefined && !body.examples && !body.schema?.examples && body.schema?.example === undefined) missing.push(`${op.operationId} body`);
      for (const p of (op.parameters ?? []) as { name: string; example?: unknown; examples?: unknown; schema?: Record<string, unknown> }[]) {
        const s = p.schema ?? {};
        if (p.example === undefined && !p.examples && !s.examples && s.default === undefined && !s.enum) missing.push(`${op.operationId} ${p.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

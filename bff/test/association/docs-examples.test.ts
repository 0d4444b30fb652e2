import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/association/access/demo-accounts.js';
import { bearer, login } from '../helpers.js';
import { startAssociation, type AssociationClient } from './harness.js';

/**
 * "Try it out" in /docs sends the documented examples as they are: a read whose example names no record answers
 * 404 and teaches the API consumer nothing (issue 18). Every read with a path parameter, filled with the examples
 * alone, must find something in the seeded data: the association's as its national board, the member portal's as
 * the demo member, the demo workspace's as the admin.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
  schema?: { example?: unknown; examples?: unknown[]; default?: unknown; enum?: unknown[] };
}
interface Operation {
  parameters?: Parameter[];
}

function exampleOf(p: Parameter): unknown {
  if (p.example !== undefined) return p.example;
  const named = p.examples && Object.values(p.examples)[0];
  if (named) return named.value;
  const s = p.schema ?? {};
  return s.example ?? s.examples?.[0] ?? s.default ?? s.enum?.[0];
}

describe('"Try it out" examples in the docs', () => {
  let c: AssociationClient;
  const tokens = { staff: '', member: '' };

  beforeAll(async () => {
    c = await startAssociation('embedded');
    tokens.staff = (await login(c.bff, { email: 'nasional@demo.com', password: DEMO_PASSWORD })).accessToken;
    tokens.member = (await login(c.bff, { email: 'anggota@demo.com', password: DEMO_PASSWORD })).accessToken;
  }, 180_000);
  afterAll(async () => {
    await c?.close();
  });

  it('find a record with the example of every path parameter of every read', async () => {
    const doc = (await c.bff.inject({ url: '/openapi.json' })).json() as {
      paths: Record<string, { parameters?: Parameter[]; get?: Operation }>;
    };
    const misses: string[] = [];
    let tried = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!item.get) continue;
      const params = [...(item.parameters ?? []), ...(item.get.parameters ?? [])];
      const inPath = params.filter((p) => p.in === 'path');
      if (inPath.length === 0) continue;
      let url = path;
      for (const p of inPath) url = url.replace(`{${p.name}}`, encodeURIComponent(String(exampleOf(p))));
      const query = params
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => `${p.name}=${encodeURIComponent(String(exampleOf(p)))}`)
        .join('&');
      const token = path.startsWith('/api/association/portal/')
        ? tokens.member
        : path.startsWith('/api/association')
          ? tokens.staff
          : c.adminToken;
      // A verification code is signed with the deployment's own secret, and an information image's address is a
      // random key made at its upload: no printed example can name one, and the 404 is the honest answer.
      if (path.includes('/verify/') || path.includes('/information-images/')) continue;
      const res = await c.bff.inject({ url: query ? `${url}?${query}` : url, headers: bearer(token) });
      tried += 1;
      if (res.statusCode === 200) continue;
      // The test database is seeded with fewer members than the product (bff/test/support/databases.ts) and holds no
      // uploads: a kind of record the collection holds none of cannot be found by any id (`/mails/1/files/1` when
      // letter 1 has no scans), and is left to the product's data.
      let list = path.slice(0, path.lastIndexOf('/{'));
      for (const p of inPath) list = list.replace(`{${p.name}}`, encodeURIComponent(String(exampleOf(p))));
      if (res.statusCode === 404) {
        const listed = await c.bff.inject({ url: `${list}?perPage=1`, headers: bearer(token) });
        const body = listed.json<{ total?: number; data?: unknown[] }>();
        if (listed.statusCode === 200 && (body.total === 0 || body.data?.length === 0)) continue;
      }
      misses.push(`GET ${url} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(tried).toBeGreaterThan(50);
    expect(misses).toEqual([]);
  });
});

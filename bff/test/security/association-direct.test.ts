import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startAssociation, type AssociationClient } from '../association/harness.js';
import { bearer } from '../helpers.js';
import { OPERATIONS, fill } from './contract-walk.js';

/**
 * Finding 2 of issue 15: the association server decides on the route it matched, not on the raw URL, so every
 * spelling of every association path needs a valid token; the audit's author comes from the token only.
 */
const percent = (ch: string) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** Spellings Fastify routes to the same handler as the plain path. */
function spellings(p: string): string[] {
  const [, first, ...rest] = p.split('/');
  const tail = rest.join('/');
  return [
    p,
    `/${percent(first![0]!)}${first!.slice(1)}/${tail}`,
    `/${first}/${percent(tail[0]!)}${tail.slice(1)}`,
    `/${first}/${percent(tail[0]!).toUpperCase()}${tail.slice(1)}`,
    `/${[...first!].map(percent).join('')}/${tail}`,
    `${p}?x=1`,
    `${p}/`,
    `//${first}/${tail}`,
  ];
}

describe('the association server authenticates every spelling of every route', () => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(BACKENDS[0]!);
  }, 120_000);
  afterAll(() => c?.close());

  it('answers 401 without a token to every association operation, however the path is encoded', async () => {
    // The public verification of a printed card answers without a token (bff/test/association/portal.test.ts).
    const ops = OPERATIONS.filter((op) => op.association && op.secured);
    expect(ops.length).toBeGreaterThan(200);
    let tried = 0;
    const wrong: string[] = [];
    for (const op of ops) {
      for (const url of spellings(fill(op.path))) {
        tried++;
        const res = await c.upstream.inject({ method: op.method as 'GET', url, payload: op.body ? {} : undefined });
        if (res.statusCode !== 401) wrong.push(`${op.method} ${url} -> ${res.statusCode}`);
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(tried).toBeGreaterThan(1600);
  }, 120_000);

  it('a forged token and a token of another secret are refused on an encoded path too', async () => {
    for (const authorization of ['Bearer not-a-jwt', `Bearer ${c.adminToken.slice(0, -4)}AAAA`]) {
      const res = await c.upstream.inject({ url: '/%61pi/association/members', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('with a valid token the encoded spelling reaches the same route', async () => {
    const res = await c.upstream.inject({ url: '/%61pi/association/members?perPage=1', headers: bearer(c.adminToken) });
    expect(res.statusCode).toBe(200);
  });

  it('records the token\'s user as the audit author and ignores an x-actor header', async () => {
    const list = await c.get('/api/association/divisions?perPage=1');
    const id = (list.json() as { data: { id: number; name: string }[] }).data[0]!.id;
    const direct = await c.upstream.inject({
      method: 'PATCH',
      url: `/api/association/divisions/${id}`,
      headers: { ...bearer(c.adminToken), 'x-actor': 'mallory@example.id' },
      payload: { name: 'Cabang Audit Langsung' },
    });
    expect(direct.statusCode).toBe(200);
    const viaBff = await c.request({ method: 'PATCH', url: `/api/association/divisions/${id}`, headers: { 'x-actor': 'mallory@example.id' }, payload: { name: 'Cabang Audit BFF' } });
    expect(viaBff.statusCode).toBe(200);
    const audit = (await c.get(`/api/association/divisions/${id}/audit`)).json() as { data: { actor: string }[] };
    expect(audit.data.slice(0, 2).map((a) => a.actor)).toEqual(['admin@demo.com', 'admin@demo.com']);
  });
});

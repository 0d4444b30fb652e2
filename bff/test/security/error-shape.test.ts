import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATES } from '../../src/association/errors.js';
import { BACKENDS, startAssociation, type AssociationClient } from '../association/harness.js';

/** Finding 7 of issue 15 and the login's 500s of finding 5: one error handler, one body, domain words. */
const isErrorBody = (body: unknown, status: number) =>
  expect(body).toEqual(expect.objectContaining({ statusCode: status, error: expect.any(String), message: expect.any(String) }));

describe('every error has the one body and the security headers', () => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(BACKENDS[0]!);
  }, 120_000);
  afterAll(() => c?.close());

  it.each(['/assets/%c0%ae%c0%ae/x', '/api/association/members/%E0%A4%A', '/%ff'])('a URL Fastify cannot decode (%s) gets 400, the error body and the headers', async (url) => {
    const res = await c.bff.inject({ url });
    expect(res.statusCode).toBe(400);
    isErrorBody(res.json(), 400);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
    const direct = await c.upstream.inject({ url });
    expect(direct.statusCode).toBe(400);
    isErrorBody(direct.json(), 400);
  });

  it.each([
    ['malformed JSON', '{"email": '],
    ['an empty body', ''],
    ['a __proto__ key', '{"__proto__": {"x": 1}, "email": "a@b.c", "password": "x"}'],
    ['a constructor key', '{"constructor": {"prototype": {"x": 1}}, "email": "a@b.c", "password": "x"}'],
    ['a JSON array', '[]'],
  ])('/jwt/login answers 400 (never 500) to %s', async (_name, payload) => {
    const res = await c.bff.inject({ method: 'POST', url: '/jwt/login', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('FST_ERR');
  });

  it('a duplicate speaks the domain, not the constraint', async () => {
    const sips = (await c.get('/api/association/sip-permits?perPage=1')).json() as { data: { memberId: number; number: string }[] };
    const sip = sips.data[0]!;
    const res = await c.post('/api/association/sip-permits', { memberId: sip.memberId, number: sip.number, practicePlace: 'Klinik Gigi Sehat', city: 'Bandung', issuedAt: '2025-01-10' });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toBe('A SIP with this number already exists');
    expect(res.body).not.toMatch(/_key|_idx|Key \(/);
  });

  it('every unique constraint of the database has a domain message', async () => {
    const { rows } = await c.database.db.query<{ name: string }>(
      `SELECT conname AS name FROM pg_constraint WHERE contype = 'u' AND connamespace = current_schema()::regnamespace
       UNION SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND indexdef LIKE 'CREATE UNIQUE INDEX%' AND indexname NOT LIKE '%_pkey'`,
    );
    const names = [...new Set(rows.map((r) => r.name))].filter((n) => !n.startsWith('schema_migrations'));
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => DUPLICATES[n] === undefined)).toEqual([]);
  });

  it('/health/ready reports state, not the association server address', async () => {
    const res = await c.bff.inject({ url: '/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', upstream: { reachable: true, latencyMs: expect.any(Number) } });
    expect(res.body).not.toMatch(/127\.0\.0\.1|http:/);
  });
});

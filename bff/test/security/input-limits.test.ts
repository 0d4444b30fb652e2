import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startAssociation, type AssociationClient } from '../association/harness.js';
import { bearer } from '../helpers.js';

/** Finding 3 of issue 15: huge input is refused fast and small, and the process keeps answering meanwhile. */
const URL = '/api/association/str-renewals/1/documents';
const HUGE = JSON.stringify({ documents: new Array(524_000).fill(0) });

describe('huge bodies are refused fast and small', () => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(BACKENDS[0]!);
  }, 120_000);
  afterAll(() => c?.close());

  it('a 1 MiB body of 524,000 items: refused at once by the BFF and the association server, health answering meanwhile', async () => {
    expect(HUGE.length).toBeGreaterThan(1_000_000);
    expect(HUGE.length).toBeLessThanOrEqual(1024 * 1024);
    for (const [server, health] of [[c.bff, '/health/live'], [c.upstream, '/health']] as const) {
      const started = performance.now();
      const [big, live] = await Promise.all([
        server.inject({ method: 'PATCH', url: URL, headers: { ...bearer(c.adminToken), 'content-type': 'application/json' }, payload: HUGE }),
        server.inject({ url: health }),
      ]);
      const ms = performance.now() - started;
      expect(big.statusCode).toBe(413);
      expect(big.body.length).toBeLessThan(500);
      expect(big.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large', code: 'http.413' });
      // The route's limit is kilobytes: named as such, never rounded to "0 MB".
      expect(big.json().message).toMatch(/at most [\d.]+ KB \(\d+ bytes\)/);
      expect(big.json().params.limitMb).toBeGreaterThan(0);
      expect(live.statusCode).toBe(200);
      // Refused before parsing: a parse and validation of 524,000 items takes many seconds; generous for a busy machine.
      expect(ms).toBeLessThan(5000);
    }
  });

  it('an invalid array within the route limit answers 400 with a bounded list of details', async () => {
    const payload = JSON.stringify({ documents: new Array(3000).fill(0) });
    for (const server of [c.bff, c.upstream]) {
      const started = performance.now();
      const res = await server.inject({ method: 'PATCH', url: URL, headers: { ...bearer(c.adminToken), 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      const body = res.json() as { details: unknown[] };
      expect(body.details.length).toBeGreaterThan(0);
      expect(body.details.length).toBeLessThanOrEqual(10);
      expect(res.body.length).toBeLessThan(2000);
      expect(performance.now() - started).toBeLessThan(3000);
    }
  });

  it('a body of many wrong fields answers at most ten details', async () => {
    const payload = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`field${i}`, i]));
    const res = await c.post('/api/association/divisions', payload);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { details: unknown[] }).details.length).toBeLessThanOrEqual(10);
  });
});

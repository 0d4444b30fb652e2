import type { FastifyInstance } from 'fastify';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, startUpstream, testConfig } from './helpers.js';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let dist: string;
let app: FastifyInstance;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
const upstreamHits: string[] = [];

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'sejawat-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'app-D20X-T54a.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  upstream = await startUpstream((u) => u.all('/*', async (req) => (upstreamHits.push(req.url), { ok: true })));
  app = await makeApp(testConfig({ WEB_DIST_DIR: dist }, upstream.url));
});
afterAll(async () => {
  await app.close();
  await upstream.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await app.inject({ url: '/assets/app-D20X-T54a.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves unhashed files with revalidation', async () => {
    const res = await app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/email/inbox', '/association/members/42?tab=licences', '/index.html'])(
    'answers a browser navigation to %s with index.html, never cached',
    async (url) => {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toMatch(/no-(store|cache)/);
    },
  );

  it('does not shadow API routes: a navigation to an API path still gets the API', async () => {
    const res = await app.inject({ url: '/health/live', headers: html });
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('does not shadow the proxy: an API call to an unknown path still needs a token', async () => {
    const res = await app.inject({ url: '/association/members', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(401);
    expect(upstreamHits).toEqual([]);
  });
});

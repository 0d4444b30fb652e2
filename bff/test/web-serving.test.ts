import type { FastifyInstance } from 'fastify';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, startUpstream, testConfig } from './helpers.js';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const ASSET = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];`;

let dist: string;
let app: FastifyInstance;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
const upstreamHits: string[] = [];

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'sejawat-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  // As the web build writes them (web/build/precompress.ts): each file with its Brotli and gzip variants beside it.
  await writeFile(path.join(dist, 'assets', 'app-D20X-T54a.js'), ASSET);
  await writeFile(path.join(dist, 'assets', 'app-D20X-T54a.js.br'), brotliCompressSync(ASSET));
  await writeFile(path.join(dist, 'assets', 'app-D20X-T54a.js.gz'), gzipSync(ASSET));
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

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends a hashed asset in its precompressed %s variant with the one-year cache', async (encoding, inflate) => {
    const res = await app.inject({ url: '/assets/app-D20X-T54a.js', headers: { 'accept-encoding': `${encoding}, identity` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(ASSET.length / 3);
    expect(inflate(res.rawPayload).toString()).toBe(ASSET);
  });

  it('prefers Brotli when the browser takes both, and sends the plain file to a client that takes neither', async () => {
    const both = await app.inject({ url: '/assets/app-D20X-T54a.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ url: '/assets/app-D20X-T54a.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('compresses JSON answers such as the contract', async () => {
    const res = await app.inject({ url: '/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(res.rawPayload);
    expect(JSON.parse(json.toString()).openapi).toMatch(/^3\./);
    expect(res.rawPayload.length).toBeLessThan(json.length / 5);
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

import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';
import { ADMIN, bearer, login, makeApp, testConfig } from '../helpers.js';

const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');
const built = existsSync(path.join(WEB_DIST, 'index.html'));

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values];
      }),
  );
}

describe('security headers and browser policy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp(testConfig({ WEB_DIST_DIR: WEB_DIST, CORS_ORIGINS: 'https://admin.example.id,http://localhost:5173' }));
  });
  afterAll(() => app.close());

  it('sends a strict CSP and the helmet headers on API answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/health/live' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('sends no cookies at all (tokens travel in bodies and the Authorization header)', async () => {
    const res = await app.inject({ method: 'POST', url: '/jwt/login', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.skipIf(!built)('the built app passes the CSP: no inline scripts, no event-handler attributes, only own scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/members', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeDefined();
    const html = res.body;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(body!.trim(), 'inline script').toBe('');
      const src = /\bsrc="([^"]+)"/.exec(attrs!)?.[1];
      expect(src, 'script without src').toBeDefined();
      expect(src!.startsWith('/'), `script from another origin: ${src}`).toBe(true);
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    for (const [, href] of html.matchAll(/<link\b[^>]*href="([^"]+)"/gi)) expect(href!.startsWith('/')).toBe(true);
  });

  it.skipIf(!built)('the built bundles use neither eval nor new Function (script-src has no unsafe-eval)', () => {
    const assets = path.join(WEB_DIST, 'assets');
    for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      expect(code, file).not.toMatch(/\bnew Function\s*\(|[^.\w]eval\s*\(/);
    }
  });

  it('Swagger UI loads only its own scripts under the same CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<script/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self';/);
    for (const [, attrs, body] of res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      expect(body!.trim()).toBe('');
      expect(attrs).toMatch(/src="\.?\/?[^":]+"/);
    }
  });

  describe('CORS', () => {
    it('answers a preflight from a configured origin', async () => {
      const res = await app.inject({
        method: 'OPTIONS',
        url: '/api/association/members',
        headers: { origin: 'https://admin.example.id', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://admin.example.id');
      expect(String(res.headers['access-control-allow-headers'])).toMatch(/authorization/);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toMatch(/origin/i);
    });

    it('gives other origins no Access-Control-Allow-Origin, on preflights and on requests', async () => {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/association/members',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.statusCode).toBe(404);
      expect(preflight.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      const session = await login(app, ADMIN);
      const res = await app.inject({ method: 'GET', url: '/jwt/me', headers: { origin: 'https://evil.example', ...bearer(session.accessToken) } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      // A suffix or prefix of an allowed origin is not allowed.
      for (const origin of ['https://admin.example.id.evil.example', 'http://admin.example.id', 'null']) {
        const r = await app.inject({ method: 'GET', url: '/health/live', headers: { origin } });
        expect(r.headers['access-control-allow-origin'], origin).toBeUndefined();
      }
    });

    it('allows no origin at all by default', async () => {
      const plain = await makeApp(testConfig());
      try {
        const res = await plain.inject({
          method: 'OPTIONS',
          url: '/jwt/login',
          headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
        });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        // Refused as a preflight from an origin the list does not hold is: 404, the error body, nothing allowed.
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
        const session = await login(plain, ADMIN);
        const me = await plain.inject({ method: 'GET', url: '/jwt/me', headers: { origin: 'http://localhost:5173', ...bearer(session.accessToken) } });
        expect(me.statusCode).toBe(200);
        expect(me.headers['access-control-allow-origin']).toBeUndefined();
        expect(me.headers['access-control-expose-headers']).toBeUndefined();
      } finally {
        await plain.close();
      }
    });

    it('rejects a CORS_ORIGINS entry that is not an exact origin', () => {
      expect(() => testConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
      expect(() => testConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
    });
  });

  describe('size limits', () => {
    it('refuses a body over 1 MiB with 413 and the error body', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/jwt/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(1024 * 1024 + 10), username: 'abc' }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    });

    it('bounds page sizes and query lengths', async () => {
      const session = await login(app, ADMIN);
      const auth = bearer(session.accessToken);
      const tooBig = await app.inject({ method: 'GET', url: '/api/association/members?perPage=101', headers: auth });
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json()).toMatchObject({ statusCode: 400, details: [{ field: 'perPage', in: 'querystring' }] });
      const longQ = await app.inject({ method: 'GET', url: `/api/association/members?q=${'a'.repeat(201)}`, headers: auth });
      expect(longQ.statusCode).toBe(400);
      const bigId = await app.inject({ method: 'GET', url: `/api/association/members/${'9'.repeat(30)}`, headers: auth });
      expect(bigId.statusCode).toBe(400);
    });

    it('every list query in the contract bounds perPage and every free string parameter has a maxLength', () => {
      const spec = JSON.parse(JSON.stringify(app.swagger())) as {
        paths: Record<string, Record<string, { parameters?: { name: string; schema?: Record<string, unknown> }[] }>>;
      };
      const unbounded: string[] = [];
      for (const [p, methods] of Object.entries(spec.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          for (const param of op.parameters ?? []) {
            const s = param.schema ?? {};
            if (param.name === 'perPage' && typeof s.maximum !== 'number') unbounded.push(`${method} ${p} perPage`);
            if (s.type === 'string' && s.maxLength === undefined && !s.enum && !s.pattern && !s.format) {
              unbounded.push(`${method} ${p} ${param.name}`);
            }
          }
        }
      }
      expect(unbounded).toEqual([]);
    });
  });
});

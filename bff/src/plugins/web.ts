import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves index.html when the request is a browser navigation and the web app is built; returns whether it did. */
    serveAppShell(request: FastifyRequest, reply: FastifyReply): boolean;
  }
}

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;
/** The precompressed variants the web build writes beside each file (web/build/precompress.ts). */
const COMPRESSED_VARIANT = /\.(br|gz)$/;

export function isBrowserNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

/**
 * The built single-page app: hashed assets cached for a year, index.html never cached, every file sent in the
 * Brotli or gzip variant the build wrote beside it when the browser accepts one, and browser navigations to any path
 * no route claims answered with index.html so deep links survive a reload.
 */
export default fp<{ distDir: string }>(
  async function webPlugin(app: FastifyInstance, { distDir }) {
    const indexFile = path.join(distDir, 'index.html');
    const built = existsSync(indexFile);
    const indexHtml = built ? readFileSync(indexFile) : undefined;
    if (!built) app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');

    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The variants are found beside their file; they need no routes of their own.
        globIgnore: ['**/*.br', '**/*.gz'],
        cacheControl: false,
        setHeaders(res, filePath) {
          const immutable = HASHED_ASSET.test(filePath.split(path.sep).join('/').replace(COMPRESSED_VARIANT, ''));
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.decorate('serveAppShell', (request: FastifyRequest, reply: FastifyReply) => {
      if (indexHtml === undefined || !isBrowserNavigation(request)) return false;
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(indexHtml);
      return true;
    });
  },
  { name: 'web' },
);

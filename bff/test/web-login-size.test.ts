import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, testConfig } from './helpers.js';

// What the login page loads from the production build (web/dist), as the BFF sends it to a browser that takes
// Brotli. Needs a build: `npm test` runs without one, CI builds first (.ci/test-all.sh).
const DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const MANIFEST = `${DIST}.vite/manifest.json`;
const built = existsSync(MANIFEST);
if (!built) console.warn(`web-login-size: skipped, ${MANIFEST} is missing (run \`npm run build -w web\` first)`);

/** The goal of issue 18: the login page's JavaScript, compressed. */
const LOGIN_JS_BUDGET = 150_000;

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The files a browser fetches for /login: index.html's entry and everything it imports statically, then the app
 * root, the login page and the interface language's frame texts (English, the default) with theirs, their
 * stylesheets and the light theme.
 */
function loginFiles(manifest: Manifest): string[] {
  const files = new Set<string>(['index.html']);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', 'src/app/app.tsx', 'src/features/auth/login-page.tsx', 'src/i18n/locales/en/frame.json']) visit(key);
  const theme = Object.values(manifest).find((chunk) => chunk.src?.endsWith('lara-light-teal/theme.css'));
  if (!theme) throw new Error('the light theme is not in the build manifest');
  files.add(theme.file);
  return [...files];
}

/** The source modules of the login's chunks, to check that nothing meant to load later is among them. */
function loginSources(manifest: Manifest, files: string[]) {
  return Object.entries(manifest)
    .filter(([, chunk]) => files.includes(chunk.file))
    .map(([key, chunk]) => chunk.src ?? key);
}

describe.skipIf(!built)('the login page from the production build', () => {
  let app: FastifyInstance;
  let manifest: Manifest;
  let files: string[];
  const sent = new Map<string, { raw: number; wire: number; encoding?: string; cache?: string }>();

  beforeAll(async () => {
    manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    files = loginFiles(manifest);
    app = await makeApp(testConfig({ WEB_DIST_DIR: DIST }));
    for (const file of files) {
      const url = file === 'index.html' ? '/login' : `/${file}`;
      const headers = { 'accept-encoding': 'br, gzip', accept: file === 'index.html' ? 'text/html' : '*/*' };
      const res = await app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      sent.set(file, {
        raw: readFileSync(`${DIST}${file}`).length,
        wire: res.rawPayload.length,
        encoding: res.headers['content-encoding'] as string | undefined,
        cache: res.headers['cache-control'] as string | undefined,
      });
    }
    const sum = (filter: (file: string) => boolean, field: 'raw' | 'wire') =>
      [...sent].filter(([file]) => filter(file)).reduce((total, [, size]) => total + size[field], 0);
    const js = (file: string) => file.endsWith('.js');
    console.info(
      `/login: ${files.length} files, ${sum(() => true, 'raw')} bytes (${sum(() => true, 'wire')} sent); ` +
        `JavaScript ${sum(js, 'raw')} bytes (${sum(js, 'wire')} sent)`,
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`loads at most ${LOGIN_JS_BUDGET} bytes of compressed JavaScript`, () => {
    const js = [...sent].filter(([file]) => file.endsWith('.js'));
    expect(js.reduce((total, [, size]) => total + size.wire, 0)).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
  });

  it('gets every script and stylesheet in Brotli, cached for a year', () => {
    for (const [file, size] of sent) {
      if (file === 'index.html') continue;
      expect(size.encoding, file).toBe('br');
      expect(size.wire, file).toBeLessThan(size.raw);
      expect(size.cache, file).toBe('public, max-age=31536000, immutable');
    }
  });

  it('loads nothing the login does not need: no other page, language, chart, calendar or PrimeReact component', () => {
    const sources = loginSources(manifest, files);
    const later = sources.filter((src) =>
      /node_modules\/(primereact\/(?!resources\/themes)|@fullcalendar|chart\.js)|src\/layouts\/app-layout|src\/i18n\/locales\/(?!en\/frame)/.test(src),
    );
    expect(later).toEqual([]);
    // PrimeReact's modules land in shared chunks named after them (button.esm-<hash>.js, componentbase.esm-…), or in
    // the frame's and the data pages' groups (web/vite.config.ts).
    expect(files.filter((file) => /\.esm-|assets\/prime-(frame|data)-/.test(file))).toEqual([]);
    expect(sources.filter((src) => /src\/features\/(?!auth\/)/.test(src) && !/\/(routes|meta|links)\.ts$/.test(src))).toEqual([]);
  });

  it('names the app root, what it imports and its stylesheet in index.html, so they download beside the entry', async () => {
    const html = (await app.inject({ url: '/login', headers: { accept: 'text/html' } })).body;
    const closure = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key]!;
      if (closure.has(chunk.file)) return;
      closure.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit('src/app/app.tsx');
    for (const file of closure) expect(html, file).toMatch(new RegExp(`<(script|link)[^>]+(src|href)="/${file}"`));
    for (const css of manifest['src/app/app.tsx']!.css ?? []) {
      // In the credentials mode of the stylesheet link that uses it (crossorigin), or the browser fetches it twice.
      expect(html).toContain(`<link rel="preload" as="style" crossorigin href="/${css}">`);
    }
  });

  it('has no web font to wait for: the interface uses the system font', () => {
    expect(readdirSync(`${DIST}assets`).filter((file) => /Inter/i.test(file))).toEqual([]);
  });
});

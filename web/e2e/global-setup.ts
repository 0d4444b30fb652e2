// Starts the product as users get it (the production build served by the BFF, with the reference association
// server on loopback) on free ports with a fresh data directory: one per worker, so files running side by side have
// data of their own. Stops them all afterwards. The token-expiry journey starts a BFF of its own, in its worker, on a
// clock it moves forward (support/clocked-bff.ts), in front of its worker's association server.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../bff/src/lib/free-port.js';
import { chromePath, E2E_WORKERS } from './support/env';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = join(ROOT, 'bff/dist/src/server.js');
const WEB_INDEX = join(ROOT, 'web/dist/index.html');

/** The product one worker's files drive: its BFF, and the association server behind it. */
export interface E2eProduct {
  baseUrl: string;
  associationUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    products: E2eProduct[];
    /** The environment every BFF of the run starts with (secrets included: a worker's own BFF needs the same ones). */
    bffEnv: Record<string, string>;
    screenshotDir: string;
  }
}

async function waitReady(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server at ${url} was not ready within ${timeoutMs} ms:\n${output()}`);
}

/** Starts the product's server; what it logs (warnings and errors: an answer 500 says why there) also goes to `logFile`. */
function startServer(env: Record<string, string>, logFile: string) {
  let output = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.once('exit', () => log.end());
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    log.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject) {
  const browser = chromePath();
  if (!existsSync(browser)) {
    throw new Error(
      `No Chromium at ${browser}. Install Debian's package (apt-get install -y chromium) or set CHROME_PATH; ` +
        '`npm run test:all` installs it.',
    );
  }
  for (const file of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'sejawat-e2e-'));
  // The embedded PostgreSQL server runs as the 'postgres' user when the suite runs as root: it must reach its folder.
  chmodSync(dataDir, 0o755);
  // The run serves its own copy of the build, so rebuilding web/ meanwhile cannot pull files from under it.
  const webDist = join(dataDir, 'web-dist');
  cpSync(join(ROOT, 'web/dist'), webDist, { recursive: true });
  const screenshotDir =
    process.env.E2E_SCREENSHOT_DIR ??
    join(ROOT, '.tmp/e2e-screenshots', new Date().toISOString().replace(/[:.]/g, '-'));
  mkdirSync(screenshotDir, { recursive: true });
  // Each product's log, kept after the run: a failed journey's 500 or 504 is explained there.
  const logDir = join(ROOT, '.tmp/e2e-logs');
  mkdirSync(logDir, { recursive: true });

  const common = {
    NODE_ENV: 'production',
    // The suite signs in with the template's demo accounts, which production leaves out unless asked for.
    DEMO_ACCOUNTS: 'true',
    SHUTDOWN_DRAIN_MS: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
    JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: webDist,
    // The suite signs in many times from one address; the limits themselves are covered by the BFF's tests.
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    // Load shedding keeps its default threshold: every page records any 503 as a problem, so the suite proves that
    // normal use is never shed (the association server and PostgreSQL run in processes of their own).
    // The wait for the association server only catches a hang, as every wait of the suite does: on a slow 2-core
    // machine running two browsers and two products, the product's 5 s answered dashboards 504 that came a moment
    // later (a CI run, 2026-11-27). A real hang still fails the page.
    UPSTREAM_TIMEOUT_MS: '30000',
  };

  // One product per worker (support/browser.ts picks it by VITEST_POOL_ID): files that run side by side never see
  // each other's records, as files that run one after the other did not before.
  const started: { child: ChildProcess }[] = [];
  const chosen = new Set<number>();
  // A port free now and not given to another worker's product (two random choices may meet).
  const portOfItsOwn = async (): Promise<number> => {
    for (;;) {
      const port = await freePort();
      if (!chosen.has(port)) return chosen.add(port), port;
    }
  };
  const products: E2eProduct[] = await Promise.all(
    Array.from({ length: E2E_WORKERS }, async (_, index) => {
      // Below the ephemeral range (bff/src/lib/free-port.ts): a port the OS handed out from it could be taken, before the
      // product listens, as the local end of one of the many connections the other workers' products open (seen under
      // stress: EADDRINUSE at start).
      const [bffPort, associationPort] = [await portOfItsOwn(), await portOfItsOwn()];
      const main = startServer({
        ...common,
        PORT: String(bffPort),
        ASSOCIATION_PORT: String(associationPort),
        DATA_DIR: join(dataDir, `data-${index + 1}`),
        SEED_MEMBERS: '300',
      }, join(logDir, `product-${index + 1}.log`));
      started.push(main);
      const baseUrl = `http://127.0.0.1:${bffPort}`;
      await waitReady(baseUrl, main.child, main.output);
      return { baseUrl, associationUrl: `http://127.0.0.1:${associationPort}` };
    }),
  ).catch(async (err: unknown) => {
    await Promise.all(started.map(({ child }) => stop(child)));
    throw err;
  });

  project.provide('products', products);
  project.provide('bffEnv', common);
  project.provide('screenshotDir', screenshotDir);
  for (const [index, { baseUrl, associationUrl }] of products.entries()) {
    console.log(`e2e: worker ${index + 1}: product at ${baseUrl}, its association server at ${associationUrl}`);
  }
  console.log(`e2e: browser ${browser}; the products' logs are written under ${logDir}`);
  console.log(`e2e: screenshots are saved under ${screenshotDir}`);

  return async () => {
    await Promise.all(started.map(({ child }) => stop(child)));
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`e2e: screenshots are saved under ${screenshotDir}`);
  };
}

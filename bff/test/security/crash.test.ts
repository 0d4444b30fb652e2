import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';
import { freePort } from '../../src/lib/free-port.js';
import { POSTGRES_URL } from '../association/harness.js';
import { compiledEntry } from '../support/compiled.js';
import { ADMIN, bearer, login, makeApp, testConfig } from '../helpers.js';

/**
 * kill -9 of the reference association server in the middle of a stream of writes, then a restart on the same
 * data: every write that was acknowledged (201) is there with its audit entry, and no record is half-written.
 */

const SERVER_ENTRY = compiledEntry('association/server.ts');
const config = testConfig();

/** Starts the reference server on its own, as an operator would: one node process running the compiled server, no wrapper. */
async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_ACCESS_SECRET: config.jwt.accessSecret,
      JWT_REFRESH_SECRET: config.jwt.refreshSecret,
      ASSOCIATION_PORT: String(port),
      SEED_MEMBERS: '40',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: kill -9 takes the embedded PostgreSQL server down with it, as a machine crash would.
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`association server did not start:\n${output}`)), 90_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`association server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return child;
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  });
}

/** SIGTERM and wait: the server stops its embedded PostgreSQL before exiting, so its data directory can be removed. */
function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => void kill9(child), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

interface Backend {
  name: string;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

async function embeddedBackend(): Promise<Backend> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sejawat-crash-'));
  await chmod(dir, 0o755); // the embedded server runs as the 'postgres' user when the tests run as root
  return { name: 'embedded', env: { DATA_DIR: dir }, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

async function postgresBackend(): Promise<Backend> {
  const schema = `crash_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = `${POSTGRES_URL}${POSTGRES_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
  return {
    name: 'postgres',
    env: { DATABASE_URL: url },
    cleanup: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) await kill9(child);
});

describe.each([
  ['embedded', embeddedBackend],
  ['postgres', postgresBackend],
] as const)('kill -9 of the association server during writes (%s)', (_name, makeBackend) => {
  it('keeps every acknowledged write, whole, across the crash and restart', async () => {
    const backend = await makeBackend();
    const port = await freePort();
    let child: ChildProcess | undefined;
    const bff = await makeApp(testConfig({ UPSTREAM_TIMEOUT_MS: '5000' }, `http://127.0.0.1:${port}`));
    try {
      child = await startServer(backend.env, port);
      children.push(child);
      const token = (await login(bff, ADMIN)).accessToken;
      const tag = `ZZ-K${Date.now().toString(36).toUpperCase()}`;
      const acknowledged = new Map<number, string>();
      let sent = 0;
      let failed = 0;
      let stop = false;

      // Four writers in parallel, each creating divisions until the server dies under them.
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          const code = `${tag}-${w}-${i}`;
          sent++;
          const res = await bff.inject({
            method: 'POST',
            url: '/api/association/divisions',
            headers: bearer(token),
            payload: { code, name: `Crash test ${code}`, level: 'province', parentId: 1, city: 'Depok', address: 'Jl. Uji 1' },
          });
          if (res.statusCode === 201) acknowledged.set((res.json() as { id: number }).id, code);
          else {
            failed++;
            if (res.statusCode < 500) throw new Error(`unexpected ${res.statusCode} ${res.body}`);
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      // Kill once a good number of writes are through, in the middle of the stream.
      while (acknowledged.size < 40) await new Promise((resolve) => setTimeout(resolve, 20));
      await kill9(child);
      await new Promise((resolve) => setTimeout(resolve, 100));
      stop = true;
      await Promise.all(writers);
      expect(failed).toBeGreaterThan(0); // the writes in flight at the kill failed (502), they were not acknowledged

      child = await startServer(backend.env, port);
      children.push(child);

      // Every acknowledged write is there, with the values sent and its audit entry.
      const missing: string[] = [];
      for (const [id, code] of acknowledged) {
        const res = await bff.inject({ method: 'GET', url: `/api/association/divisions/${id}`, headers: bearer(token) });
        if (res.statusCode !== 200) {
          missing.push(`${id} ${code} -> ${res.statusCode}`);
          continue;
        }
        expect(res.json()).toMatchObject({ id, code, name: `Crash test ${code}`, level: 'province', parentId: 1 });
        const audit = await bff.inject({ method: 'GET', url: `/api/association/divisions/${id}/audit`, headers: bearer(token) });
        expect((audit.json() as { data: unknown[] }).data.length, `audit of ${code}`).toBeGreaterThan(0);
      }
      expect(missing).toEqual([]);

      // Nothing half-written: every division of this run (acknowledged or not) is whole and has its audit entry.
      const list = await bff.inject({ method: 'GET', url: `/api/association/divisions?q=${tag}&perPage=100`, headers: bearer(token) });
      const rows = (list.json() as { data: { id: number; code: string; name: string; city: string | null }[]; total: number }).data;
      expect(rows.length).toBeGreaterThanOrEqual(acknowledged.size);
      expect(rows.length).toBeLessThanOrEqual(sent);
      for (const row of rows) {
        expect(row.name).toBe(`Crash test ${row.code}`);
        expect(row.city).toBe('Depok');
        const audit = await bff.inject({ method: 'GET', url: `/api/association/divisions/${row.id}/audit`, headers: bearer(token) });
        expect((audit.json() as { data: unknown[] }).data.length, `audit of ${row.code}`).toBeGreaterThan(0);
      }
      console.info(`crash (${backend.name}): ${sent} writes sent, ${acknowledged.size} acknowledged, ${rows.length} present after restart`);

      // And the restarted server takes writes again.
      const after = await bff.inject({
        method: 'POST',
        url: '/api/association/divisions',
        headers: bearer(token),
        payload: { code: `${tag}-AFTER`, name: 'After the crash', level: 'province', parentId: 1 },
      });
      expect(after.statusCode).toBe(201);
    } finally {
      await bff.close();
      if (child) await stopServer(child);
      await backend.cleanup();
    }
  }, 240_000);
});

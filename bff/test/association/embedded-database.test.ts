import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';
import { openDb } from '../../src/association/db/db.js';
import { EmbeddedPostgresError, startEmbeddedPostgres } from '../../src/association/db/embedded.js';
import { migrate } from '../../src/association/db/migrate.js';
import { importPglite } from '../../src/association/import-pglite.js';
import { startAssociationServer } from '../../src/association/server.js';
import { embeddedDir } from '../../src/association/embedded-database.js';
import { superviseAssociationServer } from '../../src/association/supervisor.js';
import { seedIfEmpty } from '../../src/association/seed/index.js';
import { testConfig } from '../helpers.js';
import { openTestDatabase, SEED_NOW } from './harness.js';
import { compiledEntry } from '../support/compiled.js';
import { freePort } from '../../src/lib/free-port.js';

const config = testConfig();
const dirs: string[] = [];

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sejawat-embedded-'));
  await chmod(dir, 0o755); // the embedded server runs as the 'postgres' user when the tests run as root
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A process's niceness, as the kernel reports it (field 19 of /proc/<pid>/stat). */
async function niceness(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

/** The association server processes this test process started and that are still alive (not yet reaped included). */
async function associationChildren(): Promise<number[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const children: number[] = [];
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) !== process.pid || fields[0] === 'Z') continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('association/server')) children.push(Number(pid));
  }
  return children;
}

/** Runs an entry point as an operator would (compiled, with node), collecting its output and exit code. */
function run(entry: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [compiledEntry(entry)], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', JWT_ACCESS_SECRET: config.jwt.accessSecret, JWT_REFRESH_SECRET: config.jwt.refreshSecret, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('the embedded PostgreSQL server', () => {
  it('starts on a free loopback port, keeps its data across a restart and refuses a second server on the same directory', async () => {
    const dir = path.join(await dataDir(), 'pg');
    const first = await startEmbeddedPostgres({ dir });
    const db = await openDb({ databaseUrl: first.url });
    await db.exec('CREATE TABLE kept (v text)');
    await db.query(`INSERT INTO kept VALUES ('still here')`);
    expect((await db.query<{ v: string }>('SHOW server_version')).rows[0]).toBeDefined();
    await expect(startEmbeddedPostgres({ dir })).rejects.toThrow(/in use by another PostgreSQL server/);
    await db.close();
    await first.stop();

    const second = await startEmbeddedPostgres({ dir });
    const again = await openDb({ databaseUrl: second.url });
    expect((await again.query<{ v: string }>('SELECT v FROM kept')).rows).toEqual([{ v: 'still here' }]);
    expect(new URL(second.url).hostname).toBe('127.0.0.1');
    await again.close();
    await second.stop();
  });

  it('is reached over a Unix-domain socket in its own folder, and over loopback TCP where that path would be too long', async () => {
    // The address each connection came from: none for a Unix-domain socket.
    const from = async (url: string) => {
      const db = await openDb({ databaseUrl: url });
      try {
        return (await db.query<{ addr: string | null }>('SELECT client_addr::text AS addr FROM pg_stat_activity WHERE pid = pg_backend_pid()')).rows[0]!.addr;
      } finally {
        await db.close();
      }
    };
    const near = await startEmbeddedPostgres({ dir: path.join(await dataDir(), 'pg') });
    try {
      expect(new URL(near.url).searchParams.get('host')).toMatch(/\/pg$/);
      expect(await from(near.url)).toBeNull();
    } finally {
      await near.stop();
    }
    // A socket path holds at most 107 bytes.
    const deep = await startEmbeddedPostgres({ dir: path.join(await dataDir(), 'd'.repeat(100), 'pg') });
    try {
      expect(new URL(deep.url).searchParams.get('host')).toBeNull();
      expect(await from(deep.url)).toBe('127.0.0.1/32');
    } finally {
      await deep.stop();
    }
  });

  it('names the problem when the data directory was made by another PostgreSQL version', async () => {
    const dir = await dataDir();
    await mkdir(path.join(embeddedDir(dir), 'pgdata'), { recursive: true });
    await writeFile(path.join(embeddedDir(dir), 'pgdata', 'PG_VERSION'), '16\n');
    await expect(startAssociationServer({ jwtSecret: config.jwt.accessSecret, dataDir: dir })).rejects.toThrow(
      /made by PostgreSQL 16; this release runs PostgreSQL 18/,
    );
  });

  it('the product exits with code 1 and a clear message when its data directory is unusable', async () => {
    const dir = await dataDir();
    await mkdir(path.join(embeddedDir(dir), 'pgdata'), { recursive: true });
    await writeFile(path.join(embeddedDir(dir), 'pgdata', 'PG_VERSION'), '16\n');
    const product = await run('server.ts', { DATA_DIR: dir });
    expect(product.code).toBe(1);
    expect(product.output).toMatch(/could not start: .*made by PostgreSQL 16/);
    const alone = await run('association/server.ts', { DATA_DIR: dir, ASSOCIATION_PORT: '0' });
    expect(alone.code).toBe(1);
    expect(alone.output).toMatch(/The association server could not start: .*made by PostgreSQL 16/);
  });

  it('an earlier release’s PGlite data is refused, not replaced, and the import copies all of it', async () => {
    const dir = await dataDir();
    const lite = new PGlite(path.join(dir, 'association-db'), { extensions: { pg_trgm } });
    const liteDb = {
      query: async <T,>(sql: string, params: unknown[] = []) => ({ rows: (await lite.query<T>(sql, params)).rows, affectedRows: 0 }),
      transaction: <T,>(fn: (tx: never) => Promise<T>) => lite.transaction((tx) => fn({ query: async (s: string, p: unknown[] = []) => ({ rows: (await tx.query(s, p)).rows, affectedRows: 0 }), exec: (s: string) => tx.exec(s) } as never)),
      exec: async (sql: string) => void (await lite.exec(sql)),
      close: () => lite.close(),
    };
    await migrate(liteDb as never);
    await seedIfEmpty(liteDb as never, { members: 30, now: SEED_NOW });
    await lite.query(`INSERT INTO divisions (code, name, level, parent_id) VALUES ('PC-OLD', 'Cabang Lama', 'branch', 2)`);
    const counts = async (q: (sql: string) => Promise<{ rows: { n: number }[] }>) =>
      Promise.all(['members', 'divisions', 'contribution_dues', 'audit_log'].map(async (t) => (await q(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]!.n));
    const before = await counts((sql) => lite.query<{ n: number }>(sql));

    await expect(startAssociationServer({ jwtSecret: config.jwt.accessSecret, dataDir: dir })).rejects.toThrow(/earlier release \(PGlite\).*import-pglite/);

    const server = await startEmbeddedPostgres({ dir: embeddedDir(dir) });
    const target = await openDb({ databaseUrl: server.url });
    try {
      const report = await importPglite(lite, target);
      expect(report.tables.find((t) => t.table === 'members')?.rows).toBe(before[0]);
      expect(await counts((sql) => target.query<{ n: number }>(sql))).toEqual(before);
      const created = await target.query<{ id: number }>(`INSERT INTO divisions (code, name, level, parent_id) VALUES ('PC-NEW', 'Cabang Baru', 'branch', 2) RETURNING id`);
      const max = await lite.query<{ n: number }>('SELECT max(id)::int AS n FROM divisions');
      expect(created.rows[0]!.id).toBeGreaterThan(max.rows[0]!.n);
      await expect(importPglite(lite, target)).rejects.toThrow(/already holds association data/);
    } finally {
      await target.close();
      await server.stop();
      await lite.close();
    }
  });
});

describe('the supervisor of the association server process', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase('embedded');
    await database.db.close();
  });
  afterAll(() => database.drop());

  it('restarts a killed association server on the same address, at the niceness asked for', async () => {
    const errors: string[] = [];
    const supervised = await superviseAssociationServer({
      entry: compiledEntry('association/server.ts'),
      port: 0,
      backoffMs: 50,
      nice: 7,
      log: { info: () => undefined, error: (_o, msg) => errors.push(msg) },
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url, JWT_ACCESS_SECRET: config.jwt.accessSecret, JWT_REFRESH_SECRET: config.jwt.refreshSecret },
    });
    try {
      expect((await fetch(`${supervised.url}/health`)).status).toBe(200);
      const first = supervised.state();
      expect(first.status).toBe('up');
      expect(await niceness(first.pid!)).toBe(7);
      process.kill(first.pid!, 'SIGKILL');
      // Only catches a hang: the new process starts at niceness 7, so a loaded machine gives it the CPU last (past 60 s
      // in a stress run).
      await expect.poll(() => supervised.state().restarts, { timeout: 240_000, interval: 50 }).toBe(1);
      expect(supervised.state()).toMatchObject({ status: 'up' });
      expect(supervised.state().pid).not.toBe(first.pid);
      expect(await niceness(supervised.state().pid!)).toBe(7);
      expect((await fetch(`${supervised.url}/health`)).status).toBe(200);
      expect(errors).toContain('association server exited; restarting');
    } finally {
      await supervised.close();
    }
    expect(supervised.state().status).toBe('stopped');
    // Asked over IPC (it leaves signals to the BFF), it stopped on its own: exit code 0, not the SIGKILL after 10 s.
    expect(supervised.state().lastExit).toEqual({ code: 0, signal: null });
  }, 360_000);

  it('an abandoned first start (the BFF beside it failed) kills the server starting and rejects', async () => {
    const controller = new AbortController();
    const port = await freePort();
    const starting = superviseAssociationServer({
      entry: compiledEntry('association/server.ts'),
      port,
      signal: controller.signal,
      log: { info: () => undefined, error: () => undefined },
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url, JWT_ACCESS_SECRET: config.jwt.accessSecret, JWT_REFRESH_SECRET: config.jwt.refreshSecret },
    });
    expect(await associationChildren()).toHaveLength(1);
    controller.abort();
    await expect(starting).rejects.toThrow(/exited during start-up \(SIGKILL\)/);
    expect(await associationChildren()).toEqual([]);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  }, 360_000);
});

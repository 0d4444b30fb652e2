import pg from 'pg';
import { openDb } from '../../src/association/db/db.js';
import { migrate } from '../../src/association/db/migrate.js';
import { seedIfEmpty } from '../../src/association/seed/index.js';
import { refreshMemberAlertsForToday } from '../../src/association/areas/members/alerts.js';
import { syncDemoAccounts } from '../../src/association/access/demo-accounts.js';

/**
 * The clock of the test databases: the seed is generated against it, and the association's clock (sejawat_today(),
 * sejawat_now(), migration 075) stands at it in every test database, so what is overdue, expiring or due today is the
 * same on every run, whatever the day the suite runs on and however long it takes (no test crosses midnight in WIB).
 */
export const SEED_NOW = new Date('2026-11-21T10:00:00Z');

/** Stands the association's clock at `at` in `database`, for the connections opened after (migration 075). */
export async function standClock(client: pg.Client, database: string, at: Date = SEED_NOW): Promise<void> {
  await client.query(`ALTER DATABASE ${database} SET sejawat.clock = '${at.toISOString()}'`);
  // A test database need not survive a crash of its server: its commits do not wait for the disk (the machine's
  // PostgreSQL, the DATABASE_URL path, flushes every commit by default). What a commit makes visible is unchanged.
  await client.query(`ALTER DATABASE ${database} SET synchronous_commit = off`);
}
export const SEED_MEMBERS = 120;

/** One PostgreSQL server of the test run with its migrated, seeded template database. */
export interface TestServer {
  /** Connection string of a maintenance database on that server (CREATE/DROP DATABASE run there). */
  adminUrl: string;
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testServers: { embedded: TestServer; postgres: TestServer };
  }
}

/** The same server, another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Whether a process of this machine is still running (a test run's databases and folders carry its pid). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the databases that runs interrupted before their teardown left on a long-lived server (the machine's
 * PostgreSQL): a run's template (sejawat_tpl_<pid>) and its files' clones (t_<worker pid>_...), whose process is gone.
 * A run going on beside this one keeps its own.
 */
export async function dropLeftovers(adminUrl: string): Promise<string[]> {
  return withClient(adminUrl, async (c) => {
    const names = (await c.query<{ name: string; pid: string }>(
      `SELECT datname AS name, substring(datname FROM '^(?:sejawat_tpl|t)_([0-9]+)') AS pid FROM pg_database
        WHERE datname ~ '^(sejawat_tpl_[0-9]+$|t_[0-9]+_)'`,
    )).rows.filter((r) => !isRunning(Number(r.pid))).map((r) => r.name);
    for (const name of names) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return names;
  });
}

/** Creates `template` on the server (dropping a leftover of an interrupted run), migrated and seeded once for the run. */
export async function makeTemplate(adminUrl: string, template: string): Promise<TestServer> {
  await withClient(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${template}`);
    await standClock(c, template);
  });
  const db = await openDb({ databaseUrl: databaseUrl(adminUrl, template), poolSize: 2 });
  try {
    await migrate(db);
    await seedIfEmpty(db, { members: SEED_MEMBERS, now: SEED_NOW });
    // As the server does when it starts: every clone starts with the day's alerts table filled.
    await refreshMemberAlertsForToday(db);
    // One association account per level (nasional@, wilayah@, cabang@, bendahara@, verifikator@, anggota@demo.com).
    await syncDemoAccounts(db, true);
  } finally {
    await db.close();
  }
  return { adminUrl, template };
}

/** A new database copied from the template (a file copy on the server: tens of milliseconds, not a migration and seed). */
export async function cloneTemplate(server: TestServer): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e9).toString(36)}`;
  await withClient(server.adminUrl, async (c) => {
    for (let attempt = 0; ; attempt++) {
      try {
        // FILE_COPY copies the template's files; PostgreSQL 15's default (WAL_LOG) writes every block of it through the
        // write-ahead log: twice the time and CPU for a 20 MB template, a hundred and more times a run.
        await c.query(`CREATE DATABASE ${name} TEMPLATE ${server.template} STRATEGY = FILE_COPY`);
        // A database's settings are not copied with it.
        await standClock(c, name);
        return;
      } catch (err) {
        // Two files cloning at the same instant: PostgreSQL refuses a template another CREATE DATABASE is reading.
        if (attempt > 50 || !/is being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  });
  return {
    url: databaseUrl(server.adminUrl, name),
    drop: () => withClient(server.adminUrl, async (c) => void (await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/association/db/embedded.js';
import { compileBff } from './support/compiled.js';
import { dropLeftovers, makeTemplate, withClient } from './support/databases.js';

const EXTERNAL_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * One embedded PostgreSQL server for the whole run (the product's default engine) and the machine's PostgreSQL
 * (the DATABASE_URL path), each with a migrated, seeded template database; every test file clones its own database
 * from the template; and bff/src compiled once for the tests that run the product as processes (support/compiled.ts).
 * The test server skips fsync: a test database never has to survive a power cut (the crash test
 * starts its own server with the product's settings).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'sejawat-test-pg-'));
  const server = await startEmbeddedPostgres({
    dir,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
  });
  await dropLeftovers(EXTERNAL_URL);
  const template = `sejawat_tpl_${process.pid}`;
  const [embedded, postgres, compiled] = await Promise.all([
    makeTemplate(server.url, 'sejawat_template'),
    makeTemplate(EXTERNAL_URL, template),
    compileBff(),
  ]);
  project.provide('testServers', { embedded, postgres });
  project.provide('compiledSrc', compiled.src);
  return async () => {
    await compiled.remove();
    await withClient(EXTERNAL_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)).catch(() => undefined);
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

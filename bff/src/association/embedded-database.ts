import { stat } from 'node:fs/promises';
import path from 'node:path';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.js';

// The product's start (server.ts) imports this module, not the association server's: the BFF process starts the
// embedded PostgreSQL server without loading the association server's code, which runs in a process of its own.

/** Where the embedded PostgreSQL server keeps its cluster under DATA_DIR. */
export const embeddedDir = (dataDir: string) => path.join(dataDir, 'association-pg');

/**
 * Releases before PostgreSQL was embedded kept the association's data in PGlite under DATA_DIR/association-db. That
 * directory is never opened, moved or deleted here: starting on a fresh database beside it would look like data loss.
 */
async function refuseEarlierRelease(dataDir: string): Promise<void> {
  const old = path.join(dataDir, 'association-db');
  const has = (p: string) => stat(p).then(() => true, () => false);
  if ((await has(path.join(old, 'PG_VERSION'))) && !(await has(embeddedDir(dataDir)))) {
    throw new EmbeddedPostgresError(
      `${old} holds association data from an earlier release (PGlite), which this release does not open. ` +
        `Copy it into the new embedded PostgreSQL with \`node bff/dist/src/association/import-pglite.js\` (same DATA_DIR), ` +
        `or move the folder away to start with a new database.`,
    );
  }
}

/** Starts the embedded PostgreSQL server under `dataDir` (the product's default), logging its warnings. */
export async function startEmbeddedDatabase(dataDir: string, log: (line: string) => void): Promise<EmbeddedPostgres> {
  await refuseEarlierRelease(dataDir);
  return startEmbeddedPostgres({ dir: embeddedDir(dataDir), onLog: (line) => /FATAL|PANIC|ERROR|WARNING/.test(line) && log(line) });
}

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfigOrExit } from '../config.js';
import { openDb, type Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import { rebuildMaintainedTotals } from './db/maintained-totals.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { embeddedDir } from './embedded-database.js';

const exists = (p: string) => stat(p).then(() => true, () => false);

/** PGlite behind the Db interface, only for reading a data directory of an earlier release. */
function pgliteDb(lite: PGlite): Db {
  const wrap = (conn: Pick<PGlite, 'query' | 'exec'>): Db => ({
    query: async <T>(sql: string, params: unknown[] = []) => {
      const result = await conn.query<T>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    // Never scoped: reads run as they are.
    reads(fn) {
      return fn(this);
    },
    exec: async (sql) => void (await conn.exec(sql)),
    scoped: () => {
      throw new Error('the PGlite import reads the whole database');
    },
    scopeKey: '',
    close: () => lite.close(),
  });
  return wrap(lite);
}

export interface ImportReport {
  tables: { table: string; rows: number }[];
}

/**
 * Copies every association table of an earlier release's PGlite directory into a PostgreSQL database that has the
 * schema but no data. Both are first brought to the same migration, so the tables match column for column; the copy is
 * one transaction (all or nothing), and the sequences continue after the copied ids.
 */
export async function importPglite(source: PGlite, target: Db): Promise<ImportReport> {
  const from = pgliteDb(source);
  await migrate(from);
  await migrate(target);
  const existing = await target.query<{ n: number }>('SELECT count(*)::int AS n FROM divisions');
  if ((existing.rows[0]?.n ?? 0) > 0) throw new Error('the target database already holds association data; import only into an empty one');

  const tables = (
    await from.query<{ table: string }>(
      `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'schema_migrations' ORDER BY c.relname`,
    )
  ).rows.map((r) => r.table);
  const report: ImportReport = { tables: [] };
  await target.transaction(async (tx) => {
    // Rows arrive table by table, not in reference order: foreign keys are checked by the source's own history.
    await tx.exec('SET LOCAL session_replication_role = replica');
    for (const table of tables) {
      const columns = (
        await tx.query<{ name: string }>(
          `SELECT quote_ident(attname) AS name FROM pg_attribute
            WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
          [table],
        )
      ).rows.map((r) => r.name);
      const list = columns.join(', ');
      await tx.query(`DELETE FROM ${table}`); // rows a migration inserted (reference data) come from the source instead
      let copied = 0;
      for (let offset = 0; ; offset += 5000) {
        const chunk = await from.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM (SELECT ${list} FROM ${table} ORDER BY ctid LIMIT 5000 OFFSET ${offset}) t`);
        if (chunk.rows.length === 0) break;
        await tx.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`, [`[${chunk.rows.map((r) => r.row).join(',')}]`]);
        copied += chunk.rows.length;
      }
      const serials = await tx.query<{ seq: string; col: string }>(
        `SELECT pg_get_serial_sequence($1, attname) AS seq, quote_ident(attname) AS col FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND pg_get_serial_sequence($1, attname) IS NOT NULL`,
        [table],
      );
      for (const s of serials.rows) {
        await tx.query(`SELECT setval($1, coalesce((SELECT max(${s.col}) FROM ${table}), 0) + 1, false)`, [s.seq]);
      }
      report.tables.push({ table, rows: copied });
    }
    // Rows arrived without triggers: the totals and counts they keep are computed from what was copied.
    await rebuildMaintainedTotals(tx);
  });
  await target.exec('ANALYZE');
  return report;
}

/** `node bff/dist/src/association/import-pglite.js`: DATA_DIR/association-db (PGlite) into the embedded server or DATABASE_URL. */
async function main() {
  const config = loadConfigOrExit();
  const old = path.join(config.dataDir, 'association-db');
  if (!(await exists(path.join(old, 'PG_VERSION')))) {
    process.stderr.write(`Nothing to import: ${old} is not a PGlite data directory.\n`);
    process.exit(1);
  }
  const lite = new PGlite(old, { extensions: { pg_trgm } });
  const fresh = !(await exists(embeddedDir(config.dataDir)));
  const server = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dir: embeddedDir(config.dataDir) });
  let failed = false;
  const target = await openDb({ databaseUrl: config.databaseUrl ?? server!.url });
  try {
    const report = await importPglite(lite, target);
    for (const t of report.tables) process.stdout.write(`${t.table}: ${t.rows} rows\n`);
    process.stdout.write(`Imported ${old} into ${config.databaseUrl ? 'DATABASE_URL' : embeddedDir(config.dataDir)}. The old folder was left as it was; delete it once you have checked the data.\n`);
  } catch (err) {
    process.stderr.write(`Import failed, nothing was written: ${(err as Error).message}\n`);
    failed = true;
  } finally {
    await target.close();
    await lite.close();
    await server?.stop();
  }
  if (failed) {
    // An empty database left beside the old folder would let the next start seed demo data over the operator's own.
    if (fresh && server) await rm(embeddedDir(config.dataDir), { recursive: true, force: true });
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

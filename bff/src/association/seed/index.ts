import type { Db } from '../db/db.js';
import { rebuildMaintainedTotals } from '../db/maintained-totals.js';
import { seedFaker, type Seeder } from './context.js';
import { divisionsSeeder } from './divisions.js';
import { membersSeeder } from './members.js';
import { SERVER_AREAS } from '../areas/index.js';

/** In dependency order: the board hierarchy and members first, then each area's records. */
export const SEEDERS: Seeder[] = [divisionsSeeder, membersSeeder, ...SERVER_AREAS.flatMap((a) => a.seeders)];

export interface SeedOptions {
  members: number;
  now?: Date;
}

/** Generates the deterministic demo association (fixed seed) into an empty database, in one transaction. */
export async function seedIfEmpty(db: Db, { members, now = new Date() }: SeedOptions): Promise<boolean> {
  const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM divisions');
  if ((existing.rows[0]?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    // Bulk loading into indexed tables maintains every index row by row (the trigram GIN indexes above all); building
    // them once after the load is several times faster. Indexes behind constraints stay: keys are checked as rows come.
    const plain = await tx.query<{ name: string; definition: string }>(
      `SELECT quote_ident(i.indexname) AS name, i.indexdef AS definition FROM pg_indexes i
        WHERE i.schemaname = current_schema()
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
    );
    for (const index of plain.rows) await tx.exec(`DROP INDEX ${index.name}`);
    // The generator's rows reference each other correctly by construction; with the rights to, skip the per-row
    // foreign-key triggers for this load (a third of its time). Without them (a managed database), they run.
    const superuser = await tx.query<{ ok: boolean }>('SELECT rolsuper AS ok FROM pg_roles WHERE rolname = current_user');
    if (superuser.rows[0]?.ok) await tx.exec('SET LOCAL session_replication_role = replica');
    const faker = await seedFaker();
    for (const seeder of SEEDERS) await seeder.run({ db: tx, faker, members, now });
    if (superuser.rows[0]?.ok) await tx.exec('SET LOCAL session_replication_role = origin');
    await tx.exec(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const index of plain.rows) await tx.exec(index.definition);
    // The load may have run without triggers (as superuser): the totals and counts they keep are computed from what
    // was loaded, in the load's transaction. After its commit, a start stopped there (Ctrl-C during a long first start)
    // left the data committed and the totals empty for good, as the next start finds the data and seeds nothing.
    // (Building the indexes gave the planner the tables' sizes; the rebuild reads whole tables.)
    await rebuildMaintainedTotals(tx);
  });
  await analyzeAll(db);
  // The dashboard's alerts table is filled by whoever opens the database for the day (the server does at every start,
  // after it listens; readers compute the alerts live until then).
  return true;
}

/**
 * Fresh planner statistics for the bulk-loaded tables: without them the planner guesses row counts and skips the
 * trigram and sort indexes on large lists until autovacuum gets round to them. Table by table on two connections,
 * largest first: one ANALYZE of the whole database keeps one core busy for seconds at 50,000 members. Statistics only
 * guide plans, so this runs after the commit (a start stopped here leaves them to autovacuum).
 */
async function analyzeAll(db: Db): Promise<void> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema()
        ORDER BY pg_relation_size(quote_ident(tablename)::regclass) DESC, tablename`,
    )
  ).rows.map((t) => t.name);
  const next = () => tables.shift();
  const worker = async () => {
    for (let table = next(); table; table = next()) await db.exec(`ANALYZE ${table}`);
  };
  await Promise.all([worker(), worker()]);
}

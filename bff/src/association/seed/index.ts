import type { Db } from '../db/db.js';
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
    const faker = seedFaker();
    for (const seeder of SEEDERS) await seeder.run({ db: tx, faker, members, now });
  });
  // Fresh planner statistics for the bulk-loaded tables: embedded PGlite runs no autovacuum, and without them the
  // planner guesses row counts and skips the trigram and sort indexes on large lists.
  await db.exec('ANALYZE');
  return true;
}

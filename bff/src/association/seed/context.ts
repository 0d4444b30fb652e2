import type { Faker } from '@faker-js/faker';
import type { Db } from '../db/db.js';

export interface SeedContext {
  db: Db;
  faker: Faker;
  /** How many members to generate. */
  members: number;
  /** The clock seeded dates are relative to (fixed in tests, now otherwise). */
  now: Date;
}

export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

export const SEED = 20261121;

/**
 * A generator of its own for each seeding, seeded alike, so the same database comes out every time. The library's
 * shared instance (fakerID_ID) was used before: the test run seeds its two template databases side by side, and the two
 * seedings drew from one sequence in whatever order their awaits fell, so each run's data came out a little different
 * (a member with a pending data update, no closed medicolegal case) and tests that name seeded records failed now and
 * then. Same locales, same order: a seeding alone gives the data it always gave.
 */
export async function seedFaker(): Promise<Faker> {
  // Loaded only to seed: the library and its locales are a fifth of the association server's start on existing data.
  const { base, en, Faker, id_ID } = await import('@faker-js/faker');
  const faker = new Faker({ locale: [id_ID, en, base] });
  faker.seed(SEED);
  return faker;
}

/** Inserts rows in multi-row batches: tens of thousands of members seed in seconds, even on PGlite. */
export async function insertMany(db: Db, table: string, columns: string[], rows: unknown[][], batch = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    const values = chunk
      .map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
      .join(', ');
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, chunk.flat());
  }
}

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

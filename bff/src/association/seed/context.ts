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

/**
 * Writes generated rows while the generator goes on. Rows are held until `batch` of them make a multi-row INSERT;
 * `flush()` sends the full batches, each once the one before it is written, so the generator makes the next batch
 * while PostgreSQL writes this one. A seed that built every row first and then inserted them kept one of the two
 * cores idle in turn: the generator's while PostgreSQL wrote, PostgreSQL's while the generator ran. Rows are written
 * in the order pushed, on the seed's one connection, so serial ids and the data come out as they always did. Every
 * full batch is one statement text (prepared once); `end()` writes the rest and rejects with the first failure.
 */
export class RowWriter<Row extends unknown[] = unknown[]> {
  private held: Row[] = [];
  private readonly full: Row[][] = [];
  private inFlight: Promise<unknown> = Promise.resolve();
  private readonly statement: (rows: number) => string;
  /** The statement of a full batch: one text, prepared once on the connection. */
  private fullBatchSql?: string;

  constructor(
    private readonly db: Db,
    table: string,
    columns: string[],
    private readonly batch = 1000,
  ) {
    const width = columns.length;
    this.statement = (count) =>
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array.from({ length: count }, (_, r) => `(${columns.map((_, c) => `$${r * width + c + 1}`).join(', ')})`).join(', ')}`;
  }

  /** Holds a row (values in the columns' order) until its batch is sent by `flush()` or `end()`. */
  push(row: Row): void {
    this.held.push(row);
    if (this.held.length === this.batch) {
      this.full.push(this.held);
      this.held = [];
    }
  }

  /** Sends the full batches held, each after the batch before it is written. */
  async flush(): Promise<void> {
    for (let rows = this.full.shift(); rows; rows = this.full.shift()) await this.send(rows);
  }

  /** Writes every row held and waits until all are written: a failed batch rejects here. */
  async end(): Promise<void> {
    await this.flush();
    if (this.held.length > 0) await this.send(this.held.splice(0));
    await this.inFlight;
  }

  private async send(rows: Row[]): Promise<void> {
    await this.inFlight;
    const sql = rows.length === this.batch ? (this.fullBatchSql ??= this.statement(this.batch)) : this.statement(rows.length);
    const written = this.db.query(sql, rows.flat());
    // Awaited by the next send or by end(); until then a failure must not count as unhandled.
    written.catch(() => undefined);
    this.inFlight = written;
  }
}

/** Inserts rows already generated, in multi-row batches: tens of thousands of members seed in seconds. */
export async function insertMany(db: Db, table: string, columns: string[], rows: unknown[][], batch = 500): Promise<void> {
  const writer = new RowWriter(db, table, columns, batch);
  for (const row of rows) writer.push(row);
  await writer.end();
}

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

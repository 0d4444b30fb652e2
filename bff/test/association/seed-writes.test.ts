import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDb, type Db } from '../../src/association/db/db.js';
import { migrate } from '../../src/association/db/migrate.js';
import { RowWriter } from '../../src/association/seed/context.js';
import { seedIfEmpty } from '../../src/association/seed/index.js';
import { databaseUrl, SEED_NOW, standClock, withClient } from '../support/databases.js';

/** A database whose statements finish only when the test says so, in the order they were sent. */
function controlledDb() {
  const sent: { sql: string; params: unknown[]; finish(): void; fail(err: Error): void }[] = [];
  const db = {
    query(sql: string, params: unknown[] = []) {
      return new Promise((resolve, reject) => {
        sent.push({ sql, params, finish: () => resolve({ rows: [] }), fail: reject });
      });
    },
  };
  return { db: db as unknown as Db, sent };
}

const settled = () => new Promise((r) => setImmediate(r));

describe('RowWriter (the seed writes rows while it generates the next)', () => {
  it('sends a full batch at once and the next only once that one is written, in the order pushed', async () => {
    const { db, sent } = controlledDb();
    const writer = new RowWriter(db, 'things', ['a', 'b'], 2);
    writer.push([1, 'one']);
    await writer.flush();
    expect(sent).toHaveLength(0); // half a batch waits for the rest

    writer.push([2, 'two']);
    await writer.flush(); // returns while the batch is being written: the generator goes on
    expect(sent).toHaveLength(1);
    expect(sent[0]!.sql).toBe('INSERT INTO things (a, b) VALUES ($1, $2), ($3, $4)');
    expect(sent[0]!.params).toEqual([1, 'one', 2, 'two']);

    writer.push([3, 'three']);
    writer.push([4, 'four']);
    let second = false;
    const flushed = writer.flush().then(() => (second = true));
    await settled();
    expect(sent).toHaveLength(1); // one batch in flight at most
    expect(second).toBe(false);
    sent[0]!.finish();
    await flushed;
    expect(sent).toHaveLength(2);
    expect(sent[1]!.sql).toBe(sent[0]!.sql); // every full batch is one statement text, prepared once
    expect(sent[1]!.params).toEqual([3, 'three', 4, 'four']);

    writer.push([5, 'five']);
    let ended = false;
    const end = writer.end().then(() => (ended = true));
    await settled();
    expect(sent).toHaveLength(2);
    sent[1]!.finish();
    await settled();
    expect(sent).toHaveLength(3);
    expect(sent[2]!.sql).toBe('INSERT INTO things (a, b) VALUES ($1, $2)');
    expect(sent[2]!.params).toEqual([5, 'five']);
    expect(ended).toBe(false); // end() waits until the last row is written
    sent[2]!.finish();
    await end;
    expect(ended).toBe(true);
  });

  it('reports the failure of a batch the generator no longer waits for, and sends nothing after it', async () => {
    const { db, sent } = controlledDb();
    const writer = new RowWriter(db, 'things', ['a'], 1);
    writer.push([1]);
    await writer.flush();
    sent[0]!.fail(new Error('null value in column "a" violates not-null constraint'));
    await settled(); // no one awaits the batch yet: an unhandled rejection here would fail the run
    writer.push([2]);
    await expect(writer.flush()).rejects.toThrow('violates not-null constraint');
    expect(sent).toHaveLength(1);
  });

  it('writes nothing when no row was pushed', async () => {
    const { db, sent } = controlledDb();
    await new RowWriter(db, 'things', ['a']).end();
    expect(sent).toHaveLength(0);
  });
});

describe('the first start seed on PostgreSQL', () => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  it('commits the totals the triggers keep with the rows, or nothing: a seed that fails at the end leaves an empty database to seed again', async () => {
    const { adminUrl } = inject('testServers').postgres;
    const name = `t_${process.pid}_seed_${Date.now().toString(36)}`;
    await withClient(adminUrl, async (c) => {
      await c.query(`CREATE DATABASE ${name}`);
      await standClock(c, name);
    });
    drop = () => withClient(adminUrl, async (c) => void (await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
    const db = await openDb({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 2 });
    try {
      await migrate(db);
      // The member counts' rebuild fails, as a start stopped there would: before, the rows were committed already and
      // the totals were never computed (the next start found data and seeded nothing).
      await db.exec(`ALTER FUNCTION sejawat_rebuild_member_counts() RENAME TO sejawat_rebuild_member_counts_kept`);
      await db.exec(`CREATE FUNCTION sejawat_rebuild_member_counts() RETURNS void LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'stopped here'; END $$`);
      await expect(seedIfEmpty(db, { members: 30, now: SEED_NOW })).rejects.toThrow('stopped here');
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members')).rows[0]!.n).toBe(0);

      await db.exec('DROP FUNCTION sejawat_rebuild_member_counts()');
      await db.exec('ALTER FUNCTION sejawat_rebuild_member_counts_kept() RENAME TO sejawat_rebuild_member_counts');
      expect(await seedIfEmpty(db, { members: 30, now: SEED_NOW })).toBe(true);
      const counted = await db.query<{ counted: number; members: number }>(
        `SELECT (SELECT coalesce(sum(n), 0)::int FROM member_counts WHERE dimension = 'status') AS counted, (SELECT count(*)::int FROM members) AS members`,
      );
      expect(counted.rows[0]).toEqual({ counted: 30, members: 30 });
    } finally {
      await db.close();
    }
  });
});

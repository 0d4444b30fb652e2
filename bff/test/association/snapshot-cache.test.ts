import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SnapshotCache } from '../../src/association/db/snapshot-cache.js';
import { openTestDatabase, type TestDatabase } from './harness.js';

describe('the snapshot cache of association reads', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('embedded');
    await database.db.exec('CREATE TABLE counted (n int)');
  });
  afterAll(async () => {
    await database.db.close();
    await database.drop();
  });

  const counter = () => {
    let computed = 0;
    const compute = async (db: TestDatabase['db']) => {
      computed++;
      return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM counted')).rows[0]!.n;
    };
    return { compute, computed: () => computed };
  };

  it('computes once while nothing is written, and afresh after every committed write', async () => {
    const cache = new SnapshotCache();
    const { compute, computed } = counter();
    const { db } = database;
    expect(await cache.get(db, 'k', compute)).toBe(0);
    expect(await cache.get(db, 'k', compute)).toBe(0);
    expect(computed()).toBe(1);
    await db.query('INSERT INTO counted VALUES (1)');
    expect(await cache.get(db, 'k', compute)).toBe(1);
    expect(computed()).toBe(2);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO counted VALUES (2)');
      // Not committed yet: another connection's answer is still the committed one.
      expect(await cache.get(db, 'k', compute)).toBe(1);
    });
    expect(await cache.get(db, 'k', compute)).toBe(2);
    expect(await cache.get(db, 'other key', compute)).toBe(2);
  });

  it('shares one computation among requests that arrive together on the same snapshot', async () => {
    const cache = new SnapshotCache();
    const { compute, computed } = counter();
    const answers = await Promise.all(Array.from({ length: 6 }, () => cache.get(database.db, 'together', compute)));
    expect(new Set(answers).size).toBe(1);
    expect(computed()).toBeLessThan(6);
  });

  it('forgets the least recently used answers beyond its size', async () => {
    const cache = new SnapshotCache(2);
    const { compute, computed } = counter();
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await cache.get(database.db, key, compute);
    // a, b, c computed; a reused twice; b evicted by c (a was used more recently), so b is computed again.
    expect(computed()).toBe(4);
  });

  it('never keeps a failed computation', async () => {
    const cache = new SnapshotCache();
    await expect(cache.get(database.db, 'bad', async (db) => db.query('SELECT * FROM no_such_table'))).rejects.toThrow(/no_such_table/);
    expect(await cache.get(database.db, 'bad', async () => 'recovered')).toBe('recovered');
  });
});

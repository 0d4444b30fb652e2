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

  /**
   * The snapshot is the whole PostgreSQL server's, which the run's other test files write to as well: a scenario that
   * counts computations runs again until nobody else wrote while it ran (the condition, not a pause, decides).
   */
  const snapshot = async () => (await database.db.query<{ s: string }>('SELECT pg_current_snapshot()::text AS s')).rows[0]!.s;
  async function quietly(scenario: () => Promise<{ computed: number }>): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      const before = await snapshot();
      const { computed } = await scenario();
      if ((await snapshot()) === before || attempt >= 200) return computed;
    }
  }

  it('computes once while nothing is written, and afresh after every committed write', async () => {
    const { db } = database;
    const once = await quietly(async () => {
      const cache = new SnapshotCache();
      const { compute, computed } = counter();
      expect(await cache.get(db, 'k', compute)).toBe(0);
      expect(await cache.get(db, 'k', compute)).toBe(0);
      return { computed: computed() };
    });
    expect(once).toBe(1);
    const cache = new SnapshotCache();
    const { compute, computed } = counter();
    expect(await cache.get(db, 'k', compute)).toBe(0);
    await db.query('INSERT INTO counted VALUES (1)');
    expect(await cache.get(db, 'k', compute)).toBe(1);
    // The write moved the snapshot on: computed again, whatever else happened meanwhile.
    expect(computed()).toBeGreaterThanOrEqual(2);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO counted VALUES (2)');
      // Not committed yet: another connection's answer is still the committed one.
      expect(await cache.get(db, 'k', compute)).toBe(1);
    });
    expect(await cache.get(db, 'k', compute)).toBe(2);
    expect(await cache.get(db, 'other key', compute)).toBe(2);
  });

  it('shares one computation among requests that arrive together on the same snapshot', async () => {
    const shared = await quietly(async () => {
      const cache = new SnapshotCache();
      const { compute, computed } = counter();
      const answers = await Promise.all(Array.from({ length: 6 }, () => cache.get(database.db, 'together', compute)));
      expect(new Set(answers).size).toBe(1);
      return { computed: computed() };
    });
    expect(shared).toBeLessThan(6);
  });

  it('runs one computation per key at a time while writes keep coming, each answer as fresh as its request', async () => {
    const { db } = database;
    const cache = new SnapshotCache(500, db);
    let active = 0;
    let mostActive = 0;
    let computed = 0;
    const slowCount = async (tx: TestDatabase['db']) => {
      computed++;
      mostActive = Math.max(mostActive, ++active);
      try {
        await tx.query('SELECT pg_sleep(0.05)');
        return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM counted')).rows[0]!.n;
      } finally {
        active--;
      }
    };
    let writing = true;
    const writer = (async () => {
      while (writing) await db.query('INSERT INTO counted VALUES (3)');
    })();
    try {
      // Twenty requests, five at a time, each after a write: every answer counts at least the rows committed before it asked.
      for (let round = 0; round < 4; round++) {
        await Promise.all(
          Array.from({ length: 5 }, async () => {
            const committed = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM counted')).rows[0]!.n;
            expect(await cache.get(db, 'busy', slowCount)).toBeGreaterThanOrEqual(committed);
          }),
        );
      }
    } finally {
      writing = false;
      await writer;
    }
    // Before, each request whose snapshot had moved on started a computation of its own: five ran side by side.
    expect(mostActive).toBe(1);
    expect(computed).toBeLessThan(20);
  });

  it('forgets the least recently used answers beyond its size', async () => {
    const count = await quietly(async () => {
      const cache = new SnapshotCache(2);
      const { compute, computed } = counter();
      for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await cache.get(database.db, key, compute);
      return { computed: computed() };
    });
    // a, b, c computed; a reused twice; b evicted by c (a was used more recently), so b is computed again.
    expect(count).toBe(4);
  });

  it('never keeps a failed computation', async () => {
    const cache = new SnapshotCache();
    await expect(cache.get(database.db, 'bad', async (db) => db.query('SELECT * FROM no_such_table'))).rejects.toThrow(/no_such_table/);
    expect(await cache.get(database.db, 'bad', async () => 'recovered')).toBe('recovered');
  });
});

import type { Db } from './db.js';

/**
 * Answers of read operations, reused while the database shows exactly the same data.
 *
 * The key is PostgreSQL's own snapshot (`pg_current_snapshot()`: the oldest running transaction, the next one to be
 * assigned, and those in progress) plus the association's date. Two snapshots that print the same see the same
 * committed rows, so an answer computed in one is the answer in the other: nothing is ever stale, and no table needs
 * to declare what it depends on. Any committed write anywhere moves the snapshot on, and the next read computes
 * afresh, inside a REPEATABLE READ transaction whose snapshot is the key it is stored under. A hit costs one trivial
 * query instead of counting 50,000 members or aggregating every due and payment again.
 *
 * This holds for one database per PostgreSQL server (the embedded default, or one database of a managed server that
 * others also write to: they only cost hits, never correctness).
 */
export class SnapshotCache {
  private readonly entries = new Map<string, { snapshot: string; value: unknown }>();
  /** Computations under way, so that requests arriving together on the same snapshot share one (single flight). */
  private readonly running = new Map<string, { snapshot: Promise<string>; value: Promise<unknown> }>();

  constructor(
    private readonly maxEntries = 500,
    /**
     * Where a hit reads the current snapshot: the server's own connection. The snapshot is the cluster's, the same for
     * every role, and read there it costs one statement instead of a scoped transaction (BEGIN, the scope, COMMIT).
     */
    private readonly probe?: Db,
  ) {}

  async get<T>(db: Db, query: string, compute: (db: Db) => Promise<T>): Promise<T> {
    // Who asks is part of the question: a branch's answer is computed under its scope and never served to another.
    const key = `${db.scopeKey}\n${query}`;
    const entry = this.entries.get(key);
    const running = this.running.get(key);
    if (entry || running) {
      const now = await currentSnapshot(this.probe ?? db);
      if (entry && now === entry.snapshot) {
        // Most recently used last: the Map's insertion order is the eviction order.
        this.entries.delete(key);
        this.entries.set(key, entry);
        return entry.value as T;
      }
      // The same snapshot is being computed by another request: its answer is this one's too.
      if (running && now === (await running.snapshot.catch(() => undefined))) return running.value as Promise<T>;
    }
    let snapshotOf!: (s: string) => void;
    const flight = { snapshot: new Promise<string>((resolve) => (snapshotOf = resolve)), value: Promise.resolve<unknown>(undefined) };
    flight.value = db.transaction(
      async (tx) => {
        const at = await currentSnapshot(tx);
        snapshotOf(at);
        return { snapshot: at, value: await compute(tx) };
      },
      { isolation: 'repeatable read', readOnly: true },
    ).then(({ snapshot, value }) => {
      this.entries.delete(key);
      this.entries.set(key, { snapshot, value });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      return value;
    });
    this.running.set(key, flight);
    try {
      return (await flight.value) as T;
    } finally {
      snapshotOf('');
      if (this.running.get(key) === flight) this.running.delete(key);
    }
  }

  clear() {
    this.entries.clear();
  }
}

async function currentSnapshot(db: Db): Promise<string> {
  const rows = await db.query<{ s: string }>(`SELECT pg_current_snapshot()::text || ' ' || current_date::text AS s`);
  return rows.rows[0]!.s;
}

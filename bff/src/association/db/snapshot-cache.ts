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
  /**
   * The one computation under way per key. Requests on its snapshot share it; a request that arrives while it computes
   * an older snapshot waits for it to end and then shares the next one, which every request waiting meanwhile shares
   * too. So while writes keep moving the snapshot on, a key has at most one computation running (not one per request,
   * which piled up slow aggregates until requests timed out), and every answer still comes from a snapshot taken
   * after its request arrived: never stale.
   */
  private readonly running = new Map<string, Flight>();
  /** Computations started so far: a flight numbered above a request's arrival took its snapshot after it arrived. */
  private started = 0;

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
    const arrival = this.started;
    for (;;) {
      let running = this.running.get(key);
      // Started after this request arrived: its snapshot has every write this request may expect to see.
      if (running && running.id > arrival) return running.value as Promise<T>;
      if (!running && !this.entries.has(key)) return this.start(key, db, compute).value as Promise<T>;
      const now = await currentSnapshot(this.probe ?? db);
      const entry = this.entries.get(key);
      if (entry && now === entry.snapshot) {
        // Most recently used last: the Map's insertion order is the eviction order.
        this.entries.delete(key);
        this.entries.set(key, entry);
        return entry.value as T;
      }
      running = this.running.get(key);
      if (running && (running.id > arrival || now === (await running.snapshot))) return running.value as Promise<T>;
      if (!running) return this.start(key, db, compute).value as Promise<T>;
      // It computes an older snapshot than this request needs: wait for it, then share (or start) the next one.
      await running.value.catch(() => undefined);
    }
  }

  clear() {
    this.entries.clear();
  }

  private start(key: string, db: Db, compute: (db: Db) => Promise<unknown>): Flight {
    let snapshotOf!: (s: string) => void;
    const flight: Flight = { id: ++this.started, snapshot: new Promise<string>((resolve) => (snapshotOf = resolve)), value: Promise.resolve() };
    flight.value = db
      .transaction(
        async (tx) => {
          const at = await currentSnapshot(tx);
          snapshotOf(at);
          // The data may be as the last answer saw it (a flight started for a waiting request after a write that has
          // not committed yet, say): that answer is this one.
          const known = this.entries.get(key);
          return { snapshot: at, value: known && known.snapshot === at ? known.value : await compute(tx) };
        },
        { isolation: 'repeatable read', readOnly: true },
      )
      .then(({ snapshot, value }) => {
        this.entries.delete(key);
        this.entries.set(key, { snapshot, value });
        if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        return value;
      })
      .finally(() => {
        snapshotOf('');
        if (this.running.get(key) === flight) this.running.delete(key);
      });
    this.running.set(key, flight);
    return flight;
  }
}

interface Flight {
  id: number;
  snapshot: Promise<string>;
  value: Promise<unknown>;
}

async function currentSnapshot(db: Db): Promise<string> {
  const rows = await db.query<{ s: string }>(`SELECT pg_current_snapshot()::text || ' ' || (SELECT sejawat_today())::text AS s`);
  return rows.rows[0]!.s;
}

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsRepository } from '../../src/association/areas/contributions/payments.js';
import { StatementNames, type Db, type DbScope } from '../../src/association/db/db.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from './harness.js';

/**
 * Statements with parameters run as named prepared statements (db.ts): parsed once per connection, planned as
 * PostgreSQL's plan cache decides. What must hold: a statement run again on a connection reuses its prepared form, a
 * statement without parameters is not prepared, and a prepared statement under row-level security still answers for
 * the role and settings of each transaction, also after enough runs for a generic plan.
 */
describe.each(BACKENDS)('prepared statements on %s', (backend) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    db = database.db;
  }, 240_000);
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  const PREPARED = `SELECT statement FROM pg_prepared_statements WHERE statement = ANY($1::text[]) ORDER BY statement`;

  it('prepares a statement with parameters once per connection and leaves one without them unprepared', async () => {
    const withParameters = 'SELECT $1::int + 1 AS n';
    const without = 'SELECT 41 + 1 AS n';
    const seen = await db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) expect((await tx.query<{ n: number }>(withParameters, [41])).rows).toEqual([{ n: 42 }]);
      expect((await tx.query<{ n: number }>(without)).rows).toEqual([{ n: 42 }]);
      return (await tx.query<{ statement: string }>(PREPARED, [[withParameters, without]])).rows;
    });
    expect(seen).toEqual([{ statement: withParameters }]);
  });

  it('plans a transaction\'s statements generically when it asks for it, and only that transaction\'s', async () => {
    // An array of ids as the parameter, as the dues' writes hand them.
    const byIds = (tag: string) => `SELECT count(*)::int AS n FROM members WHERE id = ANY($1::int[]) /* ${tag} */`;
    const PLANS = 'SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement = $1';
    const run = (sql: string, options?: { plans: 'generic' }) =>
      db.transaction(async (tx) => {
        for (let i = 0; i < 8; i++) expect((await tx.query<{ n: number }>(sql, [[1]])).rows).toEqual([{ n: 1 }]);
        const setting = (await tx.query<{ mode: string }>("SELECT current_setting('plan_cache_mode') AS mode")).rows[0]!.mode;
        return { setting, plans: (await tx.query<{ generic: number; custom: number }>(PLANS, [sql])).rows[0] };
      }, options);
    expect(await run(byIds('generic'), { plans: 'generic' })).toEqual({ setting: 'force_generic_plan', plans: { generic: 8, custom: 0 } });
    const auto = await run(byIds('auto'));
    expect(auto.setting).toBe('auto');
    // (left to itself, the cache plans for the values at least the first five times)
    expect(auto.plans!.custom).toBeGreaterThanOrEqual(5);
  });

  it('prepares one statement for every page of a list: LIMIT and OFFSET are parameters, not part of the text', async () => {
    const texts = await db.transaction(async (tx) => {
      for (const page of [1, 2, 3]) {
        const listed = await paymentsRepository.list(tx, { page, perPage: 5, status: 'recorded' });
        expect(listed.data).toHaveLength(5);
      }
      return (await tx.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements WHERE statement LIKE $1`, ['%contribution_payments%ORDER BY%'])).rows;
    });
    expect(texts).toHaveLength(1);
  });

  it('runs a prepared SELECT * again, with the new column, after its table gained one (a migration during a rolling deploy)', async () => {
    await db.query('CREATE TABLE prepared_probe (id int PRIMARY KEY, name text)');
    await db.query(`INSERT INTO prepared_probe VALUES (1, 'satu')`);
    const select = 'SELECT * FROM prepared_probe WHERE id = $1';
    // Prepared on every pooled connection the runs land on.
    await Promise.all(Array.from({ length: 10 }, () => db.query(select, [1])));
    await db.query(`ALTER TABLE prepared_probe ADD COLUMN note text NOT NULL DEFAULT 'baru'`);
    for (let i = 0; i < 20; i++) expect((await db.query(select, [1])).rows).toEqual([{ id: 1, name: 'satu', note: 'baru' }]);
  });

  it('answers each scope with its own rows when one prepared statement serves several roles and settings', async () => {
    const branches = (
      await db.query<{ id: number; parent: number; grandparent: number }>(
        `SELECT b.id, p.id AS parent, p.parent_id AS grandparent
           FROM divisions b JOIN divisions p ON p.id = b.parent_id
          WHERE b.level = 'branch' AND EXISTS (SELECT 1 FROM members m WHERE m.division_id = b.id)
          ORDER BY b.id LIMIT 2`,
      )
    ).rows;
    expect(branches).toHaveLength(2);
    const scopeOf = (b: (typeof branches)[number]): DbScope => ({
      role: 'sejawat_board',
      settings: {
        'sejawat.divisions': `{${b.id}}`,
        'sejawat.visible': `{${[b.id, b.parent, b.grandparent].join(',')}}`,
        'sejawat.home': String(b.id),
      },
    });
    const count = 'SELECT count(*)::int AS n FROM members WHERE status <> $1';
    const expected = await Promise.all(
      branches.map(async (b) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE division_id = $1 AND status <> $2', [b.id, 'none'])).rows[0]!.n),
    );
    const all = (await db.query<{ n: number }>(count, ['none'])).rows[0]!.n;
    expect(all).toBeGreaterThan(expected[0]! + expected[1]!);
    // Ten rounds, past the five runs after which PostgreSQL may switch a prepared statement to a generic plan.
    for (let round = 0; round < 10; round++) {
      for (const [i, b] of branches.entries()) {
        expect((await db.scoped(scopeOf(b)).query<{ n: number }>(count, ['none'])).rows[0]!.n).toBe(expected[i]);
      }
      expect((await db.query<{ n: number }>(count, ['none'])).rows[0]!.n).toBe(all);
    }
  });

  /** The SQL texts sent to PostgreSQL while `fn` runs, one per round trip. */
  async function sentDuring<T>(fn: () => Promise<T>): Promise<{ result: T; sent: string[] }> {
    const sent: string[] = [];
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const query = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const text = args[0];
      sent.push(typeof text === 'string' ? text : (text as { text: string }).text);
      return query.apply(this, args);
    };
    try {
      return { result: await fn(), sent };
    } finally {
      proto.query = query;
    }
  }
  const boardScope = (home: string): DbScope => ({ role: 'sejawat_board', settings: { 'sejawat.divisions': '{1}', 'sejawat.visible': '{1}', 'sejawat.home': home } });

  it('puts a scoped statement under its scope in the round trip that begins its transaction, values taken as written', async () => {
    // A value with quotes and a backslash: written into the text as a literal, it must arrive as it is, not as SQL.
    const odd = `{1}'); SELECT set_config('role', 'postgres', true); --\\\\`;
    const { result, sent } = await sentDuring(() =>
      db.scoped(boardScope(odd)).query<{ role: string; home: string }>(`SELECT current_user AS role, current_setting($1) AS home`, ['sejawat.home']),
    );
    expect(result.rows).toEqual([{ role: 'sejawat_board', home: odd }]);
    // BEGIN with the scope, the statement, COMMIT: three round trips, not four.
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/^BEGIN .*; SELECT set_config\('role', 'sejawat_board', true\)/);
    expect(sent[2]).toBe('COMMIT');
  });

  it('runs the reads of one answer in one scoped transaction, and unscoped as they are', async () => {
    const both = (reader: Db) =>
      Promise.all([reader.query<{ role: string }>('SELECT current_user AS role, $1::int AS n', [1]), reader.query('SELECT $1::int AS n', [2])]);
    const scoped = await sentDuring(() => db.scoped(boardScope('1')).reads(both));
    expect(scoped.result[0].rows[0]!.role).toBe('sejawat_board');
    // BEGIN (read only, with the scope), the two reads, COMMIT: four round trips where two transactions took six.
    expect(scoped.sent).toHaveLength(4);
    expect(scoped.sent[0]).toMatch(/^BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY; SELECT set_config/);
    expect(scoped.sent[3]).toBe('COMMIT');
    const unscoped = await sentDuring(() => db.reads(both));
    expect(unscoped.sent).toEqual(['SELECT current_user AS role, $1::int AS n', 'SELECT $1::int AS n']);
  });
});

describe('statement names', () => {
  it('names each text once, the same name every time, and runs texts past the limit unnamed', () => {
    const names = new StatementNames(3);
    const first = names.nameOf('SELECT $1::int');
    expect(first).toMatch(/^s_[\w-]{32}$/);
    expect(names.nameOf('SELECT $1::int')).toBe(first);
    expect(names.nameOf('SELECT $1::text')).not.toBe(first);
    expect(names.nameOf('SELECT $1::bigint')).toBeDefined();
    // A fourth text (one built from values by mistake, say) is not prepared on every connection.
    expect(names.nameOf('SELECT 4, $1::int')).toBeUndefined();
    expect(names.nameOf('SELECT 5, $1::int')).toBeUndefined();
    // The texts named before keep their names.
    expect(names.nameOf('SELECT $1::int')).toBe(first);
  });

  it('gives a text a new name after a stale plan, and keeps it', () => {
    const names = new StatementNames(3);
    const before = names.nameOf('SELECT * FROM divisions WHERE id = $1');
    names.rename('SELECT * FROM divisions WHERE id = $1');
    const after = names.nameOf('SELECT * FROM divisions WHERE id = $1');
    expect(after).not.toBe(before);
    expect(names.nameOf('SELECT * FROM divisions WHERE id = $1')).toBe(after);
  });
});

import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/association/db/db.js';
import { seedFaker } from '../../src/association/seed/context.js';
import { divisionsSeeder } from '../../src/association/seed/divisions.js';
import { membersSeeder } from '../../src/association/seed/members.js';
import { PROVINCES } from '../../src/association/seed/provinces.js';

const NOW = new Date('2026-03-30T10:00:00Z');
const DAY = 86_400_000;

/** A database that only records the rows the seeders insert and answers their few reads from them. */
function recordingDb() {
  const rows: Record<string, unknown[][]> = {};
  const divisions = () => (rows['divisions'] ?? []).map((r, i) => ({ id: i + 2, code: r[0] as string, level: r[2] as string, parentId: r[3] as number }));
  const db = {
    async query(sql: string, params: unknown[] = []) {
      const insert = /^\s*INSERT INTO (\w+) \(([^)]*)\) VALUES \(\$/.exec(sql);
      if (insert) {
        const width = insert[2]!.split(',').length;
        const table = (rows[insert[1]!] ??= []);
        for (let i = 0; i < params.length; i += width) table.push(params.slice(i, i + width));
      }
      if (sql.includes(`code = 'PB-00'`) && sql.startsWith('SELECT')) return { rows: [{ id: 1 }] };
      if (sql.includes(`level = 'province'`)) return { rows: divisions().filter((d) => d.level === 'province') };
      if (sql.includes(`level = 'branch'`)) return { rows: divisions().filter((d) => d.level === 'branch') };
      return { rows: [] };
    },
  };
  return { db: db as unknown as Db, rows, divisions };
}

describe('the seed generator', () => {
  const run = async () => {
    const { db, rows, divisions } = recordingDb();
    const faker = await seedFaker();
    for (const seeder of [divisionsSeeder, membersSeeder]) await seeder.run({ db, faker, members: 2000, now: NOW });
    return { rows, divisions: divisions() };
  };

  it('puts every branch in a regency or city of its own province, deterministically', async () => {
    const { rows, divisions } = await run();
    const branches = rows['divisions']!.filter((r) => r[2] === 'branch');
    expect(branches.length).toBeGreaterThan(150);
    const provinceOf = new Map(divisions.filter((d) => d.level === 'province').map((d) => [d.id, PROVINCES.find((p) => `PW-${p.code}` === d.code)!]));
    for (const [code, name, , parentId] of branches) {
      const province = provinceOf.get(parentId as number)!;
      expect(String(code).startsWith(`PC-${province.code}`), `${code} under PW-${province.code}`).toBe(true);
      expect(province.cities.map((c) => `Cabang ${c}`), `${name} in ${province.name}`).toContain(name);
    }
    expect(new Set(branches.map((b) => b[1])).size).toBe(branches.length);
    expect((await run()).rows['divisions']).toEqual(rows['divisions']);
  });

  it('gives two seedings running side by side the rows one seeding alone gives (the test run seeds two templates so)', async () => {
    const alone = await run();
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.rows).toEqual(alone.rows);
    expect(second.rows).toEqual(alone.rows);
  });

  it('makes a member in arrears only of someone who owes a due past its grace period', async () => {
    const { rows } = await run();
    const columns = ['npa', 'full_name', 'gender', 'birth_date', 'birth_place', 'email', 'phone', 'address', 'division_id', 'specialty', 'category', 'status', 'joined_at'];
    const [status, joined] = [columns.indexOf('status'), columns.indexOf('joined_at')];
    const inArrears = rows['members']!.filter((m) => m[status] === 'in_arrears');
    expect(inArrears.length).toBeGreaterThan(100);
    // Dues fall due on 31 December and put a member in arrears 90 days later: on 30 March 2026 that is the 2024 due,
    // so a member in arrears was a member on 31 December 2024.
    const lastDueInArrears = Date.parse('2024-12-31');
    expect(lastDueInArrears + 90 * DAY).toBeLessThan(NOW.getTime());
    for (const m of inArrears) expect(Date.parse(m[joined] as string), `joined ${m[joined]}`).toBeLessThanOrEqual(lastDueInArrears);
  });
});

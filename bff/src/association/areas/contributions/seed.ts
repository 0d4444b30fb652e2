import type { Db } from '../../db/db.js';
import { insertMany, type SeedContext, type Seeder } from '../../seed/context.js';
import { planDueStates, planPayments, type PlannedDue, type SeedMember } from './seed-plan.js';

/** The rates of the last years: ordinary dues rose from 500,000 to 600,000 a year two periods ago. */
function rateRows(year: number): unknown[][] {
  const since = (y: number) => `${y}-01-01`;
  const until = (y: number) => `${y}-12-31`;
  return [
    ['Iuran Anggota Biasa', 'ordinary', 500_000, 20, 30, 50, since(year - 6), until(year - 3)],
    ['Iuran Anggota Biasa', 'ordinary', 600_000, 20, 30, 50, since(year - 2), null],
    ['Iuran Anggota Luar Biasa', 'extraordinary', 1_000_000, 20, 30, 50, since(year - 6), until(year - 3)],
    ['Iuran Anggota Luar Biasa', 'extraordinary', 1_200_000, 20, 30, 50, since(year - 2), null],
    ['Anggota Kehormatan (bebas iuran)', 'honorary', 0, 20, 30, 50, since(year - 6), null],
  ];
}

/**
 * Inserts rows as one array per column (INSERT ... SELECT FROM unnest): a dozen parameters per batch instead of
 * thousands, which roughly halves the time on PGlite for the hundred thousand dues of a large association.
 */
async function insertColumns(db: Db, table: string, columns: Record<string, string>, rows: unknown[][], batch = 10_000) {
  const names = Object.keys(columns);
  const arrays = Object.values(columns).map((type, i) => `$${i + 1}::${type}[]`);
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    await db.query(`INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')})`, names.map((_, c) => chunk.map((row) => row[c])));
  }
}

async function nextId(ctx: SeedContext, table: string): Promise<number> {
  return (await ctx.db.query<{ n: number }>(`SELECT coalesce(max(id), 0)::int + 1 AS n FROM ${table}`)).rows[0]!.n;
}

/** Rows were inserted with their ids (allocations need them); the sequence continues after them. */
async function syncSequence(ctx: SeedContext, table: string) {
  await ctx.db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
}

/** Rates, three periods of dues for every member who owes them, and the payments that settled most of them. */
export const contributionsSeeder: Seeder = {
  name: 'contributions',
  async run(ctx) {
    const { db, faker, now } = ctx;
    const year = now.getUTCFullYear();
    await insertMany(db, 'contribution_rates',
      ['name', 'category', 'amount', 'national_share', 'province_share', 'branch_share', 'valid_from', 'valid_to'], rateRows(year));
    const rates = (await db.query<{ id: number; category: string; amount: number }>(
      `SELECT id, category, amount FROM contribution_rates WHERE valid_to IS NULL AND amount > 0`,
    )).rows;
    const members = (await db.query<SeedMember>(
      `SELECT m.id, m.division_id AS "divisionId", b.code AS "branchCode", b.name AS "branchName", m.status, m.category,
              m.joined_at::text AS "joinedAt"
         FROM members m JOIN divisions b ON b.id = m.division_id
        WHERE m.status IN ('active', 'in_arrears') AND m.category <> 'honorary' ORDER BY m.id`,
    )).rows;

    let dueId = await nextId(ctx, 'contribution_dues');
    const dues: PlannedDue[] = [];
    for (const member of members) {
      const rate = rates.find((r) => r.category === member.category);
      if (!rate) continue;
      for (const period of [year - 2, year - 1, year].map(String)) {
        if (member.joinedAt !== null && member.joinedAt > `${period}-12-31`) continue;
        dues.push({ id: dueId++, member, rateId: rate.id, period, amount: rate.amount, paidAmount: 0, status: 'unpaid', dueDate: `${period}-12-31`, paidAt: null, waivedReason: null });
      }
    }
    planDueStates(faker, dues, now);
    const payments = planPayments(faker, dues, now, await nextId(ctx, 'contribution_payments'));

    await insertColumns(db, 'contribution_dues',
      { id: 'int', member_id: 'int', division_id: 'int', rate_id: 'int', period: 'text', amount: 'bigint', paid_amount: 'bigint', status: 'text', due_date: 'date', paid_at: 'date', waived_reason: 'text', waived_at: 'timestamptz' },
      dues.map((d) => [d.id, d.member.id, d.member.divisionId, d.rateId, d.period, d.amount, d.paidAmount, d.status, d.dueDate, d.paidAt, d.waivedReason, d.waivedReason ? now.toISOString() : null]));
    await insertColumns(db, 'contribution_payments',
      { id: 'int', kind: 'text', division_id: 'int', member_id: 'int', period: 'text', amount: 'bigint', method: 'text', reference: 'text', paid_at: 'date', note: 'text' },
      payments.map((p) => [p.id, p.kind, p.divisionId, p.memberId, p.period, p.allocations.reduce((s, a) => s + a.amount, 0), p.method, p.reference, p.paidAt, p.note]));
    await insertColumns(db, 'contribution_allocations', { payment_id: 'int', due_id: 'int', amount: 'bigint' },
      payments.flatMap((p) => p.allocations.map((a) => [p.id, a.due.id, a.amount])));
    await syncSequence(ctx, 'contribution_dues');
    await syncSequence(ctx, 'contribution_payments');
  },
};

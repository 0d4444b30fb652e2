import type { Faker } from '@faker-js/faker';
import type { Db } from '../../../db/db.js';

const DAY_MS = 86_400_000;

/** Seeds reason in whole days (days since 1970-01-01): cheap arithmetic for hundreds of thousands of dates. */
export const dayOf = (value: Date | string) => Math.floor(new Date(value).getTime() / DAY_MS);
export const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A moment on that day during office hours, Western Indonesian Time. */
export function stampOf(day: number, faker: Faker): string {
  const hour = String(faker.number.int({ min: 8, max: 16 })).padStart(2, '0');
  const minute = String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0');
  return `${isoOf(day)}T${hour}:${minute}:00+07:00`;
}

/** A day between two days, both included (the later bound wins when they cross). */
export const dayBetween = (faker: Faker, from: number, to: number) => (to <= from ? to : faker.number.int({ min: from, max: to }));

/** Health Law 17/2023 took effect: STRs issued from here on are lifetime STRs. */
export const LIFETIME_STR_DAY = dayOf('2023-08-08');
/** Indonesia's first COVID-19 case and the end of the emergency period the mitigation records mostly cover. */
export const PANDEMIC_START = dayOf('2020-03-02');
export const PANDEMIC_END = dayOf('2022-12-31');
export const FIVE_YEARS = 1826;

/** The national board's secretariat: it issues NPAs and confers honorary membership. */
export const NATIONAL_ACTOR = 'sekretariat@pb.sejawat.id';

export interface SeedMember {
  id: number;
  fullName: string;
  status: string;
  joined: number | null;
  npa: string | null;
  divisionId: number;
  branchName: string;
  /** The branch's e-mail: branch staff record what happens in their branch. */
  branchEmail: string;
  city: string;
  /** BPS code of the province, from the branch code PC-<bps><nn>. */
  province: string;
  birth: number;
}

export async function seedMembers(db: Db): Promise<SeedMember[]> {
  const rows = await db.query<Omit<SeedMember, 'joined' | 'birth'> & { joined: string | null; birth: string }>(
    `SELECT m.id, m.full_name AS "fullName", m.status, m.joined_at::text AS joined, m.npa, m.division_id AS "divisionId", d.name AS "branchName", d.email AS "branchEmail",
            coalesce(d.city, '') AS city, substr(d.code, 4, 2) AS province, m.birth_date::text AS birth
       FROM members m JOIN divisions d ON d.id = m.division_id ORDER BY m.id`,
  );
  // Only activation sets the joining day: a verified member has not joined yet, whatever joined_at the core seed gave.
  const joined = (r: { status: string; joined: string | null }) => (r.joined === null || r.status === 'verified' ? null : dayOf(r.joined));
  return rows.rows.map((r) => ({ ...r, joined: joined(r), birth: dayOf(r.birth) }));
}

/** Statuses of members who practise, and so hold permits and earn credits. */
export const PRACTISING = new Set(['active', 'in_arrears', 'honorary', 'transferred']);

/**
 * Inserts rows (values in `columns` order) in batches of one JSON parameter each: PGlite parses one large JSON text
 * about three times faster than tens of thousands of bound parameters, which keeps 50,000-member seeds near a minute.
 * A jsonb column takes the value itself (an array or object), not its JSON text.
 */
export async function insertRows(db: Db, table: string, columns: string[], rows: unknown[][], batch = 10_000): Promise<void> {
  const list = columns.join(', ');
  for (let i = 0; i < rows.length; i += batch) {
    const records = rows.slice(i, i + batch).map((row) => Object.fromEntries(columns.map((c, k) => [c, row[k]])));
    await db.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1)`, [JSON.stringify(records)]);
  }
}

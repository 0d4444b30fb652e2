import type { Faker } from '@faker-js/faker';
import type { Db } from '../../../db/db.js';

const DAY_MS = 86_400_000;

/** Seeds reason in whole days (days since 1970-01-01). */
export const dayOf = (value: Date | string) => Math.floor(new Date(value).getTime() / DAY_MS);
export const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A moment on that day during office hours, Western Indonesian Time. */
export function stampOf(day: number, faker: Faker, from = 8, to = 16): string {
  const hour = String(faker.number.int({ min: from, max: to })).padStart(2, '0');
  const minute = String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0');
  return `${isoOf(day)}T${hour}:${minute}:00+07:00`;
}

/** A day between two days, both included (the later bound wins when they cross). */
export const dayBetween = (faker: Faker, from: number, to: number) =>
  to <= from ? to : faker.number.int({ min: from, max: to });

/** Keeps n within [min, max]. */
export const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round(n)));

export interface SeedMember {
  id: number;
  fullName: string;
  status: string;
  divisionId: number;
  provinceId: number;
  city: string;
  joined: number | null;
}

/** Members who practise and take part in the association's life. */
export const PRACTISING = new Set(['active', 'in_arrears', 'honorary', 'transferred']);

export async function seedMembers(db: Db): Promise<SeedMember[]> {
  const rows = await db.query<Omit<SeedMember, 'joined'> & { joined: string | null }>(
    `SELECT m.id, m.full_name AS "fullName", m.status, m.division_id AS "divisionId", d.parent_id AS "provinceId",
            coalesce(d.city, '') AS city, m.joined_at::text AS joined
       FROM members m JOIN divisions d ON d.id = m.division_id ORDER BY m.id`,
  );
  return rows.rows.map((r) => ({ ...r, joined: r.joined === null ? null : dayOf(r.joined) }));
}

export interface SeedDivision {
  id: number;
  name: string;
  level: string;
  parentId: number | null;
  city: string;
}

export async function seedDivisions(db: Db): Promise<SeedDivision[]> {
  const rows = await db.query<SeedDivision>(
    `SELECT id, name, level, parent_id AS "parentId", coalesce(city, '') AS city FROM divisions ORDER BY code`,
  );
  return rows.rows;
}

/** The national board's secretariat. */
export const NATIONAL_ACTOR = 'sekretariat@pb.sejawat.id';

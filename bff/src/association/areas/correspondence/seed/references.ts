import type { Faker } from '@faker-js/faker';
import { insertMany, type Seeder } from '../../../seed/context.js';
import { letterNumber, letterScope, REQUESTING_STATUSES, type ReferenceType } from '../references.js';
import { REFERENCE_ISSUE_NOTES, REFERENCE_PROCESS_NOTES, REFERENCE_PURPOSES, REFERENCE_REJECTIONS, UNIVERSITIES } from './data.js';
import { DAY, isoDay, later, officeTime } from './time.js';

/** About one request per ten members, at most 3,000, requested over the last year. */
export const referenceCount = (members: number) => Math.min(3000, Math.max(5, Math.round(members / 10)));

interface SeedMember {
  id: number;
  status: string;
  divisionId: number;
  branchCode: string;
  branchEmail: string;
  city: string | null;
}

interface Log {
  from: string | null;
  to: string;
  note: string;
  at: Date;
}

function statusFor(faker: Faker, ageDays: number): string {
  if (ageDays > 30) return faker.helpers.weightedArrayElement([{ value: 'issued', weight: 80 }, { value: 'rejected', weight: 14 }, { value: 'processing', weight: 6 }]);
  if (ageDays > 7) {
    return faker.helpers.weightedArrayElement([
      { value: 'issued', weight: 50 },
      { value: 'processing', weight: 30 },
      { value: 'requested', weight: 10 },
      { value: 'rejected', weight: 10 },
    ]);
  }
  return faker.helpers.weightedArrayElement([{ value: 'requested', weight: 60 }, { value: 'processing', weight: 40 }]);
}

/** Reference requests with their logs; letters numbered per branch and year in the order they were issued. */
export const referencesSeeder: Seeder = {
  name: 'references',
  async run({ db, faker, members: memberCount, now }) {
    const members = (await db.query<SeedMember>(
      `SELECT m.id, m.status, m.division_id AS "divisionId", b.code AS "branchCode", b.email AS "branchEmail", b.city
         FROM members m JOIN divisions b ON b.id = m.division_id WHERE m.status = ANY($1) ORDER BY m.id`,
      [REQUESTING_STATUSES],
    )).rows;
    if (members.length === 0) return;
    const open = new Set<string>();
    const planned: { member: SeedMember; type: ReferenceType; purpose: string; requested: Date; status: string; reason: string | null; logs: Log[] }[] = [];
    for (let i = 0; i < referenceCount(memberCount); i++) {
      const member = faker.helpers.arrayElement(members);
      let type = faker.helpers.weightedArrayElement([
        { value: 'sip_recommendation' as const, weight: 40 },
        { value: 'good_standing' as const, weight: 32 },
        { value: 'transfer' as const, weight: 10 },
        { value: 'other' as const, weight: 18 },
      ]);
      // Members not in good standing mostly ask for what they can get: a transfer letter or a plain statement.
      const standing = member.status === 'active' || member.status === 'honorary';
      if (!standing && (type === 'sip_recommendation' || type === 'good_standing') && faker.number.int({ min: 1, max: 10 }) <= 7) {
        type = faker.helpers.arrayElement(['transfer', 'other'] as const);
      }
      const ageDays = faker.number.int({ min: 0, max: 365 });
      const requested = officeTime(faker, new Date(now.getTime() - ageDays * DAY));
      if (requested > now) requested.setTime(now.getTime() - 3_600_000);
      let status = statusFor(faker, ageDays);
      let reason: string | null = null;
      // Letters that vouch for the member go only to members in good standing; the others are refused for arrears.
      const vouches = type === 'sip_recommendation' || type === 'good_standing';
      if (status === 'issued' && vouches && !standing) {
        status = 'rejected';
        reason = REFERENCE_REJECTIONS[1]!;
      }
      if (status === 'rejected') reason ??= faker.helpers.arrayElement(REFERENCE_REJECTIONS);
      const key = `${member.id}|${type}`;
      if ((status === 'requested' || status === 'processing') && open.has(key)) continue;
      if (status === 'requested' || status === 'processing') open.add(key);
      const purpose = faker.helpers
        .arrayElement(REFERENCE_PURPOSES[type]!)
        .replace('{city}', member.city ?? 'Jakarta')
        .replace('{name}', `${faker.person.lastName()} Medika`)
        .replace('{university}', faker.helpers.arrayElement(UNIVERSITIES));
      const logs: Log[] = [{ from: null, to: 'requested', note: '', at: requested }];
      const processing = status !== 'requested' && !(status === 'rejected' && faker.datatype.boolean());
      if (processing) logs.push({ from: 'requested', to: 'processing', note: faker.helpers.arrayElement(REFERENCE_PROCESS_NOTES), at: later(faker, requested, faker.number.int({ min: 0, max: 3 }), now) });
      const previous = logs[logs.length - 1]!;
      if (status === 'issued') logs.push({ from: 'processing', to: 'issued', note: faker.helpers.arrayElement(REFERENCE_ISSUE_NOTES), at: later(faker, previous.at, faker.number.int({ min: 1, max: 10 }), now) });
      if (status === 'rejected') logs.push({ from: previous.to, to: 'rejected', note: reason!, at: later(faker, previous.at, faker.number.int({ min: 1, max: 10 }), now) });
      planned.push({ member, type, purpose, requested, status, reason, logs });
    }

    // Letter numbers follow the order of issue within each branch and year.
    const numbers = new Map<(typeof planned)[number], string>();
    const counters = new Map<string, number>();
    const issued = planned.filter((p) => p.status === 'issued').sort((a, b) => a.logs.at(-1)!.at.getTime() - b.logs.at(-1)!.at.getTime());
    for (const p of issued) {
      const day = isoDay(p.logs.at(-1)!.at);
      const key = `${letterScope(p.member.branchCode)}|${day.slice(0, 4)}`;
      const sequence = (counters.get(key) ?? 0) + 1;
      counters.set(key, sequence);
      numbers.set(p, letterNumber(sequence, p.member.branchCode, p.type, day));
    }

    const firstId = (await db.query<{ n: number }>('SELECT coalesce(max(id), 0)::int + 1 AS n FROM reference_requests')).rows[0]!.n;
    const rows = planned.map((p, i) => {
      const decided = p.status === 'issued' || p.status === 'rejected' ? p.logs.at(-1)! : null;
      return [
        firstId + i,
        p.member.id,
        p.member.divisionId,
        p.type,
        p.purpose,
        isoDay(p.requested),
        p.status,
        numbers.get(p) ?? null,
        p.status === 'issued' ? isoDay(decided!.at) : null,
        p.reason,
        decided?.at.toISOString() ?? null,
        decided ? p.member.branchEmail : null,
        p.requested.toISOString(),
        p.logs.at(-1)!.at.toISOString(),
      ];
    });
    await insertMany(db, 'reference_requests', [
      'id', 'member_id', 'division_id', 'type', 'purpose', 'requested_date', 'status', 'letter_number', 'issued_date',
      'rejection_reason', 'decided_at', 'decided_by', 'created_at', 'updated_at',
    ], rows);
    await db.query(`SELECT setval(pg_get_serial_sequence('reference_requests', 'id'), (SELECT max(id) FROM reference_requests))`);
    await insertMany(db, 'reference_logs', ['reference_id', 'from_status', 'to_status', 'note', 'actor', 'at'],
      planned.flatMap((p, i) => p.logs.map((l) => [firstId + i, l.from, l.to, l.note, p.member.branchEmail, l.at.toISOString()])));
    if (counters.size > 0) {
      await insertMany(db, 'correspondence_counters', ['scope', 'year', 'last'],
        [...counters].map(([key, last]) => [key.split('|')[0], Number(key.split('|')[1]), last]));
    }
  },
};

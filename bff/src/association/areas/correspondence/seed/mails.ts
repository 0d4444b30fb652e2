import type { Faker } from '@faker-js/faker';
import { MAIL_CATEGORIES } from '../../../../contract/association/correspondence-mails.js';
import { insertMany, type Seeder } from '../../../seed/context.js';
import { romanMonth } from '../common.js';
import { INSTRUCTIONS, MAIL_SUBJECTS, type SenderKind, MAIL_SUMMARIES, NATIONAL_SENDERS, RESOLUTIONS, ROLES, TOPICS, UNIVERSITIES } from './data.js';
import { DAY, isoDay, later, officeTime } from './time.js';

/** About one letter per five members, at least a few dozen and at most 3,000 (a large association's recent register). */
export const mailCount = (members: number) => Math.min(3000, Math.max(20, Math.round(members / 5)));
/** The register covers the last eighteen months. */
const SPAN_DAYS = 540;

interface Division {
  id: number;
  code: string;
  name: string;
  level: 'national' | 'province' | 'branch';
  parentId: number | null;
  city: string | null;
  email: string;
}

interface Disposition {
  instruction: string;
  assignee: string;
  role: string;
  divisionId: number;
  dueDate: string;
  at: Date;
}

interface PlannedMail {
  division: Division;
  number: string;
  letterDate: string;
  received: Date;
  sender: string;
  subject: string;
  category: string;
  priority: string;
  summary: string;
  status: string;
  dispositions: Disposition[];
  startedAt: Date | null;
  completedAt: Date | null;
  resolution: string | null;
  archivedAt: Date | null;
}

const CATEGORY_WEIGHTS = [
  { value: 'invitation', weight: 30 },
  { value: 'request', weight: 20 },
  { value: 'notification', weight: 14 },
  { value: 'circular', weight: 8 },
  { value: 'report', weight: 8 },
  { value: 'complaint', weight: 7 },
  { value: 'cooperation', weight: 7 },
  { value: 'other', weight: 6 },
] satisfies { value: (typeof MAIL_CATEGORIES)[number]; weight: number }[];

/** Old letters are mostly settled; recent ones are still being handled. */
function statusFor(faker: Faker, ageDays: number, category: string): string {
  const informational = category === 'circular' || category === 'notification';
  if (ageDays > 90) {
    return faker.helpers.weightedArrayElement([
      { value: 'done', weight: informational ? 40 : 70 },
      { value: 'archived', weight: informational ? 55 : 24 },
      { value: 'in_progress', weight: 4 },
      { value: 'dispositioned', weight: 2 },
    ]);
  }
  if (ageDays > 30) {
    return faker.helpers.weightedArrayElement([
      { value: 'done', weight: 45 },
      { value: 'in_progress', weight: 22 },
      { value: 'dispositioned', weight: 13 },
      { value: 'archived', weight: informational ? 30 : 12 },
      { value: 'received', weight: 5 },
    ]);
  }
  return faker.helpers.weightedArrayElement([
    { value: 'received', weight: ageDays < 3 ? 60 : 30 },
    { value: 'dispositioned', weight: 30 },
    { value: 'in_progress', weight: 25 },
    { value: 'done', weight: 10 },
    { value: 'archived', weight: informational ? 10 : 2 },
  ]);
}

const provinceName = (d: Division) => d.name.replace(/^Pengurus Wilayah /, '');

const COMPANIES = NATIONAL_SENDERS.filter((s) => s.startsWith('PT ') || s.startsWith('Bank '));
const NATIONAL_BODIES = NATIONAL_SENDERS.filter((s) => !COMPANIES.includes(s));

function senderFor(faker: Faker, division: Division, kinds: readonly SenderKind[], related: { above?: Division; below: Division[] }): string {
  const city = division.city ?? 'Jakarta';
  const national = division.level === 'national';
  const kind = faker.helpers.arrayElement(kinds);
  switch (kind) {
    case 'government':
      if (national || faker.number.int({ min: 1, max: 4 }) === 1) return faker.helpers.arrayElement(NATIONAL_BODIES.slice(0, 5));
      return division.level === 'province' ? `Dinas Kesehatan Provinsi ${provinceName(division)}` : `Dinas Kesehatan Kota ${city}`;
    case 'education':
      return `${faker.helpers.arrayElement(['Fakultas Kedokteran Gigi', 'Rumah Sakit Gigi dan Mulut'])} ${faker.helpers.arrayElement(UNIVERSITIES)}`;
    case 'organisation':
      if (national) return faker.helpers.arrayElement(NATIONAL_BODIES.slice(5));
      return `Ikatan Dokter Indonesia ${division.level === 'province' ? `Wilayah ${provinceName(division)}` : `Cabang ${city}`}`;
    case 'hospital':
      return national ? 'RSUP Nasional Dr. Cipto Mangunkusumo' : `RSUD ${city}`;
    case 'company':
      return faker.helpers.arrayElement(COMPANIES);
    case 'police':
      return national ? 'Badan Reserse Kriminal Polri' : `Kepolisian Resor ${city}`;
    case 'person':
      return `${faker.person.firstName()} ${faker.person.lastName()}`;
    case 'board_above':
      return related.above ? (related.above.level === 'national' ? 'Pengurus Besar' : related.above.name) : faker.helpers.arrayElement(NATIONAL_BODIES.slice(0, 3));
    case 'board_below':
      return related.below.length > 0 ? faker.helpers.arrayElement(related.below).name : `Komisariat RSUD ${city}`;
  }
}

/** A sender's own letter number, e.g. 1244/HK.02.02/DKKB/XI/2026 (sequence, classification, sender initials, month, year). */
function letterNumberFor(faker: Faker, sender: string, letterDate: string): string {
  const initials = sender
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('')
    .slice(0, 6);
  const month = romanMonth(Number(letterDate.slice(5, 7)));
  return `${faker.number.int({ min: 1, max: 2999 })}/${faker.helpers.arrayElement(['HK.02.02', 'UM.01.05', 'KP.03', 'PR.01'])}/${initials || 'X'}/${month}/${letterDate.slice(0, 4)}`;
}

function plan(faker: Faker, divisions: Division[], count: number, now: Date): PlannedMail[] {
  const byId = new Map(divisions.map((d) => [d.id, d]));
  const byLevel = (level: Division['level']) => divisions.filter((d) => d.level === level);
  const national = byLevel('national');
  const provinces = byLevel('province');
  const branches = byLevel('branch');
  const children = (d: Division) => divisions.filter((c) => c.parentId === d.id);
  const taken = new Set<string>();
  const mails: PlannedMail[] = [];

  for (let i = 0; i < count; i++) {
    const level = faker.helpers.weightedArrayElement([
      { value: 'national' as const, weight: 30 },
      { value: 'province' as const, weight: 30 },
      { value: 'branch' as const, weight: 40 },
    ]);
    const division = faker.helpers.arrayElement(level === 'national' ? national : level === 'province' ? provinces : branches);
    const category = faker.helpers.weightedArrayElement(CATEGORY_WEIGHTS);
    const ageDays = faker.number.int({ min: 0, max: SPAN_DAYS });
    const received = officeTime(faker, new Date(now.getTime() - ageDays * DAY));
    if (received > now) received.setTime(now.getTime() - 3_600_000);
    const letterDate = isoDay(new Date(received.getTime() - faker.number.int({ min: 0, max: 10 }) * DAY));
    const template = faker.helpers.arrayElement(MAIL_SUBJECTS[category]!);
    const sender = senderFor(faker, division, template.from, { above: division.parentId === null ? undefined : byId.get(division.parentId), below: children(division) });
    let number = letterNumberFor(faker, sender, letterDate);
    while (taken.has(`${division.id}|${sender.toLowerCase()}|${number}`)) number = letterNumberFor(faker, sender, letterDate);
    taken.add(`${division.id}|${sender.toLowerCase()}|${number}`);
    const subject = template.text.replace('{topic}', faker.helpers.arrayElement(TOPICS));
    const status = statusFor(faker, ageDays, category);
    const mail: PlannedMail = {
      division,
      number,
      letterDate,
      received,
      sender,
      subject,
      category,
      priority: faker.helpers.weightedArrayElement([
        { value: 'normal', weight: 70 },
        { value: 'urgent', weight: 22 },
        { value: 'very_urgent', weight: 8 },
      ]),
      summary: faker.helpers.arrayElement(MAIL_SUMMARIES[category]!),
      status,
      dispositions: [],
      startedAt: null,
      completedAt: null,
      resolution: null,
      archivedAt: null,
    };
    // Informational letters are often archived as soon as they are read; the rest are archived after they are done.
    const archivedUnread = status === 'archived' && faker.number.int({ min: 1, max: 100 }) <= 50;
    if (status !== 'received' && !archivedUnread) {
      const disposition = (from: Date): Disposition => {
        const at = later(faker, from, faker.number.int({ min: 0, max: 3 }), now);
        const below = children(division);
        const target = below.length > 0 && faker.number.int({ min: 1, max: 100 }) <= 20 ? faker.helpers.arrayElement(below) : division;
        return {
          instruction: faker.helpers.arrayElement(INSTRUCTIONS),
          assignee: `drg. ${faker.person.firstName()} ${faker.person.lastName()}`,
          role: faker.helpers.arrayElement(ROLES[target.level]!),
          divisionId: target.id,
          dueDate: isoDay(new Date(at.getTime() + faker.number.int({ min: 5, max: 30 }) * DAY)),
          at,
        };
      };
      mail.dispositions.push(disposition(received));
      if (faker.number.int({ min: 1, max: 100 }) <= 10) mail.dispositions.push(disposition(mail.dispositions[0]!.at));
      const last = mail.dispositions[mail.dispositions.length - 1]!;
      if (status === 'in_progress' || status === 'done' || status === 'archived') {
        mail.startedAt = later(faker, last.at, faker.number.int({ min: 0, max: 4 }), now);
      }
      if (status === 'done' || status === 'archived') {
        mail.completedAt = later(faker, mail.startedAt!, faker.number.int({ min: 1, max: 25 }), now);
        mail.resolution = faker.helpers.arrayElement(RESOLUTIONS);
      }
      if (status === 'archived') mail.archivedAt = later(faker, mail.completedAt!, faker.number.int({ min: 1, max: 30 }), now);
    } else if (archivedUnread) {
      mail.archivedAt = later(faker, received, faker.number.int({ min: 1, max: 5 }), now);
    }
    mails.push(mail);
  }
  return mails.sort((a, b) => a.received.getTime() - b.received.getTime());
}

/** The incoming mail registers of the boards, numbered per board and year in the order the letters arrived. */
export const mailsSeeder: Seeder = {
  name: 'mails',
  async run({ db, faker, members, now }) {
    const divisions = (await db.query<Division>(
      `SELECT id, code, name, level, parent_id AS "parentId", city, email FROM divisions ORDER BY id`,
    )).rows;
    const mails = plan(faker, divisions, mailCount(members), now);
    const counters = new Map<string, number>();
    const rows = mails.map((m) => {
      const year = m.received.getUTCFullYear();
      const scope = `${m.division.code}/SM`;
      const sequence = (counters.get(`${scope}|${year}`) ?? 0) + 1;
      counters.set(`${scope}|${year}`, sequence);
      const last = m.dispositions[m.dispositions.length - 1];
      const updated = [m.received, ...m.dispositions.map((d) => d.at), m.startedAt, m.completedAt, m.archivedAt]
        .filter((d): d is Date => d !== null)
        .reduce((a, b) => (a > b ? a : b));
      return [
        `${scope}/${year}/${String(sequence).padStart(4, '0')}`,
        m.number,
        m.letterDate,
        isoDay(m.received),
        m.sender,
        m.subject,
        m.category,
        m.priority,
        m.summary,
        m.division.id,
        m.status,
        last?.instruction ?? null,
        last?.assignee ?? null,
        last?.role ?? null,
        last?.divisionId ?? null,
        last?.dueDate ?? null,
        last?.at.toISOString() ?? null,
        m.startedAt?.toISOString() ?? null,
        m.completedAt?.toISOString() ?? null,
        m.resolution,
        m.archivedAt?.toISOString() ?? null,
        m.received.toISOString(),
        updated.toISOString(),
      ];
    });
    await insertMany(db, 'mails', [
      'agenda_number', 'number', 'letter_date', 'received_date', 'sender', 'subject', 'category', 'priority', 'summary',
      'division_id', 'status', 'disposition_instruction', 'assignee', 'assignee_role', 'disposition_division_id', 'due_date',
      'dispositioned_at', 'started_at', 'completed_at', 'resolution', 'archived_at', 'created_at', 'updated_at',
    ], rows);
    const ids = (await db.query<{ id: number; agenda: string }>('SELECT id, agenda_number AS agenda FROM mails')).rows;
    const idOf = new Map(ids.map((r) => [r.agenda, r.id]));
    const dispositions = mails.flatMap((m, i) =>
      m.dispositions.map((d) => [idOf.get(rows[i]![0] as string), d.instruction, d.assignee, d.role, d.divisionId, d.dueDate, m.division.email || 'sekretariat@pb.sejawat.id', d.at.toISOString()]),
    );
    await insertMany(db, 'mail_dispositions', ['mail_id', 'instruction', 'assignee', 'assignee_role', 'division_id', 'due_date', 'actor', 'created_at'], dispositions);
    await insertMany(db, 'correspondence_counters', ['scope', 'year', 'last'],
      [...counters].map(([key, last]) => [...key.split('|').map((v, i) => (i === 1 ? Number(v) : v)), last]));
  },
};

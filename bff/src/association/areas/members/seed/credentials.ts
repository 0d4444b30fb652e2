import type { Faker } from '@faker-js/faker';
import { RowWriter, type Seeder } from '../../../seed/context.js';
import { checklist } from '../checklists.js';
import { dayBetween, dayOf, FIVE_YEARS, insertRows, isoOf, LIFETIME_STR_DAY, PRACTISING, seedMembers, stampOf, type SeedMember } from './util.js';

type StrRow = [memberId: number, number: string, kind: 'legacy' | 'lifetime', issuedAt: string];
type RenewalRow = { memberId: number; strNumber: string; newStrNumber?: string; status: string; submitted: number; decided: number | null; received: boolean; reason: string | null };

/**
 * STRs: members who joined before Health Law 17/2023 hold a dated legacy STR re-registered every five years (most
 * converted to a lifetime STR since), the others a lifetime STR. Re-registration requests: completed ones for past
 * renewals, and a few open and rejected ones on legacy STRs not converted yet.
 */
const OPEN_CYCLE = ['submitted', 'in_review', 'recommended', 'rejected', 'none'] as const;
type Counters = { serial: () => string; nextOpen: () => (typeof OPEN_CYCLE)[number] };

function strsOf(faker: Faker, m: SeedMember, today: number, strs: { push(row: StrRow): void }, renewals: RenewalRow[], { serial, nextOpen }: Counters) {
  const living = m.status !== 'deceased' && m.status !== 'dismissed';
  if (m.joined === null || m.joined >= LIFETIME_STR_DAY) {
    const issued = m.joined === null ? today - faker.number.int({ min: 30, max: 400 }) : m.joined - faker.number.int({ min: 10, max: 90 });
    strs.push([m.id, `${m.province}SH${serial()}`, 'lifetime', isoOf(Math.max(issued, LIFETIME_STR_DAY))]);
    return;
  }
  const first = m.joined - faker.number.int({ min: 10, max: 120 });
  const latest = first + FIVE_YEARS * Math.max(0, Math.floor((Math.min(today, LIFETIME_STR_DAY - 1) - first) / FIVE_YEARS));
  const number = `${m.province}1${isoOf(latest).slice(2, 4)}2${serial()}`;
  if (latest > first && faker.number.int(99) < 60) {
    const previous = `${m.province}1${isoOf(latest - FIVE_YEARS).slice(2, 4)}2${serial()}`;
    strs.push([m.id, previous, 'legacy', isoOf(latest - FIVE_YEARS)]);
    renewals.push({ memberId: m.id, strNumber: previous, newStrNumber: number, status: 'completed', submitted: latest - faker.number.int({ min: 30, max: 90 }), decided: latest, received: true, reason: null });
  }
  strs.push([m.id, number, 'legacy', isoOf(latest)]);
  if (living && faker.number.int(99) < 80) {
    strs.push([m.id, `${number}/SH`, 'lifetime', isoOf(dayBetween(faker, Math.max(latest, LIFETIME_STR_DAY) + 30, today))]);
  } else if (living) {
    // Still on a legacy STR: in turn re-registering it (each open state), refused, or neither.
    const status = nextOpen();
    if (status === 'none') return;
    const submitted = today - faker.number.int({ min: 2, max: 60 });
    const rejected = status === 'rejected';
    renewals.push({
      memberId: m.id,
      strNumber: number,
      status,
      submitted,
      decided: rejected ? dayBetween(faker, submitted + 1, today) : null,
      received: status === 'recommended',
      reason: rejected ? 'The SKP recapitulation does not reach the 250 credits the legacy re-registration required' : null,
    });
  }
}

const PLACES = [
  (f: Faker) => `Klinik Gigi ${f.person.lastName()}`,
  (f: Faker, city: string) => `RSUD ${city}`,
  (f: Faker) => `Puskesmas ${f.location.street()}`,
  (f: Faker) => `Praktik Mandiri drg. ${f.person.firstName()} ${f.person.lastName()}`,
  (f: Faker) => `RS ${f.company.name()}`,
];

/** SIPs of a practising member: one or two places, each with its current permit and often the one it renewed. */
function sipsOf(faker: Faker, m: SeedMember, today: number, sips: { push(row: unknown[]): void }, serial: () => string) {
  if (m.joined === null || !PRACTISING.has(m.status)) return;
  const places = faker.number.int(99) < 70 ? 1 : 2;
  let count = 0;
  for (let p = 0; p < places; p++) {
    const place = faker.helpers.arrayElement(PLACES)(faker, m.city);
    // A few permits were not renewed: they ended recently and raise an alert.
    const lapsedPermit = faker.number.int(99) < 5;
    const age = lapsedPermit ? FIVE_YEARS + faker.number.int({ min: 1, max: 150 }) : faker.number.int({ min: 0, max: FIVE_YEARS - 1 });
    const issued = Math.max(today - age, m.joined);
    const chain = issued - FIVE_YEARS >= m.joined && count + 2 <= 3 && faker.number.int(99) < 50 ? [issued - FIVE_YEARS, issued] : [issued];
    for (const day of chain) {
      sips.push([m.id, `503/${serial()}/SIP-DRG/${isoOf(day).slice(0, 4)}`, place, m.city, isoOf(day), stampOf(day, faker)]);
      count++;
    }
  }
}

export const credentialsSeeder: Seeder = {
  name: 'STR, re-registrations and SIPs',
  async run({ db, faker, now }) {
    const today = dayOf(now);
    const members = await seedMembers(db);
    let n = 0;
    let turn = 0;
    const serial = () => String(++n).padStart(7, '0');
    const nextOpen = () => OPEN_CYCLE[turn++ % OPEN_CYCLE.length]!;
    const strs = new RowWriter<StrRow>(db, 'str_records', ['member_id', 'number', 'kind', 'issued_at']);
    const renewals: RenewalRow[] = [];
    const sips = new RowWriter(db, 'sip_permits', ['member_id', 'number', 'practice_place', 'city', 'issued_at', 'created_at']);
    for (const m of members) {
      strsOf(faker, m, today, strs, renewals, { serial, nextOpen });
      sipsOf(faker, m, today, sips, serial);
      await strs.flush();
      await sips.flush();
    }
    await strs.end();
    await sips.end();
    await db.query(`UPDATE str_records l SET converted_to_id = t.id FROM str_records t WHERE l.kind = 'legacy' AND t.number = l.number || '/SH'`);
    const ids = new Map((await db.query<{ id: number; number: string }>('SELECT id, number FROM str_records')).rows.map((r) => [r.number, r.id]));
    await insertRows(
      db,
      'str_renewals',
      ['member_id', 'str_id', 'new_str_id', 'status', 'documents', 'submitted_at', 'decided_at', 'reason'],
      renewals.map((r) => [
        r.memberId,
        ids.get(r.strNumber),
        r.newStrNumber === undefined ? null : ids.get(r.newStrNumber),
        r.status,
        checklist('str_renewal').map((d, i) => ({ ...d, received: r.received || i % 2 === 0 })),
        stampOf(r.submitted, faker),
        r.decided === null ? null : stampOf(r.decided, faker),
        r.reason,
      ]),
    );
    // A completed re-registration replaced the STR it renewed by the one it produced.
    await db.query(`UPDATE str_records o SET replaced_by_id = r.new_str_id FROM str_renewals r WHERE r.str_id = o.id AND r.status = 'completed'`);
  },
};

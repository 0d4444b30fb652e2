import type { Faker } from '@faker-js/faker';
import { RowWriter, type Seeder } from '../../../seed/context.js';
import { dayOf, FIVE_YEARS, isoOf, PRACTISING, seedMembers, type SeedMember } from './util.js';

const TOPICS = ['endodontik', 'implan gigi', 'ortodonti preventif', 'kedokteran gigi anak', 'radiologi digital', 'pengendalian infeksi', 'bedah mulut minor', 'estetika gigi', 'periodonsia', 'gigi tiruan lepasan'];
const FACULTIES = ['FKG Universitas Indonesia', 'FKG Universitas Gadjah Mada', 'FKG Universitas Airlangga', 'FKG Universitas Padjadjaran', 'FKG Universitas Hasanuddin', 'FKG Universitas Sumatera Utara'];

type Domain = 'learning' | 'service' | 'community' | 'free';
type Entry = [activity: string, domain: Domain, source: string];

const OTHER_LEARNING = [
  (f: Faker): Entry => [`Workshop ${f.helpers.arrayElement(TOPICS)}`, 'learning', f.helpers.arrayElement(FACULTIES)],
  (f: Faker, m: SeedMember): Entry => [`Seminar ${f.helpers.arrayElement(TOPICS)}`, 'learning', m.branchName],
  (f: Faker): Entry => [`Kursus daring: ${f.helpers.arrayElement(TOPICS)}`, 'learning', 'Kursus daring Pengurus Besar'],
];
const COMMUNITY = ['Bakti sosial kesehatan gigi', 'Penyuluhan kesehatan gigi di sekolah', 'Bulan Kesehatan Gigi Nasional'];
const FREE = [
  (): Entry => ['Menulis artikel ilmiah', 'free', 'Majalah Kedokteran Gigi Indonesia'],
  (f: Faker, m: SeedMember): Entry => [`Pembicara seminar ${f.helpers.arrayElement(TOPICS)}`, 'free', m.branchName],
];

/**
 * A year of a member's ledger: the yearly patient-care logbook (service), the annual scientific meeting (PIT) and
 * courses (learning), community work and now and then something free. A member who keeps up (three in four) earns
 * about 30 credits a year spread over every domain; the others earn 10 to 15 and skip domains, so they project a
 * shortfall before their SIP ends.
 */
function year(f: Faker, m: SeedMember, keepsUp: boolean): [Entry, number][] {
  const chance = (percent: number) => f.number.int(99) < percent;
  const credits = (min: number, max: number) => f.number.float({ min, max, multipleOf: 0.5 });
  const entries: [Entry, number][] = [[['Logbook pelayanan pasien', 'service', 'Logbook praktik'], keepsUp ? credits(9, 14) : credits(3, 8)]];
  if (chance(keepsUp ? 75 : 40)) entries.push([['Pertemuan Ilmiah Tahunan (PIT)', 'learning', 'Pengurus Besar'], credits(10, 18)]);
  if (chance(keepsUp ? 45 : 30)) entries.push([f.helpers.arrayElement(OTHER_LEARNING)(f, m), credits(2, 8)]);
  if (chance(keepsUp ? 90 : 25)) entries.push([[f.helpers.arrayElement(COMMUNITY), 'community', m.branchName], credits(1, 4)]);
  if (chance(15)) entries.push([f.helpers.arrayElement(FREE)(f, m), credits(2, 6)]);
  return entries;
}

/** The SKP ledger of every practising member over the last five years (since joining, for newer members). */
export const skpSeeder: Seeder = {
  name: 'SKP ledger',
  async run({ db, faker, now }) {
    const today = dayOf(now);
    const entries = new RowWriter(db, 'skp_entries', ['member_id', 'activity', 'domain', 'credits', 'earned_at', 'source']);
    for (const m of await seedMembers(db)) {
      if (m.joined === null || !PRACTISING.has(m.status)) continue;
      await entries.flush();
      const keepsUp = faker.number.int(99) < 75;
      for (let start = Math.max(m.joined, today - FIVE_YEARS); start <= today; start += 365) {
        for (const [[activity, domain, source], credits] of year(faker, m, keepsUp)) {
          const day = faker.number.int({ min: start, max: Math.min(start + 364, today) });
          const label = domain === 'service' || activity.startsWith('Pertemuan') || activity.startsWith('Bulan') ? `${activity} ${isoOf(day).slice(0, 4)}` : activity;
          entries.push([m.id, label, domain, credits, isoOf(day), source]);
        }
      }
    }
    await entries.end();
  },
};

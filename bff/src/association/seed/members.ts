import { daysBefore, isoDate, RowWriter, type Seeder } from './context.js';
import { SPECIALTIES } from './provinces.js';

// Most members are active general dentists; the other states appear in realistic proportions.
const STATUS_WEIGHTS = [
  { value: 'active', weight: 70 },
  { value: 'in_arrears', weight: 9 },
  { value: 'lapsed', weight: 4 },
  { value: 'applicant', weight: 5 },
  { value: 'verified', weight: 3 },
  { value: 'transferred', weight: 3 },
  { value: 'deceased', weight: 2 },
  { value: 'honorary', weight: 2 },
  { value: 'dismissed', weight: 2 },
] as const;

/** Enough membership days to hold a due 90 days past its 31 December due date, whatever the day of the year. */
export const MIN_DAYS_IN_ARREARS = 365 + 90 + 31;

const SPECIALTY_WEIGHTS = SPECIALTIES.map((value) => ({ value, weight: value === 'general' ? 70 : 3 + value.length % 3 }));

/** Members spread over the branches, with NPA numbers for everyone past the application stage. */
export const membersSeeder: Seeder = {
  name: 'members',
  async run({ db, faker, members, now }) {
    const branches = (await db.query<{ id: number; code: string }>(`SELECT id, code FROM divisions WHERE level = 'branch' ORDER BY code`)).rows;
    const rows = new RowWriter(db, 'members',
      ['npa', 'full_name', 'gender', 'birth_date', 'birth_place', 'email', 'phone', 'address', 'division_id', 'specialty', 'category', 'status', 'joined_at']);
    for (let i = 1; i <= members; i++) {
      await rows.flush();
      const gender = faker.helpers.arrayElement(['female', 'female', 'male'] as const);
      const first = faker.person.firstName(gender);
      const last = faker.person.lastName(gender);
      const status = faker.helpers.weightedArrayElement(STATUS_WEIGHTS);
      const category = status === 'honorary' ? 'honorary' : faker.helpers.weightedArrayElement([
        { value: 'ordinary', weight: 97 },
        { value: 'extraordinary', weight: 3 },
      ]);
      const branch = faker.helpers.arrayElement(branches);
      // Applicants and verified (not yet admitted) members have not joined yet. A member in arrears owes a due past its
      // grace period, so he was a member on a 31 December at least that long ago (one who joined this year owes no
      // such due: he was counted in arrears on the dashboard but was in no arrears list).
      const joined =
        status === 'applicant' || status === 'verified'
          ? null
          : isoDate(daysBefore(now, faker.number.int({ min: status === 'in_arrears' ? MIN_DAYS_IN_ARREARS : 30, max: 365 * 30 })));
      const npa = status === 'applicant' || status === 'verified' ? null : `${branch.code.slice(3, 5)}${String(i).padStart(6, '0')}`;
      rows.push([
        npa,
        `drg. ${first} ${last}`,
        gender,
        isoDate(daysBefore(now, faker.number.int({ min: 365 * 24, max: 365 * 70 }))),
        faker.location.city(),
        `${faker.internet.username({ firstName: first, lastName: last }).toLowerCase().replace(/[^a-z0-9._]/g, '')}.${i}@mail.sejawat.id`,
        `+62 8${faker.string.numeric(2)}-${faker.string.numeric(4)}-${faker.string.numeric(4)}`,
        faker.location.streetAddress(),
        branch.id,
        faker.helpers.weightedArrayElement(SPECIALTY_WEIGHTS),
        category,
        status,
        joined,
      ]);
    }
    await rows.end();
  },
};

import { VACCINES } from '../../../../contract/association/members-mitigation.js';
import { RowWriter, type Seeder } from '../../../seed/context.js';
import { dayBetween, dayOf, insertRows, isoOf, PANDEMIC_END, PANDEMIC_START, seedMembers } from './util.js';

const SEVERITY = [
  { value: 'mild', weight: 55 },
  { value: 'moderate', weight: 30 },
  { value: 'severe', weight: 11 },
  { value: 'critical', weight: 4 },
] as const;
// Written in Indonesian, as the association's staff write them.
const NOTES = { mild: 'Isolasi mandiri di rumah', moderate: 'Dirawat di rumah sakit daerah', severe: 'Dirawat inap dengan bantuan oksigen', critical: 'Perawatan intensif' };
/** Health workers were vaccinated first: from 14 January 2021 (CoronaVac), boosters from August 2021. */
const FIRST_DOSE = dayOf('2021-01-14');
const BOOSTER = dayOf('2021-08-06');
const SECOND_BOOSTER = dayOf('2022-07-29');
const BOOSTERS = ['Moderna', 'Pfizer-BioNTech', 'IndoVac', 'InaVac', 'Zifivax'] as const satisfies readonly (typeof VACCINES)[number][];

/**
 * Survivors (about one member in eleven, mostly during the pandemic years, some since) and vaccinations (most members,
 * two to four doses in order). Deaths are written with the member lifecycle, which they are part of.
 */
export const mitigationSeeder: Seeder = {
  name: 'mitigation records',
  async run({ db, faker, now }) {
    const today = dayOf(now);
    const survivors: unknown[][] = [];
    const vaccinations = new RowWriter(db, 'vaccinations', ['member_id', 'vaccine', 'dose', 'vaccinated_at', 'location']);
    for (const m of await seedMembers(db)) {
      await vaccinations.flush();
      if (m.status !== 'applicant' && faker.number.int(99) < 9) {
        const recent = faker.number.int(99) < 25;
        const diagnosed = recent ? dayBetween(faker, PANDEMIC_END + 1, today - 1) : dayBetween(faker, PANDEMIC_START, Math.min(PANDEMIC_END, today - 1));
        const severity = faker.helpers.weightedArrayElement(SEVERITY);
        const recovered = diagnosed + faker.number.int({ min: 7, max: severity === 'mild' ? 14 : 45 });
        survivors.push([m.id, isoOf(diagnosed), recovered < today ? isoOf(recovered) : null, severity, `${NOTES[severity]}${m.city ? `, ${m.city}` : ''}`]);
      }
      if (faker.number.int(99) >= 60 || today <= FIRST_DOSE) continue;
      const place = faker.helpers.arrayElement([`RSUD ${m.city}`, `Puskesmas ${m.city}`, `Vaksinasi massal ${m.branchName}`]);
      const first = dayBetween(faker, FIRST_DOSE, Math.min(FIRST_DOSE + 150, today));
      const doses: [string, number][] = [['CoronaVac', first]];
      doses.push(['CoronaVac', first + faker.number.int({ min: 14, max: 28 })]);
      if (faker.number.int(99) < 75) doses.push([faker.helpers.arrayElement(['Moderna', 'Pfizer-BioNTech'] as const), dayBetween(faker, BOOSTER, BOOSTER + 200)]);
      if (doses.length === 3 && faker.number.int(99) < 45) doses.push([faker.helpers.arrayElement(BOOSTERS), dayBetween(faker, SECOND_BOOSTER, today)]);
      doses.forEach(([vaccine, day], i) => {
        if (day <= today) vaccinations.push([m.id, vaccine, i + 1, isoOf(day), place]);
      });
    }
    await insertRows(db, 'survivors', ['member_id', 'diagnosed_at', 'recovered_at', 'severity', 'notes'], survivors);
    await vaccinations.end();
  },
};

import type { Faker } from '@faker-js/faker';
import type { Seeder } from '../../../seed/context.js';
import { dayBetween, dayOf, insertRows, isoOf, NATIONAL_ACTOR, PANDEMIC_END, PANDEMIC_START, seedMembers, stampOf, type SeedMember } from './util.js';

type Event = [memberId: number, from: string | null, to: string, reason: string, actor: string, at: string];

const COVID_CAUSES = ['COVID-19 pneumonia', 'COVID-19 with acute respiratory failure', 'COVID-19 complications'];
const OTHER_CAUSES = ['Heart attack', 'Stroke', 'Cancer', 'Kidney failure', 'Complications of diabetes', 'Traffic accident'];
const DISMISSALS = [
  'Dismissed by decision of the ethics council (MKKG) after a proven violation of the code of ethics',
  'Membership ended at the member\'s written request',
  'Dismissed after practising without a valid SIP despite two warnings',
];

/**
 * Every member's timeline, ending in the member's current status: application, verification and activation (NPA)
 * on the joining day, then what led to the current state. Deaths and past branch transfers are written alongside.
 */
export const lifecycleSeeder: Seeder = {
  name: 'member lifecycle',
  async run({ db, faker, now }) {
    const today = dayOf(now);
    const members = await seedMembers(db);
    const branches = (await db.query<Branch>(`SELECT id, name FROM divisions WHERE level = 'branch' ORDER BY id`)).rows;
    const events: Event[] = [];
    const deaths: unknown[][] = [];
    const transfers: unknown[][] = [];
    for (const member of members) {
      const add = (day: number, from: string | null, to: string, reason: string, actor = member.branchEmail) =>
        events.push([member.id, from, to, reason, actor, stampOf(day, faker)]);
      if (member.joined === null) {
        // Applicants and verified members have not been activated yet.
        const applied = today - faker.number.int({ min: member.status === 'verified' ? 20 : 1, max: member.status === 'verified' ? 120 : 60 });
        add(applied, null, 'applicant', 'Application received at the branch');
        if (member.status === 'verified') add(dayBetween(faker, applied + 7, today - 1), 'applicant', 'verified', 'Application verification approved');
        continue;
      }
      const joined = member.joined;
      add(joined - faker.number.int({ min: 30, max: 90 }), null, 'applicant', 'Application received at the branch');
      add(joined - faker.number.int({ min: 3, max: 25 }), 'applicant', 'verified', 'Application verification approved');
      add(joined, 'verified', 'active', `NPA ${member.npa} issued; membership activated`, NATIONAL_ACTOR);
      const span = Math.max(today - joined, 2);
      const at = (min: number, max: number) => joined + Math.max(1, Math.floor(span * faker.number.float({ min, max })));
      switch (member.status) {
        case 'active':
          if (span > 400 && faker.number.int(99) < 15) {
            const late = at(0.2, 0.6);
            add(late, 'active', 'in_arrears', 'Dues unpaid after the grace period');
            add(dayBetween(faker, late + 20, Math.min(late + 200, today - 1)), 'in_arrears', 'active', 'Dues settled');
          } else if (span > 400 && faker.number.int(99) < 6) {
            transfers.push(transfer(faker, member, branches, at(0.3, 0.9), add));
          }
          break;
        case 'in_arrears':
          add(at(0.5, 0.97), 'active', 'in_arrears', 'Dues unpaid after the grace period');
          break;
        case 'lapsed': {
          const late = at(0.2, 0.6);
          add(late, 'active', 'in_arrears', 'Dues unpaid after the grace period');
          add(late + Math.max(1, Math.floor((today - late) * faker.number.float({ min: 0.4, max: 0.9 }))), 'in_arrears', 'lapsed', 'Dues unpaid for more than a year; membership lapsed');
          break;
        }
        case 'transferred':
          add(Math.max(joined + 1, today - faker.number.int({ min: 5, max: 60 })), 'active', 'transferred', 'Moving to another province; awaiting acceptance by the receiving branch');
          break;
        case 'honorary':
          add(at(0.6, 0.95), 'active', 'honorary', 'Honorary membership conferred by the national congress', NATIONAL_ACTOR);
          break;
        case 'dismissed':
          add(at(0.3, 0.95), 'active', 'dismissed', faker.helpers.arrayElement(DISMISSALS), NATIONAL_ACTOR);
          break;
        case 'deceased': {
          const covid = faker.number.int(99) < 35 && joined < PANDEMIC_END;
          const died = covid ? dayBetween(faker, Math.max(PANDEMIC_START, joined + 1), Math.min(PANDEMIC_END, today - 1)) : at(0.3, 0.99);
          const cause = faker.helpers.arrayElement(covid ? COVID_CAUSES : OTHER_CAUSES);
          add(died, 'active', 'deceased', `Death on ${isoOf(died)} recorded: ${cause}`);
          deaths.push([member.id, isoOf(died), cause, covid, covid ? 'Reported by the branch to the national COVID-19 task force' : '']);
          break;
        }
      }
    }
    await insertRows(db, 'member_status_history', ['member_id', 'from_status', 'to_status', 'reason', 'actor', 'at'], events);
    await insertRows(db, 'deaths', ['member_id', 'died_at', 'cause', 'covid_related', 'notes'], deaths);
    await insertRows(db, 'member_transfers', ['member_id', 'from_division_id', 'to_division_id', 'reason', 'actor', 'at', 'member_name', 'member_npa', 'decided_at', 'decided_by'], transfers);
  },
};

interface Branch {
  id: number;
  name: string;
}

/** A past move from another branch to the member's current one, with its timeline note (as transferMember writes it). */
function transfer(faker: Faker, member: SeedMember, branches: Branch[], day: number, add: (day: number, from: string, to: string, reason: string) => void): unknown[] {
  let from = faker.helpers.arrayElement(branches);
  if (from.id === member.divisionId) from = branches[(branches.indexOf(from) + 1) % branches.length]!;
  const reason = faker.helpers.arrayElement(['Moved practice to a new city', 'Followed spouse\'s job relocation', 'Appointed at a regional hospital']);
  add(day, 'active', 'active', `Transferred from ${from.name} to ${member.branchName}: ${reason}`);
  const at = stampOf(day, faker);
  return [member.id, from.id, member.divisionId, reason, member.branchEmail, at, member.fullName, member.npa, at, member.branchEmail];
}

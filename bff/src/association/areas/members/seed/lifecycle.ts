import type { Faker } from '@faker-js/faker';
import { RowWriter, type Seeder } from '../../../seed/context.js';
import { codedText, type CodedText } from '../../../errors.js';
import { dayBetween, dayOf, insertRows, isoOf, NATIONAL_ACTOR, PANDEMIC_END, PANDEMIC_START, seedMembers, stampOf, type SeedMember } from './util.js';

type Event = [memberId: number, from: string | null, to: string, reason: string, actor: string, at: string, code: string | null, params: Record<string, string | number> | null];

// The association's records are written in Indonesian, as its staff write them.
const COVID_CAUSES = ['Pneumonia COVID-19', 'COVID-19 dengan gagal napas akut', 'Komplikasi COVID-19'];
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
    const events = new RowWriter<Event>(db, 'member_status_history', ['member_id', 'from_status', 'to_status', 'reason', 'actor', 'at', 'reason_code', 'reason_params']);
    const deaths: unknown[][] = [];
    const transfers: unknown[][] = [];
    for (const member of members) {
      await events.flush();
      // The server's own wording comes coded, as the running server writes it; a person's reason stays as typed.
      const add = (day: number, from: string | null, to: string, reason: string | CodedText, actor = member.branchEmail) => {
        const { text, code = null, params } = typeof reason === 'string' ? { text: reason } : reason;
        events.push([member.id, from, to, text, actor, stampOf(day, faker), code, params ?? null]);
      };
      const received = codedText('Application received at the branch', 'history.applicationReceived');
      const approved = codedText('Application verification approved', 'history.applicationApproved');
      const arrears = codedText('Dues unpaid after the grace period', 'history.arrearsAfterGrace');
      if (member.joined === null) {
        // Applicants and verified members have not been activated yet.
        const applied = today - faker.number.int({ min: member.status === 'verified' ? 20 : 1, max: member.status === 'verified' ? 120 : 60 });
        add(applied, null, 'applicant', received);
        if (member.status === 'verified') add(dayBetween(faker, applied + 7, today - 1), 'applicant', 'verified', approved);
        continue;
      }
      const joined = member.joined;
      add(joined - faker.number.int({ min: 30, max: 90 }), null, 'applicant', received);
      add(joined - faker.number.int({ min: 3, max: 25 }), 'applicant', 'verified', approved);
      add(joined, 'verified', 'active', codedText(`NPA ${member.npa} issued; membership activated`, 'history.npaIssued', { npa: member.npa }), NATIONAL_ACTOR);
      const span = Math.max(today - joined, 2);
      const at = (min: number, max: number) => joined + Math.max(1, Math.floor(span * faker.number.float({ min, max })));
      switch (member.status) {
        case 'active':
          if (span > 400 && faker.number.int(99) < 15) {
            const late = at(0.2, 0.6);
            add(late, 'active', 'in_arrears', arrears);
            add(dayBetween(faker, late + 20, Math.min(late + 200, today - 1)), 'in_arrears', 'active', codedText('Dues settled', 'history.duesSettled'));
          } else if (span > 400 && faker.number.int(99) < 6) {
            transfers.push(transfer(faker, member, branches, at(0.3, 0.9), add));
          }
          break;
        case 'in_arrears':
          add(at(0.5, 0.97), 'active', 'in_arrears', arrears);
          break;
        case 'lapsed': {
          const late = at(0.2, 0.6);
          add(late, 'active', 'in_arrears', arrears);
          add(late + Math.max(1, Math.floor((today - late) * faker.number.float({ min: 0.4, max: 0.9 }))), 'in_arrears', 'lapsed', codedText('Dues unpaid for more than a year; membership lapsed', 'history.lapsed'));
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
          add(died, 'active', 'deceased', codedText(`Death on ${isoOf(died)} recorded: ${cause}`, 'history.deathRecorded', { diedAt: isoOf(died), cause }));
          deaths.push([member.id, isoOf(died), cause, covid, covid ? 'Reported by the branch to the national COVID-19 task force' : '']);
          break;
        }
      }
    }
    await events.end();
    await insertRows(db, 'deaths', ['member_id', 'died_at', 'cause', 'covid_related', 'notes'], deaths);
    await insertRows(db, 'member_transfers', ['member_id', 'from_division_id', 'to_division_id', 'reason', 'actor', 'at', 'member_name', 'member_npa', 'decided_at', 'decided_by'], transfers);
  },
};

interface Branch {
  id: number;
  name: string;
}

/** A past move from another branch to the member's current one, with its timeline note (as transferMember writes it). */
function transfer(faker: Faker, member: SeedMember, branches: Branch[], day: number, add: (day: number, from: string, to: string, reason: CodedText) => void): unknown[] {
  let from = faker.helpers.arrayElement(branches);
  if (from.id === member.divisionId) from = branches[(branches.indexOf(from) + 1) % branches.length]!;
  const reason = faker.helpers.arrayElement(['Moved practice to a new city', 'Followed spouse\'s job relocation', 'Appointed at a regional hospital']);
  add(day, 'active', 'active', codedText(`Transferred from ${from.name} to ${member.branchName}: ${reason}`, 'history.transferred', { from: from.name, to: member.branchName, reason }));
  const at = stampOf(day, faker);
  return [member.id, from.id, member.divisionId, reason, member.branchEmail, at, member.fullName, member.npa, at, member.branchEmail];
}

import type { Faker } from '@faker-js/faker';
import type { Seeder } from '../../../seed/context.js';
import { checklist, type ChecklistItem, type VerificationKind } from '../checklists.js';
import { dayBetween, dayOf, insertRows, stampOf } from './util.js';

const REJECTIONS = [
  'The diploma scan is unreadable; please submit a legalised copy',
  'The identity card has expired',
  'The photos do not meet the requirements (red background, 4x6)',
  'The STR number does not match the council\'s register',
];

/** Documents of a request still in the queue: most have arrived, some not yet. */
function partly(faker: Faker, kind: VerificationKind): ChecklistItem[] {
  return checklist(kind).map((d) => ({ ...d, received: faker.number.int(99) < 65 }));
}

interface Row {
  id: number;
  status: string;
  divisionId: number;
  email: string;
  applied: Date | null;
  verified: Date | null;
}

/**
 * The verification queue and its history: a pending application for every applicant (some after a rejected one), an
 * approved application for every member who was verified, approved transfers for past transfers, pending transfers
 * for members awaiting a receiving branch, and a few data updates in every state.
 */
export const verificationsSeeder: Seeder = {
  name: 'verifications',
  async run({ db, faker, now }) {
    const today = dayOf(now);
    const members = await db.query<Row>(
      `SELECT m.id, m.status, m.division_id AS "divisionId", d.email,
              min(h.at) FILTER (WHERE h.to_status = 'applicant') AS applied, min(h.at) FILTER (WHERE h.to_status = 'verified') AS verified
         FROM members m JOIN divisions d ON d.id = m.division_id LEFT JOIN member_status_history h ON h.member_id = m.id
        GROUP BY m.id, d.email ORDER BY m.id`,
    );
    const rows: unknown[][] = [];
    const all = (kind: VerificationKind) => checklist(kind, true);
    const decided = (m: { id: number; divisionId: number }, kind: VerificationKind, status: string, documents: ChecklistItem[], from: number, to: number, by: string) =>
      rows.push([m.id, m.divisionId, kind, status, documents, status === 'rejected' ? faker.helpers.arrayElement(REJECTIONS) : null, stampOf(from, faker), stampOf(to, faker), by]);
    const open = (m: { id: number; divisionId: number }, kind: VerificationKind, from: number) =>
      rows.push([m.id, m.divisionId, kind, 'pending', partly(faker, kind), null, stampOf(from, faker), null, null]);

    for (const m of members.rows) {
      const applied = m.applied ? dayOf(m.applied) : today;
      if (m.status === 'applicant') {
        if (applied <= today - 15 && faker.number.int(99) < 30) {
          const rejected = applied + faker.number.int({ min: 3, max: 8 });
          decided(m, 'application', 'rejected', partly(faker, 'application'), applied, rejected, m.email);
          open(m, 'application', dayBetween(faker, rejected + 1, today));
        } else {
          open(m, 'application', applied);
        }
      } else if (m.verified) {
        decided(m, 'application', 'approved', all('application'), applied, dayOf(m.verified), m.email);
      }
      if (m.status === 'transferred') open(m, 'transfer', today - faker.number.int({ min: 1, max: 30 }));
      if (m.status === 'active' && m.verified && faker.number.int(99) < 3) {
        const from = Math.max(dayOf(m.verified) + 30, today - 700);
        const submitted = dayBetween(faker, Math.min(from, today), today);
        const fate = faker.helpers.weightedArrayElement([
          { value: 'pending', weight: 50 },
          { value: 'approved', weight: 35 },
          { value: 'rejected', weight: 15 },
        ]);
        if (fate === 'pending' || submitted >= today - 2) open(m, 'data_update', submitted);
        else decided(m, 'data_update', fate, fate === 'approved' ? all('data_update') : partly(faker, 'data_update'), submitted, submitted + 2, m.email);
      }
    }

    const transfers = await db.query<{ memberId: number; divisionId: number; at: Date; actor: string }>(
      `SELECT member_id AS "memberId", from_division_id AS "divisionId", at, actor FROM member_transfers ORDER BY id`,
    );
    for (const t of transfers.rows) {
      const at = dayOf(t.at);
      decided({ id: t.memberId, divisionId: t.divisionId }, 'transfer', 'approved', all('transfer'), at - faker.number.int({ min: 5, max: 20 }), at, t.actor);
    }
    await insertRows(
      db,
      'verifications',
      ['member_id', 'division_id', 'kind', 'status', 'documents', 'reason', 'submitted_at', 'decided_at', 'decided_by'],
      rows,
    );
  },
};

import type { Faker } from '@faker-js/faker';
import { daysBefore, isoDate } from '../../seed/context.js';

export interface SeedMember {
  id: number;
  divisionId: number;
  branchCode: string;
  branchName: string;
  status: string;
  category: string;
  joinedAt: string | null;
}

export interface PlannedDue {
  id: number;
  member: SeedMember;
  rateId: number;
  period: string;
  amount: number;
  paidAmount: number;
  status: 'unpaid' | 'partial' | 'paid' | 'waived';
  dueDate: string;
  paidAt: string | null;
  waivedReason: string | null;
}

export interface PlannedPayment {
  id: number;
  kind: 'member' | 'collective';
  divisionId: number;
  memberId: number | null;
  period: string | null;
  method: string;
  reference: string;
  paidAt: string;
  note: string;
  allocations: { due: PlannedDue; amount: number }[];
}

const GRACE_DAYS = 90;
const DAY = 86_400_000;
const WAIVER_REASONS = [
  'Terdampak bencana banjir; dibebaskan atas keputusan rapat cabang',
  'Sakit berkepanjangan; dibebaskan atas permohonan anggota',
  'Tugas belajar di luar negeri tanpa praktik',
  'Terdampak gempa bumi; dibebaskan atas keputusan Pengurus Wilayah',
];

/**
 * Who paid what, consistent with each member's status: an active member has settled every due past the grace
 * period; a member in arrears has not settled the latest of them. Dues not yet past the grace period are mixed.
 */
export function planDueStates(faker: Faker, dues: PlannedDue[], now: Date): void {
  const byMember = new Map<number, PlannedDue[]>();
  for (const due of dues) {
    const list = byMember.get(due.member.id);
    if (list) list.push(due);
    else byMember.set(due.member.id, [due]);
  }
  for (const list of byMember.values()) {
    const pastGrace = list.filter((d) => Date.parse(d.dueDate) + GRACE_DAYS * DAY < now.getTime());
    const latestPast = pastGrace.at(-1);
    for (const due of list) {
      const past = pastGrace.includes(due);
      if (list[0]!.member.status === 'active') {
        if (past) settle(due, faker.number.int({ min: 1, max: 100 }) <= 2 ? 'waived' : 'paid', faker);
        else settle(due, faker.helpers.weightedArrayElement([{ value: 'paid', weight: 62 }, { value: 'partial', weight: 10 }, { value: 'unpaid', weight: 28 }]), faker);
      } else if (due === latestPast || !past) {
        settle(due, faker.helpers.weightedArrayElement([{ value: 'unpaid', weight: 75 }, { value: 'partial', weight: 25 }]), faker);
      } else {
        settle(due, faker.helpers.arrayElement(['paid', 'unpaid'] as const), faker);
      }
    }
  }
}

function settle(due: PlannedDue, status: PlannedDue['status'], faker: Faker) {
  due.status = status;
  if (status === 'paid') due.paidAmount = due.amount;
  // Partial payments are round sums: a quarter or half of the year, or a few monthly instalments.
  if (status === 'partial') due.paidAmount = Math.round((due.amount * faker.helpers.arrayElement([0.25, 0.5, 0.5, 0.75])) / 10_000) * 10_000;
  if (status === 'waived') due.waivedReason = faker.helpers.arrayElement(WAIVER_REASONS);
}

/** A payment day for a period: during the year (or, for the current one, before today). */
function payDay(faker: Faker, period: string, now: Date): string {
  const start = Date.parse(`${period}-01-02`);
  const end = Math.min(Date.parse(`${period}-12-31`), daysBefore(now, 1).getTime());
  const offset = faker.number.int({ min: 0, max: Math.max(0, Math.floor((end - start) / DAY)) }) * DAY;
  // Early in January the current period has no past day yet: yesterday it is, never a day in the future.
  return isoDate(new Date(Math.min(start + offset, end)));
}

const INDIVIDUAL_METHODS = [
  { value: 'transfer', weight: 45 },
  { value: 'virtual_account', weight: 25 },
  { value: 'qris', weight: 20 },
  { value: 'cash', weight: 10 },
];

function reference(method: string, paidAt: string, seq: number, branchCode: string): string {
  const day = paidAt.replaceAll('-', '');
  const n = String(seq).padStart(7, '0');
  if (method === 'transfer') return `TRF${day}${n}`;
  if (method === 'virtual_account') return `8808${day}${n}`;
  if (method === 'qris') return `QR${day}${n}`;
  return `KW/${branchCode}/${paidAt.slice(0, 4)}/${n}`;
}

/**
 * Payments for the settled part of every due: branches remit most fully paid dues collectively, in batches of up
 * to 40 members; the rest (and every partial payment) members pay themselves, sometimes two years at once.
 */
export function planPayments(faker: Faker, dues: PlannedDue[], now: Date, firstId: number): PlannedPayment[] {
  const payments: PlannedPayment[] = [];
  const add = (p: Omit<PlannedPayment, 'id' | 'reference'>, branchCode: string) => {
    const id = firstId + payments.length;
    payments.push({ ...p, id, reference: reference(p.method, p.paidAt, id, branchCode) });
    for (const a of p.allocations) if (a.due.status === 'paid') a.due.paidAt = p.paidAt;
  };
  const batches = new Map<string, PlannedDue[]>();
  const individual: PlannedDue[] = [];
  for (const due of dues) {
    if (due.paidAmount === 0) continue;
    if (due.status === 'paid' && faker.number.int({ min: 1, max: 100 }) <= 55) {
      const key = `${due.member.divisionId}|${due.period}`;
      const batch = batches.get(key);
      if (batch) batch.push(due);
      else batches.set(key, [due]);
    } else individual.push(due);
  }
  for (const list of batches.values()) {
    for (let i = 0; i < list.length; i += 40) {
      const batch = list.slice(i, i + 40);
      const { member, period } = batch[0]!;
      add({
        kind: 'collective',
        divisionId: member.divisionId,
        memberId: null,
        period,
        method: faker.helpers.weightedArrayElement([{ value: 'transfer', weight: 80 }, { value: 'virtual_account', weight: 20 }]),
        paidAt: payDay(faker, period, now),
        note: `Setoran kolektif ${member.branchName} iuran ${period} (${batch.length} anggota)`,
        allocations: batch.map((due) => ({ due, amount: due.amount })),
      }, member.branchCode);
    }
  }
  for (let i = 0; i < individual.length; i++) {
    const due = individual[i]!;
    const next = individual[i + 1];
    // Paying two consecutive years in one transfer: the older one must be paid in full.
    const both = next !== undefined && next.member.id === due.member.id && due.status === 'paid' && faker.number.int({ min: 1, max: 4 }) === 1;
    const dues = both ? [due, next] : [due];
    if (both) i++;
    const last = dues.at(-1)!;
    add({
      kind: 'member',
      divisionId: due.member.divisionId,
      memberId: due.member.id,
      period: null,
      method: faker.helpers.weightedArrayElement(INDIVIDUAL_METHODS),
      paidAt: payDay(faker, last.period, now),
      note: '',
      allocations: dues.map((d) => ({ due: d, amount: d.paidAmount })),
    }, due.member.branchCode);
  }
  return payments;
}

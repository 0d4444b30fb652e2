import type { Db } from '../../db/db.js';
import { ApiError, conflict, coded } from '../../errors.js';
import type { OperationHandler } from '../area.js';
import { bookPayment, type Allocation, type OpenDue } from './booking.js';
import { checkPaidAt, idr, requireDivision, type DivisionRow } from './lookups.js';
import { paymentsRepository } from './payments.js';
import { assertOwnDivision } from '../../resources/writable.js';

interface CollectiveBody {
  divisionId: number;
  period: string;
  memberIds: number[];
  method: string;
  reference: string;
  paidAt: string;
  note?: string;
  amountPerMember?: number;
  total?: number;
}

interface Candidate extends Partial<OpenDue> {
  memberId: number;
  name: string | null;
  memberDivisionId: number | null;
}

const who = (c: Candidate) => (c.name ? `${c.name} (member ${c.memberId})` : `member ${c.memberId}`);

/** Each chosen member with their due of the period, in the order sent; dues are locked for the rest of the write. */
async function candidates(tx: Db, body: CollectiveBody): Promise<Candidate[]> {
  await tx.query('SELECT id FROM contribution_dues WHERE member_id = ANY($1::int[]) AND period = $2 FOR UPDATE', [body.memberIds, body.period]);
  const rows = await tx.query<Candidate>(
    `SELECT x.id AS "memberId", m.full_name AS name, m.division_id AS "memberDivisionId", d.id, d.period, d.status,
            d.paid_amount AS "paidAmount", d.amount - d.paid_amount AS outstanding
       FROM unnest($1::int[]) WITH ORDINALITY AS x(id, ord)
       LEFT JOIN members m ON m.id = x.id
       LEFT JOIN contribution_dues d ON d.member_id = x.id AND d.period = $2
      ORDER BY x.ord`,
    [body.memberIds, body.period],
  );
  return rows.rows;
}

/** Every reason the payment cannot go ahead, naming the members, or an empty list. */
function refusals(list: Candidate[], branch: DivisionRow, period: string): string[] {
  const groups: [string, Candidate[]][] = [
    ['unknown', list.filter((c) => c.name === null)],
    [`not members of ${branch.name}`, list.filter((c) => c.name !== null && c.memberDivisionId !== branch.id)],
    [`no ${period} due`, list.filter((c) => c.name !== null && c.memberDivisionId === branch.id && c.id == null)],
    [`${period} due already paid`, list.filter((c) => c.memberDivisionId === branch.id && c.status === 'paid')],
    [`${period} due waived`, list.filter((c) => c.memberDivisionId === branch.id && c.status === 'waived')],
  ];
  return groups.filter(([, members]) => members.length > 0).map(([why, members]) => `${why}: ${members.map(who).join(', ')}`);
}

/** What goes to each due: the full remainder, a fixed amount each, or a total that must match what is owed. */
function amounts(list: OpenDue[], body: CollectiveBody, names: Map<number, string>): Allocation[] {
  const owed = list.reduce((sum, d) => sum + d.outstanding, 0);
  if (body.amountPerMember !== undefined) {
    const each = body.amountPerMember;
    const short = list.filter((d) => d.outstanding < each);
    if (short.length > 0) {
      const named = short.map((d) => `${names.get(d.memberId)} (member ${d.memberId}) owes ${idr(d.outstanding)}`).join(', ');
      throw conflict(`amountPerMember ${idr(each)} is more than some members owe for ${body.period}: ${named}. Nothing was recorded`);
    }
    return list.map((due) => ({ due, amount: each }));
  }
  if (body.total !== undefined && body.total !== owed) {
    throw conflict(
      `The total ${idr(body.total)} does not match the ${idr(owed)} the ${list.length} members owe for ${body.period}; send amountPerMember for partial payments. Nothing was recorded`,
    );
  }
  return list.map((due) => ({ due, amount: due.outstanding }));
}

export const recordCollectivePayment: OperationHandler = async ({ db, request, actor }) => {
  const body = request.body as CollectiveBody;
  if (body.amountPerMember !== undefined && body.total !== undefined) {
    throw new ApiError(400, 'Send amountPerMember or total, not both', [
      { field: 'amountPerMember', in: 'body', message: 'must not be sent together with total' },
      { field: 'total', in: 'body', message: 'must not be sent together with amountPerMember' },
    ]);
  }
  const payment = await db.transaction(async (tx) => {
    await checkPaidAt(tx, body.paidAt);
    const branch = await requireDivision(tx, body.divisionId, 'divisionId', 'branch');
    await assertOwnDivision(tx, branch.id, `${branch.name} is outside your board's scope: a branch's collective payment is recorded by its own board or a board above it`);
    const list = await candidates(tx, body);
    const refused = refusals(list, branch, body.period);
    if (refused.length > 0) {
      throw conflict(`The collective payment of ${branch.name} for ${body.period} cannot be recorded: ${refused.join('; ')}. Nothing was recorded`);
    }
    const names = new Map(list.map((c) => [c.memberId, c.name ?? '']));
    const allocations = amounts(list as OpenDue[], body, names);
    const id = await bookPayment(
      tx,
      {
        kind: 'collective',
        divisionId: branch.id,
        memberId: null,
        period: body.period,
        method: body.method,
        reference: body.reference,
        paidAt: body.paidAt,
        note: body.note ?? '',
      },
      allocations,
      actor,
    );
    return paymentsRepository.get(tx, id);
  }, { plans: 'generic' });
  return { status: 201, body: payment };
};

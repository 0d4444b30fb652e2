import type { MemberStatus } from '../../../contract/association/members-common.js';
import { memberTransfersContract } from '../../../contract/association/members-members.js';
import type { Db } from '../../db/db.js';
import { ApiError, conflict, notFound, coded, codedText } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';
import { Repository } from '../../resources/engine.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import { recordStatus } from './lifecycle.js';
import { bodyOf, idParam } from './requests.js';

/** A transfer with the names a screen shows; row-level security lets a board see those out of and into its subtree. */
// The member's name and NPA are kept on the transfer: the receiving board sees the request before it may see the member.
export const TRANSFER_SELECT = `SELECT t.id, t.member_id AS "memberId", t.member_name AS "memberName", t.from_division_id AS "fromDivisionId",
       f.name AS "fromDivisionName", t.to_division_id AS "toDivisionId", d.name AS "toDivisionName", t.reason, t.actor, t.at,
       t.status, t.decided_at AS "decidedAt", t.decided_by AS "decidedBy", t.decision_reason AS "decisionReason"
  FROM member_transfers t
  JOIN divisions f ON f.id = t.from_division_id
  JOIN divisions d ON d.id = t.to_division_id`;

const repository = new Repository(
  {
    entity: 'member-transfer',
    table: 'member_transfers',
    idColumn: 't.id',
    select: TRANSFER_SELECT,
    search: `t.member_name || ' ' || coalesce(t.member_npa, '')`,
    filters: { status: 't.status = ?', fromDivisionId: 't.from_division_id = ?', toDivisionId: 't.to_division_id = ?', memberId: 't.member_id = ?' },
    sorts: { at: 't.at', memberName: 't.member_name', status: 't.status' },
  },
  memberTransfersContract.defaultSort,
);

export const memberTransfers: ResourceModule = { contract: memberTransfersContract, repository };

export const getTransfer = (db: Db, id: number) => repository.get(db, id);

/** Whether the caller's scope holds a division (national callers hold every one). */
export async function holds(db: Db, divisionId: number): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>('SELECT (sejawat_subtree() IS NULL OR $1 = ANY (sejawat_subtree())) AS ok', [divisionId]);
  return rows.rows[0]?.ok === true;
}

interface TransferRow {
  id: number;
  member_id: number;
  from_division_id: number;
  to_division_id: number;
  status: string;
}

async function lockRequested(tx: Db, id: number): Promise<TransferRow> {
  const rows = await tx.query<TransferRow>('SELECT id, member_id, from_division_id, to_division_id, status FROM member_transfers WHERE id = $1 FOR UPDATE', [id]);
  const row = rows.rows[0];
  if (!row) throw notFound(`Member transfer ${id}`);
  if (row.status !== 'requested') throw conflict(`Member transfer ${id} is already ${row.status}; only a requested transfer can change`, coded('transfer.notRequested', { id, status: row.status }));
  return row;
}

async function close(tx: Db, row: TransferRow, status: 'completed' | 'declined' | 'cancelled', reason: string | null, actor: string) {
  await tx.query('UPDATE member_transfers SET status = $2, decided_at = (SELECT sejawat_now()), decided_by = $3, decision_reason = $4 WHERE id = $1', [row.id, status, actor, reason]);
  await writeAudit(tx, { entity: 'member-transfer', entityId: row.id, action: status, actor, changes: { status: { from: 'requested', to: status }, ...(reason && { reason }) } });
}

export const transferHandlers: Record<string, OperationHandler> = {
  async acceptMemberTransfer({ db, request, actor }) {
    const body = await db.transaction(async (tx) => {
      const row = await lockRequested(tx, idParam(request));
      if (!(await holds(tx, row.to_division_id))) throw new ApiError(403, 'The receiving board accepts or declines this transfer');
      // The member is not in the receiving board's scope until he arrives: the move is the database's own function.
      const moved = await tx.query<{ ok: boolean }>('SELECT sejawat_receive_member($1) AS ok', [row.id]);
      if (!moved.rows[0]?.ok) throw conflict(`Member transfer ${row.id} can no longer be accepted: the member changed branch meanwhile`, coded('transfer.memberMoved', { id: row.id }));
      await close(tx, row, 'completed', null, actor);
      const names = await tx.query<{ from: string; to: string; status: MemberStatus }>(
        `SELECT f.name AS from, d.name AS to, m.status FROM divisions f, divisions d, members m WHERE f.id = $1 AND d.id = $2 AND m.id = $3`,
        [row.from_division_id, row.to_division_id, row.member_id],
      );
      const n = names.rows[0]!;
      await recordStatus(tx, row.member_id, n.status, n.status, codedText(`Transferred from ${n.from} to ${n.to} (request ${row.id} accepted)`, 'history.transferAccepted', { from: n.from, to: n.to, transferId: row.id }), actor);
      await writeAudit(tx, { entity: 'member', entityId: row.member_id, action: 'transfer', actor, changes: { divisionId: { from: row.from_division_id, to: row.to_division_id }, transfer: row.id } });
      return repository.get(tx, row.id);
    });
    return { status: 200, body };
  },

  async declineMemberTransfer({ db, request, actor }) {
    const body = await db.transaction(async (tx) => {
      const row = await lockRequested(tx, idParam(request));
      if (!(await holds(tx, row.to_division_id))) throw new ApiError(403, 'The receiving board accepts or declines this transfer');
      await close(tx, row, 'declined', bodyOf<{ reason: string }>(request).reason, actor);
      return repository.get(tx, row.id);
    });
    return { status: 200, body };
  },

  async cancelMemberTransfer({ db, request, actor }) {
    const body = await db.transaction(async (tx) => {
      const row = await lockRequested(tx, idParam(request));
      if (!(await holds(tx, row.from_division_id))) throw new ApiError(403, 'Only the board that asked withdraws this transfer');
      await close(tx, row, 'cancelled', bodyOf<{ reason: string }>(request).reason, actor);
      return repository.get(tx, row.id);
    });
    return { status: 200, body };
  },
};

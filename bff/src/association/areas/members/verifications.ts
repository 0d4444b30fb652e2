import type { MemberStatus } from '../../../contract/association/members-common.js';
import { verificationsContract } from '../../../contract/association/members-verifications.js';
import type { Db } from '../../db/db.js';
import { conflict, coded, codedText } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import { checklist, missing, type ChecklistUpdate, type VerificationKind } from './checklists.js';
import { changeStatus, CLOSED_STATUSES } from './lifecycle.js';
import { AreaRepository, memberOf } from './repository.js';
import { bodyOf, idParam, lockRequest, saveChecklist, type RequestRow } from './requests.js';
import { inProvince, MEMBER_SEARCH_SQL } from './sql.js';
import { REQUESTABLE_FIELDS } from '../../portal/profile.js';
import { members } from './members.js';

const repository = new AreaRepository(
  {
    entity: 'verification',
    table: 'verifications',
    idColumn: 'v.id',
    select: `SELECT v.id, v.member_id AS "memberId", m.full_name AS "memberName", v.division_id AS "divisionId",
                    d.name AS "divisionName", v.kind, v.status, v.documents, v.reason, v.requested_changes AS "requestedChanges",
                    v.note, v.submitted_at AS "submittedAt",
                    v.decided_at AS "decidedAt", v.decided_by AS "decidedBy"
               FROM verifications v JOIN members m ON m.id = v.member_id JOIN divisions d ON d.id = v.division_id`,
    search: MEMBER_SEARCH_SQL,
    filters: {
      status: 'v.status = ?',
      kind: 'v.kind = ?',
      divisionId: 'v.division_id = ?',
      provinceId: inProvince('v.division_id'),
      memberId: 'v.member_id = ?',
    },
    sorts: { submittedAt: 'v.submitted_at', decidedAt: 'v.decided_at', memberName: 'm.full_name', status: 'v.status', kind: 'v.kind' },
  },
  verificationsContract.defaultSort,
  {
    // Applications are for applicants; transfers and data updates for members past the application; one pending per kind.
    async prepare(tx, body) {
      const member = await memberOf(tx, body.memberId);
      const kind = body.kind as VerificationKind;
      const status = member.status as MemberStatus;
      if (kind === 'application' && status !== 'applicant') {
        throw conflict(`Member ${member.id} is ${status.replace('_', ' ')}; only an applicant files an application`, coded('verification.applicantOnly', { memberId: member.id, status }));
      }
      if (kind !== 'application' && (status === 'applicant' || CLOSED_STATUSES.includes(status))) {
        throw conflict(`Member ${member.id} is ${status}; a ${kind.replace('_', ' ')} verification is for members past the application whose file is open`, coded('verification.admittedOnly', { memberId: member.id, status, kind }));
      }
      const pending = await tx.query<{ id: number }>(`SELECT id FROM verifications WHERE member_id = $1 AND kind = $2 AND status = 'pending'`, [member.id, kind]);
      if (pending.rows[0]) throw conflict(`Member ${member.id} already has a pending ${kind.replace('_', ' ')} verification (${pending.rows[0].id})`, coded('verification.alreadyPending', { memberId: member.id, kind, id: pending.rows[0].id }));
      return { member_id: member.id, division_id: member.divisionId, kind, documents: JSON.stringify(checklist(kind)) };
    },
  },
);

export const verifications: ResourceModule = { contract: verificationsContract, repository };

async function pending(tx: Db, id: number): Promise<RequestRow> {
  const row = await lockRequest(tx, 'verifications', id, 'Verification');
  if (row.status !== 'pending') throw conflict(`Verification ${id} is already ${row.status}; only a pending verification can change`, coded('verification.notPending', { id, status: row.status }));
  return row;
}

async function decide(tx: Db, row: RequestRow, status: 'approved' | 'rejected', reason: string | null, actor: string) {
  await tx.query(`UPDATE verifications SET status = $2, reason = $3, decided_at = (SELECT sejawat_now()), decided_by = $4, updated_at = (SELECT sejawat_now()) WHERE id = $1`, [
    row.id,
    status,
    reason,
    actor,
  ]);
  const changes = { status: { from: row.status, to: status }, ...(reason !== null && { reason }) };
  await writeAudit(tx, { entity: 'verification', entityId: row.id, action: status === 'approved' ? 'approve' : 'reject', actor, changes });
}

/** Writes the values a member asked for in his portal (portal/profile.ts) to his record, with the audit entry. */
async function applyRequestedChanges(tx: Db, verificationId: number, memberId: number, actor: string) {
  const requested = (await tx.query<{ changes: Record<string, string> | null }>('SELECT requested_changes AS changes FROM verifications WHERE id = $1', [verificationId]))
    .rows[0]?.changes;
  if (!requested) return;
  const body = Object.fromEntries(Object.entries(requested).filter(([field]) => field in REQUESTABLE_FIELDS));
  if (Object.keys(body).length > 0) await members.repository.update(tx, memberId, body, actor);
}

export const verificationHandlers: Record<string, OperationHandler> = {
  async updateVerificationChecklist({ db, request, actor }) {
    const body = await db.transaction(async (tx) => {
      const row = await pending(tx, idParam(request));
      await saveChecklist(tx, 'verifications', 'verification', row, bodyOf<{ documents: ChecklistUpdate }>(request).documents, actor);
      return repository.get(tx, row.id);
    });
    return { status: 200, body };
  },

  async approveVerification({ db, request, actor }) {
    const body = await db.transaction(async (tx) => {
      const row = await pending(tx, idParam(request));
      const absent = missing(row.documents);
      if (absent.length > 0) throw conflict(`Verification ${row.id} cannot be approved: still missing ${absent.join(', ')}`, coded('verification.documentsMissing', { id: row.id, documents: absent.join(',') }));
      await decide(tx, row, 'approved', null, actor);
      if (row.kind === 'application') {
        await changeStatus(tx, row.memberId, 'verified', codedText(`Application verification ${row.id} approved`, 'history.applicationApproved', { verificationId: row.id }), actor, 'verification');
      }
      if (row.kind === 'data_update') await applyRequestedChanges(tx, row.id, row.memberId, actor);
      return repository.get(tx, row.id);
    });
    return { status: 200, body };
  },

  async rejectVerification({ db, request, actor }) {
    const body = await db.transaction(async (tx) => {
      const row = await pending(tx, idParam(request));
      await decide(tx, row, 'rejected', bodyOf<{ reason: string }>(request).reason, actor);
      return repository.get(tx, row.id);
    });
    return { status: 200, body };
  },
};

import type { MemberStatus } from '../../contract/association/members-common.js';
import type { Db } from '../db/db.js';
import { ApiError, conflict, fromDatabaseError, notFound } from '../errors.js';
import { writeAudit } from '../resources/audit.js';
import type { OperationHandler } from '../areas/area.js';
import { checklist } from '../areas/members/checklists.js';
import { CLOSED_STATUSES } from '../areas/members/lifecycle.js';
import { members } from '../areas/members/members.js';
import { callerMemberId, isoSql, isValidMember } from './caller.js';

/** The fields a data-update request may name, and their columns (what an approval writes). */
export const REQUESTABLE_FIELDS = {
  fullName: 'full_name',
  gender: 'gender',
  birthDate: 'birth_date',
  birthPlace: 'birth_place',
  specialty: 'specialty',
} as const;
type RequestableField = keyof typeof REQUESTABLE_FIELDS;

const PROFILE = `
  SELECT m.id AS "memberId", m.npa, m.full_name AS "fullName", m.gender, m.birth_date::text AS "birthDate",
         m.birth_place AS "birthPlace", m.email, m.phone, m.address, m.status, m.category, m.specialty,
         m.division_id AS "divisionId", d.name AS "divisionName", p.name AS "provinceName", m.joined_at::text AS "joinedAt",
         m.updated_at AS "updatedAt",
         (SELECT json_build_object('id', v.id, 'submittedAt', ${isoSql('v.submitted_at')}, 'changes', v.requested_changes)
            FROM verifications v
           WHERE v.member_id = m.id AND v.kind = 'data_update' AND v.status = 'pending') AS "pendingDataUpdate"
    FROM members m JOIN divisions d ON d.id = m.division_id JOIN divisions p ON p.id = d.parent_id
   WHERE m.id = $1`;

/** A verification as the member sees it in his requests. */
export const PORTAL_VERIFICATION = `
  SELECT v.id, v.kind, v.status, d.name AS "divisionName", v.documents, v.requested_changes AS "requestedChanges", v.note,
         v.reason, v.submitted_at AS "submittedAt", v.decided_at AS "decidedAt"
    FROM verifications v JOIN divisions d ON d.id = v.division_id`;

async function profileOf(db: Db, memberId: number) {
  const row = (await db.query<{ status: string }>(PROFILE, [memberId])).rows[0];
  // Row-level security shows a member account its own record only; a record it cannot see does not exist for it.
  if (!row) throw notFound('Your member record', 'ownRecord');
  return { ...row, validMember: isValidMember(row.status) };
}

const bad = (field: string, message: string) => new ApiError(400, `changes.${field} ${message}`, [{ field: `changes.${field}`, in: 'body', message }]);

export const profileHandlers: Record<string, OperationHandler> = {
  async getPortalProfile({ db, request }) {
    return { status: 200, body: await profileOf(db, callerMemberId(request)) };
  },

  // The member role may update exactly these columns of its own row (migration 060); the repository writes the audit
  // entry in the same transaction.
  async updatePortalContact({ db, request, actor }) {
    const memberId = callerMemberId(request);
    const { email, phone, address } = request.body as { email?: string; phone?: string; address?: string };
    const body = { ...(email !== undefined && { email: email.trim() }), ...(phone !== undefined && { phone }), ...(address !== undefined && { address }) };
    await members.repository.update(db, memberId, body, actor);
    return { status: 200, body: await profileOf(db, memberId) };
  },

  async requestPortalDataUpdate({ db, request, actor }) {
    const memberId = callerMemberId(request);
    const { changes, note } = request.body as { changes: Partial<Record<RequestableField, string>>; note?: string };
    try {
      const id = await db.transaction(async (tx) => {
        const current = (
          await tx.query<Record<RequestableField, string> & { status: MemberStatus }>(
            `SELECT status, full_name AS "fullName", gender, birth_date::text AS "birthDate", birth_place AS "birthPlace", specialty
               FROM members WHERE id = $1`,
            [memberId],
          )
        ).rows[0];
        if (!current) throw notFound('Your member record', 'ownRecord');
        if (current.status === 'applicant' || CLOSED_STATUSES.includes(current.status)) {
          throw conflict(`Your record is ${current.status}; a data update is for members past the application whose file is open`);
        }
        const requested: Partial<Record<RequestableField, string>> = {};
        for (const [field, value] of Object.entries(changes) as [RequestableField, string][]) {
          const next = value.trim();
          if (next === current[field]) throw bad(field, `is already ${JSON.stringify(next)}: ask only for what changes`);
          requested[field] = next;
        }
        await members.hooks?.beforeUpdate?.(tx, current, requested, request);
        const pending = await tx.query<{ id: number }>(
          `SELECT id FROM verifications WHERE member_id = $1 AND kind = 'data_update' AND status = 'pending'`,
          [memberId],
        );
        if (pending.rows[0]) throw conflict(`Your data-update request ${pending.rows[0].id} is still pending at your branch`);
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO verifications (member_id, division_id, kind, documents, requested_changes, note)
           SELECT id, division_id, 'data_update', $2, $3, $4 FROM members WHERE id = $1 RETURNING id`,
          [memberId, JSON.stringify(checklist('data_update')), JSON.stringify(requested), note?.trim() || null],
        );
        const opened = inserted.rows[0]!.id;
        await writeAudit(tx, { entity: 'verification', entityId: opened, action: 'create', actor, changes: { memberId, kind: 'data_update', requestedChanges: requested } });
        return opened;
      });
      const row = (await db.query(`${PORTAL_VERIFICATION} WHERE v.id = $1`, [id])).rows[0];
      return { status: 201, body: row };
    } catch (err) {
      throw err instanceof ApiError ? err : (fromDatabaseError(err) ?? err);
    }
  },
};

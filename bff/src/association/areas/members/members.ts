import { membersContract } from '../../../contract/association/members-members.js';
import type { Db } from '../../db/db.js';
import { codedText, coded, conflict } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';
import type { ResourceModule } from '../../resources/module.js';
import { openVerification } from './checklists.js';
import { lockMember, recordStatus } from './lifecycle.js';
import { getTransfer, holds } from './transfers.js';
import { AreaRepository, badField } from './repository.js';
import { inProvince, MEMBER_SEARCH_SQL } from './sql.js';

const MEMBER_SELECT = `SELECT m.id, m.npa, m.full_name AS "fullName", m.gender, m.birth_date::text AS "birthDate",
       m.birth_place AS "birthPlace", m.email, m.phone, m.address, m.division_id AS "divisionId", d.name AS "divisionName",
       p.id AS "provinceId", p.name AS "provinceName", m.specialty, m.category, m.status, m.joined_at::text AS "joinedAt",
       m.created_at AS "createdAt", m.updated_at AS "updatedAt"
  FROM members m LEFT JOIN divisions d ON d.id = m.division_id LEFT JOIN divisions p ON p.id = d.parent_id`;
// LEFT joins: a member always belongs to a branch under a province, so the rows are those of inner joins, and the
// list's count runs on members alone (PostgreSQL removes joins nothing reads).

/** Youngest age at which someone can hold a dentist's diploma; younger birth dates are typing mistakes. */
const MIN_AGE = 20;

async function checkBirthDate(db: Db, birthDate: unknown) {
  if (typeof birthDate !== 'string') return;
  const latest = (await db.query<{ d: string }>(`SELECT ((SELECT sejawat_today()) - interval '${MIN_AGE} years')::date::text AS d`)).rows[0]!.d;
  if (birthDate > latest) throw badField('birthDate', `must make the member at least ${MIN_AGE} years old`, coded('member.tooYoung', { minAge: MIN_AGE }));
}

/** Members belong to a branch, never to a provincial or the national board. */
async function checkBranch(db: Db, divisionId: unknown, field: string): Promise<{ id: number; name: string }> {
  const rows = await db.query<{ id: number; name: string }>(`SELECT id, name FROM divisions WHERE id = $1 AND level = 'branch'`, [divisionId]);
  const branch = rows.rows[0];
  if (!branch) throw badField(field, 'must be the id of a branch', coded('field.unknownBranch'));
  return branch;
}

const repository = new AreaRepository(
  {
    entity: 'member',
    table: 'members',
    idColumn: 'm.id',
    select: MEMBER_SELECT,
    search: MEMBER_SEARCH_SQL,
    filters: {
      status: 'm.status = ?',
      divisionId: 'm.division_id = ?',
      provinceId: inProvince('m.division_id'),
      specialty: 'm.specialty = ?',
      category: 'm.category = ?',
      gender: 'm.gender = ?',
      joinedFrom: 'm.joined_at >= ?',
      joinedTo: 'm.joined_at <= ?',
    },
    sorts: { fullName: 'm.full_name', npa: 'm.npa', joinedAt: 'm.joined_at', status: 'm.status', createdAt: 'm.created_at', birthDate: 'm.birth_date' },
    // Profile fields only: status, NPA and branch change through the lifecycle and transfer operations.
    columns: {
      fullName: 'full_name',
      gender: 'gender',
      birthDate: 'birth_date',
      birthPlace: 'birth_place',
      email: 'email',
      phone: 'phone',
      address: 'address',
      specialty: 'specialty',
    },
  },
  membersContract.defaultSort,
  {
    // A new member is an applicant without NPA whose application verification opens with the standard checklist.
    async prepare(tx, body) {
      await checkBranch(tx, body.divisionId, 'divisionId');
      await checkBirthDate(tx, body.birthDate);
      return {
        full_name: body.fullName,
        gender: body.gender,
        birth_date: body.birthDate,
        birth_place: body.birthPlace ?? '',
        email: body.email,
        phone: body.phone ?? '',
        address: body.address ?? '',
        division_id: body.divisionId,
        specialty: body.specialty,
        category: body.category,
        status: 'applicant',
      };
    },
    async after(tx, id, actor) {
      await recordStatus(tx, id, null, 'applicant', codedText('Application received at the branch', 'history.applicationReceived'), actor);
      await openVerification(tx, id, 'application', actor);
    },
  },
);

export const members: ResourceModule = {
  contract: membersContract,
  repository,
  hooks: {
    async beforeUpdate(db, _current, body) {
      await checkBirthDate(db, body.birthDate);
    },
  },
};

export const getMember = (db: Db, id: number) => repository.get(db, id);

/**
 * Moves a member to another branch: the transfer record, a timeline note that keeps the status, and the audit entry,
 * in one transaction. Closed files (deceased, dismissed) and the member's own branch answer 409. A branch outside the
 * caller's own subtree is another board's to accept: the transfer is then only requested (see transfers.ts).
 */
export async function transferMember(db: Db, id: number, toDivisionId: number, reason: string, actor: string): Promise<{ status: 200 | 202; body: unknown }> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, id);
    if (member.status === 'deceased' || member.status === 'dismissed') {
      throw conflict(`Member ${id} is ${member.status}; a ${member.status} member cannot be transferred`, coded('member.fileClosed', { memberId: id, status: member.status }));
    }
    const target = await checkBranch(tx, toDivisionId, 'toDivisionId');
    const from = (await tx.query<{ name: string }>('SELECT name FROM divisions WHERE id = $1', [member.divisionId])).rows[0]!;
    if (target.id === member.divisionId) throw conflict(`Member ${id} already belongs to ${from.name}`, coded('member.alreadyInBranch', { id, branch: from.name }));
    const waiting = await tx.query<{ id: number }>(`SELECT id FROM member_transfers WHERE member_id = $1 AND status = 'requested'`, [id]);
    if (waiting.rows[0]) throw conflict(`Member ${id} already has a transfer waiting for the receiving board (${waiting.rows[0].id})`, coded('member.transferWaiting', { id, transferId: waiting.rows[0].id }));
    const profile = (await tx.query<{ full_name: string; npa: string | null }>('SELECT full_name, npa FROM members WHERE id = $1', [id])).rows[0]!;
    const atOnce = await holds(tx, target.id);
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO member_transfers (member_id, from_division_id, to_division_id, reason, actor, status, decided_at, decided_by, member_name, member_npa)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN (SELECT sejawat_now()) END, $8, $9, $10) RETURNING id`,
      [id, member.divisionId, target.id, reason, actor, atOnce ? 'completed' : 'requested', atOnce, atOnce ? actor : null, profile.full_name, profile.npa],
    );
    if (!atOnce) {
      const transferId = inserted.rows[0]!.id;
      await writeAudit(tx, { entity: 'member-transfer', entityId: transferId, action: 'request', actor, changes: { memberId: id, fromDivisionId: member.divisionId, toDivisionId: target.id, reason } });
      await recordStatus(tx, id, member.status, member.status, codedText(`Transfer to ${target.name} requested: ${reason}`, 'history.transferRequested', { to: target.name, reason }), actor);
      return { status: 202, body: await getTransfer(tx, transferId) };
    }
    await tx.query('UPDATE members SET division_id = $2, updated_at = (SELECT sejawat_now()) WHERE id = $1', [id, target.id]);
    await recordStatus(tx, id, member.status, member.status, codedText(`Transferred from ${from.name} to ${target.name}: ${reason}`, 'history.transferred', { from: from.name, to: target.name, reason }), actor);
    await writeAudit(tx, { entity: 'member', entityId: id, action: 'transfer', actor, changes: { divisionId: { from: member.divisionId, to: target.id }, reason } });
    return { status: 200, body: await repository.get(tx, id) };
  });
}

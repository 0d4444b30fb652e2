import type { MemberStatus } from '../../../contract/association/members-common.js';
import type { Db } from '../../db/db.js';
import { ApiError, conflict, notFound, coded, type CodedText } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';

/**
 * The transitions staff may make by hand. Two more happen only through their own workflow: applicant -> verified when
 * the application verification is approved, and any living state -> deceased when the death is recorded.
 */
const TRANSITIONS: Record<MemberStatus, readonly MemberStatus[]> = {
  applicant: ['dismissed'],
  verified: ['active', 'dismissed'],
  active: ['in_arrears', 'transferred', 'honorary', 'dismissed'],
  in_arrears: ['active', 'lapsed', 'dismissed'],
  lapsed: ['active', 'dismissed'],
  transferred: ['active', 'dismissed'],
  honorary: ['dismissed'],
  deceased: [],
  dismissed: [],
};

export const CLOSED_STATUSES: readonly MemberStatus[] = ['deceased', 'dismissed'];

/** Which workflow asks for the change: staff by hand, an approved application, or a recorded death. */
export type Route = 'manual' | 'verification' | 'death';

const label = (s: string) => s.replace('_', ' ');

/** Why the change is refused, or undefined when it is allowed. */
function refusal(id: number, from: MemberStatus, to: MemberStatus, route: Route): ApiError | undefined {
  const refuse = (message: string, code: string) => conflict(message, coded(code, { id, status: from, target: to, allowed: TRANSITIONS[from].join(',') }));
  if (from === to) return refuse(`Member ${id} is already ${label(to)}`, 'member.alreadyInStatus');
  if (CLOSED_STATUSES.includes(from)) return refuse(`Member ${id} is ${from}; nothing leaves ${from}`, 'member.fileClosed');
  if (to === 'deceased') {
    return route === 'death' ? undefined : refuse(`Member ${id} becomes deceased only when the death is recorded (POST /api/association/deaths)`, 'member.deceasedByDeathRecord');
  }
  if (to === 'verified' && from === 'applicant') {
    return route === 'verification'
      ? undefined
      : refuse(`Member ${id} is an applicant; an applicant becomes verified only when the application verification is approved`, 'member.verifiedByVerification');
  }
  if (route !== 'manual' || !TRANSITIONS[from].includes(to)) {
    const next = TRANSITIONS[from].map(label).join(' or ');
    return refuse(`Member ${id} is ${label(from)}; a member who is ${label(from)} can become ${next}, not ${label(to)}`, 'member.transitionRefused');
  }
  return undefined;
}

interface Locked {
  id: number;
  status: MemberStatus;
  npa: string | null;
  category: string;
  divisionId: number;
}

/** Reads the member and locks the row until the transaction ends, so two changes cannot interleave. */
export async function lockMember(tx: Db, id: number): Promise<Locked> {
  const rows = await tx.query<Locked>(
    'SELECT id, status, npa, category, division_id AS "divisionId" FROM members WHERE id = $1 FOR UPDATE',
    [id],
  );
  const member = rows.rows[0];
  if (!member) throw notFound(`Member ${id}`);
  return member;
}

/**
 * Writes one line of the member's timeline. A reason the server words itself comes coded (each reader sees it in his
 * language); a reason a person typed is kept as written.
 */
export async function recordStatus(tx: Db, memberId: number, from: MemberStatus | null, to: MemberStatus, reason: string | CodedText, actor: string) {
  const { text, code, params } = typeof reason === 'string' ? { text: reason, code: null, params: undefined } : reason;
  await tx.query(
    'INSERT INTO member_status_history (member_id, from_status, to_status, reason, actor, reason_code, reason_params) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [memberId, from, to, text, actor, code, params ? JSON.stringify(params) : null],
  );
}

/**
 * The next NPA: the 2-digit code of the branch's province and the next 6-digit serial. The advisory lock serialises
 * concurrent activations, so two of them cannot read the same last serial. The serial is national: it is read past
 * the caller's row-level security (migration 061), since a board sees only its own members' NPAs.
 */
async function nextNpa(tx: Db, divisionId: number): Promise<string> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('members.npa'))`);
  const rows = await tx.query<{ province: string; serial: number }>(
    `SELECT CASE WHEN substr(p.code, 4, 2) ~ '^[0-9]{2}$' THEN substr(p.code, 4, 2) ELSE '00' END AS province,
            sejawat_next_npa_serial() AS serial
       FROM divisions d JOIN divisions p ON p.id = d.parent_id WHERE d.id = $1`,
    [divisionId],
  );
  const { province, serial } = rows.rows[0]!;
  if (serial > 999_999) throw conflict('Every NPA serial is in use; no new member number can be issued');
  return `${province}${String(serial).padStart(6, '0')}`;
}

/**
 * Changes a member's status if the lifecycle allows it (409 saying why otherwise): activation issues the NPA and
 * sets joinedAt, honorary membership sets the category. Writes the timeline and the audit trail in the caller's
 * transaction.
 */
export async function changeStatus(tx: Db, id: number, to: MemberStatus, reason: string | CodedText, actor: string, route: Route): Promise<void> {
  const member = await lockMember(tx, id);
  const why = refusal(id, member.status, to, route);
  if (why) throw why;
  const changes: Record<string, unknown> = { status: { from: member.status, to }, reason: typeof reason === 'string' ? reason : reason.text };
  const sets = ['status = $2'];
  const values: unknown[] = [id, to];
  if (to === 'active' && member.npa === null) {
    const npa = await nextNpa(tx, member.divisionId);
    values.push(npa);
    // The first activation is the joining day; a reinstated member keeps both the NPA and the original day.
    sets.push(`npa = $${values.length}`, 'joined_at = (SELECT sejawat_today())');
    changes.npa = { from: null, to: npa };
  }
  if (to === 'honorary' && member.category !== 'honorary') {
    sets.push(`category = 'honorary'`);
    changes.category = { from: member.category, to: 'honorary' };
  }
  await tx.query(`UPDATE members SET ${sets.join(', ')}, updated_at = (SELECT sejawat_now()) WHERE id = $1`, values);
  await recordStatus(tx, id, member.status, to, reason, actor);
  await writeAudit(tx, { entity: 'member', entityId: id, action: 'transition', actor, changes });
}

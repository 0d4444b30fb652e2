import { strRecordsContract, strRenewalsContract } from '../../../contract/association/members-str.js';
import type { Db } from '../../db/db.js';
import { ApiError, conflict, notFound, coded } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import { checklist, missing, type ChecklistUpdate } from './checklists.js';
import { notInFuture, today } from '../../db/clock.js';
import { AreaRepository, assertOpenFile, badField, memberOf } from './repository.js';
import { bodyOf, idParam, lockRequest, saveChecklist, type RequestRow } from './requests.js';
import { MEMBER_SEARCH_SQL } from './sql.js';

const STR_STATUS_SQL = `CASE WHEN s.converted_to_id IS NOT NULL THEN 'converted' WHEN s.replaced_by_id IS NOT NULL THEN 'replaced'
  WHEN s.expires_at < (SELECT sejawat_today()) THEN 'expired' ELSE 'valid' END`;

const STR_SELECT = `SELECT s.id, s.member_id AS "memberId", m.full_name AS "memberName", s.number, s.kind,
       s.issued_at::text AS "issuedAt", s.expires_at::text AS "expiresAt", ${STR_STATUS_SQL} AS status,
       s.converted_to_id AS "convertedToId", s.replaced_by_id AS "replacedById", s.created_at AS "createdAt"
  FROM str_records s JOIN members m ON m.id = s.member_id`;

async function lifetimeOf(db: Db, memberId: number): Promise<string | undefined> {
  const rows = await db.query<{ number: string }>(`SELECT number FROM str_records WHERE member_id = $1 AND kind = 'lifetime'`, [memberId]);
  return rows.rows[0]?.number;
}

const records = new AreaRepository(
  {
    entity: 'strRecord',
    table: 'str_records',
    idColumn: 's.id',
    select: STR_SELECT,
    search: MEMBER_SEARCH_SQL,
    filters: { memberId: 's.member_id = ?', kind: 's.kind = ?', status: `(${STR_STATUS_SQL}) = ?`, number: 's.number = ?' },
    sorts: { issuedAt: 's.issued_at', expiresAt: 's.expires_at', number: 's.number', memberName: 'm.full_name' },
  },
  strRecordsContract.defaultSort,
  {
    async prepare(tx, body) {
      const member = await memberOf(tx, body.memberId);
      await notInFuture(tx, 'issuedAt', body.issuedAt);
      const held = body.kind === 'lifetime' ? await lifetimeOf(tx, member.id) : undefined;
      if (held) throw conflict(`Member ${member.id} already holds lifetime STR ${held}; a member holds one lifetime STR`, coded('str.lifetimeHeld', { memberId: member.id, number: held }));
      return { member_id: member.id, number: body.number, kind: body.kind, issued_at: body.issuedAt };
    },
  },
);

const RENEWAL_SELECT = `SELECT r.id, r.member_id AS "memberId", m.full_name AS "memberName", r.str_id AS "strId", s.number AS "strNumber",
       r.status, r.documents, r.submitted_at AS "submittedAt", r.decided_at AS "decidedAt", r.reason,
       r.new_str_id AS "newStrId", n.number AS "newStrNumber"
  FROM str_renewals r JOIN str_records s ON s.id = r.str_id JOIN members m ON m.id = r.member_id
  LEFT JOIN str_records n ON n.id = r.new_str_id`;

interface RenewableStr {
  id: number;
  memberId: number;
  number: string;
  kind: string;
  issuedAt: string;
  convertedToId: number | null;
  replacedById: number | null;
}

/**
 * Only the member's current dated STR is re-registered: not a lifetime STR, not one converted to or replaced by
 * another, and not while the member holds a lifetime STR (it replaced every dated one, Health Law 17/2023).
 */
async function assertRenewable(tx: Db, str: RenewableStr): Promise<void> {
  if (str.kind === 'lifetime') throw conflict(`STR ${str.number} is a lifetime STR; only a legacy STR is re-registered`, coded('str.lifetimeNotRenewed', { number: str.number }));
  if (str.convertedToId !== null) throw conflict(`STR ${str.number} was converted to a lifetime STR; it is no longer re-registered`, coded('str.convertedNotRenewed', { number: str.number }));
  if (str.replacedById !== null) {
    const by = await tx.query<{ number: string }>('SELECT number FROM str_records WHERE id = $1', [str.replacedById]);
    throw conflict(
      `STR ${str.number} was already replaced by STR ${by.rows[0]?.number ?? str.replacedById}; only the current STR is re-registered`,
      coded('str.replacedNotRenewed', { number: str.number, by: by.rows[0]?.number ?? str.replacedById }),
    );
  }
  const held = await lifetimeOf(tx, str.memberId);
  if (held) throw conflict(`STR ${str.number} is replaced by lifetime STR ${held}; a member with a lifetime STR is not re-registered`, coded('str.lifetimeHeldNotRenewed', { number: str.number, lifetime: held }));
}

const RENEWABLE_SELECT = `SELECT id, member_id AS "memberId", number, kind, issued_at::text AS "issuedAt",
       converted_to_id AS "convertedToId", replaced_by_id AS "replacedById" FROM str_records WHERE id = $1`;

const renewals = new AreaRepository(
  {
    entity: 'strRenewal',
    table: 'str_renewals',
    idColumn: 'r.id',
    select: RENEWAL_SELECT,
    search: MEMBER_SEARCH_SQL,
    filters: { status: 'r.status = ?', memberId: 'r.member_id = ?', strId: 'r.str_id = ?' },
    sorts: { submittedAt: 'r.submitted_at', decidedAt: 'r.decided_at', status: 'r.status', memberName: 'm.full_name' },
  },
  strRenewalsContract.defaultSort,
  {
    // Re-registration exists only for dated (legacy) STRs that have not become lifetime ones, one open request at a time.
    async prepare(tx, body) {
      const str = (await tx.query<RenewableStr>(RENEWABLE_SELECT, [body.strId])).rows[0];
      if (!str) throw badField('strId', 'must be the id of an STR', coded('field.unknownStr'));
      await assertRenewable(tx, str);
      assertOpenFile(await memberOf(tx, str.memberId), 'an STR re-registration');
      const open = await tx.query<{ id: number }>(`SELECT id FROM str_renewals WHERE str_id = $1 AND status IN ('submitted', 'in_review', 'recommended')`, [str.id]);
      if (open.rows[0]) throw conflict(`STR ${str.number} already has an open re-registration request (${open.rows[0].id})`, coded('str.renewalOpen', { number: str.number, id: open.rows[0].id }));
      return { member_id: str.memberId, str_id: str.id, documents: JSON.stringify(checklist('str_renewal')) };
    },
  },
);

export const strModules: ResourceModule[] = [
  { contract: strRecordsContract, repository: records },
  { contract: strRenewalsContract, repository: renewals },
];

export const strRecordsOf = async (db: Db, memberId: number) =>
  (await db.query(`${STR_SELECT} WHERE s.member_id = $1 ORDER BY s.issued_at DESC, s.id DESC`, [memberId])).rows;

type RenewalStatus = 'submitted' | 'in_review' | 'recommended' | 'rejected' | 'completed';

/** The re-registration workflow: which states each step leaves from, and where it leads. */
const STEPS: Record<string, { from: readonly RenewalStatus[]; to: RenewalStatus; verb: string }> = {
  review: { from: ['submitted'], to: 'in_review', verb: 'reviewed' },
  recommend: { from: ['in_review'], to: 'recommended', verb: 'recommended' },
  reject: { from: ['submitted', 'in_review'], to: 'rejected', verb: 'rejected' },
  complete: { from: ['recommended'], to: 'completed', verb: 'completed' },
};

export interface NewStr {
  number: string;
  issuedAt?: string;
}

/**
 * The council re-registered the STR: the new dated STR is issued and the old one marked replaced (caller's
 * transaction, with the request locked; the caller links the new STR to the request as it completes it).
 */
async function issueRenewedStr(tx: Db, renewalId: number, next: NewStr, actor: string): Promise<number> {
  const strId = (await tx.query<{ strId: number }>('SELECT str_id AS "strId" FROM str_renewals WHERE id = $1', [renewalId])).rows[0]!.strId;
  const old = (await tx.query<RenewableStr>(`${RENEWABLE_SELECT} FOR UPDATE`, [strId])).rows[0]!;
  await assertRenewable(tx, old);
  const issuedAt = next.issuedAt ?? (await today(tx));
  await notInFuture(tx, 'issuedAt', issuedAt);
  if (issuedAt < old.issuedAt) throw badField('issuedAt', `must not be before the renewed STR's issue date (${old.issuedAt})`, coded('field.beforeRenewedStrIssued', { date: old.issuedAt }));
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO str_records (member_id, number, kind, issued_at) VALUES ($1, $2, 'legacy', $3) RETURNING id`,
    [old.memberId, next.number, issuedAt],
  );
  const newId = inserted.rows[0]!.id;
  await tx.query('UPDATE str_records SET replaced_by_id = $2, updated_at = (SELECT sejawat_now()) WHERE id = $1', [old.id, newId]);
  await writeAudit(tx, { entity: 'strRecord', entityId: old.id, action: 'replace', actor, changes: { replacedById: { from: null, to: newId } } });
  await writeAudit(tx, { entity: 'strRecord', entityId: newId, action: 'create', actor, changes: { renewalId, replacesId: old.id } });
  return newId;
}

async function step(db: Db, id: number, name: keyof typeof STEPS, actor: string, reason: string | null = null, next?: NewStr) {
  const { from, to, verb } = STEPS[name]!;
  return db.transaction(async (tx) => {
    const row: RequestRow = await lockRequest(tx, 'str_renewals', id, 'STR renewal');
    if (!from.includes(row.status as RenewalStatus)) {
      throw conflict(
        `STR renewal ${id} is ${row.status.replace('_', ' ')}; only a request that is ${from.join(' or ').replace('_', ' ')} can be ${verb}`,
        coded('state.stepRefused', { entity: 'strRenewal', id, status: row.status, allowed: from.join(',') }),
      );
    }
    const absent = name === 'recommend' ? missing(row.documents) : [];
    if (absent.length > 0) throw conflict(`STR renewal ${id} cannot be recommended: still missing ${absent.join(', ')}`, coded('strRenewal.documentsMissing', { id, documents: absent.join(',') }));
    const final = to === 'rejected' || to === 'completed';
    const newStrId = name === 'complete' ? await issueRenewedStr(tx, id, next!, actor) : null;
    await tx.query(
      `UPDATE str_renewals SET status = $2, reason = $3, new_str_id = $4, decided_at = ${final ? '(SELECT sejawat_now())' : 'NULL'}, updated_at = (SELECT sejawat_now()) WHERE id = $1`,
      [id, to, reason, newStrId],
    );
    await writeAudit(tx, {
      entity: 'strRenewal',
      entityId: id,
      action: name,
      actor,
      changes: { status: { from: row.status, to }, ...(reason && { reason }), ...(newStrId && { newStrId: { from: null, to: newStrId } }) },
    });
    return renewals.get(tx, id);
  });
}

const renewalStep = (name: keyof typeof STEPS): OperationHandler => async ({ db, request, actor }) => ({
  status: 200,
  body: await step(
    db,
    idParam(request),
    name,
    actor,
    name === 'reject' ? bodyOf<{ reason: string }>(request).reason : null,
    name === 'complete' ? bodyOf<NewStr>(request) : undefined,
  ),
});

/** A legacy STR becomes a lifetime STR: a new record (same number, suffix /SH for seumur hidup) replaces it. */
async function convert(db: Db, id: number, actor: string) {
  return db.transaction(async (tx) => {
    const legacy = (await tx.query<RenewableStr>(`${RENEWABLE_SELECT} FOR UPDATE`, [id])).rows[0];
    if (!legacy) throw notFound(`STR record ${id}`);
    if (legacy.kind === 'lifetime') throw conflict(`STR ${legacy.number} is already a lifetime STR`, coded('str.alreadyLifetime', { number: legacy.number }));
    if (legacy.convertedToId !== null) throw conflict(`STR ${legacy.number} was already converted (lifetime STR record ${legacy.convertedToId})`, coded('str.alreadyConverted', { number: legacy.number }));
    if (legacy.replacedById !== null) throw conflict(`STR ${legacy.number} was replaced on re-registration; convert the STR that replaced it`, coded('str.replacedNotConverted', { number: legacy.number }));
    const held = await lifetimeOf(tx, legacy.memberId);
    if (held) throw conflict(`Member ${legacy.memberId} already holds lifetime STR ${held}`, coded('str.lifetimeHeld', { memberId: legacy.memberId, number: held }));
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO str_records (member_id, number, kind, issued_at) VALUES ($1, $2, 'lifetime', (SELECT sejawat_today())) RETURNING id`,
      [legacy.memberId, `${legacy.number}/SH`],
    );
    const lifetimeId = inserted.rows[0]!.id;
    await tx.query('UPDATE str_records SET converted_to_id = $2, updated_at = (SELECT sejawat_now()) WHERE id = $1', [id, lifetimeId]);
    await writeAudit(tx, { entity: 'strRecord', entityId: id, action: 'convert', actor, changes: { convertedToId: { from: null, to: lifetimeId } } });
    await writeAudit(tx, { entity: 'strRecord', entityId: lifetimeId, action: 'create', actor, changes: { convertedFromId: id } });
    return records.get(tx, lifetimeId);
  });
}

export const strHandlers: Record<string, OperationHandler> = {
  async convertStrToLifetime({ db, request, actor }) {
    return { status: 201, body: await convert(db, idParam(request), actor) };
  },
  async updateStrRenewalChecklist({ db, request, actor }) {
    const body = await db.transaction(async (tx) => {
      const row = await lockRequest(tx, 'str_renewals', idParam(request), 'STR renewal');
      if (row.status !== 'submitted' && row.status !== 'in_review') {
        throw conflict(`STR renewal ${row.id} is ${row.status}; its checklist changes only while submitted or in review`);
      }
      await saveChecklist(tx, 'str_renewals', 'strRenewal', row, bodyOf<{ documents: ChecklistUpdate }>(request).documents, actor);
      return renewals.get(tx, row.id);
    });
    return { status: 200, body };
  },
  reviewStrRenewal: renewalStep('review'),
  recommendStrRenewal: renewalStep('recommend'),
  rejectStrRenewal: renewalStep('reject'),
  completeStrRenewal: renewalStep('complete'),
};

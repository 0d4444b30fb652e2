import {
  referenceLogsContract,
  referencesContract,
  type REFERENCE_STATUSES,
  type REFERENCE_TYPES,
} from '../../../contract/association/correspondence-references.js';
import type { Db } from '../../db/db.js';
import { coded, conflict } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';
import { Repository } from '../../resources/engine.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import { AreaRepository, memberOf } from '../members/repository.js';
import { MEMBER_SEARCH_SQL } from '../members/sql.js';
import { notInFuture, today } from '../../db/clock.js';
import { assertStep, label, lockRow, nextNumber, romanMonth, type Step } from './common.js';

type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

/** The letter type in a letter number. */
export const TYPE_CODES: Record<ReferenceType, string> = {
  sip_recommendation: 'REK-SIP',
  good_standing: 'KET-AKTIF',
  transfer: 'MUTASI',
  other: 'KET',
};

/** A letter number: 007/PC-3273/REK-SIP/XI/2026 (sequence per branch and year, branch, type, Roman month, year). */
export const letterNumber = (sequence: number, branchCode: string, type: ReferenceType, date: string) =>
  `${String(sequence).padStart(3, '0')}/${branchCode}/${TYPE_CODES[type]}/${romanMonth(Number(date.slice(5, 7)))}/${date.slice(0, 4)}`;

/** The counter scope of a branch's reference letters. */
export const letterScope = (branchCode: string) => `${branchCode}/REF`;

/** Admitted members whose file is open may ask for a letter. */
export const REQUESTING_STATUSES = ['active', 'in_arrears', 'lapsed', 'transferred', 'honorary'];
/** A recommendation for a practice permit or a good-standing letter vouches for the member: only in good standing. */
const GOOD_STANDING: Partial<Record<ReferenceType, readonly string[]>> = {
  sip_recommendation: ['active', 'honorary'],
  good_standing: ['active', 'honorary'],
};

const REFERENCE_SELECT = `SELECT r.id, r.member_id AS "memberId", m.full_name AS "memberName", m.npa, r.division_id AS "divisionId",
       d.name AS "divisionName", r.type, r.purpose, r.requested_date::text AS "requestedDate", r.status,
       r.letter_number AS "letterNumber", r.issued_date::text AS "issuedDate", r.rejection_reason AS "rejectionReason",
       r.decided_by AS "decidedBy", r.created_at AS "createdAt", r.updated_at AS "updatedAt"
  FROM reference_requests r JOIN members m ON m.id = r.member_id JOIN divisions d ON d.id = r.division_id`;

async function writeLog(tx: Db, referenceId: number, from: ReferenceStatus | null, to: ReferenceStatus, note: string, actor: string) {
  await tx.query('INSERT INTO reference_logs (reference_id, from_status, to_status, note, actor) VALUES ($1, $2, $3, $4, $5)', [
    referenceId,
    from,
    to,
    note,
    actor,
  ]);
}

async function assertNoOpenRequest(tx: Db, memberId: number, type: string, except: number | null) {
  const open = await tx.query<{ id: number; status: string }>(
    `SELECT id, status FROM reference_requests
      WHERE member_id = $1 AND type = $2 AND status IN ('requested', 'processing') AND ($3::int IS NULL OR id <> $3)`,
    [memberId, type, except],
  );
  const found = open.rows[0];
  if (found) throw conflict(`Member ${memberId} already has an open ${label(type)} request (${found.id}, ${found.status})`, coded('reference.alreadyOpen', { memberId, type, id: found.id, status: found.status }));
}

const referencesRepository = new AreaRepository(
  {
    entity: 'reference',
    table: 'reference_requests',
    idColumn: 'r.id',
    select: REFERENCE_SELECT,
    search: MEMBER_SEARCH_SQL,
    filters: {
      status: 'r.status = ?',
      type: 'r.type = ?',
      memberId: 'r.member_id = ?',
      divisionId: 'r.division_id = ?',
      letterNumber: 'r.letter_number = ?',
    },
    sorts: {
      requestedDate: 'r.requested_date',
      issuedDate: 'r.issued_date',
      status: 'r.status',
      memberName: 'm.full_name',
      createdAt: 'r.created_at',
    },
    columns: { type: 'type', purpose: 'purpose' },
  },
  referencesContract.defaultSort,
  {
    async prepare(tx, body) {
      const member = await memberOf(tx, body.memberId);
      if (!REQUESTING_STATUSES.includes(member.status)) {
        throw conflict(`Member ${member.id} is ${label(member.status)}; reference letters are for admitted members whose file is open`, coded('reference.memberNotAdmitted', { memberId: member.id, status: member.status }));
      }
      await assertNoOpenRequest(tx, member.id, body.type as string, null);
      const requestedDate = (body.requestedDate as string | undefined) ?? (await today(tx));
      await notInFuture(tx, 'requestedDate', requestedDate);
      return { member_id: member.id, division_id: member.divisionId, type: body.type, purpose: body.purpose, requested_date: requestedDate };
    },
    async after(tx, id, actor) {
      await writeLog(tx, id, null, 'requested', '', actor);
    },
  },
);

export const references: ResourceModule = {
  contract: referencesContract,
  repository: referencesRepository,
  hooks: {
    // The request can be corrected until someone starts working on it.
    async beforeUpdate(tx, current, body) {
      if (current.status !== 'requested') {
        throw conflict(`Reference ${current.id} is ${label(current.status as string)}; only a request still requested can be changed`, coded('reference.changeOnlyRequested', { id: current.id as number, status: current.status as string }));
      }
      if (body.type !== undefined && body.type !== current.type) await assertNoOpenRequest(tx, current.memberId as number, body.type as string, current.id as number);
    },
  },
};

export const referenceLogs: ResourceModule = {
  contract: referenceLogsContract,
  repository: new Repository(
    {
      entity: 'referenceLog',
      table: 'reference_logs',
      idColumn: 'l.id',
      select: `SELECT l.id, l.reference_id AS "referenceId", r.member_id AS "memberId", m.full_name AS "memberName", r.type,
                      l.from_status AS "fromStatus", l.to_status AS "toStatus", l.note, l.actor, l.at
                 FROM reference_logs l JOIN reference_requests r ON r.id = l.reference_id JOIN members m ON m.id = r.member_id`,
      search: MEMBER_SEARCH_SQL,
      filters: { referenceId: 'l.reference_id = ?', memberId: 'r.member_id = ?', toStatus: 'l.to_status = ?' },
      sorts: { at: 'l.at' },
    },
    referenceLogsContract.defaultSort,
  ),
};

const STEPS = {
  process: { from: ['requested'], to: 'processing', verb: 'processed' },
  issue: { from: ['processing'], to: 'issued', verb: 'issued', hint: { requested: 'process it first' } },
  reject: { from: ['requested', 'processing'], to: 'rejected', verb: 'rejected' },
} satisfies Record<string, Step<ReferenceStatus>>;

interface LockedReference {
  id: number;
  status: ReferenceStatus;
  type: ReferenceType;
  memberId: number;
  branchCode: string;
}

async function step(db: Db, id: number, name: keyof typeof STEPS, note: string, actor: string) {
  const definition: Step<ReferenceStatus> = STEPS[name];
  return db.transaction(async (tx) => {
    const current = await lockRow<LockedReference>(
      tx,
      `SELECT r.id, r.status, r.type, r.member_id AS "memberId", d.code AS "branchCode"
         FROM reference_requests r JOIN divisions d ON d.id = r.division_id WHERE r.id = $1`,
      id,
      'Reference',
    );
    assertStep('Reference', id, current.status, definition, 'a request');
    const changes: Record<string, unknown> = { status: { from: current.status, to: definition.to } };
    if (name === 'process') {
      await tx.query(`UPDATE reference_requests SET status = 'processing', updated_at = (SELECT sejawat_now()) WHERE id = $1`, [id]);
    } else if (name === 'issue') {
      const member = await memberOf(tx, current.memberId);
      const allowed = GOOD_STANDING[current.type] ?? REQUESTING_STATUSES;
      if (!allowed.includes(member.status)) {
        throw conflict(
          `Reference ${id} cannot be issued: member ${member.id} is ${label(member.status)}; a ${label(current.type)} letter is issued only to members who are ${allowed.map(label).join(' or ')}`,
          coded('reference.memberNotInGoodStanding', { id, memberId: member.id, status: member.status, type: current.type, allowed: allowed.join(',') }),
        );
      }
      const issued = await today(tx);
      const number = letterNumber(await nextNumber(tx, letterScope(current.branchCode), Number(issued.slice(0, 4))), current.branchCode, current.type, issued);
      await tx.query(
        `UPDATE reference_requests SET status = 'issued', letter_number = $2, issued_date = $3, decided_at = (SELECT sejawat_now()), decided_by = $4, updated_at = (SELECT sejawat_now())
          WHERE id = $1`,
        [id, number, issued, actor],
      );
      Object.assign(changes, { letterNumber: number, issuedDate: issued });
    } else {
      await tx.query(
        `UPDATE reference_requests SET status = 'rejected', rejection_reason = $2, decided_at = (SELECT sejawat_now()), decided_by = $3, updated_at = (SELECT sejawat_now()) WHERE id = $1`,
        [id, note, actor],
      );
      changes.reason = note;
    }
    if (note && name !== 'reject') changes.note = note;
    await writeLog(tx, id, current.status, definition.to, note, actor);
    await writeAudit(tx, { entity: 'reference', entityId: id, action: name, actor, changes });
    return referencesRepository.get(tx, id);
  });
}

export const referenceHandlers: Record<string, OperationHandler> = {
  async processReference({ db, request, actor }) {
    const { note } = (request.body ?? {}) as { note?: string };
    return { status: 200, body: await step(db, (request.params as { id: number }).id, 'process', note?.trim() ?? '', actor) };
  },
  async issueReference({ db, request, actor }) {
    const { note } = (request.body ?? {}) as { note?: string };
    return { status: 200, body: await step(db, (request.params as { id: number }).id, 'issue', note?.trim() ?? '', actor) };
  },
  async rejectReference({ db, request, actor }) {
    const { reason } = request.body as { reason: string };
    return { status: 200, body: await step(db, (request.params as { id: number }).id, 'reject', reason, actor) };
  },
};

import { medicolegalCasesContract } from '../../../contract/association/community-medicolegal.js';
import type { Db } from '../../db/db.js';
import { coded, conflict } from '../../errors.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import { notInFuture } from '../../db/clock.js';
import {
  assertOpenFile,
  bodyOf,
  CommunityRepository,
  idParam,
  memberInProvince,
  memberOf,
  memberSearch,
  transition,
  type Transition,
} from './store.js';

type Row = Record<string, unknown>;

const OPEN_STATES = ['reported', 'under_review', 'mediation'];

const repository = new CommunityRepository(
  {
    entity: 'medicolegalCase',
    table: 'medicolegal_cases',
    idColumn: 'c.id',
    select: `SELECT c.id, c.case_number AS "caseNumber", c.member_id AS "memberId", m.full_name AS "memberName", m.npa AS "memberNpa",
                    m.division_id AS "divisionId", d.name AS "divisionName", c.reported_at::text AS "reportedAt",
                    c.complainant_type AS "complainantType", c.summary, c.severity, c.status, c.resolution,
                    c.referred_to AS "referredTo", c.referral_note AS "referralNote", c.status_changed_at AS "statusChangedAt",
                    c.decided_at AS "decidedAt", c.created_at AS "createdAt", c.updated_at AS "updatedAt"
               FROM medicolegal_cases c JOIN members m ON m.id = c.member_id JOIN divisions d ON d.id = m.division_id`,
    search: `c.case_number || ' ' || ${memberSearch('m')}`,
    filters: {
      status: 'c.status = ?',
      severity: 'c.severity = ?',
      complainantType: 'c.complainant_type = ?',
      memberId: 'c.member_id = ?',
      divisionId: 'm.division_id = ?',
      provinceId: memberInProvince('m'),
      reportedFrom: 'c.reported_at >= ?::date',
      reportedTo: 'c.reported_at <= ?::date',
    },
    sorts: {
      reportedAt: 'c.reported_at',
      caseNumber: 'c.case_number',
      severity: 'c.severity_rank',
      status: 'c.status',
      memberName: 'm.full_name',
      updatedAt: 'c.updated_at',
    },
    columns: {
      caseNumber: 'case_number',
      reportedAt: 'reported_at',
      complainantType: 'complainant_type',
      summary: 'summary',
      severity: 'severity',
    },
  },
  medicolegalCasesContract.defaultSort,
  {
    async prepare(tx, body) {
      const member = await memberOf(tx, body.memberId);
      assertOpenFile(member, 'opening a medicolegal case');
      await notInFuture(tx, 'reportedAt', body.reportedAt);
      await uniqueNumber(tx, body.caseNumber, 0);
      return {
        case_number: body.caseNumber,
        member_id: member.id,
        reported_at: body.reportedAt,
        complainant_type: body.complainantType,
        summary: body.summary,
        severity: body.severity,
      };
    },
  },
);

/** The case number is unique: say which case holds it (the unique index backs this up under concurrency). */
async function uniqueNumber(db: Db, caseNumber: unknown, exceptId: number) {
  const rows = await db.query<{ id: number }>('SELECT id FROM medicolegal_cases WHERE case_number = $1 AND id <> $2', [
    caseNumber,
    exceptId,
  ]);
  if (rows.rows[0])
    throw conflict(
      `Case number ${String(caseNumber)} is already used by medicolegal case ${rows.rows[0].id}`,
      coded('community.caseNumberTaken', { number: String(caseNumber), id: rows.rows[0].id }),
    );
}

export const medicolegalCases: ResourceModule = {
  contract: medicolegalCasesContract,
  repository,
  hooks: {
    async beforeUpdate(db, current, body) {
      if (!OPEN_STATES.includes(String(current.status))) {
        throw conflict(
          `Medicolegal case ${String(current.caseNumber)} is ${String(current.status)}; a closed or referred case is no longer edited`,
          coded('community.caseNotEditable', { number: String(current.caseNumber), state: String(current.status) }),
        );
      }
      await notInFuture(db, 'reportedAt', body.reportedAt);
      if (body.caseNumber !== undefined) await uniqueNumber(db, body.caseNumber, Number(current.id));
    },
  },
};

const STEPS = {
  review: { from: ['reported'], to: 'under_review', action: 'review' },
  mediate: { from: ['under_review'], to: 'mediation', action: 'mediate' },
  close: { from: ['mediation'], to: 'closed', action: 'close' },
  refer: { from: ['under_review', 'mediation'], to: 'referred', action: 'refer' },
} satisfies Record<string, Transition>;

function step(
  name: keyof typeof STEPS,
  columns: (body: Row) => { set?: Row; note?: Row } = () => ({}),
): OperationHandler {
  return async ({ db, request, actor }) => {
    const { set, note } = columns(bodyOf<Row>(request));
    const final = name === 'close' || name === 'refer';
    const body = await transition(db, {
      repository,
      table: 'medicolegal_cases',
      what: 'Medicolegal case',
      label: (row) => `Medicolegal case ${String(row.case_number)}`,
      id: idParam(request),
      step: STEPS[name],
      actor,
      set: { ...set, status_changed_at: { sql: '(SELECT sejawat_now())' }, ...(final && { decided_at: { sql: '(SELECT sejawat_now())' } }) },
      note,
    });
    return { status: 200, body };
  };
}

export const medicolegalHandlers: Record<string, OperationHandler> = {
  reviewMedicolegalCase: step('review'),
  mediateMedicolegalCase: step('mediate'),
  closeMedicolegalCase: step('close', (body) => ({
    set: { resolution: body.resolution },
    note: { resolution: body.resolution },
  })),
  referMedicolegalCase: step('refer', (body) => ({
    set: { referred_to: body.referredTo, referral_note: body.note },
    note: { referredTo: body.referredTo, note: body.note },
  })),
};

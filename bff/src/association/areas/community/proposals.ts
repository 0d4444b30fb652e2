import { activitiesContract } from '../../../contract/association/community-activities.js';
import { proposalsContract } from '../../../contract/association/community-proposals.js';
import { coded, conflict } from '../../errors.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import {
  badField,
  bodyOf,
  CommunityRepository,
  divisionOf,
  idParam,
  inProvince,
  transition,
  type Transition,
} from './store.js';

const proposalRepository = new CommunityRepository(
  {
    entity: 'proposal',
    table: 'proposals',
    idColumn: 'p.id',
    select: `SELECT p.id, p.title, p.division_id AS "divisionId", d.name AS "divisionName", d.level AS "divisionLevel", p.category,
                    p.body, p.status, p.decision_reason AS "decisionReason", p.submitted_at AS "submittedAt",
                    p.reviewed_at AS "reviewedAt", p.decided_at AS "decidedAt", p.updated_at AS "updatedAt"
               FROM proposals p JOIN divisions d ON d.id = p.division_id`,
    search: `p.title || ' ' || d.name`,
    filters: {
      status: 'p.status = ?',
      category: 'p.category = ?',
      divisionId: 'p.division_id = ?',
      provinceId: inProvince('p.division_id'),
      submittedFrom: `p.submitted_at >= ?::date`,
      submittedTo: `p.submitted_at < ?::date + 1`,
    },
    sorts: {
      submittedAt: 'p.submitted_at',
      decidedAt: 'p.decided_at',
      title: 'p.title',
      status: 'p.status',
      category: 'p.category',
    },
    columns: { title: 'title', category: 'category', body: 'body' },
  },
  proposalsContract.defaultSort,
  {
    async prepare(tx, body) {
      const division = await divisionOf(tx, body.divisionId);
      // Proposals go up the hierarchy: the national board decides them and does not propose to itself.
      if (division.level === 'national') throw badField('divisionId', 'must be the id of a branch or a province', coded('field.branchOrProvince'));
      return { title: body.title, division_id: division.id, category: body.category, body: body.body };
    },
  },
);

export const proposals: ResourceModule = {
  contract: proposalsContract,
  repository: proposalRepository,
  hooks: {
    async beforeUpdate(_db, current) {
      if (current.status !== 'submitted')
        throw conflict(
          `Proposal ${String(current.id)} is ${String(current.status)}; it is edited only while submitted`,
          coded('community.proposalEditOnlySubmitted', { id: Number(current.id), state: String(current.status) }),
        );
    },
    async beforeDelete(_db, current) {
      if (current.status !== 'submitted')
        throw conflict(
          `Proposal ${String(current.id)} is ${String(current.status)}; it is withdrawn only while submitted`,
          coded('community.proposalWithdrawOnlySubmitted', { id: Number(current.id), state: String(current.status) }),
        );
    },
  },
};

const STEPS = {
  review: { from: ['submitted'], to: 'reviewed', action: 'review' },
  approve: { from: ['reviewed'], to: 'approved', action: 'approve' },
  reject: { from: ['reviewed'], to: 'rejected', action: 'reject' },
} satisfies Record<string, Transition>;

const proposalStep =
  (name: keyof typeof STEPS): OperationHandler =>
  async ({ db, request, actor }) => {
    const reason = name === 'reject' ? bodyOf<{ reason: string }>(request).reason : undefined;
    const body = await transition(db, {
      repository: proposalRepository,
      table: 'proposals',
      what: 'Proposal',
      label: (row) => `Proposal ${String(row.id)} ("${String(row.title)}")`,
      id: idParam(request),
      step: STEPS[name],
      actor,
      set:
        name === 'review'
          ? { reviewed_at: { sql: '(SELECT sejawat_now())' } }
          : { decided_at: { sql: '(SELECT sejawat_now())' }, ...(reason !== undefined && { decision_reason: reason }) },
      ...(reason !== undefined && { note: { reason } }),
    });
    return { status: 200, body };
  };

export const proposalHandlers: Record<string, OperationHandler> = {
  reviewProposal: proposalStep('review'),
  approveProposal: proposalStep('approve'),
  rejectProposal: proposalStep('reject'),
};

const activityRepository = new CommunityRepository(
  {
    entity: 'activity',
    table: 'activities',
    idColumn: 'a.id',
    select: `SELECT a.id, a.title, a.division_id AS "divisionId", d.name AS "divisionName", a.held_on::text AS date, a.location,
                    a.type, a.participants_count AS "participantsCount", a.description, a.created_at AS "createdAt",
                    a.updated_at AS "updatedAt"
               FROM activities a JOIN divisions d ON d.id = a.division_id`,
    search: `a.title || ' ' || a.location || ' ' || d.name`,
    filters: {
      divisionId: 'a.division_id = ?',
      provinceId: inProvince('a.division_id'),
      type: 'a.type = ?',
      from: 'a.held_on >= ?::date',
      to: 'a.held_on <= ?::date',
    },
    sorts: {
      date: 'a.held_on',
      title: 'a.title',
      participantsCount: 'a.participants_count',
      type: 'a.type',
      createdAt: 'a.created_at',
    },
    columns: {
      divisionId: 'division_id',
      title: 'title',
      date: 'held_on',
      location: 'location',
      type: 'type',
      participantsCount: 'participants_count',
      description: 'description',
    },
  },
  activitiesContract.defaultSort,
  {
    async prepare(tx, body) {
      const division = await divisionOf(tx, body.divisionId);
      return {
        title: body.title,
        division_id: division.id,
        held_on: body.date,
        location: body.location,
        type: body.type,
        participants_count: body.participantsCount ?? 0,
        description: body.description ?? '',
      };
    },
  },
);

export const activities: ResourceModule = {
  contract: activitiesContract,
  repository: activityRepository,
  hooks: {
    async beforeUpdate(db, _current, body) {
      if (body.divisionId !== undefined) await divisionOf(db, body.divisionId);
    },
  },
};

import { Type } from 'typebox';
import { Id, IsoDateTime } from './common.js';
import { API, DateFilter, errorReplies, IdFilter, IdParams, Reason, Said } from './community-common.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

export const PROPOSALS_TAG = 'Proposals';
export const PROPOSAL_SUBJECT = 'Proposal';

/** submitted -> reviewed -> approved or rejected (with the reason). */
export const PROPOSAL_STATUSES = ['submitted', 'reviewed', 'approved', 'rejected'] as const;
export const PROPOSAL_CATEGORIES = [
  'programme',
  'regulation',
  'budget',
  'organisation',
  'membership',
  'other',
] as const;

const Status = Type.Enum(PROPOSAL_STATUSES, { type: 'string' });
const Category = Type.Enum(PROPOSAL_CATEGORIES, { type: 'string' });

export const ProposalSchema = Type.Object(
  {
    id: Id,
    title: Type.String(),
    divisionId: Id,
    divisionName: Type.String({ description: 'The board that proposes it.' }),
    divisionLevel: Type.String({ examples: ['branch'] }),
    category: Category,
    body: Type.String(),
    status: Status,
    decisionReason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was rejected.' }),
    submittedAt: IsoDateTime,
    reviewedAt: Type.Union([IsoDateTime, Type.Null()]),
    decidedAt: Type.Union([IsoDateTime, Type.Null()]),
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocProposal', description: 'A proposal (usulan) a branch or province puts to the board above it.' },
);

const ProposalFields = { title: Said(200, 5), category: Category, body: Said(10_000, 20) };

export const proposalsContract: ResourceContract = {
  name: 'proposals',
  tag: PROPOSALS_TAG,
  subject: PROPOSAL_SUBJECT,
  singular: 'Proposal',
  plural: 'Proposals',
  description:
    'Proposals (usulan) from branches and provinces: submitted, reviewed, then approved or rejected with a reason. ' +
    'The proposing division is a branch or a province (400 otherwise). A proposal is edited or withdrawn (delete) only ' +
    'while submitted (409 once reviewed).',
  entity: ProposalSchema,
  create: Type.Object(
    { divisionId: Id, ...ProposalFields },
    {
      additionalProperties: false,
      examples: [
        {
          divisionId: 40,
          title: 'Usulan keringanan iuran bagi anggota terdampak banjir',
          category: 'membership',
          body: 'Cabang mengusulkan penundaan iuran tahun berjalan bagi 14 anggota yang praktiknya terdampak banjir.',
        },
      ],
    },
  ),
  update: Type.Partial(Type.Object(ProposalFields), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ category: 'budget' }],
  }),
  remove: true,
  filters: {
    status: Status,
    category: Category,
    divisionId: IdFilter('Proposals of this board.'),
    provinceId: IdFilter('Proposals of this province or its branches.'),
    submittedFrom: DateFilter('Submitted on or after.'),
    submittedTo: DateFilter('Submitted on or before.'),
  },
  sorts: ['submittedAt', 'decidedAt', 'title', 'status', 'category'],
  defaultSort: 'submittedAt:desc',
  searchable: ['title', 'divisionName'],
};

const step = { tag: PROPOSALS_TAG, subject: PROPOSAL_SUBJECT, action: 'update', params: IdParams } as const;
const replies = { 200: ProposalSchema, ...errorReplies(404, 409) };

export const proposalOperations: OperationContract[] = [
  {
    ...step,
    method: 'POST',
    path: `${API}/proposals/:id/review`,
    operationId: 'reviewProposal',
    summary: 'Mark a proposal reviewed',
    description: 'submitted -> reviewed; 409 from any other state.',
    response: replies,
  },
  {
    ...step,
    method: 'POST',
    path: `${API}/proposals/:id/approve`,
    operationId: 'approveProposal',
    summary: 'Approve a proposal',
    description: 'reviewed -> approved; 409 from any other state (a proposal is reviewed before it is decided).',
    response: replies,
  },
  {
    ...step,
    method: 'POST',
    path: `${API}/proposals/:id/reject`,
    operationId: 'rejectProposal',
    summary: 'Reject a proposal',
    description: 'reviewed -> rejected with the reason; 409 from any other state.',
    body: Type.Object(
      { reason: Reason },
      { additionalProperties: false, examples: [{ reason: "Not covered by this year's budget" }] },
    ),
    response: replies,
  },
];

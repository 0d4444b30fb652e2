import { Type } from 'typebox';
import { Id, IsoDateTime } from './common.js';
import { ChecklistItemSchema, ChecklistUpdateSchema, errorReplies, IdParams, MEMBER_SEARCH, ReasonBodySchema } from './members-common.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

export const VERIFICATION_KINDS = ['application', 'transfer', 'data_update'] as const;
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

const Kind = Type.Enum(VERIFICATION_KINDS, { type: 'string' });
const Status = Type.Enum(VERIFICATION_STATUSES, { type: 'string' });

export const VerificationSchema = Type.Object(
  {
    id: Id,
    memberId: Id,
    memberName: Type.String(),
    divisionId: Id,
    divisionName: Type.String(),
    kind: Kind,
    status: Status,
    documents: Type.Array(ChecklistItemSchema),
    reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was rejected.' }),
    requestedChanges: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()], {
      description: 'A data update the member asked for in his portal: field -> requested value, written to his record on approval.',
      examples: [{ specialty: 'orthodontics' }],
    }),
    note: Type.Union([Type.String(), Type.Null()], { description: 'What the member wrote with his request.' }),
    submittedAt: IsoDateTime,
    decidedAt: Type.Union([IsoDateTime, Type.Null()]),
    decidedBy: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'AssocVerification', description: 'A request the member\'s branch checks against a document checklist before approving it.' },
);

export const verificationsContract: ResourceContract = {
  name: 'verifications',
  tag: 'Verifications',
  subject: 'Verification',
  singular: 'Verification',
  plural: 'Verifications',
  description:
    'The verification queue: applications (opened when an applicant is registered), branch transfers and data updates, ' +
    'each with its document checklist. Opening one for a member who already has one of that kind pending answers 409.',
  entity: VerificationSchema,
  create: Type.Object({ memberId: Id, kind: Kind }, { additionalProperties: false, examples: [{ memberId: 12, kind: 'data_update' }] }),
  filters: { status: Status, kind: Kind, divisionId: Id, provinceId: Id, memberId: Id },
  sorts: ['submittedAt', 'decidedAt', 'memberName', 'status', 'kind'],
  defaultSort: 'submittedAt:desc',
  searchable: MEMBER_SEARCH,
};

const common = { tag: 'Verifications', subject: 'Verification', action: 'update', params: IdParams } as const;

export const verificationOperations: OperationContract[] = [
  {
    ...common,
    method: 'PATCH',
    path: '/api/association/verifications/:id/documents',
    operationId: 'updateVerificationChecklist',
    summary: 'Tick documents of a verification',
    description: 'Marks the given checklist documents received or not; 409 unless the verification is pending. A type the checklist does not ask for answers 400.',
    body: ChecklistUpdateSchema,
    response: { 200: VerificationSchema, ...errorReplies(404, 409) },
  },
  {
    ...common,
    method: 'POST',
    path: '/api/association/verifications/:id/approve',
    operationId: 'approveVerification',
    summary: 'Approve a verification',
    description:
      'Approves a pending verification whose documents have all been received (409 otherwise). Approving an application moves the member from applicant to verified; ' +
      'approving a data update the member asked for writes the requested values to his record (audited).',
    response: { 200: VerificationSchema, ...errorReplies(404, 409) },
  },
  {
    ...common,
    method: 'POST',
    path: '/api/association/verifications/:id/reject',
    operationId: 'rejectVerification',
    summary: 'Reject a verification',
    description: 'Rejects a pending verification with the reason given to the member; 409 unless pending.',
    body: ReasonBodySchema,
    response: { 200: VerificationSchema, ...errorReplies(404, 409) },
  },
];

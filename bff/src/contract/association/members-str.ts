import { Type } from 'typebox';
import { Id, IsoDate, IsoDateTime, PastDate } from './common.js';
import { ChecklistItemSchema, ChecklistUpdateSchema, errorReplies, IdParams, MEMBER_SEARCH, ReasonBodySchema } from './members-common.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

export const STR_KINDS = ['legacy', 'lifetime'] as const;
export const STR_STATUSES = ['valid', 'expired', 'converted', 'replaced'] as const;
export const STR_RENEWAL_STATUSES = ['submitted', 'in_review', 'recommended', 'rejected', 'completed'] as const;

const Kind = Type.Enum(STR_KINDS, { type: 'string' });
const RenewalStatus = Type.Enum(STR_RENEWAL_STATUSES, { type: 'string' });
export const StrNumber = Type.String({ pattern: '^[0-9A-Z][0-9A-Z./-]{5,39}$', examples: ['3212110012345678'] });

export const StrRecordSchema = Type.Object(
  {
    id: Id,
    memberId: Id,
    memberName: Type.String(),
    number: Type.String(),
    kind: Kind,
    issuedAt: IsoDate,
    expiresAt: Type.Union([IsoDate, Type.Null()], { description: 'Five years after issue for a legacy STR; null for a lifetime STR.' }),
    status: Type.Enum(STR_STATUSES, {
      type: 'string',
      description: 'Computed: converted once replaced by a lifetime STR, replaced once re-registered (a new STR issued), expired past expiresAt, valid otherwise.',
    }),
    convertedToId: Type.Union([Id, Type.Null()], { description: 'The lifetime STR that replaced this legacy one.' }),
    replacedById: Type.Union([Id, Type.Null()], { description: 'The STR a completed re-registration issued in place of this one.' }),
    createdAt: IsoDateTime,
  },
  { $id: 'AssocStrRecord', description: 'A registration certificate (STR): a dated legacy STR or, since Health Law 17/2023, a lifetime STR.' },
);

export const strRecordsContract: ResourceContract = {
  name: 'str-records',
  tag: 'Licences',
  subject: 'Licence',
  singular: 'StrRecord',
  plural: 'StrRecords',
  description: 'Registration certificates (STR) of members. A legacy STR is valid five years; a member holds at most one lifetime STR. The number filter finds one certificate exactly.',
  entity: StrRecordSchema,
  create: Type.Object(
    { memberId: Id, number: StrNumber, kind: Kind, issuedAt: PastDate },
    { additionalProperties: false, examples: [{ memberId: 12, number: '3212110012345678', kind: 'lifetime', issuedAt: '2025-02-03' }] },
  ),
  filters: { memberId: Id, kind: Kind, status: Type.Enum(STR_STATUSES, { type: 'string' }), number: StrNumber },
  sorts: ['issuedAt', 'expiresAt', 'number', 'memberName'],
  defaultSort: 'issuedAt:desc',
  searchable: MEMBER_SEARCH,
};

export const StrRenewalSchema = Type.Object(
  {
    id: Id,
    memberId: Id,
    memberName: Type.String(),
    strId: Id,
    strNumber: Type.String(),
    status: RenewalStatus,
    documents: Type.Array(ChecklistItemSchema),
    submittedAt: IsoDateTime,
    decidedAt: Type.Union([IsoDateTime, Type.Null()]),
    reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was rejected.' }),
    newStrId: Type.Union([Id, Type.Null()], { description: 'The STR the completed re-registration issued; null until completed.' }),
    newStrNumber: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'AssocStrRenewal', description: 'A (legacy) STR re-registration request (Registrasi Ulang STR) filed through the branch.' },
);

export const strRenewalsContract: ResourceContract = {
  name: 'str-renewals',
  tag: 'Licences',
  subject: 'Licence',
  singular: 'StrRenewal',
  plural: 'StrRenewals',
  description:
    'STR re-registration requests: submitted -> in_review -> recommended -> completed, or rejected before the recommendation. ' +
    'Only a legacy STR that is neither converted nor replaced, of a member without a lifetime STR, can be re-registered (409 otherwise), ' +
    'one open request at a time.',
  entity: StrRenewalSchema,
  create: Type.Object({ strId: Id }, { additionalProperties: false, examples: [{ strId: 7 }] }),
  filters: { status: RenewalStatus, memberId: Id, strId: Id },
  sorts: ['submittedAt', 'decidedAt', 'status', 'memberName'],
  defaultSort: 'submittedAt:desc',
  searchable: MEMBER_SEARCH,
};

export const CompleteStrRenewalBodySchema = Type.Object(
  {
    number: StrNumber,
    issuedAt: Type.Optional(PastDate),
  },
  {
    additionalProperties: false,
    description: 'The STR the council issued on re-registration: its number and issue date (today when left out).',
    examples: [{ number: '3212110012399999', issuedAt: '2026-11-20' }],
  },
);

const renewal = { tag: 'Licences', subject: 'Licence', action: 'update', params: IdParams } as const;
const renewalReplies = { 200: StrRenewalSchema, ...errorReplies(404, 409) };

export const strOperations: OperationContract[] = [
  {
    ...renewal,
    method: 'POST',
    path: '/api/association/str-records/:id/convert',
    operationId: 'convertStrToLifetime',
    summary: 'Convert a legacy STR to a lifetime STR',
    description: 'Issues a lifetime STR in place of a legacy one and marks the legacy STR converted; 409 for a lifetime or already converted STR.',
    response: { 201: StrRecordSchema, ...errorReplies(404, 409) },
  },
  {
    ...renewal,
    method: 'PATCH',
    path: '/api/association/str-renewals/:id/documents',
    operationId: 'updateStrRenewalChecklist',
    summary: 'Tick documents of a re-registration request',
    description: 'Marks the given checklist documents received or not while the request is submitted or in review (409 otherwise).',
    body: ChecklistUpdateSchema,
    response: renewalReplies,
  },
  {
    ...renewal,
    method: 'POST',
    path: '/api/association/str-renewals/:id/review',
    operationId: 'reviewStrRenewal',
    summary: 'Start reviewing a re-registration request',
    description: 'submitted -> in_review; 409 from any other state.',
    response: renewalReplies,
  },
  {
    ...renewal,
    method: 'POST',
    path: '/api/association/str-renewals/:id/recommend',
    operationId: 'recommendStrRenewal',
    summary: 'Recommend a re-registration request',
    description: 'in_review -> recommended, once every document has been received; 409 otherwise.',
    response: renewalReplies,
  },
  {
    ...renewal,
    method: 'POST',
    path: '/api/association/str-renewals/:id/reject',
    operationId: 'rejectStrRenewal',
    summary: 'Reject a re-registration request',
    description: 'submitted or in_review -> rejected, with the reason; 409 from any other state.',
    body: ReasonBodySchema,
    response: renewalReplies,
  },
  {
    ...renewal,
    method: 'POST',
    path: '/api/association/str-renewals/:id/complete',
    operationId: 'completeStrRenewal',
    summary: 'Complete a re-registration request',
    description:
      'recommended -> completed once the council has re-registered the STR: in the same transaction the new (dated) STR is issued ' +
      'with the given number and linked to the request, and the old STR is marked replaced. 409 from any other state, for a number ' +
      'already in use or an issue date before the old STR\'s; 400 for an invalid number or a future date.',
    body: CompleteStrRenewalBodySchema,
    response: { 200: StrRenewalSchema, ...errorReplies(400, 404, 409) },
  },
];

import { Type } from 'typebox';
import { Id, IsoDate, IsoDateTime } from './common.js';
import { NoteBody, REFERENCE_SUBJECT, REFERENCES_TAG, RequiredText } from './correspondence-common.js';
import { errorReplies, IdParams, MEMBER_SEARCH, ReasonBodySchema } from './members-common.js';
import type { OperationContract } from './operation.js';
import { ASSOCIATION_API_PREFIX, type ResourceContract } from './resource.js';

/** Letters a member asks the association for. */
export const REFERENCE_TYPES = ['sip_recommendation', 'good_standing', 'transfer', 'other'] as const;
/** requested -> processing -> issued, or rejected (from requested or processing). */
export const REFERENCE_STATUSES = ['requested', 'processing', 'issued', 'rejected'] as const;

const Type_ = Type.Enum(REFERENCE_TYPES, { type: 'string' });
const Status = Type.Enum(REFERENCE_STATUSES, { type: 'string' });
const IdFilter = (description: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [12], description });

export const ReferenceSchema = Type.Object(
  {
    id: Id,
    memberId: Id,
    memberName: Type.String(),
    npa: Type.Union([Type.String(), Type.Null()]),
    divisionId: Id,
    divisionName: Type.String({ description: 'The branch that handles and issues the letter: the member\'s branch when it was requested.' }),
    type: Type_,
    purpose: Type.String({ examples: ['Perpanjangan SIP praktik mandiri di Kota Bandung'] }),
    requestedDate: IsoDate,
    status: Status,
    letterNumber: Type.Union([Type.String(), Type.Null()], {
      examples: ['007/PC-3273/REK-SIP/XI/2026'],
      description: 'Given when issued: a sequence per branch and year, the branch code, the letter type, the month in Roman numerals and the year.',
    }),
    issuedDate: Type.Union([IsoDate, Type.Null()]),
    rejectionReason: Type.Union([Type.String(), Type.Null()]),
    decidedBy: Type.Union([Type.String(), Type.Null()]),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  {
    $id: 'AssocReference',
    description: 'A reference letter a member requested (Referensi): a recommendation for a practice permit (SIP), a good-standing letter, a transfer letter.',
  },
);

export const referencesContract: ResourceContract = {
  name: 'references',
  tag: REFERENCES_TAG,
  subject: REFERENCE_SUBJECT,
  singular: 'Reference',
  plural: 'References',
  description:
    'Reference letters members request. Only admitted members whose file is open can request one (409 for applicants, ' +
    'deceased or dismissed members), one open request per member and type (409). The request is processed, then issued ' +
    'with a letter number or rejected with a reason; each change is kept in the reference logs. The type and purpose ' +
    'can be corrected while the request is still requested (409 afterwards). The requested date defaults to today and ' +
    'cannot be in the future (400).',
  entity: ReferenceSchema,
  create: Type.Object(
    { memberId: Id, type: Type_, purpose: RequiredText(500), requestedDate: Type.Optional(IsoDate) },
    { additionalProperties: false, examples: [{ memberId: 12, type: 'sip_recommendation', purpose: 'Perpanjangan SIP praktik mandiri di Kota Bandung' }] },
  ),
  update: Type.Partial(Type.Object({ type: Type_, purpose: RequiredText(500) }), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ purpose: 'SIP kedua di Klinik Pratama Sehat Sentosa' }],
  }),
  filters: {
    status: Status,
    type: Type_,
    memberId: IdFilter('Requests of this member.'),
    divisionId: IdFilter('Requests handled by this branch.'),
    letterNumber: Type.String({ maxLength: 100, examples: ['007/PC-3273/REK-SIP/XI/2026'], description: 'The issued letter with exactly this number.' }),
  },
  sorts: ['requestedDate', 'issuedDate', 'status', 'memberName', 'createdAt'],
  defaultSort: 'requestedDate:desc',
  searchable: MEMBER_SEARCH,
};

export const ReferenceLogSchema = Type.Object(
  {
    id: Id,
    referenceId: Id,
    memberId: Id,
    memberName: Type.String(),
    type: Type_,
    fromStatus: Type.Union([Status, Type.Null()], { description: 'null for the request itself.' }),
    toStatus: Status,
    note: Type.String(),
    actor: Type.String({ examples: ['admin@demo.com'] }),
    at: IsoDateTime,
  },
  { $id: 'AssocReferenceLog', description: 'One status change of a reference request: from, to, who, when and a note.' },
);

export const referenceLogsContract: ResourceContract = {
  name: 'reference-logs',
  tag: REFERENCES_TAG,
  subject: REFERENCE_SUBJECT,
  singular: 'ReferenceLog',
  plural: 'ReferenceLogs',
  description: 'Read-only history of the reference requests: every status change with who made it, when, and the note or reason.',
  entity: ReferenceLogSchema,
  filters: {
    referenceId: IdFilter('The history of this request.'),
    memberId: IdFilter('The history of this member\'s requests.'),
    toStatus: Status,
  },
  sorts: ['at'],
  defaultSort: 'at:desc',
  searchable: MEMBER_SEARCH,
};

const common = { tag: REFERENCES_TAG, subject: REFERENCE_SUBJECT, action: 'update', method: 'POST', params: IdParams } as const;
const replies = { 200: ReferenceSchema, ...errorReplies(404, 409) };
const REFERENCES = `${ASSOCIATION_API_PREFIX}/references`;

export const referenceOperations: OperationContract[] = [
  {
    ...common,
    path: `${REFERENCES}/:id/process`,
    operationId: 'processReference',
    summary: 'Start processing a reference request',
    description: 'requested -> processing, with an optional note for the log (send {} for none); 409 from any other state.',
    body: NoteBody,
    response: replies,
  },
  {
    ...common,
    path: `${REFERENCES}/:id/issue`,
    operationId: 'issueReference',
    summary: 'Issue a reference letter',
    description:
      'processing -> issued, with an optional note for the log (send {} for none): gives the letter its number ' +
      '(sequence per branch and year) and today\'s date. 409 from ' +
      'any other state, and for a SIP recommendation or a good-standing letter unless the member is active or ' +
      'honorary (a member in arrears settles the dues first), or for any letter once the member is deceased or dismissed.',
    body: NoteBody,
    response: replies,
  },
  {
    ...common,
    path: `${REFERENCES}/:id/reject`,
    operationId: 'rejectReference',
    summary: 'Reject a reference request',
    description: 'requested or processing -> rejected, with the reason given to the member; 409 once issued or rejected.',
    body: ReasonBodySchema,
    response: replies,
  },
];

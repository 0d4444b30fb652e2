import { Type } from 'typebox';
import { MessageCodeSchema, MessageParamsSchema } from '../../schemas/common.js';
import { Email, Id, IsoDate, IsoDateTime, Name, Phone, Text, BirthDate } from './common.js';
import {
  APPLICANT_CATEGORIES,
  errorReplies,
  GENDERS,
  IdParams,
  MEMBER_CATEGORIES,
  MEMBER_STATUSES,
  Reason,
  SPECIALTIES,
} from './members-common.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

const Status = Type.Enum(MEMBER_STATUSES, { type: 'string' });
const Specialty = Type.Enum(SPECIALTIES, { type: 'string' });
const Gender = Type.Enum(GENDERS, { type: 'string' });

export const MemberSchema = Type.Object(
  {
    id: Id,
    npa: Type.Union([Type.String({ pattern: '^[0-9]{8}$', examples: ['31000042'] }), Type.Null()], {
      description: 'Member number (Nomor Pokok Anggota): 2-digit province code and 6 digits; issued on activation.',
    }),
    fullName: Type.String({ examples: ['drg. Siti Rahmawati'] }),
    gender: Gender,
    birthDate: IsoDate,
    birthPlace: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    divisionId: Id,
    divisionName: Type.String({ examples: ['Cabang Bandung'] }),
    provinceId: Id,
    provinceName: Type.String({ examples: ['Pengurus Wilayah Jawa Barat'] }),
    specialty: Specialty,
    category: Type.Enum(MEMBER_CATEGORIES, { type: 'string' }),
    status: Status,
    joinedAt: Type.Union([IsoDate, Type.Null()], { description: 'Day the member was activated (NPA issued).' }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocMember', description: 'A member of the association and the branch the member belongs to.' },
);

const ProfileFields = {
  fullName: Name,
  gender: Gender,
  birthDate: BirthDate,
  birthPlace: Text(120),
  email: Email,
  phone: Type.Union([Phone, Type.Literal('')]),
  address: Text(500),
  specialty: Specialty,
};

export const membersContract: ResourceContract = {
  name: 'members',
  tag: 'Members',
  subject: 'Member',
  singular: 'Member',
  plural: 'Members',
  description:
    'Members and their branch. Creating one registers an applicant and opens its application verification; status, ' +
    'NPA and branch change only through the transition and transfer operations, and members are never deleted.',
  entity: MemberSchema,
  create: Type.Object(
    {
      ...ProfileFields,
      birthPlace: Type.Optional(ProfileFields.birthPlace),
      phone: Type.Optional(ProfileFields.phone),
      address: Type.Optional(ProfileFields.address),
      divisionId: Id,
      category: Type.Enum(APPLICANT_CATEGORIES, { type: 'string' }),
    },
    {
      additionalProperties: false,
      examples: [{ fullName: 'drg. Siti Rahmawati', gender: 'female', birthDate: '1994-03-12', email: 'siti@example.id', divisionId: 40, specialty: 'general', category: 'ordinary' }],
    },
  ),
  update: Type.Partial(Type.Object(ProfileFields), { additionalProperties: false, minProperties: 1, examples: [{ phone: '+62 812-3456-7890' }] }),
  filters: {
    status: Status,
    divisionId: Id,
    provinceId: Id,
    specialty: Specialty,
    category: Type.Enum(MEMBER_CATEGORIES, { type: 'string' }),
    gender: Gender,
    joinedFrom: IsoDate,
    joinedTo: IsoDate,
  },
  sorts: ['fullName', 'npa', 'joinedAt', 'status', 'createdAt', 'birthDate'],
  defaultSort: 'fullName:asc',
  searchable: ['fullName', 'npa', 'email'],
};

const StatusChangeSchema = Type.Object({
  id: Id,
  from: Type.Union([Status, Type.Null()], { description: 'null for the first entry (the application).' }),
  to: Status,
  reason: Type.String({ description: 'English, or as a person typed it.' }),
  code: Type.Optional(MessageCodeSchema()),
  params: Type.Optional(MessageParamsSchema()),
  actor: Type.String(),
  at: IsoDateTime,
});

export const TRANSFER_STATUSES = ['requested', 'completed', 'declined', 'cancelled'] as const;

export const TransferSchema = Type.Object(
  {
    id: Id,
    memberId: Id,
    memberName: Type.String(),
    fromDivisionId: Id,
    fromDivisionName: Type.String(),
    toDivisionId: Id,
    toDivisionName: Type.String(),
    reason: Type.String(),
    actor: Type.String({ description: 'Who moved the member or asked for the transfer.' }),
    at: IsoDateTime,
    status: Type.Enum(TRANSFER_STATUSES, { type: 'string' }),
    decidedAt: Type.Union([IsoDateTime, Type.Null()]),
    decidedBy: Type.Union([Type.String(), Type.Null()]),
    decisionReason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was declined or withdrawn.' }),
  },
  {
    $id: 'AssocMemberTransfer',
    description:
      'A move of a member between branches: completed at once within the mover\'s own subtree, otherwise requested by ' +
      'the branch the member leaves and accepted or declined by the board he would join.',
  },
);

export const memberTransfersContract: ResourceContract = {
  name: 'member-transfers',
  tag: 'Members',
  subject: 'Member',
  singular: 'MemberTransfer',
  plural: 'MemberTransfers',
  description:
    'Branch transfers, completed and requested. A board sees the transfers out of and into its subtree: the incoming ' +
    'requests are its to accept or decline, the outgoing ones its to withdraw.',
  entity: TransferSchema,
  filters: {
    status: Type.Enum(TRANSFER_STATUSES, { type: 'string' }),
    fromDivisionId: Id,
    toDivisionId: Id,
    memberId: Id,
  },
  sorts: ['at', 'memberName', 'status'],
  defaultSort: 'at:desc',
  searchable: ['memberName', 'member NPA'],
};

const StatusCounts = Type.Object(Object.fromEntries(MEMBER_STATUSES.map((s) => [s, Type.Integer({ minimum: 0 })])));

const common = { tag: 'Members', subject: 'Member' } as const;

export const memberOperations: OperationContract[] = [
  {
    ...common,
    method: 'POST',
    path: '/api/association/member-transfers/:id/accept',
    operationId: 'acceptMemberTransfer',
    action: 'update',
    summary: 'Accept a requested transfer',
    description:
      'The receiving board (the branch, its province or the national board) takes the member in: he moves, the ' +
      'transfer is completed and the timeline notes it. 403 for the board that asked; 409 unless it is requested.',
    params: IdParams,
    response: { 200: TransferSchema, ...errorReplies(403, 404, 409) },
  },
  {
    ...common,
    method: 'POST',
    path: '/api/association/member-transfers/:id/decline',
    operationId: 'declineMemberTransfer',
    action: 'update',
    summary: 'Decline a requested transfer',
    description: 'The receiving board refuses, with a reason; the member stays. 403 for the board that asked; 409 unless it is requested.',
    params: IdParams,
    body: Type.Object({ reason: Reason }, { additionalProperties: false, examples: [{ reason: 'No practice licence (SIP) in our city yet' }] }),
    response: { 200: TransferSchema, ...errorReplies(403, 404, 409) },
  },
  {
    ...common,
    method: 'POST',
    path: '/api/association/member-transfers/:id/cancel',
    operationId: 'cancelMemberTransfer',
    action: 'update',
    summary: 'Withdraw a requested transfer',
    description: 'The board that asked withdraws the request, with a reason. 403 for the receiving board; 409 unless it is requested.',
    params: IdParams,
    body: Type.Object({ reason: Reason }, { additionalProperties: false, examples: [{ reason: 'The member stays with us after all' }] }),
    response: { 200: TransferSchema, ...errorReplies(403, 404, 409) },
  },
  {
    ...common,
    method: 'POST',
    path: '/api/association/members/:id/transitions',
    operationId: 'transitionMember',
    action: 'update',
    summary: 'Change a member\'s status',
    description:
      'Moves the member along the lifecycle: verified -> active (issues the NPA, sets joinedAt), active <-> in_arrears, ' +
      'in_arrears -> lapsed, lapsed -> active (reinstated), active <-> transferred, active -> honorary, any living state -> ' +
      'dismissed. applicant -> verified happens by approving the application verification, deceased by recording a death; ' +
      'nothing leaves deceased or dismissed. Any other change answers 409 saying why.',
    params: IdParams,
    body: Type.Object({ to: Status, reason: Reason }, { additionalProperties: false, examples: [{ to: 'in_arrears', reason: 'Dues for 2026 unpaid after the grace period' }] }),
    response: { 200: MemberSchema, ...errorReplies(404, 409) },
  },
  {
    ...common,
    method: 'GET',
    path: '/api/association/members/:id/timeline',
    operationId: 'getMemberTimeline',
    action: 'read',
    summary: 'Status history of a member',
    description: 'Every status change and transfer note of the member, newest first: from, to, reason, who and when.',
    params: IdParams,
    response: { 200: Type.Object({ data: Type.Array(StatusChangeSchema) }, { title: 'MemberTimeline' }), ...errorReplies(404) },
  },
  {
    ...common,
    method: 'POST',
    path: '/api/association/members/:id/transfer',
    operationId: 'transferMember',
    action: 'update',
    summary: 'Move a member to another branch',
    description:
      'Within the caller\'s own subtree (national: everywhere) the member moves at once: 200 with the member, the ' +
      'transfer recorded and a timeline note. To a branch outside it, the transfer is requested: 202 with the request, ' +
      'which the receiving board accepts or declines (member-transfers/:id/accept, /decline). 409 for a deceased or ' +
      'dismissed member, the same branch, or a request already waiting.',
    params: IdParams,
    body: Type.Object({ toDivisionId: Id, reason: Reason }, { additionalProperties: false, examples: [{ toDivisionId: 41, reason: 'Moved practice to Bandung' }] }),
    response: { 200: MemberSchema, 202: TransferSchema, ...errorReplies(404, 409) },
  },
  {
    ...common,
    method: 'GET',
    path: '/api/association/members/:id/transfers',
    operationId: 'getMemberTransfers',
    action: 'read',
    summary: 'Branch transfers of a member',
    description: 'Every branch transfer of the member, requested or done, newest first.',
    params: IdParams,
    response: { 200: Type.Object({ data: Type.Array(TransferSchema) }, { title: 'MemberTransfers' }), ...errorReplies(404) },
  },
  {
    ...common,
    method: 'GET',
    path: '/api/association/members/statistics',
    operationId: 'getMemberStatistics',
    action: 'read',
    summary: 'Member statistics for the dashboard',
    description: 'Members by status, the ten provinces with most members (with counts per status), by specialty, and joined per year over the last ten years.',
    response: {
      200: Type.Object(
        {
          byStatus: StatusCounts,
          byProvince: Type.Array(Type.Object({ provinceId: Id, provinceName: Type.String(), total: Type.Integer({ minimum: 0 }), byStatus: StatusCounts })),
          bySpecialty: Type.Array(Type.Object({ specialty: Specialty, count: Type.Integer({ minimum: 0 }) })),
          joinedPerYear: Type.Array(Type.Object({ year: Type.Integer(), count: Type.Integer({ minimum: 0 }) })),
        },
        { title: 'MemberStatistics' },
      ),
    },
  },
];

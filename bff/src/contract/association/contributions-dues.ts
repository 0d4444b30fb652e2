import { Type } from 'typebox';
import { Id, IsoDate, IsoDateTime } from './common.js';
import {
  CONFLICT,
  CONTRIBUTION_SUBJECT,
  CONTRIBUTIONS_TAG,
  DUE_STATUSES,
  IdFilter,
  Money,
  NOT_FOUND,
  Period,
  ReasonBody,
} from './contributions-common.js';
import type { OperationContract } from './operation.js';
import { ASSOCIATION_API_PREFIX, type ResourceContract } from './resource.js';

export const DueSchema = Type.Object(
  {
    id: Id,
    memberId: Id,
    memberName: Type.String(),
    npa: Type.Union([Type.String(), Type.Null()]),
    divisionId: Id,
    divisionName: Type.String({ description: 'The branch the member belonged to when the due was raised.' }),
    provinceId: Id,
    provinceName: Type.String(),
    rateId: Id,
    period: Period,
    amount: Money,
    paidAmount: Money,
    outstanding: Type.Integer({ minimum: 0, description: 'amount - paidAmount; 0 once paid or waived.' }),
    status: Type.Enum(DUE_STATUSES, { type: 'string' }),
    dueDate: IsoDate,
    overdue: Type.Boolean({ description: 'Unpaid or partial and past its due date.' }),
    paidAt: Type.Union([IsoDate, Type.Null()]),
    waivedReason: Type.Union([Type.String(), Type.Null()]),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocDue', description: "A member's dues for one period, with what has been paid towards them." },
);

export const duesContract: ResourceContract = {
  name: 'contributions/dues',
  tag: CONTRIBUTIONS_TAG,
  subject: CONTRIBUTION_SUBJECT,
  singular: 'Due',
  plural: 'Dues',
  description:
    'Dues per member and period. Raised by generateDues, paid through payments (never edited directly), forgiven by waiveDue.',
  entity: DueSchema,
  filters: {
    period: Period,
    status: Type.Enum(DUE_STATUSES, { type: 'string' }),
    divisionId: IdFilter('The branch the due belongs to.'),
    provinceId: IdFilter('Dues of every branch of this province.'),
    memberId: IdFilter('Dues of this member.'),
    overdue: Type.Boolean({ examples: [true], description: 'true: unpaid or partial past the due date; false: the others.' }),
  },
  sorts: ['period', 'dueDate', 'amount', 'status', 'memberName'],
  defaultSort: 'period:desc',
  searchable: ['memberName', 'npa'],
};

const DUES = `${ASSOCIATION_API_PREFIX}/contributions/dues`;

const GenerationResult = Type.Object(
  {
    period: Period,
    dueDate: IsoDate,
    membersOwing: Type.Integer({ minimum: 0, description: 'Members in scope who owe dues for the period.' }),
    created: Type.Integer({ minimum: 0 }),
    skippedExisting: Type.Integer({ minimum: 0, description: 'Members who already had a due for the period.' }),
    amount: Money,
  },
  { title: 'DuesGeneration' },
);

export const duesOperations: OperationContract[] = [
  {
    method: 'POST',
    path: `${DUES}/generate`,
    operationId: 'generateDues',
    tag: CONTRIBUTIONS_TAG,
    subject: CONTRIBUTION_SUBJECT,
    action: 'create',
    summary: "Raise a period's dues",
    description:
      'Creates the dues of the period for every member who owes them (active or in arrears; not honorary, deceased, ' +
      'dismissed, lapsed or applicants) at the rate of their category valid on 1 January of the period. Members who ' +
      'already have a due for the period are skipped, so running it again creates nothing. divisionId limits it to a ' +
      'branch or a province; memberId to one member (billing a member who became active after the period was ' +
      'raised). 404 for an unknown division or member; 409 when a category that owes has no valid rate (nothing is ' +
      'created).',
    body: Type.Object(
      {
        period: Period,
        divisionId: Type.Optional(Id),
        memberId: Type.Optional(Id),
        dueDate: Type.Optional(IsoDate),
      },
      { additionalProperties: false, examples: [{ period: '2027' }] },
    ),
    response: { 200: GenerationResult, 404: NOT_FOUND, 409: CONFLICT },
  },
  {
    method: 'POST',
    path: `${DUES}/:id/waive`,
    operationId: 'waiveDue',
    tag: CONTRIBUTIONS_TAG,
    subject: CONTRIBUTION_SUBJECT,
    action: 'update',
    summary: 'Waive a due',
    description:
      'Forgives what remains of an unpaid or partial due (what was paid stays paid). 409 when the due is paid or already ' +
      'waived. Waiving a member\'s last overdue due moves a member in arrears back to active.',
    params: Type.Object({ id: Id }),
    body: ReasonBody,
    response: { 200: DueSchema, 404: NOT_FOUND, 409: CONFLICT },
  },
];

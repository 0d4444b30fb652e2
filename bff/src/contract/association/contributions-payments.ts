import { Type } from 'typebox';
import { Id, IsoDate, IsoDateTime, Text, PastDate } from './common.js';
import {
  CONFLICT,
  CONTRIBUTION_SUBJECT,
  CONTRIBUTIONS_TAG,
  DateFilter,
  IdFilter,
  Money,
  MoneyInput,
  NOT_FOUND,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PaymentReference,
  Period,
  ReasonBody,
} from './contributions-common.js';
import type { OperationContract } from './operation.js';
import { ASSOCIATION_API_PREFIX, type ResourceContract } from './resource.js';

const Method = Type.Enum(PAYMENT_METHODS, { type: 'string' });

export const AllocationSchema = Type.Object(
  {
    dueId: Id,
    memberId: Id,
    memberName: Type.String(),
    period: Period,
    amount: Money,
  },
  { title: 'AssocAllocation', description: 'The part of a payment that went to one due.' },
);

export const PaymentSchema = Type.Object(
  {
    id: Id,
    kind: Type.Enum(PAYMENT_KINDS, { type: 'string' }),
    divisionId: Id,
    divisionName: Type.String({ description: "The paying branch (collective) or the member's branch." }),
    memberId: Type.Union([Id, Type.Null()]),
    memberName: Type.Union([Type.String(), Type.Null()]),
    period: Type.Union([Period, Type.Null()]),
    amount: Money,
    method: Method,
    reference: Type.String(),
    paidAt: IsoDate,
    note: Type.String(),
    status: Type.Enum(['recorded', 'reversed'], { type: 'string' }),
    reversedAt: Type.Union([IsoDateTime, Type.Null()]),
    reversalReason: Type.Union([Type.String(), Type.Null()]),
    allocations: Type.Array(AllocationSchema),
    createdAt: IsoDateTime,
  },
  {
    $id: 'AssocPayment',
    description: "Money received: a member's own payment or a branch's collective remittance, allocated over dues.",
  },
);

export const PAYMENT_FILTERS = {
  kind: Type.Enum(PAYMENT_KINDS, { type: 'string' }),
  method: Method,
  status: Type.Enum(['recorded', 'reversed'], { type: 'string' }),
  divisionId: IdFilter('The paying branch.'),
  memberId: IdFilter('Payments that paid any due of this member.'),
  from: DateFilter('Paid on or after.'),
  to: DateFilter('Paid on or before.'),
};
export const PAYMENT_SORTS = ['paidAt', 'amount', 'createdAt'] as const;

export const paymentsContract: ResourceContract = {
  name: 'contributions/payments',
  tag: CONTRIBUTIONS_TAG,
  subject: CONTRIBUTION_SUBJECT,
  singular: 'Payment',
  plural: 'Payments',
  description:
    'Dues payments with their allocations. Recorded by recordMemberPayment and recordCollectivePayment, undone by ' +
    'reversePayment; never edited or deleted.',
  entity: PaymentSchema,
  filters: PAYMENT_FILTERS,
  sorts: PAYMENT_SORTS,
  defaultSort: 'paidAt:desc',
  searchable: ['reference', 'memberName', 'divisionName'],
};

const PAYMENTS = `${ASSOCIATION_API_PREFIX}/contributions/payments`;
const common = { tag: CONTRIBUTIONS_TAG, subject: CONTRIBUTION_SUBJECT } as const;
const PaymentFields = { method: Method, reference: PaymentReference, paidAt: PastDate, note: Type.Optional(Text(500)) };

export const paymentOperations: OperationContract[] = [
  {
    ...common,
    method: 'POST',
    path: PAYMENTS,
    operationId: 'recordMemberPayment',
    action: 'create',
    summary: "Record a member's payment",
    description:
      "Allocates the amount to the member's unpaid and partial dues, oldest period first (only to dueIds when given); " +
      'the last one may stay partial. 409 when the amount is more than the member owes on those dues or a given due is ' +
      'not open. Paying the last overdue due moves a member in arrears back to active.',
    body: Type.Object(
      {
        memberId: Id,
        amount: MoneyInput,
        ...PaymentFields,
        dueIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 50, uniqueItems: true })),
      },
      { additionalProperties: false, examples: [{ memberId: 12, amount: 600000, method: 'transfer', reference: 'TRF2026031500123', paidAt: '2026-03-15' }] },
    ),
    response: { 201: PaymentSchema, 404: NOT_FOUND, 409: CONFLICT },
  },
  {
    ...common,
    method: 'POST',
    path: `${ASSOCIATION_API_PREFIX}/contributions/collective`,
    operationId: 'recordCollectivePayment',
    action: 'create',
    summary: "Record a branch's collective payment",
    description:
      "One payment by a branch for many of its members' dues of one period, allocated across them. Without amounts " +
      'each due is paid in full; amountPerMember pays that much towards each; total must equal what the members owe ' +
      'for the period. 409 naming the members when one is not in the branch, has no due for the period, or it is ' +
      'already paid or waived; nothing is written then.',
    body: Type.Object(
      {
        divisionId: Id,
        period: Period,
        memberIds: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }),
        ...PaymentFields,
        amountPerMember: Type.Optional(MoneyInput),
        total: Type.Optional(MoneyInput),
      },
      { additionalProperties: false, examples: [{ divisionId: 40, period: '2026', memberIds: [12, 15, 19], method: 'transfer', reference: 'TRF2026040100077', paidAt: '2026-04-01' }] },
    ),
    response: { 201: PaymentSchema, 404: NOT_FOUND, 409: CONFLICT },
  },
  {
    ...common,
    method: 'POST',
    path: `${PAYMENTS}/:id/reverse`,
    operationId: 'reversePayment',
    action: 'update',
    summary: 'Reverse a payment',
    description:
      'Undoes a payment booked in error (bounced transfer, wrong member): every allocation is taken off its due again. ' +
      'The payment stays on record as reversed. 409 when it is already reversed.',
    params: Type.Object({ id: Id }),
    body: ReasonBody,
    response: { 200: PaymentSchema, 404: NOT_FOUND, 409: CONFLICT },
  },
];

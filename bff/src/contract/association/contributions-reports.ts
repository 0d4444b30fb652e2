import { Type } from 'typebox';
import { Id, IsoDate } from './common.js';
import {
  CONTRIBUTION_REPORTS_TAG,
  CONTRIBUTION_SUBJECT,
  DateFilter,
  DUE_STATUSES,
  IdFilter,
  Money,
  NOT_FOUND,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  Period,
  SharesSchema,
} from './contributions-common.js';
import { PAYMENT_SORTS, PaymentSchema } from './contributions-payments.js';
import { exportQuerySchema, listQuerySchema, listResponseSchema, worded } from './list.js';
import type { OperationContract } from './operation.js';
import { ASSOCIATION_API_PREFIX } from './resource.js';

const REPORTS = `${ASSOCIATION_API_PREFIX}/contributions/reports`;
const common = { tag: CONTRIBUTION_REPORTS_TAG, subject: CONTRIBUTION_SUBJECT, action: 'read' } as const;
const Scope = IdFilter('A branch, a province (its branches) or the national board (everything).');
const DateFrom = DateFilter('First day (default: 1 January of this year).');
const DateTo = DateFilter('Last day (default: today).');

const Collected = { payments: Type.Integer({ minimum: 0 }), amount: Money, shares: SharesSchema };

export const PAYMENT_REPORT_FILTERS = {
  from: DateFrom,
  to: DateTo,
  divisionId: Scope,
  kind: Type.Enum(PAYMENT_KINDS, { type: 'string' }),
  method: Type.Enum(PAYMENT_METHODS, { type: 'string' }),
};

const DivisionTotals = Type.Object(
  {
    divisionId: Id,
    code: Type.String(),
    name: Type.String(),
    level: Type.Enum(['national', 'province', 'branch'], { type: 'string' }),
    dues: Type.Integer({ minimum: 0 }),
    billed: Money,
    collected: Money,
    waived: Money,
    owed: Type.Integer({ minimum: 0, description: 'billed - collected - waived.' }),
    shares: SharesSchema,
  },
  { title: 'AssocDivisionContributionTotals' },
);

const MemberPeriod = Type.Object({
  dueId: Id,
  period: Period,
  amount: Money,
  paidAmount: Money,
  status: Type.Enum(DUE_STATUSES, { type: 'string' }),
  dueDate: IsoDate,
  paidAt: Type.Union([IsoDate, Type.Null()]),
  waivedReason: Type.Union([Type.String(), Type.Null()]),
  payments: Type.Array(
    Type.Object({
      paymentId: Id,
      kind: Type.Enum(PAYMENT_KINDS, { type: 'string' }),
      method: Type.Enum(PAYMENT_METHODS, { type: 'string' }),
      reference: Type.String(),
      paidAt: IsoDate,
      amount: Money,
      reversed: Type.Boolean(),
    }),
  ),
});

const PeriodTotals = { billed: Money, collected: Money, waived: Money, owed: Money };

export const reportOperations: OperationContract[] = [
  {
    ...common,
    method: 'GET',
    path: `${REPORTS}/cash`,
    operationId: 'getCashReport',
    summary: 'Cash received',
    description:
      'Payments received between from and to (reversed ones left out), per day or month and per method, with the ' +
      'national, province and branch shares of what was collected.',
    querystring: Type.Object(
      {
        from: Type.Optional(DateFrom),
        to: Type.Optional(DateTo),
        divisionId: Type.Optional(Scope),
        groupBy: Type.Optional(Type.Enum(['day', 'month'], { type: 'string', default: 'month' })),
      },
      { additionalProperties: false },
    ),
    response: {
      200: Type.Object({
        from: IsoDate,
        to: IsoDate,
        groupBy: Type.String(),
        totals: Type.Object(Collected),
        byPeriod: Type.Array(Type.Object({ period: Type.String({ examples: ['2026-03'] }), ...Collected })),
        byMethod: Type.Array(Type.Object({ method: Type.Enum(PAYMENT_METHODS, { type: 'string' }), payments: Type.Integer(), amount: Money })),
      }),
      404: NOT_FOUND,
    },
  },
  {
    ...common,
    method: 'GET',
    path: `${REPORTS}/payments`,
    operationId: 'getPaymentReport',
    summary: 'Payments received, with allocations',
    description: 'The list contract over recorded (not reversed) payments in the date range and scope; totalAmount sums every matching payment.',
    querystring: listQuerySchema(PAYMENT_REPORT_FILTERS, PAYMENT_SORTS, 'paidAt:desc'),
    response: {
      200: Type.Object({ ...listResponseSchema(PaymentSchema, 'PaymentReportPage').properties, totalAmount: Money }, { title: 'PaymentReportPage' }),
      404: NOT_FOUND,
    },
  },
  {
    ...common,
    method: 'GET',
    path: `${REPORTS}/payments/export.csv`,
    operationId: 'exportPaymentReport',
    summary: 'Export the payment report as CSV',
    description: 'The payment report with the same filters and sort, all pages, one row per allocation (payment, member, period, amount).',
    querystring: worded(exportQuerySchema(PAYMENT_REPORT_FILTERS, PAYMENT_SORTS, 'paidAt:desc')),
    produces: ['text/csv'],
    response: { 200: Type.String({ description: 'CSV with a header row.' }), 404: NOT_FOUND },
  },
  {
    ...common,
    method: 'GET',
    path: `${REPORTS}/members/:memberId`,
    operationId: 'getMemberDuesReport',
    summary: "A member's dues history",
    description: 'Every due of the member, newest period first, with the payments allocated to it (reversed ones flagged).',
    params: Type.Object({ memberId: Id }),
    response: {
      200: Type.Object({
        member: Type.Object({
          id: Id,
          name: Type.String(),
          npa: Type.Union([Type.String(), Type.Null()]),
          status: Type.String(),
          category: Type.String(),
          divisionId: Id,
          divisionName: Type.String(),
        }),
        totals: Type.Object({ ...PeriodTotals, overdue: Money }),
        periods: Type.Array(MemberPeriod),
      }),
      404: NOT_FOUND,
    },
  },
  {
    ...common,
    method: 'GET',
    path: `${ASSOCIATION_API_PREFIX}/contributions/statistics`,
    operationId: 'getContributionStatistics',
    summary: 'Dues owed against collected',
    description:
      "For one period's dues: totals, counts by status, collections by month of payment (with what was still owed at " +
      'the end of each month; waivers counted as of today), and totals per province.',
    querystring: Type.Object({ period: Type.Optional(Period) }, { additionalProperties: false }),
    response: {
      200: Type.Object({
        period: Period,
        totals: Type.Object({ ...PeriodTotals, dues: Type.Integer({ minimum: 0 }) }),
        byStatus: Type.Object(Object.fromEntries(DUE_STATUSES.map((s) => [s, Type.Integer({ minimum: 0 })]))),
        byMonth: Type.Array(Type.Object({ month: Type.String({ examples: ['2026-03'] }), collected: Money, cumulative: Money, owed: Type.Integer() })),
        byProvince: Type.Array(
          Type.Object({ provinceId: Id, code: Type.String(), name: Type.String(), dues: Type.Integer({ minimum: 0 }), ...PeriodTotals }),
        ),
      }),
    },
  },
  {
    ...common,
    method: 'GET',
    path: `${ASSOCIATION_API_PREFIX}/contributions/dashboard`,
    operationId: 'getDivisionTotals',
    summary: 'Dues totals per division level',
    description:
      "For one period's dues: the national total, each province's billed, collected and owed, and with provinceId each " +
      'of its branches; shares say what each level keeps of what was collected.',
    querystring: Type.Object({ period: Type.Optional(Period), provinceId: Type.Optional(IdFilter('Also list the branches of this province.')) }, { additionalProperties: false }),
    response: {
      200: Type.Object({ period: Period, national: DivisionTotals, provinces: Type.Array(DivisionTotals), branches: Type.Array(DivisionTotals) }),
      404: NOT_FOUND,
    },
  },
];

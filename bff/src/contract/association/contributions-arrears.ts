import { Type } from 'typebox';
import { Id, IsoDate } from './common.js';
import { MEMBER_STATUSES } from './members-common.js';
import { CONTRIBUTION_SUBJECT, CONTRIBUTIONS_TAG, IdFilter, Money, NOT_FOUND } from './contributions-common.js';
import { exportQuerySchema, listQuerySchema, listResponseSchema, worded } from './list.js';
import type { OperationContract } from './operation.js';
import { ASSOCIATION_API_PREFIX } from './resource.js';

export const MemberArrearsSchema = Type.Object(
  {
    memberId: Id,
    memberName: Type.String(),
    npa: Type.Union([Type.String(), Type.Null()]),
    memberStatus: Type.Enum(MEMBER_STATUSES, { type: 'string', examples: ['in_arrears'] }),
    divisionId: Id,
    divisionName: Type.String(),
    provinceId: Id,
    provinceName: Type.String(),
    unpaidPeriods: Type.Integer({ minimum: 1 }),
    owed: Money,
    oldestDueDate: IsoDate,
  },
  { title: 'AssocMemberArrears', description: "A member in arrears and his dues in arrears: unpaid or partial more than the 90-day grace period past their due date." },
);

export const ARREARS_FILTERS = {
  divisionId: IdFilter("The member's branch."),
  provinceId: IdFilter("The member's province."),
  minPeriods: Type.Integer({ minimum: 1, maximum: 100, examples: [2], description: 'At least this many overdue periods.' }),
};
export const ARREARS_SORTS = ['owed', 'unpaidPeriods', 'oldestDueDate', 'memberName'] as const;
const ARREARS_DEFAULT_SORT = 'owed:desc';

export const BranchArrearsSchema = Type.Object(
  {
    divisionId: Id,
    code: Type.String(),
    name: Type.String(),
    provinceId: Id,
    province: Type.String(),
    members: Type.Integer({ minimum: 0, description: 'Members of the branch who owe dues (active or in arrears).' }),
    membersInArrears: Type.Integer({ minimum: 0, description: 'Members of the branch with status in_arrears.' }),
    billed: Money,
    collected: Money,
    owed: Type.Integer({ minimum: 0, description: 'Overdue and still unpaid.' }),
  },
  { title: 'AssocBranchArrears' },
);

const ARREARS = `${ASSOCIATION_API_PREFIX}/contributions/arrears`;
const common = { tag: CONTRIBUTIONS_TAG, subject: CONTRIBUTION_SUBJECT } as const;

export const arrearsOperations: OperationContract[] = [
  {
    ...common,
    method: 'GET',
    path: ARREARS,
    operationId: 'listArrears',
    action: 'read',
    summary: 'Members in arrears',
    description:
      'Every member in arrears, with how many periods and how much. In arrears: a due still unpaid (or partly paid) more than the ' +
      '90-day grace period after its due date, the rule markArrears applies, so the list counts the members the dashboard ' +
      `counts. q searches member name and NPA. Sorts: ${ARREARS_SORTS.join(', ')}.`,
    querystring: listQuerySchema(ARREARS_FILTERS, ARREARS_SORTS, ARREARS_DEFAULT_SORT),
    response: { 200: listResponseSchema(MemberArrearsSchema, 'MemberArrearsPage') },
  },
  {
    ...common,
    method: 'GET',
    path: `${ARREARS}/export.csv`,
    operationId: 'exportArrears',
    action: 'read',
    summary: 'Export members in arrears as CSV',
    description: 'The same rows as listArrears with the same q, filters and sort, all pages, as CSV.',
    querystring: worded(exportQuerySchema(ARREARS_FILTERS, ARREARS_SORTS, ARREARS_DEFAULT_SORT)),
    produces: ['text/csv'],
    response: { 200: Type.String({ description: 'CSV with a header row.' }) },
  },
  {
    ...common,
    method: 'GET',
    path: `${ARREARS}/branches`,
    operationId: 'getBranchArrears',
    action: 'read',
    summary: 'Arrears per branch',
    description: 'Per branch: paying members, members in arrears, what its dues billed, collected, and what is overdue. Sorted by owed, highest first.',
    querystring: Type.Object(
      {
        provinceId: Type.Optional(IdFilter('Only the branches of this province.')),
        period: Type.Optional(Type.String({ pattern: '^(19|20)[0-9]{2}$', examples: ['2026'], description: 'Billed, collected and owed of this period only.' })),
      },
      { additionalProperties: false },
    ),
    response: {
      200: Type.Object({ data: Type.Array(BranchArrearsSchema), totals: Type.Object({ billed: Money, collected: Money, owed: Money }) }),
      404: NOT_FOUND,
    },
  },
  {
    ...common,
    method: 'POST',
    path: `${ARREARS}/mark`,
    operationId: 'markArrears',
    action: 'update',
    summary: 'Mark members in arrears',
    description:
      'Moves every active member with a due still unpaid graceDays after its due date to in_arrears, with an entry in ' +
      'the audit trail (and the status history). divisionId limits it to a branch or a province.',
    body: Type.Object(
      {
        graceDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 730, default: 90 })),
        divisionId: Type.Optional(Id),
      },
      { additionalProperties: false, examples: [{ graceDays: 90 }] },
    ),
    response: {
      200: Type.Object({ graceDays: Type.Integer(), cutoff: IsoDate, marked: Type.Integer({ minimum: 0 }), owed: Money }),
      404: NOT_FOUND,
    },
  },
];

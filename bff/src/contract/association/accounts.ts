import { Type } from 'typebox';
import { Email, Id, IsoDateTime, Name } from './common.js';
import { errorReplies, IdParams } from './members-common.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

/**
 * Roles of association accounts. Staff roles hold a board (a division); `admin` is the national administrator;
 * `member` is a dentist's own account, linked to his member record. What each role may do is in
 * bff/src/association/access/roles.ts.
 */
export const STAFF_ROLES = ['admin', 'chair', 'secretary', 'treasurer', 'verifier', 'viewer'] as const;
export const ACCOUNT_ROLES = [...STAFF_ROLES, 'member'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

const Role = Type.Enum(ACCOUNT_ROLES, { type: 'string' });
const NullableId = Type.Union([Id, Type.Null()]);

export const AccountSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1_000_000_000, maximum: 2_147_483_647, examples: [1000000001] }),
    email: Type.String(),
    fullName: Type.String(),
    role: Role,
    divisionId: NullableId,
    divisionName: Type.Union([Type.String(), Type.Null()]),
    divisionLevel: Type.Union([Type.Enum(['national', 'province', 'branch'], { type: 'string' }), Type.Null()]),
    memberId: NullableId,
    memberName: Type.Union([Type.String(), Type.Null()]),
    mustChangePassword: Type.Boolean({ description: 'True until the holder signs in and sets a password of his own.' }),
    disabled: Type.Boolean(),
    lastLoginAt: Type.Union([IsoDateTime, Type.Null()]),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  {
    $id: 'AssocAccount',
    description:
      'An account the association grants: staff of a board (a division and a role there) or a member (linked to his ' +
      'record). The password is never part of it.',
  },
);

export const accountsContract: ResourceContract = {
  name: 'accounts',
  tag: 'Accounts',
  subject: 'StaffAccount',
  singular: 'Account',
  plural: 'Accounts',
  description:
    'Staff and member accounts. A board sees the accounts of its subtree and of its members, and creates or changes ' +
    'only accounts of a narrower scope (the boards below it, its members); the national administrator manages all. ' +
    'A record outside the caller\'s scope answers 404.',
  entity: AccountSchema,
  exampleId: 1_000_000_000,
  update: Type.Object(
    {
      fullName: Type.Optional(Name),
      role: Type.Optional(Role),
      divisionId: Type.Optional(Id),
      disabled: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false, minProperties: 1, examples: [{ role: 'treasurer' }, { disabled: true }] },
  ),
  filters: { role: Role, divisionId: Id, disabled: Type.Boolean({ examples: [false] }), memberId: Id },
  sorts: ['fullName', 'email', 'role', 'divisionName', 'lastLoginAt', 'createdAt'],
  defaultSort: 'fullName:asc',
  searchable: ['fullName', 'email'],
};

const CreatedAccountSchema = Type.Object(
  {
    account: AccountSchema,
    temporaryPassword: Type.String({
      description: 'Shown once: the holder signs in with it and must then set a password of his own.',
    }),
  },
  { description: 'The account and its temporary password.' },
);

export const accountOperations: OperationContract[] = [
  {
    method: 'POST',
    path: '/api/association/accounts',
    operationId: 'createAccount',
    tag: 'Accounts',
    subject: 'StaffAccount',
    action: 'create',
    summary: 'Create an account',
    description:
      'Creates a staff account on a board of a narrower scope than the caller\'s (divisionId, a staff role) or a ' +
      'member\'s own account (role member, memberId). The answer carries a temporary password, shown once; the first ' +
      'sign-in must replace it. An email already in use answers 409; a division or member outside the caller\'s ' +
      'scope 404; the admin role outside the national board 400.',
    body: Type.Object(
      {
        email: Email,
        fullName: Type.Optional(Name),
        role: Role,
        divisionId: Type.Optional(Id),
        memberId: Type.Optional(Id),
      },
      {
        additionalProperties: false,
        examples: [{ email: 'sekretaris.cabang@example.org', fullName: 'Sari Wulandari', role: 'secretary', divisionId: 40 }],
      },
    ),
    response: { 201: CreatedAccountSchema, ...errorReplies(400, 404, 409) },
  },
  {
    method: 'POST',
    path: '/api/association/accounts/:id/reset-password',
    operationId: 'resetAccountPassword',
    tag: 'Accounts',
    subject: 'StaffAccount',
    action: 'update',
    summary: 'Reset an account\'s password',
    description:
      'Replaces the password with a new temporary one (answered once) that must be changed at the next sign-in; ' +
      'the holder\'s sessions end when their tokens expire.',
    params: IdParams,
    response: { 200: CreatedAccountSchema, ...errorReplies(404) },
  },
];

export const TAGS = [{ name: 'Accounts', description: accountsContract.description }];

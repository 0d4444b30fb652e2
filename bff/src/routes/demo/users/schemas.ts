import { Type, type Static } from 'typebox';
import { FilterEnum, IdSchema, PagingQuery, SearchQuery } from '../../../schemas/common.js';
import { IgnoredIdSchema } from '../template-fields.js';
import { VISIBLE_TEXT } from '../../../schemas/common.js';

export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const;
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;

const RoleSchema = Type.Enum(USER_ROLES, { type: 'string' });
const PlanSchema = Type.Enum(USER_PLANS, { type: 'string' });
const StatusSchema = Type.Enum(USER_STATUSES, { type: 'string' });

/** Required text: bounded and not only whitespace. */
const text = (maxLength: number, example: string) =>
  Type.String({ minLength: 1, maxLength, pattern: VISIBLE_TEXT, examples: [example] });

const editableFields = {
  fullName: text(120, 'Ayu Lestari'),
  company: text(120, 'Klinik Gigi Harmoni'),
  role: RoleSchema,
  username: Type.String({
    pattern: '^[a-z0-9._-]{3,40}$',
    description: '3 to 40 of a-z, 0-9, dot, underscore, hyphen; unique.',
    examples: ['drg.ayu'],
  }),
  country: text(80, 'Indonesia'),
  contact: text(40, '+62 812-3456-7890'),
  email: Type.String({ format: 'email', maxLength: 254, description: 'Unique, compared case-insensitively.' }),
  currentPlan: PlanSchema,
};

const USER_EXAMPLE = {
  id: 1,
  fullName: 'Rudi Purnomo',
  company: 'RSGM Universitas Nusantara',
  role: 'subscriber',
  username: 'drg.rudi',
  country: 'Indonesia',
  contact: '+62 852-0522-5857',
  email: 'drg.rudi@rsgm-unus.ac.id',
  currentPlan: 'team',
  status: 'active',
  avatar: '/images/avatars/1.svg',
};

export const UserAccountSchema = Type.Object(
  {
    id: IdSchema,
    ...editableFields,
    status: StatusSchema,
    avatar: Type.String({ maxLength: 2048, description: 'Image URL; empty when the user has none.' }),
  },
  { $id: 'UserAccount', additionalProperties: false, examples: [USER_EXAMPLE] },
);
export type UserAccount = Static<typeof UserAccountSchema>;
export type UserRole = (typeof USER_ROLES)[number];
export type UserPlan = (typeof USER_PLANS)[number];
export type UserStatus = (typeof USER_STATUSES)[number];

export const usersSchemas = [UserAccountSchema];

export const UserListQuerySchema = Type.Object({
  q: SearchQuery,
  role: FilterEnum(USER_ROLES, 'Only users with this role; absent or empty = any role.'),
  currentPlan: FilterEnum(USER_PLANS, 'Only users on this plan; absent or empty = any plan.'),
  status: FilterEnum(USER_STATUSES, 'Only users with this status; absent or empty = any status.'),
  ...PagingQuery(10),
});

export const UserListResponseSchema = Type.Object(
  {
    users: Type.Array(Type.Ref('UserAccount'), { description: 'The requested page.' }),
    total: Type.Integer({ minimum: 0, description: 'How many users match the filters, over all pages.' }),
  },
  { examples: [{ users: [USER_EXAMPLE], total: 1 }] },
);

export const UserIdQuerySchema = Type.Object({ id: IdSchema });

export const UserResponseSchema = Type.Object({ user: Type.Ref('UserAccount') });

const NEW_USER_EXAMPLE = {
  fullName: 'Ayu Lestari',
  company: 'Klinik Gigi Harmoni',
  role: 'editor',
  username: 'drg.ayu',
  country: 'Indonesia',
  contact: '+62 812-3456-7890',
  email: 'drg.ayu@harmoni-dental.id',
  currentPlan: 'team',
};

export const AddUserBodySchema = Type.Object(
  {
    id: IgnoredIdSchema,
    ...editableFields,
    status: Type.Optional(Type.Enum(USER_STATUSES, { type: 'string', default: 'pending' })),
    avatar: Type.Optional(
      Type.String({ maxLength: 2048, default: '', description: 'Image URL; empty or absent for none.' }),
    ),
  },
  { additionalProperties: false, examples: [NEW_USER_EXAMPLE, { ...NEW_USER_EXAMPLE, status: 'active', avatar: '' }] },
);
export type NewUser = Omit<Static<typeof AddUserBodySchema>, 'id'>;

export const DeletedUserResponseSchema = Type.Object(
  { id: IdSchema },
  { description: 'The id of the deleted user.', examples: [{ id: 7 }] },
);

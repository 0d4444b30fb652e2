import { Type, type Static } from 'typebox';

export const AbilityRuleSchema = Type.Object(
  {
    action: Type.String({ examples: ['manage'] }),
    subject: Type.String({ examples: ['all'] }),
    conditions: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description: 'CASL conditions narrowing the rule to some records, e.g. {divisionId: {$in: [12, 40]}} for a board\'s subtree.',
      }),
    ),
  },
  { $id: 'AbilityRule' },
);

export const AssociationStandingSchema = Type.Object(
  {
    divisionId: Type.Union([Type.Integer(), Type.Null()], { description: 'The board a staff account belongs to.' }),
    divisionLevel: Type.Union([Type.Enum(['national', 'province', 'branch'], { type: 'string' }), Type.Null()]),
    divisionName: Type.Union([Type.String(), Type.Null()], { description: 'The board\'s name (staff) or the member\'s branch (members).' }),
    memberId: Type.Union([Type.Integer(), Type.Null()], { description: 'The member record of a member account.' }),
    mustChangePassword: Type.Boolean({ description: 'The account signed in with a temporary password and must set its own first.' }),
  },
  { description: 'Accounts the association grants: the board or the member record the account holds.' },
);

export const UserDataSchema = Type.Object(
  {
    id: Type.Integer(),
    fullName: Type.String(),
    username: Type.String(),
    avatar: Type.Union([Type.String(), Type.Null()]),
    email: Type.String({ format: 'email' }),
    role: Type.String(),
    ability: Type.Array(Type.Ref('AbilityRule')),
    extras: Type.Object({ eCommerceCartItemsCount: Type.Integer({ minimum: 0 }) }),
    association: Type.Optional(AssociationStandingSchema),
  },
  {
    $id: 'UserData',
    examples: [
      {
        id: 1,
        fullName: 'Rizky Pratama',
        username: 'rizky.pratama',
        avatar: '/images/avatars/1.svg',
        email: 'admin@demo.com',
        role: 'admin',
        ability: [{ action: 'manage', subject: 'all' }],
        extras: { eCommerceCartItemsCount: 5 },
      },
    ],
  },
);
export type UserData = Static<typeof UserDataSchema>;

const JWT_EXAMPLE = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiaWF0IjoxNzYzNzQwMDAwLCJleHAiOjE3NjM3NDA2MDB9.sig';

export const LoginBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: 254, examples: ['admin@demo.com'] }),
    password: Type.String({ maxLength: 200, examples: ['admin'] }),
  },
  { additionalProperties: false, examples: [{ email: 'admin@demo.com', password: 'admin' }] },
);

export const LoginResponseSchema = Type.Object(
  {
    userData: Type.Ref('UserData'),
    accessToken: Type.String({ examples: [JWT_EXAMPLE] }),
    refreshToken: Type.String({ examples: [JWT_EXAMPLE] }),
  },
  { $id: 'LoginResponse' },
);

export const LoginErrorSchema = Type.Object(
  { error: Type.Object({ email: Type.Array(Type.String()) }) },
  {
    description: "Wrong email or password: error.email is ['Email or Password is Invalid'].",
    examples: [{ error: { email: ['Email or Password is Invalid'] } }],
  },
);

export const RegisterBodySchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254, examples: ['drg.ayu@example.id'] }),
    password: Type.String({ minLength: 6, maxLength: 200, examples: ['s3cret-gigi'] }),
    username: Type.String({ pattern: '^[A-Za-z0-9._-]{3,40}$', examples: ['drg.ayu'] }),
  },
  { additionalProperties: false, examples: [{ email: 'drg.ayu@example.id', password: 's3cret-gigi', username: 'drg.ayu' }] },
);

export const RegisterSuccessSchema = Type.Object(
  {
    user: Type.Ref('UserData'),
    accessToken: Type.String(),
    refreshToken: Type.String({ description: 'Not in the original template; lets the new session refresh.' }),
  },
  { title: 'RegisterSuccess' },
);

export const RegisterConflictSchema = Type.Object(
  {
    error: Type.Object({
      email: Type.Union([Type.String(), Type.Null()]),
      username: Type.Union([Type.String(), Type.Null()]),
    }),
  },
  {
    title: 'RegisterConflict',
    examples: [{ error: { email: 'This email is already in use.', username: null } }],
  },
);

export const RefreshBodySchema = Type.Object(
  { refreshToken: Type.String({ maxLength: 4096, examples: [JWT_EXAMPLE] }) },
  { additionalProperties: false, examples: [{ refreshToken: JWT_EXAMPLE }] },
);

export const RefreshErrorSchema = Type.Object(
  { error: Type.Literal('Invalid refresh token') },
  { examples: [{ error: 'Invalid refresh token' }] },
);

export const authSchemas = [AbilityRuleSchema, UserDataSchema, LoginResponseSchema];

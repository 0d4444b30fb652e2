import { Type, type Static, type TProperties } from 'typebox';

/** The OpenAPI tag and the ability subject of every route of the area. */
export const PAGES_TAG = 'Pages';
export const PAGE_SUBJECT = 'Page';

// Account settings. The section schemas double as the shapes the settings tabs send back, so they are strict.

const strict = { additionalProperties: false } as const;

export const AccountGeneralSchema = Type.Object(
  {
    avatar: Type.String({ maxLength: 500, examples: ['/images/avatars/1.svg'] }),
    username: Type.String({ pattern: '^[A-Za-z0-9._-]{3,40}$', examples: ['rizky.pratama'] }),
    fullName: Type.String({ minLength: 1, maxLength: 100, examples: ['Rizky Pratama'] }),
    email: Type.String({ format: 'email', maxLength: 254, examples: ['rizky.pratama@sejawat.id'] }),
    company: Type.String({ maxLength: 200 }),
  },
  strict,
);

export const AccountInfoSchema = Type.Object(
  {
    bio: Type.String({ maxLength: 1000 }),
    dob: Type.String({ format: 'date', description: 'Date of birth, YYYY-MM-DD.', examples: ['1988-03-14'] }),
    country: Type.String({ maxLength: 100, examples: ['Indonesia'] }),
    website: Type.String({ maxLength: 200 }),
    phone: Type.String({ maxLength: 30, pattern: '^[+0-9 ()-]*$', examples: ['+62 812 8840 2417'] }),
  },
  strict,
);

const SOCIAL_NETWORKS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
const CONNECTED_NETWORKS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram'] as const;

/** An object with the same schema under each key. */
function keyed<const K extends readonly string[], S extends TProperties[string]>(keys: K, schema: S) {
  return Type.Object(Object.fromEntries(keys.map((key) => [key, schema])) as { [P in K[number]]: S }, strict);
}

export const AccountConnectionSchema = Type.Object(
  {
    profileImg: Type.String({ maxLength: 500 }),
    name: Type.String({ maxLength: 100 }),
    id: Type.String({ maxLength: 200, description: 'The account id on that network; empty when not connected.' }),
    isConnected: Type.Boolean(),
  },
  strict,
);

export const AccountSocialSchema = Type.Object(
  {
    socialLinks: keyed(SOCIAL_NETWORKS, Type.String({ maxLength: 200, description: 'Profile URL; empty when unset.' })),
    connections: keyed(CONNECTED_NETWORKS, AccountConnectionSchema),
  },
  strict,
);

export const AccountNotificationSchema = keyed(
  ['commentOnArticle', 'answerOnForm', 'followMe', 'newAnnouncements', 'productUpdates', 'blogDigest'] as const,
  Type.Boolean(),
);

export const AccountSettingsSchema = Type.Object(
  {
    general: AccountGeneralSchema,
    info: AccountInfoSchema,
    social: AccountSocialSchema,
    notification: AccountNotificationSchema,
  },
  { $id: 'AccountSettings', additionalProperties: false },
);
export type AccountSettings = Static<typeof AccountSettingsSchema>;

/** Every field optional, unknown fields rejected, and at least one field given. */
const patchOf = <S extends Parameters<typeof Type.Partial>[0]>(schema: S) =>
  Type.Partial(schema, { additionalProperties: false, minProperties: 1 });

export const AccountSettingsUpdateSchema = Type.Object(
  {
    general: Type.Optional(patchOf(AccountGeneralSchema)),
    info: Type.Optional(patchOf(AccountInfoSchema)),
    social: Type.Optional(
      Type.Object(
        {
          socialLinks: Type.Optional(patchOf(AccountSocialSchema.properties.socialLinks)),
          connections: Type.Optional(patchOf(keyed(CONNECTED_NETWORKS, patchOf(AccountConnectionSchema)))),
        },
        { additionalProperties: false, minProperties: 1 },
      ),
    ),
    notification: Type.Optional(patchOf(AccountNotificationSchema)),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    description: 'One or more sections; within a section only the fields sent change.',
    examples: [
      { general: { fullName: 'Rizky Pratama, drg.', company: 'PDGI Cabang Jakarta Selatan' } },
      {
        notification: { productUpdates: true },
        social: { socialLinks: { instagram: 'https://instagram.com/rizky_drg' } },
      },
    ],
  },
);
export type AccountSettingsUpdate = Static<typeof AccountSettingsUpdateSchema>;

// Profile page.

const Person = { avatar: Type.String(), username: Type.String() };

export const ProfileDataSchema = Type.Object(
  {
    header: Type.Object({ ...Person, designation: Type.String(), coverImg: Type.String() }),
    userAbout: Type.Object({
      about: Type.String(),
      joined: Type.String({ format: 'date' }),
      lives: Type.String(),
      email: Type.String({ format: 'email' }),
      website: Type.String(),
    }),
    suggestedPages: Type.Array(Type.Object({ ...Person, subtitle: Type.String(), favorite: Type.Boolean() })),
    twitterFeeds: Type.Array(
      Type.Object({
        imgUrl: Type.String(),
        title: Type.String(),
        id: Type.String(),
        desc: Type.String(),
        favorite: Type.Boolean(),
        tags: Type.String({ description: 'Space-separated hashtags.' }),
      }),
    ),
    post: Type.Array(
      Type.Object({
        ...Person,
        postTime: Type.String({ format: 'date-time' }),
        postText: Type.String(),
        postImg: Type.String(),
        likes: Type.Integer({ minimum: 0 }),
        youLiked: Type.Boolean(),
        comments: Type.Integer({ minimum: 0 }),
        share: Type.Integer({ minimum: 0 }),
        likedUsers: Type.Array(Type.Object(Person)),
        detailedComments: Type.Array(
          Type.Object({
            ...Person,
            comment: Type.String(),
            commentsLikes: Type.Integer({ minimum: 0 }),
            youLiked: Type.Boolean(),
          }),
        ),
      }),
    ),
    latestPhotos: Type.Array(Type.Object({ img: Type.String() })),
    suggestions: Type.Array(Type.Object({ avatar: Type.String(), name: Type.String(), mutualFriend: Type.String() })),
    polls: Type.Array(
      Type.Object({
        name: Type.String(),
        result: Type.String({ description: 'Share of the votes, e.g. "64%".' }),
        votedUser: Type.Array(Type.Object({ img: Type.String(), username: Type.String() })),
      }),
    ),
  },
  { $id: 'ProfileData' },
);
export type ProfileData = Static<typeof ProfileDataSchema>;

// Pricing page.

export const QandASchema = Type.Object({ question: Type.String(), ans: Type.String() });
export type QandA = Static<typeof QandASchema>;

export const PricingPlanSchema = Type.Object(
  {
    title: Type.String(),
    img: Type.String(),
    subtitle: Type.String(),
    monthlyPrice: Type.Number({ minimum: 0, description: 'Price per month when paid monthly; 0 is free.' }),
    yearlyPlan: Type.Object({
      perMonth: Type.Number({ minimum: 0, description: 'Price per month when paid yearly.' }),
      totalAnnual: Type.Number({ minimum: 0, description: 'What a year costs when paid yearly.' }),
    }),
    planBenefits: Type.Array(Type.String()),
    popular: Type.Boolean(),
  },
  {
    $id: 'PricingPlan',
    examples: [
      {
        title: 'Standard',
        img: '/images/pages/pricing-standard.svg',
        subtitle: 'For busy branches and provincial boards',
        monthlyPrice: 49,
        yearlyPlan: { perMonth: 40, totalAnnual: 480 },
        planBenefits: ['Up to 2,000 member records', 'Priority support'],
        popular: true,
      },
    ],
  },
);
export type PricingPlan = Static<typeof PricingPlanSchema>;

export const PricingDataSchema = Type.Object(
  {
    basicPlan: Type.Ref('PricingPlan'),
    standardPlan: Type.Ref('PricingPlan'),
    enterprisePlan: Type.Ref('PricingPlan'),
    qandA: Type.Array(QandASchema),
  },
  { $id: 'PricingData' },
);
export type PricingData = Static<typeof PricingDataSchema, { PricingPlan: typeof PricingPlanSchema }>;

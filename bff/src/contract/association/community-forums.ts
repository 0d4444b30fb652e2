import { Type } from 'typebox';
import { Id, IsoDateTime, Text } from './common.js';
import {
  API,
  BooleanFilter,
  DateFilter,
  errorReplies,
  HttpsUrl,
  IdFilter,
  IdParams,
  Reason,
  Said,
} from './community-common.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

export const FORUMS_TAG = 'Forums';
export const FORUM_SUBJECT = 'Forum';

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'misinformation',
  'advertising',
  'patient_privacy',
  'other',
] as const;
export const REPORT_TARGETS = ['thread', 'post'] as const;
/** scheduled -> live -> ended. */
export const STREAM_STATUSES = ['scheduled', 'live', 'ended'] as const;
export const BANNER_POSITIONS = ['home_top', 'home_sidebar', 'forum_top', 'forum_sidebar'] as const;

const ReportStatus = Type.Enum(REPORT_STATUSES, { type: 'string' });
const ReportReason = Type.Enum(REPORT_REASONS, { type: 'string' });
const ReportTarget = Type.Enum(REPORT_TARGETS, { type: 'string' });
const StreamStatus = Type.Enum(STREAM_STATUSES, { type: 'string' });
const Position = Type.Enum(BANNER_POSITIONS, { type: 'string' });
const Slug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80, examples: ['klinis-dan-kasus'] });

/* ---------- categories ---------- */

export const ForumCategorySchema = Type.Object(
  {
    id: Id,
    name: Type.String(),
    slug: Type.String(),
    description: Type.String(),
    position: Type.Integer({ description: 'Order in the forum menu, lowest first.' }),
    active: Type.Boolean(),
    reportCount: Type.Integer({ minimum: 0 }),
    openReportCount: Type.Integer({ minimum: 0 }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocForumCategory', description: "A category of the members' discussion forum." },
);

const CategoryFields = {
  name: Said(120, 2),
  slug: Slug,
  description: Text(1000),
  position: Type.Integer({ minimum: 0, maximum: 10_000, examples: [10] }),
  active: Type.Boolean(),
};

export const forumCategoriesContract: ResourceContract = {
  name: 'forum-categories',
  tag: FORUMS_TAG,
  subject: FORUM_SUBJECT,
  singular: 'ForumCategory',
  plural: 'ForumCategories',
  description:
    'Forum categories. Name (case-insensitive) and slug are unique (409). A category with reports is deactivated rather than deleted (409).',
  entity: ForumCategorySchema,
  create: Type.Object(
    {
      name: CategoryFields.name,
      slug: Slug,
      description: Type.Optional(CategoryFields.description),
      position: Type.Optional(CategoryFields.position),
      active: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false, examples: [{ name: 'Klinis dan Kasus', slug: 'klinis-dan-kasus', position: 10 }] },
  ),
  update: Type.Partial(Type.Object(CategoryFields), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ active: false }],
  }),
  remove: true,
  filters: { active: BooleanFilter('Active (shown) or hidden categories.') },
  sorts: ['position', 'name', 'createdAt'],
  defaultSort: 'position:asc',
  searchable: ['name', 'slug'],
};

/* ---------- reports ---------- */

export const ForumReportSchema = Type.Object(
  {
    id: Id,
    categoryId: Id,
    categoryName: Type.String(),
    targetType: ReportTarget,
    targetRef: Type.String({ description: "The thread or post in the member app's forum.", examples: ['thread-8812'] }),
    excerpt: Type.String(),
    reporterId: Id,
    reporterName: Type.String(),
    reason: ReportReason,
    details: Type.String(),
    status: ReportStatus,
    resolution: Type.Union([Type.String(), Type.Null()], {
      description: 'What was done (resolved) or why nothing was (dismissed).',
    }),
    handledBy: Type.Union([Type.String(), Type.Null()]),
    handledAt: Type.Union([IsoDateTime, Type.Null()]),
    createdAt: IsoDateTime,
  },
  { $id: 'AssocForumReport', description: 'A member reporting a forum thread or post for moderation.' },
);

export const forumReportsContract: ResourceContract = {
  name: 'forum-reports',
  tag: FORUMS_TAG,
  subject: FORUM_SUBJECT,
  singular: 'ForumReport',
  plural: 'ForumReports',
  description:
    'Reported threads and posts, the moderation queue: open -> resolved (with what was done) or dismissed (with why). ' +
    'One open report per member and target (409 on a second). Reports are never edited or deleted.',
  entity: ForumReportSchema,
  create: Type.Object(
    {
      categoryId: Id,
      targetType: ReportTarget,
      targetRef: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$', examples: ['thread-8812'] }),
      excerpt: Said(1000),
      reporterId: Id,
      reason: ReportReason,
      details: Type.Optional(Text(2000)),
    },
    {
      additionalProperties: false,
      examples: [
        {
          categoryId: 2,
          targetType: 'post',
          targetRef: 'post-120931',
          excerpt: 'Jual alat scaler murah, hubungi WA...',
          reporterId: 12,
          reason: 'advertising',
        },
      ],
    },
  ),
  filters: {
    status: ReportStatus,
    reason: ReportReason,
    targetType: ReportTarget,
    categoryId: IdFilter('Reports in this category.'),
    reporterId: IdFilter('Reports by this member.'),
  },
  sorts: ['createdAt', 'handledAt', 'status', 'reason'],
  defaultSort: 'createdAt:desc',
  searchable: ['excerpt', 'targetRef', 'reporterName'],
};

/* ---------- streaming ---------- */

export const ForumStreamSchema = Type.Object(
  {
    id: Id,
    title: Type.String(),
    description: Type.String(),
    url: Type.String({ examples: ['https://live.sejawat.id/pit-2026'] }),
    scheduledAt: IsoDateTime,
    status: StreamStatus,
    startedAt: Type.Union([IsoDateTime, Type.Null()]),
    endedAt: Type.Union([IsoDateTime, Type.Null()]),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocForumStream', description: 'A live stream shown in the forum (talks, webinars, PIT sessions).' },
);

const StreamFields = { title: Said(200, 3), description: Text(2000), url: HttpsUrl, scheduledAt: IsoDateTime };

export const forumStreamsContract: ResourceContract = {
  name: 'forum-streams',
  tag: FORUMS_TAG,
  subject: FORUM_SUBJECT,
  singular: 'ForumStream',
  plural: 'ForumStreams',
  description:
    'Live streams: scheduled -> live -> ended. The url is https only (400); scheduledAt is not in the past when set. ' +
    'A stream changes or is deleted only while scheduled (409 after).',
  entity: ForumStreamSchema,
  create: Type.Object(
    {
      title: StreamFields.title,
      description: Type.Optional(StreamFields.description),
      url: HttpsUrl,
      scheduledAt: IsoDateTime,
    },
    {
      additionalProperties: false,
      examples: [
        {
          title: 'Webinar: Tata Laksana Karies Anak',
          url: 'https://live.sejawat.id/karies-anak',
          scheduledAt: '2026-12-05T13:00:00.000Z',
        },
      ],
    },
  ),
  update: Type.Partial(Type.Object(StreamFields), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ scheduledAt: '2026-12-06T13:00:00.000Z' }],
  }),
  remove: true,
  filters: {
    status: StreamStatus,
    scheduledFrom: DateFilter('Scheduled on or after this day.'),
    scheduledTo: DateFilter('Scheduled on or before this day.'),
  },
  sorts: ['scheduledAt', 'title', 'status'],
  defaultSort: 'scheduledAt:desc',
  searchable: ['title'],
};

/* ---------- banners ---------- */

export const ForumBannerSchema = Type.Object(
  {
    id: Id,
    title: Type.String(),
    imageUrl: Type.String(),
    linkUrl: Type.Union([Type.String(), Type.Null()]),
    position: Position,
    activeFrom: IsoDateTime,
    activeTo: Type.Union([IsoDateTime, Type.Null()], { description: 'Open-ended when null.' }),
    active: Type.Boolean({ description: 'Switched on by staff.' }),
    showing: Type.Boolean({ description: 'Computed: active and now within [activeFrom, activeTo).' }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocForumBanner', description: 'A banner shown in the app in a position, for a window of time.' },
);

const BannerFields = {
  title: Said(200, 3),
  imageUrl: HttpsUrl,
  linkUrl: Type.Union([HttpsUrl, Type.Null()]),
  position: Position,
  activeFrom: IsoDateTime,
  activeTo: Type.Union([IsoDateTime, Type.Null()]),
  active: Type.Boolean(),
};

export const forumBannersContract: ResourceContract = {
  name: 'forum-banners',
  tag: FORUMS_TAG,
  subject: FORUM_SUBJECT,
  singular: 'ForumBanner',
  plural: 'ForumBanners',
  description:
    'Banners with an active window: activeTo is after activeFrom (400); image and link are https addresses (400).',
  entity: ForumBannerSchema,
  create: Type.Object(
    {
      title: BannerFields.title,
      imageUrl: HttpsUrl,
      linkUrl: Type.Optional(BannerFields.linkUrl),
      position: Position,
      activeFrom: IsoDateTime,
      activeTo: Type.Optional(BannerFields.activeTo),
      active: Type.Optional(Type.Boolean()),
    },
    {
      additionalProperties: false,
      examples: [
        {
          title: 'Pendaftaran PIT Nasional 2027 dibuka',
          imageUrl: 'https://cdn.sejawat.id/banners/pit-2027.jpg',
          linkUrl: 'https://sejawat.id/pit-2027',
          position: 'home_top',
          activeFrom: '2026-12-01T00:00:00.000Z',
          activeTo: '2027-02-28T17:00:00.000Z',
        },
      ],
    },
  ),
  update: Type.Partial(Type.Object(BannerFields), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ active: false }],
  }),
  remove: true,
  filters: {
    position: Position,
    active: BooleanFilter('Switched on (true) or off (false).'),
    showing: BooleanFilter('Showing now (true) or not (false).'),
  },
  sorts: ['activeFrom', 'activeTo', 'title', 'position'],
  defaultSort: 'activeFrom:desc',
  searchable: ['title'],
};

/* ---------- operations ---------- */

const forum = { tag: FORUMS_TAG, subject: FORUM_SUBJECT } as const;
const reportStep = { ...forum, action: 'update', params: IdParams, method: 'POST' } as const;
const streamStep = reportStep;

export const ForumStatisticsSchema = Type.Object(
  {
    categories: Type.Array(
      Type.Object({
        categoryId: Id,
        name: Type.String(),
        active: Type.Boolean(),
        reports: Type.Integer({ minimum: 0 }),
        openReports: Type.Integer({ minimum: 0 }),
      }),
    ),
    reports: Type.Object({
      open: Type.Integer({ minimum: 0 }),
      resolved: Type.Integer({ minimum: 0 }),
      dismissed: Type.Integer({ minimum: 0 }),
    }),
    openReportsByReason: Type.Array(Type.Object({ reason: ReportReason, count: Type.Integer({ minimum: 0 }) })),
    streams: Type.Object({
      upcoming: Type.Integer({ minimum: 0, description: 'Scheduled from now on.' }),
      live: Type.Integer({ minimum: 0 }),
      ended: Type.Integer({ minimum: 0 }),
    }),
    nextStream: Type.Union([ForumStreamSchema, Type.Null()], { description: 'The next scheduled stream.' }),
    activeBanners: Type.Integer({ minimum: 0, description: 'Banners showing now.' }),
    activeBannersByPosition: Type.Array(Type.Object({ position: Position, count: Type.Integer({ minimum: 0 }) })),
  },
  { title: 'ForumStatistics' },
);

export const forumOperations: OperationContract[] = [
  {
    ...reportStep,
    path: `${API}/forum-reports/:id/resolve`,
    operationId: 'resolveForumReport',
    summary: 'Resolve a forum report',
    description: 'open -> resolved, recording what the moderator did; 409 unless open.',
    body: Type.Object(
      { resolution: Said(1000, 5) },
      { additionalProperties: false, examples: [{ resolution: 'Post dihapus, anggota diberi peringatan tertulis.' }] },
    ),
    response: { 200: ForumReportSchema, ...errorReplies(404, 409) },
  },
  {
    ...reportStep,
    path: `${API}/forum-reports/:id/dismiss`,
    operationId: 'dismissForumReport',
    summary: 'Dismiss a forum report',
    description: 'open -> dismissed, recording why nothing was done; 409 unless open.',
    body: Type.Object(
      { reason: Reason },
      { additionalProperties: false, examples: [{ reason: 'Diskusi klinis wajar, tidak melanggar pedoman forum.' }] },
    ),
    response: { 200: ForumReportSchema, ...errorReplies(404, 409) },
  },
  {
    ...streamStep,
    path: `${API}/forum-streams/:id/start`,
    operationId: 'startForumStream',
    summary: 'Go live',
    description: 'scheduled -> live (startedAt); 409 from any other state.',
    response: { 200: ForumStreamSchema, ...errorReplies(404, 409) },
  },
  {
    ...streamStep,
    path: `${API}/forum-streams/:id/end`,
    operationId: 'endForumStream',
    summary: 'End a live stream',
    description: 'live -> ended (endedAt); 409 from any other state.',
    response: { 200: ForumStreamSchema, ...errorReplies(404, 409) },
  },
  {
    ...forum,
    method: 'GET',
    path: `${API}/forums/statistics`,
    operationId: 'getForumStatistics',
    action: 'read',
    summary: 'Forum statistics',
    description:
      'Reports per category (every category, in menu order) and per status, open reports per reason, streams upcoming, ' +
      'live and ended with the next one, and banners showing now, in total and per position.',
    response: { 200: ForumStatisticsSchema },
  },
];

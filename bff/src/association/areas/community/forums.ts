import {
  BANNER_POSITIONS,
  forumBannersContract,
  forumCategoriesContract,
  forumReportsContract,
  forumStreamsContract,
  REPORT_REASONS,
} from '../../../contract/association/community-forums.js';
import type { Db } from '../../db/db.js';
import { coded, conflict } from '../../errors.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import {
  assertOpenFile,
  badField,
  bodyOf,
  CommunityRepository,
  idParam,
  memberOf,
  notInPast,
  transition,
  type Transition,
} from './store.js';

type Row = Record<string, unknown>;

/* ---------- categories ---------- */

const categoryRepository = new CommunityRepository(
  {
    entity: 'forumCategory',
    table: 'forum_categories',
    idColumn: 'f.id',
    select: `SELECT f.id, f.name, f.slug, f.description, f.position, f.active,
                    (SELECT count(*)::int FROM forum_reports r WHERE r.category_id = f.id) AS "reportCount",
                    (SELECT count(*)::int FROM forum_reports r WHERE r.category_id = f.id AND r.status = 'open') AS "openReportCount",
                    f.created_at AS "createdAt", f.updated_at AS "updatedAt"
               FROM forum_categories f`,
    search: `f.name || ' ' || f.slug`,
    filters: { active: 'f.active = ?::boolean' },
    sorts: { position: 'f.position', name: 'f.name', createdAt: 'f.created_at' },
    columns: { name: 'name', slug: 'slug', description: 'description', position: 'position', active: 'active' },
  },
  forumCategoriesContract.defaultSort,
  {
    async prepare(tx, body) {
      await uniqueCategory(tx, body, 0);
      return {
        name: body.name,
        slug: body.slug,
        description: body.description ?? '',
        position: body.position ?? 0,
        active: body.active ?? true,
      };
    },
  },
);

/** Name (case-insensitive) and slug are unique; say which category holds them. */
async function uniqueCategory(db: Db, body: Row, exceptId: number) {
  if (body.name !== undefined) {
    const rows = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM forum_categories WHERE lower(name) = lower($1) AND id <> $2',
      [body.name, exceptId],
    );
    const other = rows.rows[0];
    if (other) throw conflict(`Forum category ${other.id} is already named "${other.name}"`, coded('community.categoryNameTaken', { id: other.id, name: other.name }));
  }
  if (body.slug !== undefined) {
    const rows = await db.query<{ id: number }>('SELECT id FROM forum_categories WHERE slug = $1 AND id <> $2', [
      body.slug,
      exceptId,
    ]);
    if (rows.rows[0])
      throw conflict(
        `Slug "${String(body.slug)}" is already used by forum category ${rows.rows[0].id}`,
        coded('community.categorySlugTaken', { slug: String(body.slug), id: rows.rows[0].id }),
      );
  }
}

export const forumCategories: ResourceModule = {
  contract: forumCategoriesContract,
  repository: categoryRepository,
  hooks: {
    async beforeUpdate(db, current, body) {
      await uniqueCategory(db, body, Number(current.id));
    },
    async beforeDelete(_db, current) {
      if (Number(current.reportCount) > 0) {
        throw conflict(
          `Forum category "${String(current.name)}" has ${String(current.reportCount)} reports; deactivate it instead of deleting it`,
          coded('community.categoryHasReports', { name: String(current.name), count: Number(current.reportCount) }),
        );
      }
    },
  },
};

/* ---------- reports ---------- */

const reportRepository = new CommunityRepository(
  {
    entity: 'forumReport',
    table: 'forum_reports',
    idColumn: 'r.id',
    select: `SELECT r.id, r.category_id AS "categoryId", f.name AS "categoryName", r.target_type AS "targetType",
                    r.target_ref AS "targetRef", r.excerpt, r.reporter_id AS "reporterId", m.full_name AS "reporterName",
                    r.reason, r.details, r.status, r.resolution, r.handled_by AS "handledBy", r.handled_at AS "handledAt",
                    r.created_at AS "createdAt"
               FROM forum_reports r JOIN forum_categories f ON f.id = r.category_id JOIN members m ON m.id = r.reporter_id`,
    search: `r.excerpt || ' ' || r.target_ref || ' ' || m.full_name`,
    filters: {
      status: 'r.status = ?',
      reason: 'r.reason = ?',
      targetType: 'r.target_type = ?',
      categoryId: 'r.category_id = ?',
      reporterId: 'r.reporter_id = ?',
    },
    sorts: { createdAt: 'r.created_at', handledAt: 'r.handled_at', status: 'r.status', reason: 'r.reason' },
  },
  forumReportsContract.defaultSort,
  {
    async prepare(tx, body) {
      const category = (
        await tx.query<{ id: number }>('SELECT id FROM forum_categories WHERE id = $1', [body.categoryId])
      ).rows[0];
      if (!category) throw badField('categoryId', 'must be the id of a forum category', coded('field.unknownForumCategory'));
      const reporter = await memberOf(tx, body.reporterId, 'reporterId');
      assertOpenFile(reporter, 'reporting forum content');
      const open = await tx.query<{ id: number }>(
        `SELECT id FROM forum_reports WHERE reporter_id = $1 AND target_type = $2 AND target_ref = $3 AND status = 'open'`,
        [reporter.id, body.targetType, body.targetRef],
      );
      if (open.rows[0])
        throw conflict(
          `${reporter.fullName} already has an open report on ${String(body.targetType)} ${String(body.targetRef)} (report ${open.rows[0].id})`,
          coded('community.reportOpen', { name: reporter.fullName, id: open.rows[0].id }),
        );
      return {
        category_id: category.id,
        target_type: body.targetType,
        target_ref: body.targetRef,
        excerpt: body.excerpt,
        reporter_id: reporter.id,
        reason: body.reason,
        details: body.details ?? '',
      };
    },
  },
);

export const forumReports: ResourceModule = { contract: forumReportsContract, repository: reportRepository };

const REPORT_STEPS = {
  resolve: { from: ['open'], to: 'resolved', action: 'resolve' },
  dismiss: { from: ['open'], to: 'dismissed', action: 'dismiss' },
} satisfies Record<string, Transition>;

const reportStep =
  (name: keyof typeof REPORT_STEPS): OperationHandler =>
  async ({ db, request, actor }) => {
    const body = bodyOf<{ resolution?: string; reason?: string }>(request);
    const resolution = name === 'resolve' ? body.resolution : body.reason;
    const report = await transition(db, {
      repository: reportRepository,
      table: 'forum_reports',
      what: 'Forum report',
      label: (row) => `Forum report ${String(row.id)}`,
      id: idParam(request),
      step: REPORT_STEPS[name],
      actor,
      set: { resolution, handled_by: actor, handled_at: { sql: '(SELECT sejawat_now())' } },
      note: { resolution },
    });
    return { status: 200, body: report };
  };

/* ---------- streams ---------- */

const STREAM_SELECT = `SELECT s.id, s.title, s.description, s.url, s.scheduled_at AS "scheduledAt", s.status, s.started_at AS "startedAt",
       s.ended_at AS "endedAt", s.created_at AS "createdAt", s.updated_at AS "updatedAt"
  FROM forum_streams s`;

const streamRepository = new CommunityRepository(
  {
    entity: 'forumStream',
    table: 'forum_streams',
    idColumn: 's.id',
    select: STREAM_SELECT,
    search: 's.title',
    filters: {
      status: 's.status = ?',
      scheduledFrom: 's.scheduled_at >= ?::date',
      scheduledTo: 's.scheduled_at < ?::date + 1',
    },
    sorts: { scheduledAt: 's.scheduled_at', title: 's.title', status: 's.status' },
    columns: { title: 'title', description: 'description', url: 'url', scheduledAt: 'scheduled_at' },
  },
  forumStreamsContract.defaultSort,
  {
    async prepare(tx, body) {
      await notInPast(tx, 'scheduledAt', body.scheduledAt);
      return { title: body.title, description: body.description ?? '', url: body.url, scheduled_at: body.scheduledAt };
    },
  },
);

export const forumStreams: ResourceModule = {
  contract: forumStreamsContract,
  repository: streamRepository,
  hooks: {
    async beforeUpdate(db, current, body) {
      if (current.status !== 'scheduled')
        throw conflict(
          `Stream "${String(current.title)}" is ${String(current.status)}; only a scheduled stream changes`,
          coded('community.streamChangeOnlyScheduled', { title: String(current.title), state: String(current.status) }),
        );
      await notInPast(db, 'scheduledAt', body.scheduledAt);
    },
    async beforeDelete(_db, current) {
      if (current.status !== 'scheduled')
        throw conflict(
          `Stream "${String(current.title)}" is ${String(current.status)}; only a scheduled stream can be deleted`,
          coded('community.streamDeleteOnlyScheduled', { title: String(current.title), state: String(current.status) }),
        );
    },
  },
};

const STREAM_STEPS = {
  start: { from: ['scheduled'], to: 'live', action: 'start' },
  end: { from: ['live'], to: 'ended', action: 'end' },
} satisfies Record<string, Transition>;

const streamStep =
  (name: keyof typeof STREAM_STEPS): OperationHandler =>
  async ({ db, request, actor }) => ({
    status: 200,
    body: await transition(db, {
      repository: streamRepository,
      table: 'forum_streams',
      what: 'Forum stream',
      label: (row) => `Stream "${String(row.title)}"`,
      id: idParam(request),
      step: STREAM_STEPS[name],
      actor,
      set: name === 'start' ? { started_at: { sql: '(SELECT sejawat_now())' } } : { ended_at: { sql: '(SELECT sejawat_now())' } },
    }),
  });

/* ---------- banners ---------- */

/** Showing now: switched on and now within [activeFrom, activeTo). */
const SHOWING = `(b.active AND b.active_from <= (SELECT sejawat_now()) AND (b.active_to IS NULL OR b.active_to > (SELECT sejawat_now())))`;

const bannerRepository = new CommunityRepository(
  {
    entity: 'forumBanner',
    table: 'forum_banners',
    idColumn: 'b.id',
    select: `SELECT b.id, b.title, b.image_url AS "imageUrl", b.link_url AS "linkUrl", b.position, b.active_from AS "activeFrom",
                    b.active_to AS "activeTo", b.active, ${SHOWING} AS showing, b.created_at AS "createdAt", b.updated_at AS "updatedAt"
               FROM forum_banners b`,
    search: 'b.title',
    filters: { position: 'b.position = ?', active: 'b.active = ?::boolean', showing: `${SHOWING} = ?::boolean` },
    sorts: { activeFrom: 'b.active_from', activeTo: 'b.active_to', title: 'b.title', position: 'b.position' },
    columns: {
      title: 'title',
      imageUrl: 'image_url',
      linkUrl: 'link_url',
      position: 'position',
      activeFrom: 'active_from',
      activeTo: 'active_to',
      active: 'active',
    },
  },
  forumBannersContract.defaultSort,
  {
    async prepare(_tx, body) {
      checkWindow(body.activeFrom, body.activeTo);
      return {
        title: body.title,
        image_url: body.imageUrl,
        link_url: body.linkUrl ?? null,
        position: body.position,
        active_from: body.activeFrom,
        active_to: body.activeTo ?? null,
        active: body.active ?? true,
      };
    },
  },
);

function checkWindow(from: unknown, to: unknown) {
  const start = from instanceof Date ? from.getTime() : Date.parse(String(from));
  const end = to === null || to === undefined ? null : to instanceof Date ? to.getTime() : Date.parse(String(to));
  if (end !== null && end <= start) throw badField('activeTo', 'must be after activeFrom', coded('field.afterStart'));
}

export const forumBanners: ResourceModule = {
  contract: forumBannersContract,
  repository: bannerRepository,
  hooks: {
    async beforeUpdate(_db, current, body) {
      if (body.activeFrom === undefined && body.activeTo === undefined) return;
      checkWindow(
        body.activeFrom ?? current.activeFrom,
        body.activeTo === undefined ? current.activeTo : body.activeTo,
      );
    },
  },
};

/* ---------- statistics ---------- */

async function statistics(db: Db) {
  const categories = await db.query(
    `SELECT f.id AS "categoryId", f.name, f.active, count(r.id)::int AS reports, count(r.id) FILTER (WHERE r.status = 'open')::int AS "openReports"
       FROM forum_categories f LEFT JOIN forum_reports r ON r.category_id = f.id
      GROUP BY f.id ORDER BY f.position, f.name, f.id`,
  );
  const reports = { open: 0, resolved: 0, dismissed: 0 } as Record<string, number>;
  for (const row of (
    await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM forum_reports GROUP BY status',
    )
  ).rows)
    reports[row.status] = row.n;
  const reasons = new Map(
    (
      await db.query<{ reason: string; n: number }>(
        `SELECT reason, count(*)::int AS n FROM forum_reports WHERE status = 'open' GROUP BY reason`,
      )
    ).rows.map((r) => [r.reason, r.n]),
  );
  const streams = (
    await db.query<{ upcoming: number; live: number; ended: number }>(
      `SELECT count(*) FILTER (WHERE status = 'scheduled' AND scheduled_at >= (SELECT sejawat_now()))::int AS upcoming,
            count(*) FILTER (WHERE status = 'live')::int AS live, count(*) FILTER (WHERE status = 'ended')::int AS ended
       FROM forum_streams`,
    )
  ).rows[0]!;
  const next =
    (
      await db.query(
        `${STREAM_SELECT} WHERE s.status = 'scheduled' AND s.scheduled_at >= (SELECT sejawat_now()) ORDER BY s.scheduled_at, s.id LIMIT 1`,
      )
    ).rows[0] ?? null;
  const banners = new Map(
    (
      await db.query<{ position: string; n: number }>(
        `SELECT b.position, count(*)::int AS n FROM forum_banners b WHERE ${SHOWING} GROUP BY b.position`,
      )
    ).rows.map((r) => [r.position, r.n]),
  );
  return {
    categories: categories.rows,
    reports,
    openReportsByReason: REPORT_REASONS.map((reason) => ({ reason, count: reasons.get(reason) ?? 0 })),
    streams,
    nextStream: next,
    activeBanners: [...banners.values()].reduce((a, b) => a + b, 0),
    activeBannersByPosition: BANNER_POSITIONS.map((position) => ({ position, count: banners.get(position) ?? 0 })),
  };
}

export const forumHandlers: Record<string, OperationHandler> = {
  resolveForumReport: reportStep('resolve'),
  dismissForumReport: reportStep('dismiss'),
  startForumStream: streamStep('start'),
  endForumStream: streamStep('end'),
  async getForumStatistics({ db }) {
    return { status: 200, body: await statistics(db) };
  },
};

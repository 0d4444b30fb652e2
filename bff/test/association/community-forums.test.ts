import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  API,
  asClient,
  auditActions,
  count,
  created,
  expectBadField,
  expectConflict,
  expectExportMatchesList,
  inHours,
  next,
} from './community-fixtures.js';
import { associationNow, BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const CATEGORIES = `${API}/forum-categories`;
const REPORTS = `${API}/forum-reports`;
const STREAMS = `${API}/forum-streams`;
const BANNERS = `${API}/forum-banners`;
const STATISTICS = `${API}/forums/statistics`;

interface Statistics {
  categories: { categoryId: number; name: string; reports: number; openReports: number }[];
  reports: { open: number; resolved: number; dismissed: number };
  openReportsByReason: { reason: string; count: number }[];
  streams: { upcoming: number; live: number; ended: number };
  nextStream: { id: number; scheduledAt: string } | null;
  activeBanners: number;
  activeBannersByPosition: { position: string; count: number }[];
}

describe.each(BACKENDS)('forums on %s', (backend) => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(backend);
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  const stats = async () => (await c.get(STATISTICS)).json() as Statistics;
  const newCategory = () => {
    const n = next();
    return created<{ name: string; slug: string }>(c, CATEGORIES, {
      name: `Kategori Uji ${backend} ${n}`,
      slug: `kategori-uji-${backend}-${n}`,
      position: 500 + n,
    });
  };
  const report = async (categoryId: number, over: Record<string, unknown> = {}) => {
    const reporter = await addMember(c);
    return c.post(REPORTS, {
      categoryId,
      targetType: 'post',
      targetRef: `post-uji-${next()}`,
      excerpt: 'Jual alat scaler murah, hubungi WA.',
      reporterId: reporter.id,
      reason: 'advertising',
      ...over,
    });
  };

  describe('categories', () => {
    it('lists the seeded categories in menu order with their report counts', async () => {
      const page = (await c.get(`${CATEGORIES}?perPage=100`)).json();
      expect(page.total).toBe(8);
      const positions = page.data.map((f: { position: number }) => f.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect((await c.get(`${CATEGORIES}?active=false`)).json().data.map((f: { slug: string }) => f.slug)).toEqual([
        'lapak-sejawat',
      ]);
      const reports = (await c.get(`${REPORTS}?perPage=1`)).json().total;
      expect(page.data.reduce((sum: number, f: { reportCount: number }) => sum + f.reportCount, 0)).toBe(reports);
      expect((await c.get(`${CATEGORIES}?q=ortodonti`)).json().data[0]).toMatchObject({ slug: 'ortodonti' });
    });

    it('keeps names (any case) and slugs unique, refuses bad slugs, and deletes only categories without reports', async () => {
      const category = await newCategory();
      const before = await count(c, 'forum_categories');
      expectConflict(
        await c.post(CATEGORIES, { name: category.name.toUpperCase(), slug: `lain-${next()}` }),
        /is already named/,
      );
      expectConflict(
        await c.post(CATEGORIES, { name: `Lain ${next()}`, slug: category.slug }),
        /is already used by forum category/,
      );
      expectBadField(await c.post(CATEGORIES, { name: 'Kategori Salah', slug: 'Bukan Slug' }), 'slug');
      expectBadField(await c.post(CATEGORIES, { name: 'K', slug: 'k-satu' }), 'name');
      expect(await count(c, 'forum_categories')).toBe(before);
      const renamed = await c.patch(`${CATEGORIES}/${category.id}`, { name: `${category.name} Baru`, active: false });
      expect(renamed.json()).toMatchObject({ name: `${category.name} Baru`, active: false });
      expectConflict(await c.patch(`${CATEGORIES}/${category.id}`, { slug: 'ortodonti' }), /is already used/);
      expect(await auditActions(c, `${CATEGORIES}/${category.id}`)).toEqual(['update', 'create']);
      expect((await report(category.id)).statusCode).toBe(201);
      expectConflict(
        await c.del(`${CATEGORIES}/${category.id}`),
        /has 1 reports; deactivate it instead of deleting it/,
      );
      const empty = await newCategory();
      expect((await c.del(`${CATEGORIES}/${empty.id}`)).statusCode).toBe(204);
      expect((await c.get(`${CATEGORIES}/${empty.id}`)).statusCode).toBe(404);
    });
  });

  describe('reports', () => {
    it('queues a report once per member and target, then resolves or dismisses it once', async () => {
      const category = await newCategory();
      const first = await report(category.id, {
        targetRef: 'thread-uji-1',
        targetType: 'thread',
        reason: 'misinformation',
      });
      expect(first.statusCode).toBe(201);
      const open = first.json();
      expect(open).toMatchObject({
        status: 'open',
        resolution: null,
        handledAt: null,
        handledBy: null,
        categoryName: category.name,
      });
      const again = await c.post(REPORTS, {
        categoryId: category.id,
        targetType: 'thread',
        targetRef: 'thread-uji-1',
        excerpt: 'Lagi.',
        reporterId: open.reporterId,
        reason: 'spam',
      });
      expectConflict(again, /already has an open report on thread thread-uji-1/);
      const before = await count(c, 'forum_reports');
      expectBadField(await report(999999), 'categoryId');
      expectBadField(await report(category.id, { reporterId: 999999 }), 'reporterId');
      expectBadField(await report(category.id, { reason: 'boring' }), 'reason');
      expectBadField(await report(category.id, { targetRef: 'bad ref!' }), 'targetRef');
      expect(await count(c, 'forum_reports')).toBe(before);

      expectBadField(await c.post(`${REPORTS}/${open.id}/resolve`, { resolution: '' }), 'resolution');
      const resolved = await c.post(`${REPORTS}/${open.id}/resolve`, {
        resolution: 'Post dihapus, penulis diberi peringatan.',
      });
      expect(resolved.json()).toMatchObject({
        status: 'resolved',
        resolution: 'Post dihapus, penulis diberi peringatan.',
        handledBy: 'admin@demo.com',
      });
      expect(resolved.json().handledAt).not.toBeNull();
      expectConflict(
        await c.post(`${REPORTS}/${open.id}/dismiss`, { reason: 'Berubah pikiran.' }),
        /is resolved; it can be dismissed only from open/,
      );
      expectConflict(
        await c.post(`${REPORTS}/${open.id}/resolve`, { resolution: 'Dua kali.' }),
        /is resolved; it can be resolved only from open/,
      );
      expect(await auditActions(c, `${REPORTS}/${open.id}`)).toEqual(['resolve', 'create']);

      const reopened = await c.post(REPORTS, {
        categoryId: category.id,
        targetType: 'thread',
        targetRef: 'thread-uji-1',
        excerpt: 'Masih ada.',
        reporterId: open.reporterId,
        reason: 'misinformation',
      });
      expect(reopened.statusCode).toBe(201);
      const dismissed = await c.post(`${REPORTS}/${reopened.json().id}/dismiss`, { reason: 'Diskusi klinis wajar.' });
      expect(dismissed.json()).toMatchObject({ status: 'dismissed', resolution: 'Diskusi klinis wajar.' });
      const mine = (await c.get(`${REPORTS}?reporterId=${open.reporterId}&sort=createdAt:asc`)).json().data;
      expect(mine.map((r: { status: string }) => r.status)).toEqual(['resolved', 'dismissed']);
      const filtered = (await c.get(`${REPORTS}?status=open&reason=advertising&targetType=post&perPage=100`)).json()
        .data;
      expect(
        filtered.every(
          (r: { status: string; reason: string; targetType: string }) =>
            r.status === 'open' && r.reason === 'advertising' && r.targetType === 'post',
        ),
      ).toBe(true);
      expect((await c.post(`${REPORTS}/999999/resolve`, { resolution: 'Tidak ada.' })).statusCode).toBe(404);
    });
  });

  describe('streams', () => {
    it('schedules https streams in the future, goes live and ends once, and changes only scheduled ones', async () => {
      const before = await count(c, 'forum_streams');
      expectBadField(
        await c.post(STREAMS, { title: 'Webinar Uji', url: 'http://live.sejawat.id/uji', scheduledAt: inHours(24) }),
        'url',
      );
      expectBadField(
        await c.post(STREAMS, { title: 'Webinar Uji', url: 'https://live.sejawat.id/uji', scheduledAt: inHours(-2) }),
        'scheduledAt',
      );
      expectBadField(
        await c.post(STREAMS, { title: 'Webinar Uji', url: 'https://live.sejawat.id/uji', scheduledAt: 'besok' }),
        'scheduledAt',
      );
      expect(await count(c, 'forum_streams')).toBe(before);
      const stream = await created<{ status: string }>(c, STREAMS, {
        title: 'Webinar Uji Karies',
        url: 'https://live.sejawat.id/uji',
        scheduledAt: inHours(48),
      });
      expect(stream).toMatchObject({ status: 'scheduled', startedAt: null, endedAt: null, description: '' });
      const moved = await c.patch(`${STREAMS}/${stream.id}`, {
        scheduledAt: inHours(72),
        title: 'Webinar Uji Karies Anak',
      });
      expect(moved.json().title).toBe('Webinar Uji Karies Anak');
      expectBadField(await c.patch(`${STREAMS}/${stream.id}`, { url: 'ftp://live.sejawat.id/uji' }), 'url');
      expectConflict(await c.post(`${STREAMS}/${stream.id}/end`), /is scheduled; it can be ended only from live/);
      const live = (await c.post(`${STREAMS}/${stream.id}/start`)).json();
      expect(live.status).toBe('live');
      expect(live.startedAt).not.toBeNull();
      expectConflict(await c.post(`${STREAMS}/${stream.id}/start`), /is live; it can be started only from scheduled/);
      expectConflict(
        await c.patch(`${STREAMS}/${stream.id}`, { title: 'Terlambat' }),
        /is live; only a scheduled stream changes/,
      );
      expect((await c.post(`${STREAMS}/${stream.id}/end`)).json()).toMatchObject({ status: 'ended' });
      expectConflict(await c.del(`${STREAMS}/${stream.id}`), /is ended; only a scheduled stream can be deleted/);
      expect(await auditActions(c, `${STREAMS}/${stream.id}`)).toEqual(['end', 'start', 'update', 'create']);
      const other = await created(c, STREAMS, {
        title: 'Webinar Batal',
        url: 'https://live.sejawat.id/batal',
        scheduledAt: inHours(30),
      });
      expect((await c.del(`${STREAMS}/${other.id}`)).statusCode).toBe(204);
      expect((await c.post(`${STREAMS}/${other.id}/start`)).statusCode).toBe(404);
      const ended = (await c.get(`${STREAMS}?status=ended&perPage=100`)).json().data;
      expect(ended.every((s: { status: string; endedAt: string }) => s.status === 'ended' && s.endedAt)).toBe(true);
    });
  });

  describe('banners', () => {
    it('keeps a valid https window and tells which banners are showing', async () => {
      const body = {
        title: 'Banner Uji PIT',
        imageUrl: 'https://cdn.sejawat.id/uji.jpg',
        position: 'home_top',
        activeFrom: inHours(-1),
        activeTo: inHours(24),
      };
      const before = await count(c, 'forum_banners');
      expectBadField(await c.post(BANNERS, { ...body, activeTo: inHours(-2) }), 'activeTo');
      expectBadField(await c.post(BANNERS, { ...body, imageUrl: 'http://cdn.sejawat.id/uji.jpg' }), 'imageUrl');
      expectBadField(await c.post(BANNERS, { ...body, position: 'footer' }), 'position');
      expect(await count(c, 'forum_banners')).toBe(before);
      const banner = await created<{ showing: boolean }>(c, BANNERS, body);
      expect(banner).toMatchObject({ active: true, showing: true, linkUrl: null });
      const showing = (await c.get(`${BANNERS}?showing=true&perPage=100`)).json().data;
      expect(showing.map((b: { id: number }) => b.id)).toContain(banner.id);
      expect(showing.every((b: { active: boolean; showing: boolean }) => b.active && b.showing)).toBe(true);
      const off = await c.patch(`${BANNERS}/${banner.id}`, { active: false });
      expect(off.json()).toMatchObject({ active: false, showing: false });
      expectBadField(await c.patch(`${BANNERS}/${banner.id}`, { activeTo: inHours(-3) }), 'activeTo');
      expect((await c.patch(`${BANNERS}/${banner.id}`, { activeTo: null, active: true })).json()).toMatchObject({
        activeTo: null,
        showing: true,
      });
      expect(await auditActions(c, `${BANNERS}/${banner.id}`)).toEqual(['update', 'update', 'create']);
      expect((await c.del(`${BANNERS}/${banner.id}`)).statusCode).toBe(204);
      expect((await c.get(`${BANNERS}/${banner.id}`)).statusCode).toBe(404);
    });
  });

  it('counts reports, streams and banners as the lists show them, and follows changes', async () => {
    const before = await stats();
    const categories = (await c.get(`${CATEGORIES}?perPage=100`)).json().data;
    expect(before.categories.map((f) => f.categoryId)).toEqual(categories.map((f: { id: number }) => f.id));
    for (const f of categories) {
      expect(before.categories.find((s) => s.categoryId === f.id)).toMatchObject({
        reports: f.reportCount,
        openReports: f.openReportCount,
      });
    }
    for (const status of ['open', 'resolved', 'dismissed'] as const) {
      expect(before.reports[status], status).toBe((await c.get(`${REPORTS}?status=${status}&perPage=1`)).json().total);
    }
    expect(before.openReportsByReason.reduce((a, r) => a + r.count, 0)).toBe(before.reports.open);
    const scheduled = (await c.get(`${STREAMS}?status=scheduled&sort=scheduledAt:asc&perPage=100`))
      .json()
      .data.filter((s: { scheduledAt: string }) => Date.parse(s.scheduledAt) >= associationNow());
    expect(before.streams.upcoming).toBe(scheduled.length);
    expect(before.nextStream?.id ?? null).toBe(scheduled[0]?.id ?? null);
    expect(before.activeBanners).toBe((await c.get(`${BANNERS}?showing=true&perPage=1`)).json().total);
    expect(before.activeBannersByPosition.reduce((a, p) => a + p.count, 0)).toBe(before.activeBanners);

    const category = categories[0];
    expect((await report(category.id, { reason: 'spam' })).statusCode).toBe(201);
    await created(c, BANNERS, {
      title: 'Banner Statistik',
      imageUrl: 'https://cdn.sejawat.id/stat.jpg',
      position: 'forum_sidebar',
      activeFrom: inHours(-1),
    });
    await created(c, STREAMS, {
      title: 'Webinar Statistik',
      url: 'https://live.sejawat.id/stat',
      scheduledAt: inHours(1),
    });
    const after = await stats();
    expect(after.reports.open).toBe(before.reports.open + 1);
    expect(after.categories[0]).toMatchObject({
      reports: before.categories[0]!.reports + 1,
      openReports: before.categories[0]!.openReports + 1,
    });
    expect(after.openReportsByReason.find((r) => r.reason === 'spam')!.count).toBe(
      before.openReportsByReason.find((r) => r.reason === 'spam')!.count + 1,
    );
    expect(after.activeBanners).toBe(before.activeBanners + 1);
    expect(after.activeBannersByPosition.find((p) => p.position === 'forum_sidebar')!.count).toBe(
      before.activeBannersByPosition.find((p) => p.position === 'forum_sidebar')!.count + 1,
    );
    expect(after.streams.upcoming).toBe(before.streams.upcoming + 1);
    expect(after.nextStream?.scheduledAt && Date.parse(after.nextStream.scheduledAt)).toBeLessThanOrEqual(
      associationNow() + 3_600_000 + 1000,
    );
  });

  it('exports each list as CSV, exactly as filtered', async () => {
    await expectExportMatchesList(c, CATEGORIES, 'active=true');
    await expectExportMatchesList(c, REPORTS, 'status=resolved');
    await expectExportMatchesList(c, STREAMS, 'status=ended');
    await expectExportMatchesList(c, BANNERS, 'position=home_top');
  });

  it('lets the client account neither read nor moderate the forum', async () => {
    for (const [method, url, body] of [
      ['GET', CATEGORIES],
      ['GET', REPORTS],
      ['POST', `${REPORTS}/1/resolve`, { resolution: 'Dihapus oleh klien.' }],
      ['GET', STREAMS],
      ['POST', `${STREAMS}/1/start`],
      ['GET', BANNERS],
      ['DELETE', `${BANNERS}/1`],
      ['GET', STATISTICS],
    ] as const) {
      expect((await asClient(c, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

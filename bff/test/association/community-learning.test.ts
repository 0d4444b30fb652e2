import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  addMember,
  API,
  asClient,
  auditActions,
  count,
  created,
  expectBadField,
  expectConflict,
  expectExportMatchesList,
  next,
  today,
} from './community-fixtures.js';
import { associationYear, BACKENDS, SEED_NOW, startAssociation, type AssociationClient } from './harness.js';

const COURSES = `${API}/online-courses`;
const ENROLMENTS = `${API}/course-enrolments`;
const EVENTS = `${API}/pit-events`;
const REGISTRATIONS = `${API}/pit-registrations`;

describe.each(BACKENDS)('online courses and PIT events on %s', (backend) => {
  let c: AssociationClient;
  let province: { id: number; name: string };

  beforeAll(async () => {
    c = await startAssociation(backend);
    province = (await c.get(`${API}/divisions?level=province&perPage=1&sort=code:desc`)).json().data[0];
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  const course = (over: Record<string, unknown> = {}) => ({
    title: `Kursus Uji Endodontik ${next()}`,
    provider: 'FKG Universitas Indonesia',
    skpCredits: 2,
    domain: 'learning',
    startDate: addDays(today(), -10),
    endDate: addDays(today(), 20),
    capacity: 50,
    ...over,
  });
  const openCourse = async (over: Record<string, unknown> = {}) => {
    const draft = await created<{ status: string; title: string }>(c, COURSES, course(over));
    const res = await c.post(`${COURSES}/${draft.id}/open`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; title: string; status: string };
  };
  const enrol = (courseId: number, memberId: number) => c.post(ENROLMENTS, { courseId, memberId });

  describe('online courses', () => {
    it('lists seeded courses with seat counts, filters and search', async () => {
      const page = (await c.get(`${COURSES}?perPage=100&sort=startDate:asc`)).json();
      expect(page.total).toBeGreaterThanOrEqual(20);
      for (const row of page.data) {
        expect(row.seatsLeft).toBe(row.capacity - row.enrolledCount);
        expect(row.completedCount).toBeLessThanOrEqual(row.enrolledCount);
      }
      const closed = (await c.get(`${COURSES}?status=closed&domain=learning&perPage=100`)).json().data;
      expect(
        closed.every((r: { status: string; domain: string }) => r.status === 'closed' && r.domain === 'learning'),
      ).toBe(true);
      const searched = (await c.get(`${COURSES}?q=universitas%20airlangga&perPage=100`)).json().data;
      expect(searched.every((r: { provider: string }) => r.provider === 'FKG Universitas Airlangga')).toBe(true);
      const window = (await c.get(`${COURSES}?startFrom=${today()}&perPage=100`)).json().data;
      expect(window.every((r: { startDate: string }) => r.startDate >= today())).toBe(true);
      const csv = await c.get(`${COURSES}/export.csv?status=closed`);
      expect(csv.body.trim().split('\r\n')).toHaveLength(
        (await c.get(`${COURSES}?status=closed&perPage=1`)).json().total + 1,
      );
    });

    it('creates drafts, refusing bad input naming the field, and only deletes drafts', async () => {
      const before = await count(c, 'online_courses');
      for (const [body, field] of [
        [course({ endDate: addDays(today(), -11) }), 'endDate'],
        [course({ skpCredits: 0.3 }), 'skpCredits'],
        [course({ domain: 'leisure' }), 'domain'],
        [course({ capacity: 0 }), 'capacity'],
        [course({ title: '  ' }), 'title'],
      ] as const) {
        expectBadField(await c.post(COURSES, body), field, field);
      }
      expect(await count(c, 'online_courses')).toBe(before);
      const draft = await created(c, COURSES, course({ skpCredits: 1.5, description: 'Kursus uji coba.' }));
      expect(draft).toMatchObject({ status: 'draft', skpCredits: 1.5, enrolledCount: 0, seatsLeft: 50 });
      expectConflict(await enrol(draft.id, (await addMember(c)).id), /is draft; members enrol only while it is open/);
      expect((await c.del(`${COURSES}/${draft.id}`)).statusCode).toBe(204);
      const open = await openCourse();
      expectConflict(await c.del(`${COURSES}/${open.id}`), /is open; only a draft course can be deleted/);
      expect((await c.get(`${COURSES}/999999`)).statusCode).toBe(404);
    });

    it('opens and closes a course once each, with the reason when refused', async () => {
      const draft = await created(c, COURSES, course());
      expectConflict(await c.post(`${COURSES}/${draft.id}/close`), /is draft; it can be closed only from open/);
      expect((await c.post(`${COURSES}/${draft.id}/open`)).json().status).toBe('open');
      expectConflict(await c.post(`${COURSES}/${draft.id}/open`), /is open; it can be opened only from draft/);
      expect((await c.post(`${COURSES}/${draft.id}/close`)).json().status).toBe('closed');
      expectConflict(await c.post(`${COURSES}/${draft.id}/close`), /is closed/);
      expectConflict(
        await c.patch(`${COURSES}/${draft.id}`, { capacity: 80 }),
        /is closed; a closed course no longer changes/,
      );
      expectConflict(await enrol(draft.id, (await addMember(c)).id), /is closed; members enrol only while it is open/);
      expect(await auditActions(c, `${COURSES}/${draft.id}`)).toEqual(['close', 'open', 'create']);
      expect((await c.post(`${COURSES}/999999/open`)).statusCode).toBe(404);
    });

    it('enrols members up to capacity, once each, and refuses closed files', async () => {
      const small = await openCourse({ capacity: 2 });
      const [a, b, extra] = [await addMember(c), await addMember(c), await addMember(c)];
      const first = await enrol(small.id, a.id);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        courseId: small.id,
        memberId: a.id,
        status: 'enrolled',
        completedAt: null,
        skpCredits: 2,
      });
      expectConflict(await enrol(small.id, a.id), new RegExp(`${a.fullName} is already enrolled`));
      expect((await enrol(small.id, b.id)).statusCode).toBe(201);
      const before = await count(c, 'course_enrolments');
      expectConflict(await enrol(small.id, extra.id), /is full: all 2 seats are taken/);
      expectBadField(await enrol(999999, extra.id), 'courseId');
      expectBadField(await enrol(small.id, 999999), 'memberId');
      const bigger = await openCourse();
      expectConflict(await enrol(bigger.id, (await addMember(c, 'deceased')).id), /is deceased/);
      expect(await count(c, 'course_enrolments')).toBe(before);
      expect((await c.get(`${COURSES}/${small.id}`)).json()).toMatchObject({ enrolledCount: 2, seatsLeft: 0 });
      expectConflict(
        await c.patch(`${COURSES}/${small.id}`, { capacity: 1 }),
        /has 2 enrolments; capacity cannot drop to 1/,
      );
      const grown = await c.patch(`${COURSES}/${small.id}`, { capacity: 3, endDate: addDays(today(), 40) });
      expect(grown.json()).toMatchObject({ capacity: 3, seatsLeft: 1 });
      expect((await c.get(`${COURSES}/${small.id}/audit`)).json().data[0]).toMatchObject({
        action: 'update',
        changes: { capacity: { from: 2, to: 3 } },
      });
      expect((await enrol(small.id, extra.id)).statusCode).toBe(201);
    });

    it('completes an enrolment once started, keeps completed ones, and lets members withdraw while open', async () => {
      const running = await openCourse();
      const future = await openCourse({ startDate: addDays(today(), 5), endDate: addDays(today(), 30) });
      const member = await addMember(c);
      const enrolment = (await enrol(running.id, member.id)).json();
      const early = (await enrol(future.id, member.id)).json();
      expectConflict(
        await c.post(`${ENROLMENTS}/${early.id}/complete`),
        /starts on .*; an enrolment is completed only once the course has started/,
      );
      const done = await c.post(`${ENROLMENTS}/${enrolment.id}/complete`);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ status: 'completed' });
      expect(done.json().completedAt).not.toBeNull();
      expectConflict(await c.post(`${ENROLMENTS}/${enrolment.id}/complete`), /was already completed/);
      expectConflict(
        await c.del(`${ENROLMENTS}/${enrolment.id}`),
        /is completed; a completed enrolment stays on record/,
      );
      expect(await auditActions(c, `${ENROLMENTS}/${enrolment.id}`)).toEqual(['complete', 'create']);
      expect(
        (await c.get(`${ENROLMENTS}?memberId=${member.id}&completed=true`))
          .json()
          .data.map((e: { id: number }) => e.id),
      ).toEqual([enrolment.id]);
      expect(
        (await c.get(`${ENROLMENTS}?courseId=${future.id}&completed=false`))
          .json()
          .data.map((e: { id: number }) => e.id),
      ).toEqual([early.id]);
      expect((await c.get(`${COURSES}/${running.id}`)).json()).toMatchObject({ enrolledCount: 1, completedCount: 1 });
      expect((await c.del(`${ENROLMENTS}/${early.id}`)).statusCode).toBe(204);
      expect((await c.get(`${ENROLMENTS}/${early.id}`)).statusCode).toBe(404);
      const another = (await enrol(running.id, (await addMember(c)).id)).json();
      await c.post(`${COURSES}/${running.id}/close`);
      expectConflict(await c.del(`${ENROLMENTS}/${another.id}`), /is closed; members withdraw only while it is open/);
      expect((await c.post(`${ENROLMENTS}/${another.id}/complete`)).statusCode).toBe(200);
      expect((await c.post(`${ENROLMENTS}/999999/complete`)).statusCode).toBe(404);
      const seeded = (await c.get(`${ENROLMENTS}?completed=true&sort=completedAt:desc&perPage=100`)).json().data;
      expect(
        seeded.every((e: { status: string; completedAt: string }) => e.status === 'completed' && e.completedAt),
      ).toBe(true);
    });
  });

  describe('PIT events', () => {
    const year = associationYear() + 3;
    const event = (over: Record<string, unknown> = {}) => ({
      name: `PIT Uji ${next()}`,
      year,
      city: 'Surabaya',
      venue: 'Grand City Convention Center',
      startDate: `${year}-08-12`,
      endDate: `${year}-08-14`,
      organiserDivisionId: province.id,
      registrationFee: 1_250_000,
      ...over,
    });

    it('lists seeded events with counts and filters', async () => {
      const national = (await c.get(`${EVENTS}?organiserDivisionId=1&sort=year:asc&perPage=100`)).json().data;
      expect(national.length).toBeGreaterThanOrEqual(7);
      expect(
        national.every((e: { organiserDivisionName: string }) => e.organiserDivisionName === 'Pengurus Besar'),
      ).toBe(true);
      const finished = (await c.get(`${EVENTS}?status=finished&perPage=100`)).json().data;
      expect(finished.length).toBeGreaterThan(0);
      expect(
        finished.every((e: { paidCount: number; registrationCount: number }) => e.paidCount <= e.registrationCount),
      ).toBe(true);
      const ofYear = (await c.get(`${EVENTS}?year=${national[0].year}`)).json().data;
      expect(ofYear.every((e: { year: number }) => e.year === national[0].year)).toBe(true);
      expect((await c.get(`${EVENTS}?q=${encodeURIComponent(national[0].city)}`)).json().total).toBeGreaterThan(0);
    });

    it('refuses bad events naming the field, and a second PIT of the same organiser and year', async () => {
      const before = await count(c, 'pit_events');
      for (const [body, field] of [
        [event({ startDate: `${year + 1}-01-10`, endDate: `${year + 1}-01-12` }), 'startDate'],
        [event({ endDate: `${year}-08-10` }), 'endDate'],
        [event({ organiserDivisionId: 999999 }), 'organiserDivisionId'],
        [event({ registrationFee: -5 }), 'registrationFee'],
        [event({ year: 1999 }), 'year'],
      ] as const) {
        expectBadField(await c.post(EVENTS, body), field, field);
      }
      const first = await created(c, EVENTS, event());
      expect(first).toMatchObject({
        status: 'planned',
        registrationCount: 0,
        paidCount: 0,
        cancellationReason: null,
        organiserDivisionName: province.name,
      });
      expectConflict(await c.post(EVENTS, event({ name: 'PIT Kembar' })), new RegExp(`already holds a PIT in ${year}`));
      expect(await count(c, 'pit_events')).toBe(before + 1);
      expect((await c.del(`${EVENTS}/${first.id}`)).statusCode).toBe(204);
    });

    it('walks planned -> registration open -> ongoing -> finished with registrations in between', async () => {
      const pit = await created<{ name: string }>(
        c,
        EVENTS,
        event({ year: year + 1, startDate: `${year + 1}-03-02`, endDate: `${year + 1}-03-04` }),
      );
      const [a, b] = [await addMember(c), await addMember(c)];
      expectConflict(
        await c.post(REGISTRATIONS, { eventId: pit.id, memberId: a.id }),
        /is planned; members register only while registration is open/,
      );
      expectConflict(
        await c.post(`${EVENTS}/${pit.id}/start`),
        /is planned; it can be started only from registration open/,
      );
      expect((await c.post(`${EVENTS}/${pit.id}/open-registration`)).json().status).toBe('registration_open');
      expectConflict(
        await c.post(`${EVENTS}/${pit.id}/open-registration`),
        /is registration open; it can be opened for registration only from planned/,
      );

      const ra = await created<{ paid: boolean; paidAt: string | null }>(c, REGISTRATIONS, {
        eventId: pit.id,
        memberId: a.id,
      });
      expect(ra).toMatchObject({ paid: false, paidAt: null, eventName: pit.name });
      const rb = await created<{ paid: boolean; paidAt: string | null }>(c, REGISTRATIONS, {
        eventId: pit.id,
        memberId: b.id,
        paid: true,
      });
      // Dated by the association's clock (the test database's stands at SEED_NOW), not the machine's.
      expect(new Date(rb.paidAt!).toISOString()).toBe(SEED_NOW.toISOString());
      expectConflict(
        await c.post(REGISTRATIONS, { eventId: pit.id, memberId: a.id }),
        new RegExp(`${a.fullName} is already registered`),
      );
      expectBadField(await c.post(REGISTRATIONS, { eventId: 999999, memberId: a.id }), 'eventId');
      expectConflict(
        await c.post(REGISTRATIONS, { eventId: pit.id, memberId: (await addMember(c, 'dismissed')).id }),
        /is dismissed/,
      );
      expectConflict(
        await c.del(`${REGISTRATIONS}/${rb.id}`),
        /is paid; mark it unpaid \(refund\) before withdrawing it/,
      );

      const paid = (await c.patch(`${REGISTRATIONS}/${ra.id}`, { paid: true })).json();
      expect(paid.paid).toBe(true);
      expect(new Date(paid.paidAt).toISOString()).toBe(SEED_NOW.toISOString());
      expect((await c.get(`${REGISTRATIONS}/${ra.id}/audit`)).json().data[0]).toMatchObject({
        action: 'update',
        changes: { paid: { from: false, to: true } },
      });
      const refunded = (await c.patch(`${REGISTRATIONS}/${rb.id}`, { paid: false })).json();
      expect(refunded).toMatchObject({ paid: false, paidAt: null });
      expect((await c.del(`${REGISTRATIONS}/${rb.id}`)).statusCode).toBe(204);
      expect((await c.get(`${EVENTS}/${pit.id}`)).json()).toMatchObject({ registrationCount: 1, paidCount: 1 });
      expect(
        (await c.get(`${REGISTRATIONS}?eventId=${pit.id}&paid=true`)).json().data.map((r: { id: number }) => r.id),
      ).toEqual([ra.id]);

      expect((await c.patch(`${EVENTS}/${pit.id}`, { venue: 'Jatim Expo' })).json().venue).toBe('Jatim Expo');
      expect((await c.post(`${EVENTS}/${pit.id}/start`)).json().status).toBe('ongoing');
      expectConflict(
        await c.post(REGISTRATIONS, { eventId: pit.id, memberId: b.id }),
        /is ongoing; members register only while registration is open/,
      );
      expectConflict(
        await c.patch(`${EVENTS}/${pit.id}`, { venue: 'Tempat Lain' }),
        /is ongoing; its details change only while planned or open for registration/,
      );
      expectConflict(
        await c.post(`${EVENTS}/${pit.id}/cancel`, { reason: 'Terlambat dibatalkan.' }),
        /is ongoing; it can be cancelled only from planned or registration open/,
      );
      expectConflict(await c.del(`${EVENTS}/${pit.id}`), /only a planned event can be deleted/);
      expect((await c.post(`${EVENTS}/${pit.id}/finish`)).json().status).toBe('finished');
      expectConflict(
        await c.patch(`${REGISTRATIONS}/${ra.id}`, { paid: false }),
        /is finished; its registrations no longer change/,
      );
      expect(await auditActions(c, `${EVENTS}/${pit.id}`)).toEqual([
        'finish',
        'start',
        'update',
        'open-registration',
        'create',
      ]);
    });

    it('cancels an event before it starts, with the reason', async () => {
      const pit = await created(
        c,
        EVENTS,
        event({ year: year + 2, startDate: `${year + 2}-05-02`, endDate: `${year + 2}-05-03` }),
      );
      expectBadField(await c.post(`${EVENTS}/${pit.id}/cancel`, {}), 'reason');
      expect((await c.get(`${EVENTS}/${pit.id}`)).json().status).toBe('planned');
      const cancelled = await c.post(`${EVENTS}/${pit.id}/cancel`, {
        reason: 'Gedung tidak tersedia pada tanggal tersebut.',
      });
      expect(cancelled.json()).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'Gedung tidak tersedia pada tanggal tersebut.',
      });
      expectConflict(await c.post(`${EVENTS}/${pit.id}/open-registration`), /is cancelled/);
      expect(
        (await c.get(`${EVENTS}?status=cancelled&perPage=100`)).json().data.map((e: { id: number }) => e.id),
      ).toContain(pit.id);
      expect((await c.post(`${EVENTS}/999999/cancel`, { reason: 'Tidak ada acaranya.' })).statusCode).toBe(404);
    });
  });

  it('exports each list as CSV, exactly as filtered', async () => {
    await expectExportMatchesList(c, ENROLMENTS, 'completed=true');
    await expectExportMatchesList(c, EVENTS, 'status=finished');
    await expectExportMatchesList(c, REGISTRATIONS, 'paid=true');
    await expectExportMatchesList(c, COURSES, 'domain=learning');
  });

  it('lets the client account neither read nor change courses and PIT events', async () => {
    for (const [method, url, body] of [
      ['GET', COURSES],
      ['POST', `${COURSES}/1/open`],
      ['GET', ENROLMENTS],
      ['POST', ENROLMENTS, { courseId: 1, memberId: 1 }],
      ['GET', EVENTS],
      ['POST', `${EVENTS}/1/start`],
      ['GET', REGISTRATIONS],
      ['PATCH', `${REGISTRATIONS}/1`, { paid: true }],
    ] as const) {
      expect((await asClient(c, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

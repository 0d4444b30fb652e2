import { courseEnrolmentsContract, onlineCoursesContract } from '../../../contract/association/community-courses.js';
import type { Db } from '../../db/db.js';
import { coded, conflict, notFound } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import { today } from '../../db/clock.js';
import {
  assertOpenFile,
  badField,
  CommunityRepository,
  idParam,
  memberOf,
  memberSearch,
  transition,
  type Transition,
} from './store.js';

type Row = Record<string, unknown>;

const COUNTS = `(SELECT count(*)::int FROM course_enrolments e WHERE e.course_id = c.id)`;
const COMPLETED = `(SELECT count(*)::int FROM course_enrolments e WHERE e.course_id = c.id AND e.completed_at IS NOT NULL)`;

const courses = new CommunityRepository(
  {
    entity: 'onlineCourse',
    table: 'online_courses',
    idColumn: 'c.id',
    select: `SELECT c.id, c.title, c.provider, c.description, c.skp_credits::float8 AS "skpCredits", c.domain,
                    c.start_date::text AS "startDate", c.end_date::text AS "endDate", c.capacity, c.status,
                    ${COUNTS} AS "enrolledCount", ${COMPLETED} AS "completedCount", greatest(c.capacity - ${COUNTS}, 0) AS "seatsLeft",
                    c.created_at AS "createdAt", c.updated_at AS "updatedAt"
               FROM online_courses c`,
    search: `c.title || ' ' || c.provider`,
    filters: {
      status: 'c.status = ?',
      domain: 'c.domain = ?',
      startFrom: 'c.start_date >= ?::date',
      startTo: 'c.start_date <= ?::date',
    },
    sorts: {
      startDate: 'c.start_date',
      title: 'c.title',
      skpCredits: 'c.skp_credits',
      capacity: 'c.capacity',
      status: 'c.status',
      createdAt: 'c.created_at',
    },
    columns: {
      title: 'title',
      provider: 'provider',
      description: 'description',
      skpCredits: 'skp_credits',
      domain: 'domain',
      startDate: 'start_date',
      endDate: 'end_date',
      capacity: 'capacity',
    },
  },
  onlineCoursesContract.defaultSort,
  {
    async prepare(_tx, body) {
      checkDates(body.startDate, body.endDate);
      return {
        title: body.title,
        provider: body.provider,
        description: body.description ?? '',
        skp_credits: body.skpCredits,
        domain: body.domain,
        start_date: body.startDate,
        end_date: body.endDate,
        capacity: body.capacity,
      };
    },
  },
);

function checkDates(startDate: unknown, endDate: unknown) {
  if (typeof startDate === 'string' && typeof endDate === 'string' && endDate < startDate)
    throw badField('endDate', 'must not be before startDate', coded('field.beforeStart'));
}

export const onlineCourses: ResourceModule = {
  contract: onlineCoursesContract,
  repository: courses,
  hooks: {
    async beforeUpdate(_db, current, body) {
      if (current.status === 'closed')
        throw conflict(`Online course ${String(current.id)} is closed; a closed course no longer changes`, coded('community.courseClosed', { id: Number(current.id) }));
      checkDates(body.startDate ?? current.startDate, body.endDate ?? current.endDate);
      if (typeof body.capacity === 'number' && body.capacity < Number(current.enrolledCount)) {
        throw conflict(
          `Online course ${String(current.id)} has ${String(current.enrolledCount)} enrolments; capacity cannot drop to ${body.capacity}`,
          coded('community.capacityBelowEnrolments', { id: Number(current.id), enrolled: Number(current.enrolledCount), capacity: body.capacity }),
        );
      }
    },
    async beforeDelete(_db, current) {
      if (current.status !== 'draft') {
        throw conflict(
          `Online course ${String(current.id)} is ${String(current.status)}; only a draft course can be deleted (close it instead)`,
          coded('community.courseDeleteOnlyDraft', { id: Number(current.id), state: String(current.status) }),
        );
      }
    },
  },
};

const enrolments = new CommunityRepository(
  {
    entity: 'courseEnrolment',
    table: 'course_enrolments',
    idColumn: 'e.id',
    select: `SELECT e.id, e.course_id AS "courseId", c.title AS "courseTitle", c.skp_credits::float8 AS "skpCredits",
                    e.member_id AS "memberId", m.full_name AS "memberName", m.npa AS "memberNpa",
                    CASE WHEN e.completed_at IS NULL THEN 'enrolled' ELSE 'completed' END AS status,
                    e.enrolled_at AS "enrolledAt", e.completed_at AS "completedAt"
               FROM course_enrolments e JOIN online_courses c ON c.id = e.course_id JOIN members m ON m.id = e.member_id`,
    search: `${memberSearch('m')} || ' ' || c.title`,
    filters: {
      courseId: 'e.course_id = ?',
      memberId: 'e.member_id = ?',
      completed: '(e.completed_at IS NOT NULL) = ?::boolean',
    },
    sorts: { enrolledAt: 'e.enrolled_at', completedAt: 'e.completed_at', memberName: 'm.full_name' },
  },
  courseEnrolmentsContract.defaultSort,
  {
    // The course row is locked first, so two enrolments for the last seat cannot both pass the capacity check.
    async prepare(tx, body) {
      const found = await tx.query<{ id: number; title: string; status: string; capacity: number }>(
        'SELECT id, title, status, capacity FROM online_courses WHERE id = $1 FOR UPDATE',
        [body.courseId],
      );
      const course = found.rows[0];
      if (!course) throw badField('courseId', 'must be the id of an online course', coded('field.unknownCourse'));
      const member = await memberOf(tx, body.memberId);
      if (course.status !== 'open')
        throw conflict(
          `Online course "${course.title}" is ${course.status}; members enrol only while it is open`,
          coded('community.enrolOnlyOpen', { title: course.title, state: course.status }),
        );
      assertOpenFile(member, 'enrolling in a course');
      const taken = await tx.query<{ id: number; n: number }>(
        `SELECT (SELECT id FROM course_enrolments WHERE course_id = $1 AND member_id = $2) AS id,
                (SELECT count(*)::int FROM course_enrolments WHERE course_id = $1) AS n`,
        [course.id, member.id],
      );
      const { id: existing, n } = taken.rows[0]!;
      if (existing)
        throw conflict(
          `${member.fullName} is already enrolled in "${course.title}" (enrolment ${existing})`,
          coded('community.alreadyEnrolled', { name: member.fullName, title: course.title, id: existing }),
        );
      if (n >= course.capacity)
        throw conflict(
          `Online course "${course.title}" is full: all ${course.capacity} seats are taken`,
          coded('community.courseFull', { title: course.title, capacity: course.capacity }),
        );
      return { course_id: course.id, member_id: member.id };
    },
  },
);

export const courseEnrolments: ResourceModule = {
  contract: courseEnrolmentsContract,
  repository: enrolments,
  hooks: {
    async beforeDelete(db, current) {
      if (current.completedAt !== null)
        throw conflict(
          `Enrolment ${String(current.id)} is completed; a completed enrolment stays on record`,
          coded('community.enrolmentKept', { id: Number(current.id) }),
        );
      const course = (
        await db.query<{ status: string }>('SELECT status FROM online_courses WHERE id = $1', [current.courseId])
      ).rows[0]!;
      if (course.status !== 'open')
        throw conflict(
          `Online course "${String(current.courseTitle)}" is ${course.status}; members withdraw only while it is open`,
          coded('community.withdrawOnlyOpen', { title: String(current.courseTitle), state: course.status }),
        );
    },
  },
};

const STEPS = {
  open: { from: ['draft'], to: 'open', action: 'open' },
  close: { from: ['open'], to: 'closed', action: 'close' },
} satisfies Record<string, Transition>;

const courseStep =
  (name: keyof typeof STEPS): OperationHandler =>
  async ({ db, request, actor }) => ({
    status: 200,
    body: await transition(db, {
      repository: courses,
      table: 'online_courses',
      what: 'Online course',
      label: (row) => `Online course "${String(row.title)}"`,
      id: idParam(request),
      step: STEPS[name],
      actor,
    }),
  });

async function complete(db: Db, id: number, actor: string) {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ completedAt: Date | null; startDate: string; title: string }>(
      `SELECT e.completed_at AS "completedAt", c.start_date::text AS "startDate", c.title
         FROM course_enrolments e JOIN online_courses c ON c.id = e.course_id WHERE e.id = $1 FOR UPDATE OF e`,
      [id],
    );
    const row = rows.rows[0];
    if (!row) throw notFound(`Course enrolment ${id}`);
    if (row.completedAt)
      throw conflict(
        `Enrolment ${id} was already completed on ${new Date(row.completedAt).toISOString().slice(0, 10)}`,
        coded('community.enrolmentCompleted', { id, date: new Date(row.completedAt).toISOString().slice(0, 10) }),
      );
    if (row.startDate > (await today(tx)))
      throw conflict(
        `"${row.title}" starts on ${row.startDate}; an enrolment is completed only once the course has started`,
        coded('community.courseNotStarted', { title: row.title, date: row.startDate }),
      );
    await tx.query('UPDATE course_enrolments SET completed_at = (SELECT sejawat_now()), updated_at = (SELECT sejawat_now()) WHERE id = $1', [id]);
    const after = await enrolments.get(tx, id);
    await writeAudit(tx, {
      entity: 'courseEnrolment',
      entityId: id,
      action: 'complete',
      actor,
      changes: { completedAt: { from: null, to: after.completedAt } } as Row,
    });
    return after;
  });
}

export const courseHandlers: Record<string, OperationHandler> = {
  openOnlineCourse: courseStep('open'),
  closeOnlineCourse: courseStep('close'),
  async completeCourseEnrolment({ db, request, actor }) {
    return { status: 200, body: await complete(db, idParam(request), actor) };
  },
};

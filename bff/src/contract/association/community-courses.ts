import { Type } from 'typebox';
import { Id, IsoDate, IsoDateTime, Text, ActivityDate } from './common.js';
import { API, BooleanFilter, DateFilter, errorReplies, IdFilter, IdParams, Said } from './community-common.js';
import { SKP_DOMAINS } from './members-licences.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

export const COURSES_TAG = 'Online Courses';
export const COURSE_SUBJECT = 'Course';

/** draft -> open (enrolment possible) -> closed. */
export const COURSE_STATUSES = ['draft', 'open', 'closed'] as const;
export const ENROLMENT_STATUSES = ['enrolled', 'completed'] as const;

const Status = Type.Enum(COURSE_STATUSES, { type: 'string' });
const Domain = Type.Enum(SKP_DOMAINS, { type: 'string', description: 'The SKP domain the credits count towards.' });
const Credits = Type.Number({
  minimum: 0.5,
  maximum: 50,
  multipleOf: 0.5,
  examples: [2],
  description: 'SKP credits a member earns on completion.',
});
const Capacity = Type.Integer({ minimum: 1, maximum: 100_000, examples: [500] });

export const OnlineCourseSchema = Type.Object(
  {
    id: Id,
    title: Type.String(),
    provider: Type.String({ examples: ['FKG Universitas Indonesia'] }),
    description: Type.String(),
    skpCredits: Type.Number({ examples: [2] }),
    domain: Domain,
    startDate: IsoDate,
    endDate: IsoDate,
    capacity: Type.Integer({ minimum: 1 }),
    status: Status,
    enrolledCount: Type.Integer({ minimum: 0, description: 'Enrolments, completed ones included.' }),
    completedCount: Type.Integer({ minimum: 0 }),
    seatsLeft: Type.Integer({ minimum: 0 }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocOnlineCourse', description: 'An online course (P2KB) that earns SKP credits on completion.' },
);

const CourseFields = {
  title: Said(200, 3),
  provider: Said(160),
  description: Text(4000),
  skpCredits: Credits,
  domain: Domain,
  startDate: ActivityDate,
  endDate: ActivityDate,
  capacity: Capacity,
};

export const onlineCoursesContract: ResourceContract = {
  name: 'online-courses',
  tag: COURSES_TAG,
  subject: COURSE_SUBJECT,
  singular: 'OnlineCourse',
  plural: 'OnlineCourses',
  description:
    'Online courses (P2KB) that earn SKP credits. A course is created as a draft, opened for enrolment and closed; ' +
    'endDate is not before startDate (400). A closed course no longer changes (409) and capacity never drops below the ' +
    'enrolments (409). Only a draft can be deleted.',
  entity: OnlineCourseSchema,
  create: Type.Object(
    {
      title: CourseFields.title,
      provider: CourseFields.provider,
      description: Type.Optional(CourseFields.description),
      skpCredits: Credits,
      domain: Domain,
      startDate: ActivityDate,
      endDate: ActivityDate,
      capacity: Capacity,
    },
    {
      additionalProperties: false,
      examples: [
        {
          title: 'Penatalaksanaan Nyeri Pasca Pencabutan Gigi Molar Tiga',
          provider: 'FKG Universitas Indonesia',
          skpCredits: 2,
          domain: 'learning',
          startDate: '2026-12-01',
          endDate: '2026-12-31',
          capacity: 500,
        },
      ],
    },
  ),
  update: Type.Partial(Type.Object(CourseFields), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ capacity: 750 }],
  }),
  remove: true,
  filters: {
    status: Status,
    domain: Domain,
    startFrom: DateFilter('Starting on or after.'),
    startTo: DateFilter('Starting on or before.'),
  },
  sorts: ['startDate', 'title', 'skpCredits', 'capacity', 'status', 'createdAt'],
  defaultSort: 'startDate:desc',
  searchable: ['title', 'provider'],
};

export const CourseEnrolmentSchema = Type.Object(
  {
    id: Id,
    courseId: Id,
    courseTitle: Type.String(),
    skpCredits: Type.Number({ examples: [2] }),
    memberId: Id,
    memberName: Type.String(),
    memberNpa: Type.Union([Type.String(), Type.Null()]),
    status: Type.Enum(ENROLMENT_STATUSES, { type: 'string' }),
    enrolledAt: IsoDateTime,
    completedAt: Type.Union([IsoDateTime, Type.Null()]),
  },
  { $id: 'AssocCourseEnrolment', description: 'A member enrolled in an online course.' },
);

export const courseEnrolmentsContract: ResourceContract = {
  name: 'course-enrolments',
  tag: COURSES_TAG,
  subject: COURSE_SUBJECT,
  singular: 'CourseEnrolment',
  plural: 'CourseEnrolments',
  description:
    'Enrolments in online courses. Enrolling needs an open course with a seat left and a member not enrolled yet ' +
    '(409 otherwise, saying which); deceased or dismissed members cannot enrol. An enrolment is completed by ' +
    'completeCourseEnrolment; withdrawing (delete) is possible until it is completed and while the course is open.',
  entity: CourseEnrolmentSchema,
  create: Type.Object(
    { courseId: Id, memberId: Id },
    { additionalProperties: false, examples: [{ courseId: 3, memberId: 12 }] },
  ),
  remove: true,
  filters: {
    courseId: IdFilter('Enrolments in this course.'),
    memberId: IdFilter('Enrolments of this member.'),
    completed: BooleanFilter('Completed (true) or still running (false).'),
  },
  sorts: ['enrolledAt', 'completedAt', 'memberName'],
  defaultSort: 'enrolledAt:desc',
  searchable: ['memberName', 'member NPA', 'courseTitle'],
};

const course = { tag: COURSES_TAG, subject: COURSE_SUBJECT, action: 'update', params: IdParams } as const;

export const courseOperations: OperationContract[] = [
  {
    ...course,
    method: 'POST',
    path: `${API}/online-courses/:id/open`,
    operationId: 'openOnlineCourse',
    summary: 'Open a course for enrolment',
    description: 'draft -> open; 409 from any other state.',
    response: { 200: OnlineCourseSchema, ...errorReplies(404, 409) },
  },
  {
    ...course,
    method: 'POST',
    path: `${API}/online-courses/:id/close`,
    operationId: 'closeOnlineCourse',
    summary: 'Close a course',
    description:
      'open -> closed: no more enrolments or withdrawals; running enrolments can still be completed. 409 from any other state.',
    response: { 200: OnlineCourseSchema, ...errorReplies(404, 409) },
  },
  {
    ...course,
    method: 'POST',
    path: `${API}/course-enrolments/:id/complete`,
    operationId: 'completeCourseEnrolment',
    summary: 'Complete an enrolment',
    description:
      'Records that the member finished the course (completedAt); 409 when it is already completed or the course has not started yet.',
    response: { 200: CourseEnrolmentSchema, ...errorReplies(404, 409) },
  },
];

import { Type } from 'typebox';
import { Id, IsoDate, IsoDateTime, ActivityDate } from './common.js';
import { API, BooleanFilter, errorReplies, IdFilter, IdParams, Reason, Rupiah, Said } from './community-common.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

export const PIT_TAG = 'PIT Events';
export const PIT_SUBJECT = 'PitEvent';

/** planned -> registration_open -> ongoing -> finished; cancelled from planned or registration_open. */
export const PIT_STATUSES = ['planned', 'registration_open', 'ongoing', 'finished', 'cancelled'] as const;

const Status = Type.Enum(PIT_STATUSES, { type: 'string' });
const Year = Type.Integer({ minimum: 2000, maximum: 2100, examples: [2027] });

export const PitEventSchema = Type.Object(
  {
    id: Id,
    name: Type.String({ examples: ['PIT Nasional 2027'] }),
    year: Type.Integer(),
    city: Type.String(),
    venue: Type.String(),
    startDate: IsoDate,
    endDate: IsoDate,
    organiserDivisionId: Id,
    organiserDivisionName: Type.String(),
    registrationFee: Rupiah,
    status: Status,
    cancellationReason: Type.Union([Type.String(), Type.Null()]),
    registrationCount: Type.Integer({ minimum: 0 }),
    paidCount: Type.Integer({ minimum: 0 }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  {
    $id: 'AssocPitEvent',
    description:
      'An annual scientific meeting (PIT, Pertemuan Ilmiah Tahunan) organised by the national board, a province or a branch.',
  },
);

const PitFields = {
  name: Said(200, 3),
  year: Year,
  city: Said(120),
  venue: Said(200),
  startDate: ActivityDate,
  endDate: ActivityDate,
  organiserDivisionId: Id,
  registrationFee: Rupiah,
};

export const pitEventsContract: ResourceContract = {
  name: 'pit-events',
  tag: PIT_TAG,
  subject: PIT_SUBJECT,
  singular: 'PitEvent',
  plural: 'PitEvents',
  description:
    'Annual scientific meetings (PIT). One per organising division and year (409 on a second). The dates fall in the ' +
    'year and endDate is not before startDate (400). Details change only while planned or open for registration (409 ' +
    'after); only a planned event can be deleted, a later one is cancelled instead.',
  entity: PitEventSchema,
  create: Type.Object(PitFields, {
    additionalProperties: false,
    examples: [
      {
        name: 'PIT Nasional 2027',
        year: 2027,
        city: 'Surabaya',
        venue: 'Grand City Convention Center',
        startDate: '2027-08-12',
        endDate: '2027-08-14',
        organiserDivisionId: 1,
        registrationFee: 2500000,
      },
    ],
  }),
  update: Type.Partial(Type.Object(PitFields), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ venue: 'Jatim Expo' }],
  }),
  remove: true,
  filters: {
    status: Status,
    year: Year,
    organiserDivisionId: IdFilter('Events this division organises.'),
  },
  sorts: ['startDate', 'year', 'name', 'status', 'registrationFee'],
  defaultSort: 'startDate:desc',
  searchable: ['name', 'city', 'venue'],
};

export const PitRegistrationSchema = Type.Object(
  {
    id: Id,
    eventId: Id,
    eventName: Type.String(),
    memberId: Id,
    memberName: Type.String(),
    memberNpa: Type.Union([Type.String(), Type.Null()]),
    paid: Type.Boolean(),
    paidAt: Type.Union([IsoDateTime, Type.Null()]),
    registeredAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocPitRegistration', description: "A member's registration for a PIT." },
);

export const pitRegistrationsContract: ResourceContract = {
  name: 'pit-registrations',
  tag: PIT_TAG,
  subject: PIT_SUBJECT,
  singular: 'PitRegistration',
  plural: 'PitRegistrations',
  description:
    'Registrations for PIT events: one per member and event (409 on a second), only while the event is open for ' +
    'registration (409 otherwise); deceased or dismissed members cannot register. The paid flag changes until the ' +
    'event is finished or cancelled. A registration is withdrawn (delete) only while registration is open and it is ' +
    'not paid.',
  entity: PitRegistrationSchema,
  create: Type.Object(
    { eventId: Id, memberId: Id, paid: Type.Optional(Type.Boolean()) },
    { additionalProperties: false, examples: [{ eventId: 4, memberId: 12, paid: false }] },
  ),
  update: Type.Partial(Type.Object({ paid: Type.Boolean() }), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ paid: true }],
  }),
  remove: true,
  filters: {
    eventId: IdFilter('Registrations for this event.'),
    memberId: IdFilter('Registrations of this member.'),
    paid: BooleanFilter('Paid (true) or not yet (false).'),
  },
  sorts: ['registeredAt', 'memberName', 'paid'],
  defaultSort: 'registeredAt:desc',
  searchable: ['memberName', 'member NPA', 'eventName'],
};

const step = { tag: PIT_TAG, subject: PIT_SUBJECT, action: 'update', params: IdParams } as const;
const replies = { 200: PitEventSchema, ...errorReplies(404, 409) };
const EVENTS = `${API}/pit-events`;

export const pitOperations: OperationContract[] = [
  {
    ...step,
    method: 'POST',
    path: `${EVENTS}/:id/open-registration`,
    operationId: 'openPitRegistration',
    summary: 'Open registration for a PIT',
    description: 'planned -> registration_open; 409 from any other state.',
    response: replies,
  },
  {
    ...step,
    method: 'POST',
    path: `${EVENTS}/:id/start`,
    operationId: 'startPitEvent',
    summary: 'Start a PIT',
    description: 'registration_open -> ongoing (registration closes); 409 from any other state.',
    response: replies,
  },
  {
    ...step,
    method: 'POST',
    path: `${EVENTS}/:id/finish`,
    operationId: 'finishPitEvent',
    summary: 'Finish a PIT',
    description: 'ongoing -> finished; 409 from any other state.',
    response: replies,
  },
  {
    ...step,
    method: 'POST',
    path: `${EVENTS}/:id/cancel`,
    operationId: 'cancelPitEvent',
    summary: 'Cancel a PIT',
    description: 'planned or registration_open -> cancelled, with the reason; 409 once it has started.',
    body: Type.Object(
      { reason: Reason },
      { additionalProperties: false, examples: [{ reason: 'Venue unavailable after the earthquake' }] },
    ),
    response: replies,
  },
];

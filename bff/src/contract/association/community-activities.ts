import { Type } from 'typebox';
import { Id, IsoDate, IsoDateTime, Text, ActivityDate } from './common.js';
import { DateFilter, IdFilter, Said } from './community-common.js';
import type { ResourceContract } from './resource.js';

export const ACTIVITY_TYPES = [
  'seminar',
  'workshop',
  'webinar',
  'social_service',
  'dental_health_education',
  'meeting',
  'other',
] as const;
const Kind = Type.Enum(ACTIVITY_TYPES, { type: 'string' });

export const ActivitySchema = Type.Object(
  {
    id: Id,
    title: Type.String(),
    divisionId: Id,
    divisionName: Type.String(),
    date: IsoDate,
    location: Type.String(),
    type: Kind,
    participantsCount: Type.Integer({ minimum: 0 }),
    description: Type.String(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  {
    $id: 'AssocActivity',
    description: 'An activity (kegiatan) a board held or plans: a seminar, a social service day, a meeting.',
  },
);

const ActivityFields = {
  title: Said(200, 3),
  date: ActivityDate,
  location: Said(200),
  type: Kind,
  participantsCount: Type.Integer({ minimum: 0, maximum: 1_000_000, examples: [120] }),
  description: Text(4000),
};

export const activitiesContract: ResourceContract = {
  name: 'activities',
  tag: 'Activities',
  subject: 'Activity',
  singular: 'Activity',
  plural: 'Activities',
  description:
    'Activities (kegiatan) of the boards. A division must exist (400 naming divisionId); the provinceId filter covers the province and its branches.',
  entity: ActivitySchema,
  create: Type.Object(
    {
      divisionId: Id,
      title: ActivityFields.title,
      date: ActivityDate,
      location: ActivityFields.location,
      type: Kind,
      participantsCount: Type.Optional(ActivityFields.participantsCount),
      description: Type.Optional(ActivityFields.description),
    },
    {
      additionalProperties: false,
      examples: [
        {
          divisionId: 40,
          title: 'Bakti Sosial Pemeriksaan Gigi Anak SD',
          date: '2026-10-17',
          location: 'SDN 3 Cibeunying, Bandung',
          type: 'social_service',
          participantsCount: 240,
        },
      ],
    },
  ),
  update: Type.Partial(Type.Object({ divisionId: Id, ...ActivityFields }), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ participantsCount: 260 }],
  }),
  remove: true,
  filters: {
    divisionId: IdFilter('Activities of this board.'),
    provinceId: IdFilter('Activities of this province and its branches.'),
    type: Kind,
    from: DateFilter('Held on or after.'),
    to: DateFilter('Held on or before.'),
  },
  sorts: ['date', 'title', 'participantsCount', 'type', 'createdAt'],
  defaultSort: 'date:desc',
  searchable: ['title', 'location', 'divisionName'],
};

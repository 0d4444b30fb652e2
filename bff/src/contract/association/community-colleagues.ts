import { Type } from 'typebox';
import { Id, IsoDate, IsoDateTime, Text, PastDate } from './common.js';
import { IdFilter } from './community-common.js';
import type { ResourceContract } from './resource.js';

/**
 * How two members work together: partners at the same practice place, partners who refer patients to each other, or
 * a mentor (memberId) guiding a younger colleague (colleagueId).
 */
export const COLLEAGUE_RELATIONS = ['practice_partner', 'referral_partner', 'mentor'] as const;
const Relation = Type.Enum(COLLEAGUE_RELATIONS, { type: 'string' });

export const ColleagueSchema = Type.Object(
  {
    id: Id,
    memberId: Id,
    memberName: Type.String(),
    memberDivisionName: Type.String(),
    colleagueId: Id,
    colleagueName: Type.String(),
    colleagueDivisionName: Type.String(),
    relation: Relation,
    practicePlace: Type.String({ examples: ['Klinik Gigi Senyum Sehat, Bandung'] }),
    since: IsoDate,
    notes: Type.String(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocColleague', description: 'A colleague link (sejawat) between two members.' },
);

const ColleagueFields = { relation: Relation, practicePlace: Text(200), since: PastDate, notes: Text(1000) };

export const colleaguesContract: ResourceContract = {
  name: 'colleagues',
  tag: 'Colleagues',
  subject: 'Colleague',
  singular: 'Colleague',
  plural: 'Colleagues',
  description:
    'The colleague (sejawat) directory: links between two members who practise together, refer patients to each other, ' +
    "or mentor one another; the member app shows each member's colleagues from it. Chosen over a list of partner " +
    'organisations because the store slice sits with the member-centred slices and the product itself is named after ' +
    'the colleague relation. One link per pair of members, whichever way round (409 on a second); a member is not ' +
    'their own colleague (400); deceased or dismissed members get no new links (409); since is not in the future. ' +
    'The memberId filter finds links on either side.',
  entity: ColleagueSchema,
  create: Type.Object(
    {
      memberId: Id,
      colleagueId: Id,
      relation: Relation,
      practicePlace: Type.Optional(ColleagueFields.practicePlace),
      since: IsoDate,
      notes: Type.Optional(ColleagueFields.notes),
    },
    {
      additionalProperties: false,
      examples: [
        {
          memberId: 12,
          colleagueId: 31,
          relation: 'practice_partner',
          practicePlace: 'Klinik Gigi Senyum Sehat, Bandung',
          since: '2021-03-01',
        },
      ],
    },
  ),
  update: Type.Partial(Type.Object(ColleagueFields), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ relation: 'referral_partner' }],
  }),
  remove: true,
  filters: {
    memberId: IdFilter('Links of this member, on either side.'),
    relation: Relation,
    divisionId: IdFilter('Links where either member belongs to this branch.'),
  },
  sorts: ['since', 'memberName', 'colleagueName', 'relation', 'createdAt'],
  defaultSort: 'since:desc',
  searchable: ['memberName', 'colleagueName', 'practicePlace'],
};

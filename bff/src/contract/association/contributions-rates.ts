import { Type } from 'typebox';
import { Id, IsoDate, IsoDateTime, Name } from './common.js';
import { CONTRIBUTION_SUBJECT, CONTRIBUTIONS_TAG, DateFilter, MEMBER_CATEGORIES, Money } from './contributions-common.js';
import type { ResourceContract } from './resource.js';

const Share = Type.Integer({ minimum: 0, maximum: 100, description: 'Percent; the three shares sum to 100.' });

export const ContributionRateSchema = Type.Object(
  {
    id: Id,
    name: Type.String({ examples: ['Iuran Anggota Biasa'] }),
    category: Type.Enum(MEMBER_CATEGORIES, { type: 'string' }),
    period: Type.Literal('yearly'),
    amount: Money,
    nationalShare: Share,
    provinceShare: Share,
    branchShare: Share,
    validFrom: IsoDate,
    validTo: Type.Union([IsoDate, Type.Null()]),
    dueCount: Type.Integer({ minimum: 0, description: 'Dues priced at this rate; a rate in use keeps its amount and shares.' }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  {
    $id: 'AssocContributionRate',
    description: 'The yearly dues of one member category over a validity window, and how they split between the levels.',
  },
);

const RateFields = {
  name: Name,
  category: Type.Enum(MEMBER_CATEGORIES, { type: 'string' }),
  period: Type.Literal('yearly'),
  amount: Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Whole rupiah per period.' }),
  nationalShare: Share,
  provinceShare: Share,
  branchShare: Share,
  validFrom: IsoDate,
  validTo: Type.Union([IsoDate, Type.Null()]),
};

export const contributionRatesContract: ResourceContract = {
  name: 'contributions/rates',
  tag: CONTRIBUTIONS_TAG,
  subject: CONTRIBUTION_SUBJECT,
  singular: 'ContributionRate',
  plural: 'ContributionRates',
  description:
    'Dues rates per member category. Validity windows of one category never overlap (409); the shares sum to 100 ' +
    '(400 naming the share fields). A rate that priced dues keeps its amount, shares, category and start.',
  entity: ContributionRateSchema,
  create: Type.Object(
    {
      name: RateFields.name,
      category: RateFields.category,
      period: Type.Optional(RateFields.period),
      amount: RateFields.amount,
      nationalShare: RateFields.nationalShare,
      provinceShare: RateFields.provinceShare,
      branchShare: RateFields.branchShare,
      validFrom: RateFields.validFrom,
      validTo: Type.Optional(RateFields.validTo),
    },
    {
      additionalProperties: false,
      examples: [{ name: 'Iuran Anggota Biasa', category: 'ordinary', amount: 600000, nationalShare: 20, provinceShare: 30, branchShare: 50, validFrom: '2027-01-01' }],
    },
  ),
  update: Type.Partial(Type.Object(RateFields), { additionalProperties: false, minProperties: 1, examples: [{ validTo: '2027-12-31' }] }),
  remove: true,
  filters: {
    category: Type.Enum(MEMBER_CATEGORIES, { type: 'string' }),
    validOn: DateFilter('Only the rates valid on this day.'),
  },
  sorts: ['validFrom', 'name', 'category', 'amount'],
  defaultSort: 'validFrom:desc',
  searchable: ['name'],
};

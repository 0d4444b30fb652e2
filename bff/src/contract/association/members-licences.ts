import { Type } from 'typebox';
import { Id, IsoDate, IsoDateTime, Name, Text, PastDate } from './common.js';
import { errorReplies, IdParams, MEMBER_SEARCH } from './members-common.js';
import { StrRecordSchema } from './members-str.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

export const SIP_STATUSES = ['active', 'expiring', 'expired'] as const;
export const SKP_DOMAINS = ['learning', 'service', 'community', 'free'] as const;
/** SKP needed per 5-year SIP period, and the minimum share of each domain (KMK HK.01.07/MENKES/1561/2024). */
export const SKP_REQUIRED = 100;
export const SKP_MINIMUMS = { learning: 45, service: 35, community: 5 } as const;
/** A SIP is "expiring" this many days before it ends. */
export const SIP_EXPIRING_DAYS = 180;

const SipStatus = Type.Enum(SIP_STATUSES, { type: 'string' });
const Domain = Type.Enum(SKP_DOMAINS, { type: 'string' });
const SipNumber = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z ./-]{2,59}$', examples: ['503/0123/SIP-DRG/DPMPTSP/2025'] });
const Credits = Type.Number({ minimum: 0.5, maximum: 50, multipleOf: 0.5 });

export const SipPermitSchema = Type.Object(
  {
    id: Id,
    memberId: Id,
    memberName: Type.String(),
    number: Type.String(),
    practicePlace: Type.String({ examples: ['Klinik Gigi Senyum Sehat'] }),
    city: Type.String(),
    issuedAt: IsoDate,
    expiresAt: IsoDate,
    status: Type.Enum(SIP_STATUSES, { type: 'string', description: `Computed: expired past expiresAt, expiring within ${SIP_EXPIRING_DAYS} days of it, active otherwise.` }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocSipPermit', description: 'A practice permit (SIP) for one practice place, valid five years from issue.' },
);

const SipFields = { number: SipNumber, practicePlace: Name, city: Text(120, 1), issuedAt: PastDate };

export const sipPermitsContract: ResourceContract = {
  name: 'sip-permits',
  tag: 'Licences',
  subject: 'Licence',
  singular: 'SipPermit',
  plural: 'SipPermits',
  description: 'Practice permits (SIP): one per practice place, valid five years (expiresAt follows issuedAt); at most three valid at once per member. expiringBefore keeps permits ending on or before the day; number finds one permit exactly.',
  entity: SipPermitSchema,
  create: Type.Object(
    { memberId: Id, ...SipFields },
    { additionalProperties: false, examples: [{ memberId: 12, number: '503/0123/SIP-DRG/2025', practicePlace: 'Klinik Gigi Senyum Sehat', city: 'Bandung', issuedAt: '2025-01-06' }] },
  ),
  update: Type.Partial(Type.Object(SipFields), { additionalProperties: false, minProperties: 1, examples: [{ practicePlace: 'RSUD Kota Bandung' }] }),
  remove: true,
  filters: { status: SipStatus, memberId: Id, expiringBefore: IsoDate, number: SipNumber },
  sorts: ['expiresAt', 'issuedAt', 'number', 'memberName', 'city'],
  defaultSort: 'expiresAt:asc',
  searchable: MEMBER_SEARCH,
};

export const SkpEntrySchema = Type.Object(
  {
    id: Id,
    memberId: Id,
    memberName: Type.String(),
    activity: Type.String({ examples: ['Pertemuan Ilmiah Tahunan 2026'] }),
    domain: Domain,
    credits: Type.Number({ examples: [12.5] }),
    earnedAt: IsoDate,
    source: Type.String({ examples: ['PIT PDGI'] }),
    createdAt: IsoDateTime,
  },
  { $id: 'AssocSkpEntry', description: 'Continuing-development credits (SKP) a member earned in one activity.' },
);

const SkpFields = { activity: Text(200, 1), domain: Domain, credits: Credits, earnedAt: PastDate, source: Text(160, 1) };

export const skpEntriesContract: ResourceContract = {
  name: 'skp-entries',
  tag: 'Licences',
  subject: 'Licence',
  singular: 'SkpEntry',
  plural: 'SkpEntries',
  description: 'The SKP ledger: credits by domain (learning, service, community, free), 0.5 to 50 per activity, never earned in the future.',
  entity: SkpEntrySchema,
  create: Type.Object(
    { memberId: Id, ...SkpFields },
    { additionalProperties: false, examples: [{ memberId: 12, activity: 'Workshop endodontik', domain: 'learning', credits: 6, earnedAt: '2026-05-14', source: 'PDGI Cabang Bandung' }] },
  ),
  update: Type.Partial(Type.Object(SkpFields), { additionalProperties: false, minProperties: 1, examples: [{ credits: 8 }] }),
  remove: true,
  filters: { memberId: Id, domain: Domain, earnedFrom: IsoDate, earnedTo: IsoDate },
  sorts: ['earnedAt', 'credits', 'domain', 'memberName'],
  defaultSort: 'earnedAt:desc',
  searchable: MEMBER_SEARCH,
};

const DomainNumbers = (description: string) =>
  Type.Object({ total: Type.Number(), learning: Type.Number(), service: Type.Number(), community: Type.Number() }, { description });

export const MemberLicencesSchema = Type.Object(
  {
    str: Type.Array(StrRecordSchema),
    sip: Type.Array(SipPermitSchema),
    skp: Type.Object({
      period: Type.Object(
        { from: IsoDate, to: IsoDate, sipId: Type.Union([Id, Type.Null()]) },
        { description: 'The 5-year window of the latest SIP; without a SIP, the five years up to today (sipId null).' },
      ),
      total: Type.Number(),
      byDomain: Type.Object({ learning: Type.Number(), service: Type.Number(), community: Type.Number(), free: Type.Number() }),
      required: Type.Number({ examples: [SKP_REQUIRED] }),
      minimums: Type.Object({ learning: Type.Number(), service: Type.Number(), community: Type.Number() }, { description: 'Credits each domain needs at least (percent of required).' }),
      shortfall: DomainNumbers('Credits still needed: total is what it takes to reach the requirement with every domain minimum met.'),
      projectedShortfall: DomainNumbers('What would still be missing when the period ends at the average pace of the last 365 days.'),
    }),
  },
  { title: 'MemberLicences' },
);

export const licenceOperations: OperationContract[] = [
  {
    method: 'GET',
    path: '/api/association/members/:id/licences',
    operationId: 'getMemberLicences',
    tag: 'Licences',
    subject: 'Licence',
    action: 'read',
    summary: 'Credential summary of a member',
    description: 'The member\'s STRs and SIPs (newest first) and the SKP position in the latest SIP\'s period, with the shortfall now and projected at its end.',
    params: IdParams,
    response: { 200: MemberLicencesSchema, ...errorReplies(404) },
  },
];

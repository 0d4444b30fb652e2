import { Type } from 'typebox';
import { Id, IsoDate, IsoDateTime, Text, PastDate } from './common.js';
import { MEMBER_SEARCH, MonthCountSchema, ProvinceCountSchema } from './members-common.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

export const SEVERITIES = ['mild', 'moderate', 'severe', 'critical'] as const;
export const VACCINES = ['CoronaVac', 'AstraZeneca', 'Pfizer-BioNTech', 'Moderna', 'Sinopharm', 'Janssen', 'Novavax', 'Zifivax', 'IndoVac', 'InaVac'] as const;

const Severity = Type.Enum(SEVERITIES, { type: 'string' });
const Vaccine = Type.Enum(VACCINES, { type: 'string' });
const Dose = Type.Integer({ minimum: 1, maximum: 4, examples: [1] });
const Notes = Text(1000);
const tagged = { tag: 'Mitigation', subject: 'Mitigation' } as const;

export const SurvivorSchema = Type.Object(
  {
    id: Id,
    memberId: Id,
    memberName: Type.String(),
    diagnosedAt: IsoDate,
    recoveredAt: Type.Union([IsoDate, Type.Null()]),
    severity: Severity,
    notes: Type.String(),
    createdAt: IsoDateTime,
  },
  { $id: 'AssocSurvivor', description: 'A member who fell ill in the pandemic (Penyintas), with the course of the illness.' },
);

const SurvivorFields = { diagnosedAt: PastDate, recoveredAt: Type.Union([PastDate, Type.Null()]), severity: Severity, notes: Notes };

export const survivorsContract: ResourceContract = {
  ...tagged,
  name: 'survivors',
  singular: 'Survivor',
  plural: 'Survivors',
  description: 'Pandemic survivors among members (Penyintas); recoveredAt is never before diagnosedAt.',
  entity: SurvivorSchema,
  create: Type.Object(
    { memberId: Id, diagnosedAt: PastDate, recoveredAt: Type.Optional(SurvivorFields.recoveredAt), severity: Severity, notes: Type.Optional(Notes) },
    { additionalProperties: false, examples: [{ memberId: 12, diagnosedAt: '2021-07-02', recoveredAt: '2021-07-20', severity: 'moderate' }] },
  ),
  update: Type.Partial(Type.Object(SurvivorFields), { additionalProperties: false, minProperties: 1, examples: [{ recoveredAt: '2021-07-20' }] }),
  remove: true,
  filters: { memberId: Id, severity: Severity, recovered: Type.Boolean({ examples: [true] }), provinceId: Id, diagnosedFrom: IsoDate, diagnosedTo: IsoDate },
  sorts: ['diagnosedAt', 'recoveredAt', 'severity', 'memberName'],
  defaultSort: 'diagnosedAt:desc',
  searchable: MEMBER_SEARCH,
};

export const DeathSchema = Type.Object(
  {
    id: Id,
    memberId: Id,
    memberName: Type.String(),
    diedAt: IsoDate,
    cause: Type.String(),
    covidRelated: Type.Boolean(),
    notes: Type.String(),
    createdAt: IsoDateTime,
  },
  { $id: 'AssocDeath', description: 'The death of a member (Kematian). Recording it makes the member deceased.' },
);

const DeathFields = { diedAt: PastDate, cause: Text(300, 1), covidRelated: Type.Boolean(), notes: Notes };

export const deathsContract: ResourceContract = {
  ...tagged,
  name: 'deaths',
  singular: 'Death',
  plural: 'Deaths',
  description: 'Deaths of members. Recording one sets the member deceased in the same transaction (409 if already deceased or dismissed); records are never deleted.',
  entity: DeathSchema,
  create: Type.Object(
    { memberId: Id, diedAt: PastDate, cause: DeathFields.cause, covidRelated: Type.Boolean(), notes: Type.Optional(Notes) },
    { additionalProperties: false, examples: [{ memberId: 12, diedAt: '2021-07-14', cause: 'COVID-19 pneumonia', covidRelated: true }] },
  ),
  update: Type.Partial(Type.Object(DeathFields), { additionalProperties: false, minProperties: 1, examples: [{ notes: 'Reported by the branch' }] }),
  filters: { memberId: Id, covidRelated: Type.Boolean({ examples: [true] }), provinceId: Id, diedFrom: IsoDate, diedTo: IsoDate },
  sorts: ['diedAt', 'memberName'],
  defaultSort: 'diedAt:desc',
  searchable: MEMBER_SEARCH,
};

export const VaccinationSchema = Type.Object(
  {
    id: Id,
    memberId: Id,
    memberName: Type.String(),
    vaccine: Vaccine,
    dose: Dose,
    vaccinatedAt: IsoDate,
    location: Type.String(),
    createdAt: IsoDateTime,
  },
  { $id: 'AssocVaccination', description: 'One vaccine dose a member received (Vaksinasi).' },
);

const VaccinationFields = { vaccine: Vaccine, vaccinatedAt: PastDate, location: Text(200, 1) };

export const vaccinationsContract: ResourceContract = {
  ...tagged,
  name: 'vaccinations',
  singular: 'Vaccination',
  plural: 'Vaccinations',
  description: 'Vaccine doses of members: one record per member and dose (1 to 4), each dose after the previous one.',
  entity: VaccinationSchema,
  create: Type.Object(
    { memberId: Id, dose: Dose, ...VaccinationFields },
    { additionalProperties: false, examples: [{ memberId: 12, vaccine: 'CoronaVac', dose: 1, vaccinatedAt: '2021-01-14', location: 'RSUD Kota Bandung' }] },
  ),
  update: Type.Partial(Type.Object(VaccinationFields), { additionalProperties: false, minProperties: 1, examples: [{ location: 'RSUD Kota Bandung' }] }),
  remove: true,
  filters: { memberId: Id, vaccine: Vaccine, dose: Dose, provinceId: Id, vaccinatedFrom: IsoDate, vaccinatedTo: IsoDate },
  sorts: ['vaccinatedAt', 'dose', 'vaccine', 'memberName'],
  defaultSort: 'vaccinatedAt:desc',
  searchable: MEMBER_SEARCH,
};

const Counts = Type.Object({ byMonth: Type.Array(MonthCountSchema), byProvince: Type.Array(ProvinceCountSchema) });

export const mitigationOperations: OperationContract[] = [
  {
    ...tagged,
    method: 'GET',
    path: '/api/association/mitigation/statistics',
    operationId: 'getMitigationStatistics',
    action: 'read',
    summary: 'Survivor, death and vaccination statistics',
    description: 'For each of survivors (by diagnosis), deaths and vaccinations: counts per month over the last 24 months (oldest first, empty months included) and per province (all time, most first).',
    response: { 200: Type.Object({ survivors: Counts, deaths: Counts, vaccinations: Counts }, { title: 'MitigationStatistics' }) },
  },
];

import { Type } from 'typebox';
import { Id, IsoDate, IsoDateTime, PastDate } from './common.js';
import { API, DateFilter, errorReplies, IdFilter, IdParams, Said } from './community-common.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

export const MEDICOLEGAL_TAG = 'Medicolegal';
export const MEDICOLEGAL_SUBJECT = 'Medicolegal';

/** reported -> under_review -> mediation -> closed; referred from review or mediation. closed and referred are final. */
export const MEDICOLEGAL_STATUSES = ['reported', 'under_review', 'mediation', 'closed', 'referred'] as const;
export const COMPLAINANT_TYPES = [
  'patient',
  'patient_family',
  'colleague',
  'health_facility',
  'government',
  'other',
] as const;
/** Ordered from least to most serious; the list sorts by this order, not alphabetically. */
export const CASE_SEVERITIES = ['minor', 'moderate', 'serious', 'critical'] as const;
/**
 * Where a case goes when the association cannot settle it: the professional disciplinary council (MKDKI, since
 * Health Law 17/2023 its successor) or the association's dental ethics council (MKEKG).
 */
export const REFERRAL_BODIES = ['disciplinary_council', 'ethics_council'] as const;

const Status = Type.Enum(MEDICOLEGAL_STATUSES, { type: 'string' });
const Complainant = Type.Enum(COMPLAINANT_TYPES, { type: 'string' });
const Severity = Type.Enum(CASE_SEVERITIES, { type: 'string' });
const ReferralBody = Type.Enum(REFERRAL_BODIES, { type: 'string' });
export const CaseNumber = Type.String({
  pattern: '^[A-Z0-9][A-Z0-9./-]{3,39}$',
  examples: ['MDL/2026/0042'],
  description: 'Unique; upper-case letters, digits and . / -',
});

export const MedicolegalCaseSchema = Type.Object(
  {
    id: Id,
    caseNumber: Type.String({ examples: ['MDL/2026/0042'] }),
    memberId: Id,
    memberName: Type.String(),
    memberNpa: Type.Union([Type.String(), Type.Null()]),
    divisionId: Id,
    divisionName: Type.String({ description: "The member's branch, which handles the case first." }),
    reportedAt: IsoDate,
    complainantType: Complainant,
    summary: Type.String(),
    severity: Severity,
    status: Status,
    resolution: Type.Union([Type.String(), Type.Null()], { description: 'How the case was settled (closed cases).' }),
    referredTo: Type.Union([ReferralBody, Type.Null()], {
      description: 'Where the case was referred (referred cases).',
    }),
    referralNote: Type.Union([Type.String(), Type.Null()]),
    statusChangedAt: IsoDateTime,
    decidedAt: Type.Union([IsoDateTime, Type.Null()], { description: 'When the case was closed or referred.' }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  {
    $id: 'AssocMedicolegalCase',
    description:
      'A medicolegal case (Medikolegal): a complaint or incident involving a member, handled by the branch and, if needed, referred on.',
  },
);

const CaseFields = {
  caseNumber: CaseNumber,
  reportedAt: PastDate,
  complainantType: Complainant,
  summary: Said(4000, 10),
  severity: Severity,
};

export const medicolegalCasesContract: ResourceContract = {
  name: 'medicolegal-cases',
  tag: MEDICOLEGAL_TAG,
  subject: MEDICOLEGAL_SUBJECT,
  singular: 'MedicolegalCase',
  plural: 'MedicolegalCases',
  description:
    'Medicolegal cases involving members. A case is reported, reviewed, mediated and then closed with a resolution, or ' +
    'referred to the disciplinary council (MKDKI) or the ethics council (MKEKG) from review or mediation. The case number ' +
    'is unique (409 on a duplicate); reportedAt is not in the future. Cases are edited only while open (409 once closed ' +
    'or referred) and never deleted.',
  entity: MedicolegalCaseSchema,
  create: Type.Object(
    { memberId: Id, ...CaseFields },
    {
      additionalProperties: false,
      examples: [
        {
          caseNumber: 'MDL/2026/0042',
          memberId: 12,
          reportedAt: '2026-10-02',
          complainantType: 'patient',
          summary: 'Pasien mengeluhkan parestesia bibir bawah setelah pencabutan gigi molar tiga.',
          severity: 'serious',
        },
      ],
    },
  ),
  update: Type.Partial(Type.Object(CaseFields), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ severity: 'critical' }],
  }),
  filters: {
    status: Status,
    severity: Severity,
    complainantType: Complainant,
    memberId: IdFilter('Cases involving this member.'),
    divisionId: IdFilter('Cases of members of this branch.'),
    provinceId: IdFilter('Cases of members of branches of this province.'),
    reportedFrom: DateFilter('Reported on or after.'),
    reportedTo: DateFilter('Reported on or before.'),
  },
  sorts: ['reportedAt', 'caseNumber', 'severity', 'status', 'memberName', 'updatedAt'],
  defaultSort: 'reportedAt:desc',
  searchable: ['caseNumber', 'memberName', 'member NPA'],
};

const step = { tag: MEDICOLEGAL_TAG, subject: MEDICOLEGAL_SUBJECT, action: 'update', params: IdParams } as const;
const replies = { 200: MedicolegalCaseSchema, ...errorReplies(404, 409) };
const CASES = `${API}/medicolegal-cases`;

export const medicolegalOperations: OperationContract[] = [
  {
    ...step,
    method: 'POST',
    path: `${CASES}/:id/review`,
    operationId: 'reviewMedicolegalCase',
    summary: 'Start reviewing a medicolegal case',
    description: 'reported -> under_review; 409 from any other state.',
    response: replies,
  },
  {
    ...step,
    method: 'POST',
    path: `${CASES}/:id/mediate`,
    operationId: 'mediateMedicolegalCase',
    summary: 'Take a medicolegal case to mediation',
    description: 'under_review -> mediation between the member and the complainant; 409 from any other state.',
    response: replies,
  },
  {
    ...step,
    method: 'POST',
    path: `${CASES}/:id/close`,
    operationId: 'closeMedicolegalCase',
    summary: 'Close a medicolegal case with its resolution',
    description:
      'mediation -> closed, recording how it was settled; 409 from any other state (a case is mediated before it is closed).',
    body: Type.Object(
      { resolution: Said(4000, 10) },
      {
        additionalProperties: false,
        examples: [
          {
            resolution: 'Mediasi berhasil: dokter gigi menanggung biaya perawatan lanjutan, pasien mencabut pengaduan.',
          },
        ],
      },
    ),
    response: replies,
  },
  {
    ...step,
    method: 'POST',
    path: `${CASES}/:id/refer`,
    operationId: 'referMedicolegalCase',
    summary: 'Refer a medicolegal case to a council',
    description:
      'under_review or mediation -> referred to the disciplinary council (MKDKI) or the ethics council (MKEKG), with a note; 409 from any other state.',
    body: Type.Object(
      { referredTo: ReferralBody, note: Said(2000, 5) },
      {
        additionalProperties: false,
        examples: [
          {
            referredTo: 'disciplinary_council',
            note: 'Dugaan pelanggaran disiplin; mediasi tidak mencapai kesepakatan.',
          },
        ],
      },
    ),
    response: replies,
  },
];

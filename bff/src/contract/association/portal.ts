import { Type, type TSchema } from 'typebox';
import { BirthDate, Email, Id, IsoDate, IsoDateTime, Name, Phone, Text } from './common.js';
import { DUE_STATUSES, Money, PAYMENT_KINDS, PAYMENT_METHODS, Period } from './contributions-common.js';
import { BODY_FORMATS } from './correspondence-information.js';
import { REFERENCE_STATUSES, REFERENCE_TYPES } from './correspondence-references.js';
import { MemberLicencesSchema, SKP_DOMAINS } from './members-licences.js';
import { ChecklistItemSchema, errorReplies, GENDERS, MEMBER_CATEGORIES, MEMBER_STATUSES, SPECIALTIES } from './members-common.js';
import { TRANSFER_STATUSES } from './members-members.js';
import { STR_RENEWAL_STATUSES } from './members-str.js';
import { VERIFICATION_KINDS, VERIFICATION_STATUSES } from './members-verifications.js';
import type { OperationContract } from './operation.js';
import { ASSOCIATION_API_PREFIX } from './resource.js';

/**
 * The members' self-service portal (issue 19): a member's own account reads and corrects his record. Every operation
 * answers for the caller's member record only (PostgreSQL's row-level security holds him to it); a staff account has
 * no member record and is answered 403.
 */
export const PORTAL_TAG = 'Portal';
const PORTAL = `${ASSOCIATION_API_PREFIX}/portal`;

/** Statuses whose holder is a member in good standing: his card and certificate verify as valid. */
export const VALID_MEMBER_STATUSES = ['active', 'honorary'] as const;
/** The documents a member downloads; each carries a verification code. */
export const DOCUMENT_KINDS = ['card', 'certificate'] as const;

const Status = Type.Enum(MEMBER_STATUSES, { type: 'string' });
const Specialty = Type.Enum(SPECIALTIES, { type: 'string' });
const Gender = Type.Enum(GENDERS, { type: 'string' });
const Nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);

/** Fields a member asks his branch to change (identity and profession); contact details he corrects himself. */
export const RequestedChangesSchema = Type.Object(
  {
    fullName: Type.Optional(Name),
    gender: Type.Optional(Gender),
    birthDate: Type.Optional(BirthDate),
    birthPlace: Type.Optional(Text(120, 1)),
    specialty: Type.Optional(Specialty),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    title: 'PortalRequestedChanges',
    description: 'The new values the member asks for; the branch checks them against his documents.',
    examples: [{ fullName: 'drg. Siti Rahmawati, Sp.Ort', specialty: 'orthodontics' }],
  },
);

const PendingDataUpdate = Type.Object(
  { id: Id, submittedAt: IsoDateTime, changes: Nullable(RequestedChangesSchema) },
  { description: 'His data-update verification waiting for the branch, if any (changes is null when the branch opened it).' },
);

export const PortalProfileSchema = Type.Object(
  {
    memberId: Id,
    npa: Nullable(Type.String({ examples: ['31000042'] })),
    fullName: Type.String({ examples: ['drg. Siti Rahmawati'] }),
    gender: Gender,
    birthDate: IsoDate,
    birthPlace: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    status: Status,
    validMember: Type.Boolean({ description: `True while the status (${VALID_MEMBER_STATUSES.join(', ')}) makes him a member in good standing.` }),
    category: Type.Enum(MEMBER_CATEGORIES, { type: 'string' }),
    specialty: Specialty,
    divisionId: Id,
    divisionName: Type.String({ examples: ['Cabang Kota Bandung'] }),
    provinceName: Type.String({ examples: ['Pengurus Wilayah Jawa Barat'] }),
    joinedAt: Nullable(IsoDate),
    updatedAt: IsoDateTime,
    pendingDataUpdate: Nullable(PendingDataUpdate),
  },
  { title: 'PortalProfile', description: 'The member\'s own record as he sees it.' },
);

const ContactUpdateSchema = Type.Object(
  { email: Type.Optional(Email), phone: Type.Optional(Type.Union([Phone, Type.Literal('')])), address: Type.Optional(Text(500)) },
  { additionalProperties: false, minProperties: 1, examples: [{ phone: '+62 812-3456-7890', address: 'Jl. Dago No. 12, Bandung' }] },
);

const DataUpdateBodySchema = Type.Object(
  { changes: RequestedChangesSchema, note: Type.Optional(Text(1000)) },
  {
    additionalProperties: false,
    examples: [{ changes: { specialty: 'orthodontics' }, note: 'Lulus PPDGS Ortodonsia Universitas Padjadjaran, ijazah terlampir.' }],
  },
);

const PortalVerificationSchema = Type.Object({
  id: Id,
  kind: Type.Enum(VERIFICATION_KINDS, { type: 'string' }),
  status: Type.Enum(VERIFICATION_STATUSES, { type: 'string' }),
  divisionName: Type.String({ description: 'The branch that handles it.' }),
  documents: Type.Array(ChecklistItemSchema),
  requestedChanges: Nullable(RequestedChangesSchema),
  note: Nullable(Type.String()),
  reason: Nullable(Type.String({ description: 'Why it was rejected.' })),
  submittedAt: IsoDateTime,
  decidedAt: Nullable(IsoDateTime),
});

export const PortalRequestsSchema = Type.Object(
  {
    verifications: Type.Array(PortalVerificationSchema, { description: 'Application, transfer and data-update verifications, newest first.' }),
    strRenewals: Type.Array(
      Type.Object({
        id: Id,
        strNumber: Type.String(),
        status: Type.Enum(STR_RENEWAL_STATUSES, { type: 'string' }),
        submittedAt: IsoDateTime,
        decidedAt: Nullable(IsoDateTime),
        reason: Nullable(Type.String()),
      }),
      { description: 'Legacy STR re-registration requests.' },
    ),
    transfers: Type.Array(
      Type.Object({
        id: Id,
        fromDivisionName: Type.String(),
        toDivisionName: Type.String(),
        status: Type.Enum(TRANSFER_STATUSES, { type: 'string' }),
        reason: Type.String(),
        at: IsoDateTime,
      }),
      { description: 'Moves between branches.' },
    ),
    references: Type.Array(
      Type.Object({
        id: Id,
        type: Type.Enum(REFERENCE_TYPES, { type: 'string' }),
        purpose: Type.String(),
        status: Type.Enum(REFERENCE_STATUSES, { type: 'string' }),
        requestedDate: IsoDate,
        letterNumber: Nullable(Type.String()),
        issuedDate: Nullable(IsoDate),
        rejectionReason: Nullable(Type.String()),
      }),
      { description: 'Reference letters he asked for.' },
    ),
  },
  { title: 'PortalRequests' },
);

const PortalPaymentSchema = Type.Object({
  paymentId: Id,
  kind: Type.Enum(PAYMENT_KINDS, { type: 'string', description: 'His own payment, or his branch\'s collective remittance.' }),
  method: Type.Enum(PAYMENT_METHODS, { type: 'string' }),
  reference: Type.String(),
  paidAt: IsoDate,
  amount: Type.Integer({ minimum: 0, description: 'What went to his dues (of a collective remittance, his share only).' }),
  reversed: Type.Boolean(),
  periods: Type.Array(Period, { description: 'The periods it paid.' }),
});

export const PortalDuesSchema = Type.Object(
  {
    totals: Type.Object({ billed: Money, collected: Money, waived: Money, owed: Money, overdue: Money }),
    periods: Type.Array(
      Type.Object({
        dueId: Id,
        period: Period,
        amount: Money,
        paidAmount: Money,
        outstanding: Money,
        status: Type.Enum(DUE_STATUSES, { type: 'string' }),
        dueDate: IsoDate,
        paidAt: Nullable(IsoDate),
        overdue: Type.Boolean(),
        waivedReason: Nullable(Type.String()),
      }),
      { description: 'His dues, newest period first.' },
    ),
    payments: Type.Array(PortalPaymentSchema, { description: 'Payment history, newest first.' }),
  },
  { title: 'PortalDues' },
);

export const PortalLicencesSchema = Type.Object(
  {
    ...MemberLicencesSchema.properties,
    skpEntries: Type.Array(
      Type.Object({
        id: Id,
        activity: Type.String(),
        domain: Type.Enum(SKP_DOMAINS, { type: 'string' }),
        credits: Type.Number(),
        earnedAt: IsoDate,
        source: Type.String(),
        inPeriod: Type.Boolean({ description: 'Whether it counts towards the current period.' }),
      }),
      { description: 'The SKP ledger, newest first.' },
    ),
  },
  { title: 'PortalLicences' },
);

const NoticeSchema = Type.Object({
  id: Id,
  title: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  bodyFormat: Type.Enum(BODY_FORMATS, { type: 'string' }),
  categoryName: Type.String(),
  divisionName: Type.String({ description: 'The board that published it.' }),
  divisionLevel: Type.Enum(['national', 'province', 'branch'], { type: 'string' }),
  publishedAt: IsoDateTime,
});

export const PortalNoticesSchema = Type.Object(
  {
    data: Type.Array(NoticeSchema),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    perPage: Type.Integer({ minimum: 1 }),
    totalPages: Type.Integer({ minimum: 0 }),
    from: Type.Integer({ minimum: 0 }),
    to: Type.Integer({ minimum: 0 }),
  },
  { title: 'PortalNotices' },
);

/** A code: 29 characters of base32 (A-Z, 2-7); lower case is read as upper case. */
export const VERIFICATION_CODE_PATTERN = '^[A-Za-z2-7]{29}$';

export const DocumentVerdictSchema = Type.Object(
  {
    genuine: Type.Boolean({ description: 'The code was issued by the association (a forged or altered one answers 404).' }),
    valid: Type.Boolean({ description: `Whether the holder is still a member in good standing (status ${VALID_MEMBER_STATUSES.join(' or ')}).` }),
    name: Type.String(),
    npa: Nullable(Type.String()),
    status: Status,
    kind: Type.Enum(DOCUMENT_KINDS, { type: 'string' }),
    issuedAt: IsoDate,
  },
  { title: 'DocumentVerdict', description: 'What anyone holding the document may learn: nothing beyond name, NPA and status.' },
);

/**
 * The portal's reads take no parameters at all: the record is the caller's, and a memberId (or anything else) in the
 * query answers 400 rather than being silently ignored.
 */
const NoQuery = Type.Object({}, { additionalProperties: false });
const common = { tag: PORTAL_TAG, subject: 'Portal' } as const;
const pdf = (what: string) => ({
  querystring: NoQuery,
  produces: ['application/pdf'],
  response: {
    200: Type.String({ format: 'binary', description: `${what} (application/pdf).` }),
    ...errorReplies(409),
  },
});

export const portalOperations: OperationContract[] = [
  {
    ...common,
    action: 'read',
    method: 'GET',
    path: `${PORTAL}/profile`,
    operationId: 'getPortalProfile',
    querystring: NoQuery,
    summary: 'My member record',
    description: 'The caller\'s own record: name, NPA, status, branch and province, specialty, contact details, joined date, and his pending data-update request.',
    response: { 200: PortalProfileSchema },
  },
  {
    ...common,
    action: 'update',
    method: 'PATCH',
    path: `${PORTAL}/profile`,
    operationId: 'updatePortalContact',
    summary: 'Correct my contact details',
    description: 'Changes the caller\'s email, phone or address (nothing else; other fields go through a data-update request), with an audit entry. An email another member uses answers 409.',
    body: ContactUpdateSchema,
    response: { 200: PortalProfileSchema, ...errorReplies(409) },
  },
  {
    ...common,
    action: 'update',
    method: 'POST',
    path: `${PORTAL}/requests/data-update`,
    operationId: 'requestPortalDataUpdate',
    summary: 'Ask my branch to change my record',
    description:
      'Opens a data-update verification at the caller\'s branch with the requested values; the branch checks his documents and, on approval, the record changes. ' +
      'A value equal to the current one answers 400; a pending data-update request, or a file that is not open (applicant, deceased, dismissed), 409.',
    body: DataUpdateBodySchema,
    response: { 201: PortalVerificationSchema, ...errorReplies(409) },
  },
  {
    ...common,
    action: 'read',
    method: 'GET',
    path: `${PORTAL}/dues`,
    operationId: 'getPortalDues',
    querystring: NoQuery,
    summary: 'My dues',
    description: 'Every due of the caller with what remains owed (overdue ones flagged), the totals, and the payments that went to them (his share of a collective remittance).',
    response: { 200: PortalDuesSchema },
  },
  {
    ...common,
    action: 'read',
    method: 'GET',
    path: `${PORTAL}/licences`,
    operationId: 'getPortalLicences',
    querystring: NoQuery,
    summary: 'My STR, SIP and SKP',
    description: 'The caller\'s STRs and SIPs, his SKP position in the current 5-year period with the shortfall against the requirement, and his SKP ledger.',
    response: { 200: PortalLicencesSchema },
  },
  {
    ...common,
    action: 'read',
    method: 'GET',
    path: `${PORTAL}/requests`,
    operationId: 'getPortalRequests',
    querystring: NoQuery,
    summary: 'My requests',
    description: 'The caller\'s verifications, STR re-registrations, transfers and reference letters, with their state.',
    response: { 200: PortalRequestsSchema },
  },
  {
    ...common,
    action: 'read',
    method: 'GET',
    path: `${PORTAL}/notices`,
    operationId: 'listPortalNotices',
    summary: 'Notices from my boards',
    description: 'Information published to the caller\'s branch, its province and the national board, newest first.',
    querystring: Type.Object(
      {
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
        perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
      },
      { additionalProperties: false },
    ),
    response: { 200: PortalNoticesSchema },
  },
  {
    ...common,
    action: 'read',
    method: 'GET',
    path: `${PORTAL}/documents/card.pdf`,
    operationId: 'getPortalCard',
    summary: 'My membership card (KTA) as PDF',
    description: 'The Kartu Tanda Anggota with a QR code that opens the public verification page. Only a member in good standing with an NPA gets one (409 otherwise).',
    ...pdf('The membership card'),
  },
  {
    ...common,
    action: 'read',
    method: 'GET',
    path: `${PORTAL}/documents/certificate.pdf`,
    operationId: 'getPortalCertificate',
    summary: 'My membership certificate as PDF',
    description: 'A certificate of membership with a QR code that opens the public verification page. Only a member in good standing with an NPA gets one (409 otherwise).',
    ...pdf('The membership certificate'),
  },
  {
    ...common,
    action: 'read',
    public: true,
    method: 'GET',
    path: `${ASSOCIATION_API_PREFIX}/verify/:code`,
    operationId: 'verifyDocument',
    summary: 'Verify a membership card or certificate (public)',
    description:
      'Answers without a token whether the code printed on a card or certificate was issued by the association and whether its holder is still a member in good standing. ' +
      'A malformed code answers 400; a code the association never issued (forged, altered, mistyped) 404.',
    params: Type.Object({ code: Type.String({ pattern: VERIFICATION_CODE_PATTERN, examples: ['AEAAAAAMAKB7IBRWRRVXNEMFDYTFO'] }) }),
    response: { 200: DocumentVerdictSchema, ...errorReplies(404) },
  },
];

export const TAGS = [
  {
    name: PORTAL_TAG,
    description: 'The members\' self-service portal: a member reads and corrects his own record, follows his dues, licences and requests, and downloads his card and certificate; anyone verifies them.',
  },
];

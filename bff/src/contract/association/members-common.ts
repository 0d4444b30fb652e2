import { Type, type TSchema } from 'typebox';
import { Id, Text } from './common.js';
import { InlineErrorSchema } from '../../schemas/common.js';

/** Member lifecycle states (domain notes): the path applicant -> verified -> active -> in_arrears -> lapsed, plus side states. */
export const MEMBER_STATUSES = [
  'applicant',
  'verified',
  'active',
  'in_arrears',
  'lapsed',
  'transferred',
  'deceased',
  'honorary',
  'dismissed',
] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const GENDERS = ['female', 'male'] as const;
export const MEMBER_CATEGORIES = ['ordinary', 'extraordinary', 'honorary'] as const;
/** Categories an applicant can have: honorary membership is conferred later, through a transition. */
export const APPLICANT_CATEGORIES = ['ordinary', 'extraordinary'] as const;

/** General dentists (drg.) and the specialist fields. */
export const SPECIALTIES = [
  'general',
  'orthodontics',
  'conservative_dentistry',
  'oral_surgery',
  'periodontics',
  'prosthodontics',
  'paediatric_dentistry',
  'oral_medicine',
  'dental_radiology',
  'oral_pathology',
] as const;

/** Documents an application, a transfer, a data update or an STR re-registration asks for. */
export const DOCUMENT_TYPES = [
  'diploma',
  'identity_card',
  'photo',
  'transfer_letter',
  'str',
  'practice_letter',
  'member_card',
  'supporting_document',
  'personal_data_form',
  'skp_form',
  'branch_validation',
  'ethics_statement',
  'health_certificate',
  'payment_receipt',
  'skp_certificates',
] as const;

export const ChecklistItemSchema = Type.Object({
  type: Type.Enum(DOCUMENT_TYPES, { type: 'string' }),
  label: Type.String({ examples: ['Dentist diploma (ijazah drg.)'] }),
  received: Type.Boolean(),
});

/** Body of the checklist operations: which of the requested documents have arrived. */
export const ChecklistUpdateSchema = Type.Object(
  {
    documents: Type.Array(
      Type.Object(
        { type: Type.Enum(DOCUMENT_TYPES, { type: 'string' }), received: Type.Boolean() },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 20 },
    ),
  },
  { additionalProperties: false, examples: [{ documents: [{ type: 'diploma', received: true }] }] },
);

/** Why a request was refused or a state was changed: said in full, for the member's file. */
export const Reason = Text(500, 5);
export const ReasonBodySchema = Type.Object({ reason: Reason }, { additionalProperties: false, examples: [{ reason: 'The diploma scan is unreadable' }] });

export const IdParams = Type.Object({ id: Id });

/** q of every list joined to members searches the member (the trigram index on members serves it). */
export const MEMBER_SEARCH = ['memberName', 'member NPA', 'member email'] as const;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed; details name the offending fields.',
  403: "The caller's abilities do not allow this operation.",
  404: 'No such record.',
  409: 'The state change is not allowed; the message says why.',
  413: 'The request body is too large.',
  415: 'The body is not of a media type the operation accepts.',
};
const errorReplyCache = new Map<number, TSchema>();

/**
 * The error body of the association API, inline: the reference server has no shared schema registry, and the BFF
 * documents it the same way as its own `Error`.
 */
export function errorReply(code: number): TSchema {
  let schema = errorReplyCache.get(code);
  if (!schema) {
    schema = InlineErrorSchema(code, ERROR_DESCRIPTIONS[code] ?? 'Error');
    errorReplyCache.set(code, schema);
  }
  return schema;
}

/** Error responses keyed by status, for spreading into an operation's `response`. */
export const errorReplies = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorReply(code)]));

/** A month bucket of a statistic: YYYY-MM and how many records fall in it. */
export const MonthCountSchema = Type.Object({ month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$', examples: ['2026-11'] }), count: Type.Integer({ minimum: 0 }) });
export const ProvinceCountSchema = Type.Object({ provinceId: Id, provinceName: Type.String(), count: Type.Integer({ minimum: 0 }) });

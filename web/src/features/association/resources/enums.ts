import type { AssocAccount } from '../../../api/enhanced/association-accounts';
import type { AssocContributionRate, AssocDue, AssocPayment } from '../../../api/enhanced/association-contributions';
import type { AssocDivision } from '../../../api/enhanced/association-divisions';
import type { AssocSipPermit, AssocSkpEntry, AssocStrRecord, AssocStrRenewal } from '../../../api/enhanced/association-licences';
import type { AssocMember } from '../../../api/enhanced/association-members';
import type { AssocSurvivor, AssocVaccination } from '../../../api/enhanced/association-mitigation';
import type { AssocVerification } from '../../../api/enhanced/association-verifications';
import type { Severity } from '../resource-screen/types';

/** Every value of a generated union type, in the order given; the compiler says when one is missing. */
const allOf =
  <T extends string>() =>
  <const V extends readonly T[]>(values: V & ([Exclude<T, V[number]>] extends [never] ? unknown : never)): readonly T[] =>
    values;

export const DIVISION_LEVELS = allOf<AssocDivision['level']>()(['national', 'province', 'branch']);
export const MEMBER_STATUSES = allOf<AssocMember['status']>()([
  'applicant',
  'verified',
  'active',
  'in_arrears',
  'lapsed',
  'transferred',
  'deceased',
  'honorary',
  'dismissed',
]);
export const GENDERS = allOf<AssocMember['gender']>()(['female', 'male']);
export const MEMBER_CATEGORIES = allOf<AssocMember['category']>()(['ordinary', 'extraordinary', 'honorary']);
/** Honorary membership is conferred later, through a status change: an applicant is ordinary or extraordinary. */
export const APPLICANT_CATEGORIES: readonly AssocMember['category'][] = ['ordinary', 'extraordinary'];
export const SPECIALTIES = allOf<AssocMember['specialty']>()([
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
]);
export const VERIFICATION_KINDS = allOf<AssocVerification['kind']>()(['application', 'transfer', 'data_update']);
export const VERIFICATION_STATUSES = allOf<AssocVerification['status']>()(['pending', 'approved', 'rejected']);
export const STR_KINDS = allOf<AssocStrRecord['kind']>()(['legacy', 'lifetime']);
export const STR_STATUSES = allOf<AssocStrRecord['status']>()(['valid', 'expired', 'converted', 'replaced']);
export const RENEWAL_STATUSES = allOf<AssocStrRenewal['status']>()(['submitted', 'in_review', 'recommended', 'rejected', 'completed']);
export const SIP_STATUSES = allOf<AssocSipPermit['status']>()(['active', 'expiring', 'expired']);
export const SKP_DOMAINS = allOf<AssocSkpEntry['domain']>()(['learning', 'service', 'community', 'free']);
export const SEVERITIES = allOf<AssocSurvivor['severity']>()(['mild', 'moderate', 'severe', 'critical']);
export const VACCINES = allOf<AssocVaccination['vaccine']>()([
  'CoronaVac',
  'AstraZeneca',
  'Pfizer-BioNTech',
  'Moderna',
  'Sinopharm',
  'Janssen',
  'Novavax',
  'Zifivax',
  'IndoVac',
  'InaVac',
]);
export const RATE_CATEGORIES = allOf<AssocContributionRate['category']>()(['ordinary', 'extraordinary', 'honorary']);
export const DUE_STATUSES = allOf<AssocDue['status']>()(['unpaid', 'partial', 'paid', 'waived']);
export const PAYMENT_KINDS = allOf<AssocPayment['kind']>()(['member', 'collective']);
export const PAYMENT_METHODS = allOf<AssocPayment['method']>()(['transfer', 'cash', 'virtual_account', 'qris']);
export const PAYMENT_STATUSES = allOf<AssocPayment['status']>()(['recorded', 'reversed']);
export const ACCOUNT_ROLES = allOf<AssocAccount['role']>()(['admin', 'chair', 'secretary', 'treasurer', 'verifier', 'viewer', 'member']);
/** The roles of a board's staff: every role but a member's own account (which stays one). */
export const STAFF_ROLES: readonly AssocAccount['role'][] = ACCOUNT_ROLES.filter((role) => role !== 'member');

/** Tag colours of the states: green is settled and good, amber needs attention soon, red is lost or refused. */
export const TONES: Record<string, Partial<Record<string, Severity>>> = {
  memberStatus: {
    applicant: 'info',
    verified: 'info',
    active: 'success',
    in_arrears: 'warning',
    lapsed: 'danger',
    transferred: 'secondary',
    deceased: 'contrast',
    honorary: 'success',
    dismissed: 'danger',
  },
  verificationStatus: { pending: 'warning', approved: 'success', rejected: 'danger' },
  strStatus: { valid: 'success', expired: 'danger', converted: 'secondary' },
  renewalStatus: { submitted: 'info', in_review: 'warning', recommended: 'info', rejected: 'danger', completed: 'success' },
  sipStatus: { active: 'success', expiring: 'warning', expired: 'danger' },
  severity: { mild: 'info', moderate: 'warning', severe: 'danger', critical: 'danger' },
  dueStatus: { unpaid: 'danger', partial: 'warning', paid: 'success', waived: 'secondary' },
  paymentStatus: { recorded: 'success', reversed: 'danger' },
  accountState: { active: 'success', temporary: 'warning', disabled: 'secondary' },
};

import type { Coded } from '../plugins/errors.js';
import type { ErrorDetail } from '../schemas/common.js';

export type { Coded };
export { errorBody } from '../plugins/errors.js';

/**
 * An error with an HTTP status; the server's error handler answers it with the one error body. `coded` gives the
 * stable message code and its values, which clients render in the reader's language; `message` stays English.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorDetail[],
    readonly coded?: Coded,
  ) {
    super(message);
  }
}

/** A code and its values, dropping values that are absent. */
export const coded = (code: string, params?: Record<string, string | number | null | undefined>): Coded => {
  const kept = Object.entries(params ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined);
  return kept.length > 0 ? { code, params: Object.fromEntries(kept) } : { code };
};

/** A text the server writes for people to read (a timeline line): English, with the code that renders it elsewhere. */
export interface CodedText extends Coded {
  text: string;
}
export const codedText = (text: string, code: string, params?: Record<string, string | number | null | undefined>): CodedText => ({ text, ...coded(code, params) });

/**
 * 404 for a record: `what` reads "Member 12" or "STR renewal 7"; the code names the kind (notFound.member,
 * notFound.strRenewal) and carries the id.
 */
export const notFound = (what: string, kind = kindOf(what)) => {
  const match = /^(.*?)\s+(\S*\d\S*)$/.exec(what);
  return new ApiError(404, `${what} not found`, undefined, coded(`notFound.${kind}`, { id: match?.[2] }));
};

/** The kind of record a text names, as a code: "STR renewal 7" -> strRenewal. */
export function kindOf(what: string): string {
  const match = /^(.*?)\s+(\S*\d\S*)$/.exec(what);
  const words = (match?.[1] ?? what).split(/[^A-Za-z0-9]+/).filter(Boolean);
  const kind = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
  return kind || 'record';
}

export const conflict = (message: string, code?: Coded) => new ApiError(409, message, undefined, code);

/**
 * A 400 that names the body field at fault, like the schema validator's; the detail carries the code too, so the
 * field shows the text in the reader's language.
 */
export const badField = (field: string, message: string, code?: Coded) =>
  new ApiError(400, `body.${field} ${message}`, [{ field, in: 'body', message, ...code }], code);

interface PgError {
  code?: string;
  constraint?: string;
}

/** What a clash on each unique constraint means, in the domain's words (constraint names and values stay inside). */
export const DUPLICATES: Record<string, string> = {
  divisions_code_key: 'A division with this code already exists',
  members_npa_key: 'A member with this NPA already exists',
  members_email_idx: 'A member with this email already exists',
  verifications_pending_idx: 'This member already has a pending verification of this kind',
  str_records_number_key: 'An STR with this number already exists',
  str_records_lifetime_idx: 'This member already holds a lifetime STR',
  str_renewals_open_idx: 'This STR already has an open re-registration request',
  str_renewals_new_str_idx: 'This STR was already issued by another re-registration',
  sip_permits_number_key: 'A SIP with this number already exists',
  deaths_member_id_key: 'A death is already recorded for this member',
  vaccinations_member_id_dose_key: 'This dose is already recorded for this member',
  contribution_dues_member_id_period_key: 'This member already has dues for this period',
  contribution_payments_reference_idx: 'A payment with this method and reference already exists',
  contribution_allocations_payment_id_due_id_key: 'This payment is already allocated to these dues',
  mails_agenda_number_key: 'A letter with this agenda number already exists',
  mails_letter_idx: 'This letter (same number from the same sender) is already registered for this division',
  information_categories_slug_key: 'An information category with this slug already exists',
  information_slug_key: 'An information item with this slug already exists',
  reference_requests_letter_number_key: 'A reference letter with this number already exists',
  reference_requests_open_idx: 'This member already has an open request for this kind of reference letter',
  medicolegal_cases_number_idx: 'A medicolegal case with this number already exists',
  colleagues_pair_idx: 'These two members are already recorded as colleagues',
  course_enrolments_course_id_member_id_key: 'This member is already enrolled in this course',
  pit_events_organiser_year_idx: 'This division already organises a PIT in this year',
  pit_registrations_event_id_member_id_key: 'This member is already registered for this event',
  forum_categories_name_idx: 'A forum category with this name already exists',
  forum_categories_slug_idx: 'A forum category with this slug already exists',
  forum_reports_open_idx: 'You already have an open report on this post',
  app_versions_version_idx: 'This version is already recorded for this platform',
  app_versions_build_idx: 'This build number is already recorded for this platform',
  global_configs_key_idx: 'A setting with this key already exists',
  association_accounts_email_idx: 'An account with this email already exists',
  association_accounts_member_id_key: 'This member already has an account',
  member_transfers_open_idx: 'This member already has a transfer waiting for the receiving board',
  // A file's key is 256 random bits: a clash is never expected, and is refused rather than overwriting another file.
  stored_files_key_key: 'A file with this key already exists; send it again',
};

/** A constraint's name as a code segment: members_npa_key -> membersNpaKey. */
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** Turns PostgreSQL constraint violations into 409s that say what clashed in the domain's words, instead of 500s. */
export function fromDatabaseError(err: unknown): ApiError | undefined {
  const { code, constraint } = (err ?? {}) as PgError;
  switch (code) {
    case '23505':
      return constraint && DUPLICATES[constraint]
        ? conflict(DUPLICATES[constraint], coded(`duplicate.${camel(constraint)}`))
        : conflict('A record with the same values already exists', coded('duplicate.record'));
    case '23503':
      return conflict('The change refers to a record that does not exist, or the record is still referred to', coded('data.reference'));
    case '23514':
      return conflict('The change breaks a rule of the data', coded('data.rule'));
    // Row-level security refused the write (migration 060) or the role has no privilege on the table: the change
    // reaches outside the caller's board or into data only the national board changes.
    case '42501':
      return new ApiError(403, "The change reaches outside your board's scope", undefined, coded('access.outsideScope'));
    // Values PostgreSQL cannot store (a NUL character, text it cannot encode, a number or date out of its range):
    // the caller's input is wrong, so 400 rather than 500.
    case '22021':
    case '22P05':
    case '22003':
    case '22008':
    case '22007':
    case '22001':
      return new ApiError(400, 'A value cannot be stored: it holds a character or a number outside what the database accepts', undefined, coded('data.unstorable'));
    default:
      return undefined;
  }
}

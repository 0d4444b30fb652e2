import { errorReply } from './members-common.js';
import { Type } from 'typebox';
import { VISIBLE_TEXT } from './common.js';

export const CONTRIBUTIONS_TAG = 'Contributions';
export const CONTRIBUTION_REPORTS_TAG = 'Contribution Reports';
export const CONTRIBUTION_SUBJECT = 'Contribution';

export const MEMBER_CATEGORIES = ['ordinary', 'extraordinary', 'honorary'] as const;
export const DUE_STATUSES = ['unpaid', 'partial', 'paid', 'waived'] as const;
export const PAYMENT_KINDS = ['member', 'collective'] as const;
export const PAYMENT_METHODS = ['transfer', 'cash', 'virtual_account', 'qris'] as const;

/** A dues period: the calendar year the dues are for. */
export const Period = Type.String({ pattern: '^(19|20)[0-9]{2}$', examples: ['2026'], description: 'The year the dues are for.' });

/** Whole rupiah (IDR has no minor unit in practice). */
export const Money = Type.Integer({ minimum: 0, examples: [600000], description: 'Whole rupiah (IDR).' });
/** An amount a caller sends: positive, bounded well above any real remittance. */
export const MoneyInput = Type.Integer({ minimum: 1, maximum: 10_000_000_000, examples: [600000], description: 'Whole rupiah (IDR).' });

export const Reason = Type.String({ minLength: 3, maxLength: 500, pattern: VISIBLE_TEXT, examples: ['Natural disaster in the member\'s city'] });
/** A body that only gives a reason. */
export const ReasonBody = Type.Object({ reason: Reason }, { additionalProperties: false, examples: [{ reason: 'Transfer bounced: wrong account number' }] });
/** An id filter in a query string. */
export const IdFilter = (description: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [12], description });
export const DateFilter = (description: string) => Type.String({ format: 'date', examples: ['2026-03-31'], description });
/**
 * A reference is looked up and matched by what staff read off a bank statement or a receipt: visible characters with
 * single spaces between them, nothing invisible (a zero-width space, a direction mark, a control character) that would
 * make two references look the same and match differently. Empty when there is none (cash without a receipt).
 */
const REFERENCE_CHAR = '[\\p{L}\\p{N}\\p{P}\\p{S}]';
export const PaymentReference = Type.String({
  maxLength: 100,
  pattern: `^(?:${REFERENCE_CHAR}(?: ?${REFERENCE_CHAR})*)?$`,
  examples: ['TRF2026031500123'],
  description: 'Bank, virtual-account or QRIS reference; receipt number for cash. Visible characters with single spaces between them; empty when there is none.',
});

// The association's one error body (inline: the reference server has no shared schema registry).
export const NOT_FOUND = errorReply(404);
export const CONFLICT = errorReply(409);

/** Rupiah split between the three levels of the association. */
export const SharesSchema = Type.Object(
  {
    national: Money,
    province: Money,
    branch: Money,
  },
  { description: 'How the collected amount splits between the national board, the province and the branch (rates\' shares, rounded down per allocation; the branch keeps the remainder).' },
);

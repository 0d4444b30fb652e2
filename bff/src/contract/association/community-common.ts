import { Type, type TSchema } from 'typebox';
import { Id, VISIBLE_TEXT } from './common.js';

/** Shared pieces of the community area's contract: paths, params, error replies and small field types. */
export const API = '/api/association';

export const IdParams = Type.Object({ id: Id });

/** An id filter in a query string. */
export const IdFilter = (description: string) =>
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [12], description });
/** A day filter in a query string. */
export const DateFilter = (description: string) =>
  Type.String({ format: 'date', examples: ['2026-03-31'], description });
export const BooleanFilter = (description: string) => Type.Boolean({ examples: [true], description });

/** Free text that must say something (not only blanks). */
export const Said = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength, pattern: VISIBLE_TEXT });
/** Why a state was changed, said in full for the record. */
export const Reason = Type.String({
  minLength: 5,
  maxLength: 1000,
  pattern: VISIBLE_TEXT,
  examples: ['The complainant withdrew the complaint'],
});

/** An https address (plain http is refused: the apps load these in secure pages). */
export const HttpsUrl = Type.String({
  format: 'uri',
  pattern: '^https://\\S+$',
  maxLength: 500,
  examples: ['https://live.sejawat.id/pit-2026'],
});

/** Whole rupiah (IDR has no minor unit in practice). */
export const Rupiah = Type.Integer({
  minimum: 0,
  maximum: 1_000_000_000,
  examples: [1_500_000],
  description: 'Whole rupiah (IDR).',
});

export { errorReplies, errorReply } from './members-common.js';

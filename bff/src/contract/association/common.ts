import { Type, type TStringOptions } from 'typebox';
import type { DateRange } from '../../lib/input-guard.js';
import { VISIBLE_TEXT } from '../../schemas/common.js';

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [1] });

export { VISIBLE_TEXT };

/** A day (YYYY-MM-DD) within a plausible range for its field; see x-dateRange in lib/input-guard.ts. */
export const DateIn = (range: DateRange, options: TStringOptions = {}) =>
  Type.String({ format: 'date', examples: ['2026-11-21'], ...options, 'x-dateRange': range });

/** Any day the association records: not before 1900, not more than 50 years ahead. */
export const IsoDate = DateIn({ from: '1900-01-01', to: 'today+50y' });
/** A day something already happened (diagnosed, died, received, paid, issued, earned). */
export const PastDate = DateIn({ from: '1900-01-01', to: 'today' });
/** A birth date: after 1900 and not in the future. */
export const BirthDate = DateIn({ from: '1900-01-01', to: 'today' }, { examples: ['1988-03-14'] });
/** A day an activity, course or event takes place: within five years of today. */
export const ActivityDate = DateIn({ from: 'today-5y', to: 'today+5y' });
export const IsoDateTime = Type.String({ format: 'date-time', examples: ['2026-11-21T08:30:00.000Z'] });
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Phone = Type.String({ pattern: '^\\+?[0-9][0-9 ()-]{5,24}$', examples: ['+62 812-3456-7890'] });
/** Free text; once it is required (minLength above 0) it needs a visible character. */
export const Text = (maxLength: number, minLength = 0) =>
  Type.String(minLength > 0 ? { maxLength, minLength, pattern: VISIBLE_TEXT } : { maxLength, minLength });
export const Name = Type.String({ minLength: 1, maxLength: 160, pattern: VISIBLE_TEXT });

export const AuditRecordSchema = Type.Object(
  {
    id: Type.Integer(),
    action: Type.String({ examples: ['update'] }),
    actor: Type.String({ examples: ['admin@demo.com'] }),
    at: IsoDateTime,
    changes: Type.Record(Type.String(), Type.Unknown()),
  },
  { $id: 'AssocAuditRecord' },
);

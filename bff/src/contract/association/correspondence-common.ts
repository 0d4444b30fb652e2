import { Type } from 'typebox';
import { Text, VISIBLE_TEXT } from './common.js';

/** Tags and CASL subjects of the correspondence area: incoming mail, the information centre, reference letters. */
export const MAIL_TAG = 'Mail';
export const MAIL_SUBJECT = 'Mail';
export const INFORMATION_TAG = 'Information';
export const INFORMATION_SUBJECT = 'Information';
export const REFERENCES_TAG = 'References';
export const REFERENCE_SUBJECT = 'Reference';

/** A URL slug: lower-case words joined by single hyphens. */
export const Slug = Type.String({ minLength: 2, maxLength: 120, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', examples: ['pengumuman-pit-2026'] });

/** A short free text a person must actually write (not blank). */
export const RequiredText = (maxLength: number, minLength = 3) => Type.String({ minLength, maxLength, pattern: VISIBLE_TEXT });

/** An optional note for a status change, kept in the record's history. */
export const NoteBody = Type.Object(
  { note: Type.Optional(Text(500)) },
  { additionalProperties: false, examples: [{ note: 'Berkas lengkap, diteruskan ke sekretariat' }] },
);

/** A filter on a calendar year. */
export const Year = Type.Integer({ minimum: 2000, maximum: 2100, examples: [2026] });

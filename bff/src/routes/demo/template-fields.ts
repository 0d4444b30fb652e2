import { Type } from 'typebox';
import { badRequest } from '../../lib/http-error.js';

/**
 * The template's screens send whole entity objects back, server-owned fields included (see
 * template-payloads.md). Such fields are accepted so the payload passes, and their description says what the
 * server does with them; fields outside the entity stay a 400.
 */
export const ignoredField = (why: string) => `Accepted and ignored: ${why}`;

/** The id a create may carry: the template sends back what it read, the server assigns the id. */
export const IgnoredIdSchema = Type.Optional(
  Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: ignoredField('the server assigns the id.') }),
);

/** `isDeleted` on a create: false is what a new record is anyway; true cannot be honoured. */
export const CreateIsDeletedSchema = Type.Optional(
  Type.Boolean({ description: 'Accepted when false (a new record is not deleted); true answers 400.' }),
);

/** The 400 for `isDeleted: true` where a record cannot be created or set deleted that way. */
export function refusedDeleted(field: string, message: string) {
  return badRequest(`body.${field} ${message}`, [{ field, in: 'body', message }]);
}

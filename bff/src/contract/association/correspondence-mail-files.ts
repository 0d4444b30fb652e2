import { Type } from 'typebox';
import { Id, IsoDateTime } from './common.js';
import { MAIL_SUBJECT, MAIL_TAG } from './correspondence-common.js';
import { MAX_PER_PAGE, listResponseSchema } from './list.js';
import { errorReplies, IdParams } from './members-common.js';
import type { OperationContract } from './operation.js';
import { ASSOCIATION_API_PREFIX } from './resource.js';

/** The kinds of file a scanned letter may be: recognised by their first bytes, whatever the upload claims. */
export const STORED_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The largest scan accepted: a multi-page letter scanned at 300 dpi fits. */
export const MAX_STORED_FILE_BYTES = 10 * 1024 * 1024;
/** How many scans one letter may carry. */
export const MAX_FILES_PER_MAIL = 20;

const MAILS = `${ASSOCIATION_API_PREFIX}/mails`;
const common = { tag: MAIL_TAG, subject: MAIL_SUBJECT } as const;

export const MailAssigneeSchema = Type.Object(
  {
    id: Id,
    fullName: Type.String({ examples: ['drg. Ratna Kusumawati'] }),
    role: Type.String({ examples: ['secretary'], description: 'The account\'s role on its board.' }),
    divisionId: Id,
    divisionName: Type.String(),
  },
  { title: 'MailAssignee', description: 'A staff account that can handle letters: who a disposition can be given to.' },
);

export const MailFileSchema = Type.Object(
  {
    id: Id,
    mailId: Id,
    filename: Type.String({ examples: ['undangan-dinkes.pdf'] }),
    contentType: Type.Enum(STORED_FILE_TYPES, { type: 'string', description: 'Recognised from the content itself.' }),
    size: Type.Integer({ minimum: 1, maximum: MAX_STORED_FILE_BYTES, description: 'Bytes.' }),
    uploadedBy: Type.String({ examples: ['cabang@demo.com'] }),
    createdAt: IsoDateTime,
  },
  { title: 'MailFile', description: 'A scan attached to a letter (its bytes are read with getMailFile).' },
);

const FileParams = Type.Object({ id: Id, fileId: Id });

export const mailFileOperations: OperationContract[] = [
  {
    ...common,
    method: 'GET',
    path: `${MAILS}/:id/assignees`,
    operationId: 'listMailAssignees',
    action: 'update',
    summary: 'Staff a letter can be dispositioned to',
    description:
      'The enabled staff accounts that may handle letters (their role can change letters) on the board the ' +
      'disposition goes to: divisionId, the addressed board by default, or a board under it (400 otherwise). q ' +
      'searches name and email. Only accounts the caller\'s board can see are listed; a disposition accepts no one else.',
    params: IdParams,
    querystring: Type.Object(
      {
        divisionId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [40], description: 'The board the disposition goes to.' })),
        q: Type.Optional(Type.String({ maxLength: 200, examples: ['ratna'], description: 'Case-insensitive search over name and email.' })),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
        perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: 20 })),
      },
      { additionalProperties: false },
    ),
    response: { 200: listResponseSchema(MailAssigneeSchema, 'MailAssigneesPage'), ...errorReplies(404) },
  },
  {
    ...common,
    method: 'GET',
    path: `${MAILS}/:id/files`,
    operationId: 'listMailFiles',
    action: 'read',
    summary: 'Scans attached to a letter',
    description: 'The files attached to the letter, oldest first (their names, types and sizes; not their bytes).',
    params: IdParams,
    response: { 200: Type.Object({ data: Type.Array(MailFileSchema) }, { title: 'MailFiles' }), ...errorReplies(404) },
  },
  {
    ...common,
    method: 'POST',
    path: `${MAILS}/:id/files`,
    operationId: 'attachMailFile',
    action: 'update',
    summary: 'Attach a scan to a letter',
    description:
      `The request body is the file itself (PDF, JPEG or PNG, at most ${MAX_STORED_FILE_BYTES / 1024 / 1024} MB; 413 beyond). ` +
      'Its type is recognised from its first bytes, whatever the Content-Type says (400 for any other kind of file). ' +
      'filename is kept without any path, control or invisible characters. Not once the letter is archived (409), and ' +
      `at most ${MAX_FILES_PER_MAIL} files per letter (409). Recorded in the letter's audit trail.`,
    params: IdParams,
    querystring: Type.Object(
      { filename: Type.String({ minLength: 1, maxLength: 255, examples: ['undangan-dinkes.pdf'], description: 'The name of the file as the user has it.' }) },
      { additionalProperties: false },
    ),
    upload: {
      consumes: ['application/octet-stream', ...STORED_FILE_TYPES],
      maxBytes: MAX_STORED_FILE_BYTES,
      description: 'The bytes of the file.',
    },
    response: { 201: MailFileSchema, ...errorReplies(404, 409, 413, 415) },
  },
  {
    ...common,
    method: 'GET',
    path: `${MAILS}/:id/files/:fileId`,
    operationId: 'getMailFile',
    action: 'read',
    summary: 'Open a scan of a letter',
    description:
      'The file\'s bytes with its recognised type, as an attachment under its kept name (Content-Disposition, RFC 6266). ' +
      'Whoever may read the letter may open its files; 404 when the letter or the file is not there (or not the caller\'s to see).',
    params: FileParams,
    produces: [...STORED_FILE_TYPES],
    response: { 200: Type.String({ format: 'binary', description: 'The file (application/pdf, image/jpeg or image/png).' }), ...errorReplies(404) },
  },
  {
    ...common,
    method: 'DELETE',
    path: `${MAILS}/:id/files/:fileId`,
    operationId: 'removeMailFile',
    action: 'update',
    summary: 'Remove a scan from a letter',
    description: 'Removes the file; the letter\'s audit trail records which one and who removed it. 409 once the letter is archived.',
    params: FileParams,
    response: { 204: Type.Null({ description: 'Removed.' }), ...errorReplies(404, 409) },
  },
];

import { Type } from 'typebox';
import { Id, IsoDateTime } from './common.js';
import { INFORMATION_SUBJECT, INFORMATION_TAG } from './correspondence-common.js';
import { MAX_STORED_FILE_BYTES } from './correspondence-mail-files.js';
import { errorReplies, IdParams } from './members-common.js';
import type { OperationContract } from './operation.js';
import { ASSOCIATION_API_PREFIX } from './resource.js';

/** The kinds of image an article may show, recognised by their first bytes. */
export const INFORMATION_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const INFORMATION_IMAGE_KEY_PATTERN = '^[A-Za-z0-9_-]{43}$';

const common = { tag: INFORMATION_TAG, subject: INFORMATION_SUBJECT } as const;

export const InformationImageSchema = Type.Object(
  {
    id: Id,
    informationId: Id,
    url: Type.String({
      examples: ['/api/association/information-images/3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
      description: 'Where the image is shown from: the address to put in the body (an <img> src) or in coverImageUrl.',
    }),
    filename: Type.String({ examples: ['pit-2026.jpg'] }),
    contentType: Type.Enum(INFORMATION_IMAGE_TYPES, { type: 'string', description: 'Recognised from the content itself.' }),
    size: Type.Integer({ minimum: 1, maximum: MAX_STORED_FILE_BYTES }),
    createdAt: IsoDateTime,
  },
  { title: 'InformationImage', description: 'An image uploaded for an article (kept with the letters\' scans, in the database).' },
);

export const informationImageOperations: OperationContract[] = [
  {
    ...common,
    method: 'POST',
    path: `${ASSOCIATION_API_PREFIX}/information/:id/images`,
    operationId: 'uploadInformationImage',
    action: 'update',
    summary: 'Upload an image for an article',
    description:
      `The request body is the image itself (JPEG or PNG, at most ${MAX_STORED_FILE_BYTES / 1024 / 1024} MB; 413 beyond), ` +
      'recognised by its first bytes (400 for anything else). The answer\'s url is the only kind of image address an ' +
      'HTML body or the cover keeps. 409 while the article is published or once archived, as for any edit.',
    params: IdParams,
    querystring: Type.Object(
      { filename: Type.String({ minLength: 1, maxLength: 255, examples: ['pit-2026.jpg'], description: 'The name of the file as the user has it.' }) },
      { additionalProperties: false },
    ),
    upload: { consumes: ['application/octet-stream', ...INFORMATION_IMAGE_TYPES], maxBytes: MAX_STORED_FILE_BYTES, description: 'The bytes of the image.' },
    response: { 201: InformationImageSchema, ...errorReplies(404, 409, 413, 415) },
  },
  {
    ...common,
    method: 'GET',
    path: `${ASSOCIATION_API_PREFIX}/information-images/:key`,
    operationId: 'getInformationImage',
    action: 'read',
    public: true,
    summary: 'An article\'s image (public by its key)',
    description:
      'Answers without a token, so that an <img> in an article shows it (in the dashboard and in the members\' portal): ' +
      'the key is random and long (256 bits) and is only known from the article. 404 for a key the association never gave.',
    params: Type.Object({ key: Type.String({ pattern: INFORMATION_IMAGE_KEY_PATTERN, examples: ['3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'] }) }),
    produces: [...INFORMATION_IMAGE_TYPES],
    response: { 200: Type.String({ format: 'binary', description: 'The image (image/jpeg or image/png).' }), ...errorReplies(404) },
  },
];

import { Type } from 'typebox';
import { Id, IsoDateTime, Name, Text } from './common.js';
import { INFORMATION_SUBJECT, INFORMATION_TAG, RequiredText, Slug } from './correspondence-common.js';
import { errorReplies, IdParams } from './members-common.js';
import type { OperationContract } from './operation.js';
import { ASSOCIATION_API_PREFIX, type ResourceContract } from './resource.js';

/** draft -> published <-> unpublished, and archived (final) from any of them. */
export const INFORMATION_STATUSES = ['draft', 'published', 'unpublished', 'archived'] as const;
export const BODY_FORMATS = ['markdown', 'html'] as const;

const Status = Type.Enum(INFORMATION_STATUSES, { type: 'string' });
const BodyFormat = Type.Enum(BODY_FORMATS, { type: 'string' });

export const InformationCategorySchema = Type.Object(
  {
    id: Id,
    name: Type.String({ examples: ['Pengumuman'] }),
    slug: Type.String({ examples: ['pengumuman'] }),
    description: Type.String(),
    informationCount: Type.Integer({ minimum: 0, description: 'Information items in the category, whatever their status.' }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocInformationCategory', description: 'A category of the information centre (Pusat Informasi).' },
);

const CategoryFields = { name: Name, slug: Slug, description: Text(1000) };

export const informationCategoriesContract: ResourceContract = {
  name: 'information-categories',
  tag: INFORMATION_TAG,
  subject: INFORMATION_SUBJECT,
  singular: 'InformationCategory',
  plural: 'InformationCategories',
  description:
    'Categories of the information centre. The slug is unique (409 on a duplicate) and derived from the name when ' +
    'not given. A category that still holds information cannot be deleted (409).',
  entity: InformationCategorySchema,
  create: Type.Object(
    { name: CategoryFields.name, slug: Type.Optional(CategoryFields.slug), description: Type.Optional(CategoryFields.description) },
    { additionalProperties: false, examples: [{ name: 'Kegiatan Ilmiah', description: 'PIT, seminar, workshop dan kursus daring berakreditasi SKP.' }] },
  ),
  update: Type.Partial(Type.Object(CategoryFields), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ description: 'Pengumuman resmi Pengurus Besar.' }],
  }),
  remove: true,
  filters: {},
  sorts: ['name', 'slug', 'informationCount', 'createdAt'],
  defaultSort: 'name:asc',
  searchable: ['name', 'slug', 'description'],
};

/** A cover is an image uploaded for the article (uploadInformationImage's url); older covers may name another site. */
const CoverImageUrl = Type.String({
  maxLength: 100,
  pattern: '^/api/association/information-images/[A-Za-z0-9_-]{43}$',
  examples: ['/api/association/information-images/3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  description: 'The url of an image uploaded for the article.',
});

export const InformationSchema = Type.Object(
  {
    id: Id,
    title: Type.String({ examples: ['Pendaftaran PIT 2026 dibuka'] }),
    slug: Type.String({ examples: ['pendaftaran-pit-2026-dibuka'] }),
    categoryId: Id,
    categoryName: Type.String(),
    categorySlug: Type.String(),
    summary: Type.String(),
    body: Type.String({
      description:
        'markdown (older articles: text as written, rendered and sanitised by the reader) or HTML per bodyFormat. An HTML ' +
        'body is stored sanitised: paragraphs, headings, emphasis, lists, quotes, code, links (http, https, mailto) and ' +
        'images from uploadInformationImage only; scripts, styles, event handlers and other URLs are removed.',
    }),
    bodyFormat: BodyFormat,
    coverImageUrl: Type.Union([Type.String(), Type.Null()]),
    status: Status,
    author: Type.String({ examples: ['Humas PB'] }),
    publishedAt: Type.Union([IsoDateTime, Type.Null()], { description: 'When it was last published; kept when unpublished.' }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocInformation', description: 'An article of the information centre: news, announcements, regulations.' },
);

const InformationFields = {
  title: RequiredText(200),
  slug: Slug,
  categoryId: Id,
  summary: Text(500),
  body: Text(100_000),
  bodyFormat: BodyFormat,
  coverImageUrl: Type.Union([CoverImageUrl, Type.Null()]),
  author: Name,
};

export const informationContract: ResourceContract = {
  name: 'information',
  tag: INFORMATION_TAG,
  subject: INFORMATION_SUBJECT,
  singular: 'Information',
  plural: 'Information',
  description:
    'Information centre articles. Created as drafts (slug derived from the title when not given, unique: 409 on a ' +
    'duplicate; author defaults to the signed-in user), published and unpublished by their operations, archived for ' +
    'good. Drafts and unpublished items can be edited; published ones must be unpublished first and archived ones are ' +
    'read-only (409). Only drafts can be deleted. The body is stored as text exactly as written, never rendered or ' +
    'sanitised by the server.',
  entity: InformationSchema,
  create: Type.Object(
    {
      title: InformationFields.title,
      slug: Type.Optional(InformationFields.slug),
      categoryId: InformationFields.categoryId,
      summary: Type.Optional(InformationFields.summary),
      body: Type.Optional(InformationFields.body),
      bodyFormat: Type.Optional(InformationFields.bodyFormat),
      coverImageUrl: Type.Optional(InformationFields.coverImageUrl),
      author: Type.Optional(InformationFields.author),
    },
    {
      additionalProperties: false,
      examples: [
        {
          title: 'Pendaftaran PIT 2026 dibuka',
          categoryId: 3,
          summary: 'Pertemuan Ilmiah Tahunan di Surabaya, 12-14 Agustus 2026.',
          body: '## Pendaftaran\n\nPendaftaran dibuka hingga 31 Juli 2026.',
          bodyFormat: 'markdown',
        },
      ],
    },
  ),
  update: Type.Partial(Type.Object(InformationFields), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ summary: 'Jadwal diperbarui: 13-15 Agustus 2026.' }],
  }),
  remove: true,
  filters: {
    categoryId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [3], description: 'Information in this category.' }),
    status: Status,
  },
  sorts: ['publishedAt', 'createdAt', 'updatedAt', 'title'],
  defaultSort: 'createdAt:desc',
  searchable: ['title', 'summary'],
};

const common = { tag: INFORMATION_TAG, subject: INFORMATION_SUBJECT, action: 'update', method: 'POST', params: IdParams } as const;
const replies = { 200: InformationSchema, ...errorReplies(404, 409) };
const INFORMATION = `${ASSOCIATION_API_PREFIX}/information`;

export const informationOperations: OperationContract[] = [
  {
    ...common,
    path: `${INFORMATION}/:id/publish`,
    operationId: 'publishInformation',
    summary: 'Publish information',
    description:
      'draft or unpublished -> published, stamping publishedAt. 409 when it is already published or archived, or ' +
      'when its summary or body is still empty.',
    response: replies,
  },
  {
    ...common,
    path: `${INFORMATION}/:id/unpublish`,
    operationId: 'unpublishInformation',
    summary: 'Unpublish information',
    description: 'published -> unpublished (it can be edited and published again); 409 from any other state.',
    response: replies,
  },
  {
    ...common,
    path: `${INFORMATION}/:id/archive`,
    operationId: 'archiveInformation',
    summary: 'Archive information',
    description: 'draft, published or unpublished -> archived, for good: archived information is read-only. 409 when already archived.',
    response: replies,
  },
];

export type InformationStatus = (typeof INFORMATION_STATUSES)[number];

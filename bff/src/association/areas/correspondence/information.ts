import {
  informationCategoriesContract,
  informationContract,
  type InformationStatus,
} from '../../../contract/association/correspondence-information.js';
import type { Db } from '../../db/db.js';
import { ApiError, coded, conflict } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import { AreaRepository } from '../members/repository.js';
import { assertStep, badField, label, lockRow, slugify, type Step } from './common.js';
import { sanitizeInformationHtml } from './rich-text.js';

type Row = Record<string, unknown>;

/** A slug given or derived from a name; too short to be one (a name of symbols only) is the field's fault. */
function slugFrom(body: Row, slugField: string, nameField: string): string {
  if (typeof body[slugField] === 'string') return body[slugField];
  const slug = slugify(body[nameField] as string);
  if (slug.length < 2) throw badField(slugField, `cannot be derived from the ${nameField}; give one`, coded('field.slugUnderivable'));
  return slug;
}

/** Slugs are unique: a second use answers 409 naming the record that has it. */
async function assertSlugFree(db: Db, table: 'information' | 'information_categories', slug: string, except: number | null) {
  const rows = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE slug = $1 AND ($2::int IS NULL OR id <> $2)`, [slug, except]);
  const what = table === 'information' ? 'information' : 'information category';
  if (rows.rows[0]) throw conflict(`The slug ${slug} is already used by ${what} ${rows.rows[0].id}`, coded('information.slugTaken', { slug, id: rows.rows[0].id }));
}

const categoriesRepository = new AreaRepository(
  {
    entity: 'informationCategory',
    table: 'information_categories',
    idColumn: 'c.id',
    select: `SELECT c.id, c.name, c.slug, c.description,
                    (SELECT count(*)::int FROM information i WHERE i.category_id = c.id) AS "informationCount",
                    c.created_at AS "createdAt", c.updated_at AS "updatedAt"
               FROM information_categories c`,
    search: `c.name || ' ' || c.slug || ' ' || c.description`,
    sorts: { name: 'c.name', slug: 'c.slug', informationCount: '"informationCount"', createdAt: 'c.created_at' },
    columns: { name: 'name', slug: 'slug', description: 'description' },
  },
  informationCategoriesContract.defaultSort,
  {
    async prepare(tx, body) {
      const slug = slugFrom(body, 'slug', 'name');
      await assertSlugFree(tx, 'information_categories', slug, null);
      return { name: body.name, slug, description: body.description ?? '' };
    },
  },
);

export const informationCategories: ResourceModule = {
  contract: informationCategoriesContract,
  repository: categoriesRepository,
  hooks: {
    async beforeUpdate(tx, current, body) {
      if (typeof body.slug === 'string') await assertSlugFree(tx, 'information_categories', body.slug, current.id as number);
    },
    async beforeDelete(_tx, current) {
      const count = current.informationCount as number;
      if (count > 0) {
        throw conflict(
          `Information category ${current.name as string} still holds ${count} information item${count === 1 ? '' : 's'}; move or delete them first`,
          coded('information.categoryNotEmpty', { name: current.name as string, count }),
        );
      }
    },
  },
};

async function categoryOf(db: Db, id: unknown): Promise<void> {
  const rows = await db.query('SELECT 1 FROM information_categories WHERE id = $1', [id]);
  if (rows.rows.length === 0) throw badField('categoryId', 'must be the id of an information category', coded('information.unknownCategory'));
}

/** An HTML body is stored sanitised (see rich-text.ts); markdown is text, rendered and sanitised by its reader. */
const storedBody = (body: string, format: string) => (format === 'html' ? sanitizeInformationHtml(body) : body);

const informationRepository = new AreaRepository(
  {
    entity: 'information',
    table: 'information',
    idColumn: 'i.id',
    select: `SELECT i.id, i.title, i.slug, i.category_id AS "categoryId", c.name AS "categoryName", c.slug AS "categorySlug",
                    i.summary, i.body, i.body_format AS "bodyFormat", i.cover_image_url AS "coverImageUrl", i.status, i.author,
                    i.published_at AS "publishedAt", i.created_at AS "createdAt", i.updated_at AS "updatedAt"
               FROM information i JOIN information_categories c ON c.id = i.category_id`,
    // The expression of information_search_idx.
    search: `i.title || ' ' || i.summary`,
    filters: { categoryId: 'i.category_id = ?', status: 'i.status = ?' },
    sorts: { publishedAt: 'i.published_at', createdAt: 'i.created_at', updatedAt: 'i.updated_at', title: 'i.title' },
    columns: {
      title: 'title',
      slug: 'slug',
      categoryId: 'category_id',
      summary: 'summary',
      body: 'body',
      bodyFormat: 'body_format',
      coverImageUrl: 'cover_image_url',
      author: 'author',
    },
  },
  informationContract.defaultSort,
  {
    // Every article starts as a draft by the signed-in user unless an author (a desk, a board) is named.
    async prepare(tx, body, actor) {
      await categoryOf(tx, body.categoryId);
      const slug = slugFrom(body, 'slug', 'title');
      await assertSlugFree(tx, 'information', slug, null);
      return {
        title: body.title,
        slug,
        category_id: body.categoryId,
        summary: body.summary ?? '',
        body: storedBody((body.body as string | undefined) ?? '', (body.bodyFormat as string | undefined) ?? 'markdown'),
        body_format: body.bodyFormat ?? 'markdown',
        cover_image_url: body.coverImageUrl ?? null,
        author: body.author ?? actor,
      };
    },
  },
);

export const information: ResourceModule = {
  contract: informationContract,
  repository: informationRepository,
  hooks: {
    async beforeUpdate(tx, current, body) {
      if (current.status === 'published') throw conflict(`Information ${current.id} is published; unpublish it before editing`, coded('information.publishedReadOnly', { id: current.id as number }));
      if (current.status === 'archived') throw conflict(`Information ${current.id} is archived; archived information is read-only`, coded('information.archivedReadOnly', { id: current.id as number }));
      if (body.categoryId !== undefined) await categoryOf(tx, body.categoryId);
      if (typeof body.slug === 'string') await assertSlugFree(tx, 'information', body.slug, current.id as number);
      // A new body, or the old one now read as HTML: what is stored is the sanitised HTML.
      if (body.body !== undefined || body.bodyFormat !== undefined) {
        const format = (body.bodyFormat ?? current.bodyFormat) as string;
        if (format === 'html') body.body = storedBody((body.body ?? current.body) as string, format);
      }
    },
    async beforeDelete(_tx, current) {
      if (current.status !== 'draft') {
        throw conflict(
          `Information ${current.id} is ${label(current.status as string)}; only a draft can be deleted (archive it instead)`,
          coded('information.deleteOnlyDraft', { id: current.id as number, status: current.status as string }),
        );
      }
    },
  },
};

const STEPS = {
  publish: { from: ['draft', 'unpublished'], to: 'published', verb: 'published', hint: { archived: 'archived information is read-only' } },
  unpublish: { from: ['published'], to: 'unpublished', verb: 'unpublished' },
  archive: { from: ['draft', 'published', 'unpublished'], to: 'archived', verb: 'archived' },
} satisfies Record<string, Step<InformationStatus>>;

interface LockedInformation {
  id: number;
  status: InformationStatus;
  summary: string;
  body: string;
}

async function step(db: Db, id: number, name: keyof typeof STEPS, actor: string) {
  const definition: Step<InformationStatus> = STEPS[name];
  return db.transaction(async (tx) => {
    const current = await lockRow<LockedInformation>(tx, 'SELECT id, status, summary, body FROM information WHERE id = $1', id, 'Information');
    assertStep('Information', id, current.status, definition, 'information');
    if (name === 'publish') {
      const empty = (['summary', 'body'] as const).filter((field) => current[field].trim() === '');
      // The fields name what to fill in, so the editor marks them (they are the fields of the saved item's body).
      if (empty.length > 0) {
        throw new ApiError(
          409,
          `Information ${id} cannot be published: its ${empty.join(' and ')} ${empty.length === 1 ? 'is' : 'are'} empty`,
          empty.map((field) => ({ field, in: 'body', message: 'must not be empty to publish', ...coded('field.emptyToPublish') })),
          coded(empty.length === 1 ? `information.publishEmpty.${empty[0]}` : 'information.publishEmpty.both', { id }),
        );
      }
    }
    const stamp = name === 'publish' ? ', published_at = (SELECT sejawat_now())' : '';
    await tx.query(`UPDATE information SET status = $2${stamp}, updated_at = (SELECT sejawat_now()) WHERE id = $1`, [id, definition.to]);
    await writeAudit(tx, { entity: 'information', entityId: id, action: name, actor, changes: { status: { from: current.status, to: definition.to } } });
    return informationRepository.get(tx, id);
  });
}

const handler = (name: keyof typeof STEPS): OperationHandler => async ({ db, request, actor }) => ({
  status: 200,
  body: await step(db, (request.params as { id: number }).id, name, actor),
});

export const informationHandlers: Record<string, OperationHandler> = {
  publishInformation: handler('publish'),
  unpublishInformation: handler('unpublish'),
  archiveInformation: handler('archive'),
};

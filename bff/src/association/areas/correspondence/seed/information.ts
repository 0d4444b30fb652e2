import { insertMany, type Seeder } from '../../../seed/context.js';
import { slugify } from '../common.js';
import { INFORMATION_AUTHORS, INFORMATION_CATEGORIES, INFORMATION_PARAGRAPHS, INFORMATION_TITLES } from './data.js';
import { DAY, later, officeTime } from './time.js';

/** Six categories and their forty articles: most published over the last year, a few drafts, unpublished and archived. */
export const informationSeeder: Seeder = {
  name: 'information',
  async run({ db, faker, now }) {
    const year = String(now.getUTCFullYear());
    const created = new Date(now.getTime() - 400 * DAY);
    await insertMany(db, 'information_categories', ['name', 'slug', 'description', 'created_at', 'updated_at'],
      INFORMATION_CATEGORIES.map((c) => [c.name, c.slug, c.description, created.toISOString(), created.toISOString()]));
    const categories = (await db.query<{ id: number; slug: string }>('SELECT id, slug FROM information_categories')).rows;
    // The information centre's articles are the national board's, published to every board and member (migration 060).
    // Named here: the load runs with triggers off, so the default-division trigger does not fill it in.
    const national = (await db.query<{ id: number }>(`SELECT id FROM divisions WHERE level = 'national' ORDER BY id LIMIT 1`)).rows[0]?.id ?? null;
    const rows: unknown[][] = [];
    for (const category of categories) {
      for (const template of INFORMATION_TITLES[category.slug] ?? []) {
        const title = template.replaceAll('{year}', year);
        const createdAt = officeTime(faker, new Date(now.getTime() - faker.number.int({ min: 2, max: 365 }) * DAY));
        const status = faker.helpers.weightedArrayElement([
          { value: 'published', weight: 76 },
          { value: 'draft', weight: 10 },
          { value: 'unpublished', weight: 7 },
          { value: 'archived', weight: 7 },
        ]);
        const publishedAt = status === 'draft' ? null : later(faker, createdAt, faker.number.int({ min: 0, max: 3 }), now);
        const updatedAt = status === 'published' || status === 'draft' ? publishedAt ?? createdAt : later(faker, publishedAt!, faker.number.int({ min: 5, max: 60 }), now);
        const paragraphs = faker.helpers.arrayElements(INFORMATION_PARAGRAPHS, { min: 2, max: 4 });
        const slug = slugify(title);
        rows.push([
          title,
          slug,
          category.id,
          paragraphs[0],
          `## ${title}\n\n${paragraphs.join('\n\n')}`,
          'markdown',
          faker.number.int({ min: 1, max: 10 }) <= 6 ? `https://cdn.sejawat.id/informasi/${slug}.jpg` : null,
          status,
          faker.helpers.arrayElement(INFORMATION_AUTHORS),
          publishedAt?.toISOString() ?? null,
          createdAt.toISOString(),
          updatedAt.toISOString(),
          national,
        ]);
      }
    }
    await insertMany(db, 'information', [
      'title', 'slug', 'category_id', 'summary', 'body', 'body_format', 'cover_image_url', 'status', 'author', 'published_at',
      'created_at', 'updated_at', 'division_id',
    ], rows);
  },
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, asClient, auditOf, count, expectConflict, expectFieldError, next } from './correspondence-fixtures.js';
import { BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const CATEGORIES = `${API}/information-categories`;
const INFORMATION = `${API}/information`;

interface Category {
  id: number;
  name: string;
  slug: string;
  description: string;
  informationCount: number;
}

interface Information {
  id: number;
  title: string;
  slug: string;
  categoryId: number;
  categoryName: string;
  summary: string;
  body: string;
  bodyFormat: string;
  coverImageUrl: string | null;
  status: string;
  author: string;
  publishedAt: string | null;
}

describe.each(BACKENDS)('information centre on %s', (backend) => {
  let c: AssociationClient;
  let category: Category;

  beforeAll(async () => {
    c = await startAssociation(backend);
    category = await newCategory();
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  async function newCategory(overrides: Record<string, unknown> = {}): Promise<Category> {
    const res = await c.post(CATEGORIES, { name: `Kategori Uji ${backend} ${next()}`, ...overrides });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const draft = async (overrides: Record<string, unknown> = {}): Promise<Information> => {
    const res = await c.post(INFORMATION, {
      title: `Pendaftaran PIT ${next()} dibuka`,
      categoryId: category.id,
      summary: 'Pertemuan Ilmiah Tahunan di Surabaya.',
      body: '## Pendaftaran\n\nDibuka hingga 31 Juli.',
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const step = (id: number, name: 'publish' | 'unpublish' | 'archive') => c.post(`${INFORMATION}/${id}/${name}`);
  const get = async (id: number): Promise<Information> => (await c.get(`${INFORMATION}/${id}`)).json();

  it('creates categories with a slug derived from the name or given, unique, and audits them', async () => {
    const n = next();
    const derived = await newCategory({ name: `Kegiatan Ilmiah & Kursus Daring ${n}`, description: 'PIT, seminar dan workshop.' });
    expect(derived).toMatchObject({ slug: `kegiatan-ilmiah-kursus-daring-${n}`, description: 'PIT, seminar dan workshop.', informationCount: 0 });
    const given = await newCategory({ name: 'Regulasi', slug: `regulasi-uji-${n}` });
    expect(given).toMatchObject({ slug: `regulasi-uji-${n}`, description: '' });

    const before = await count(c, 'information_categories');
    expectConflict(await c.post(CATEGORIES, { name: 'Regulasi lain', slug: `regulasi-uji-${n}` }), new RegExp(`slug regulasi-uji-${n} is already used by information category ${given.id}`));
    expectConflict(await c.post(CATEGORIES, { name: `Kegiatan ilmiah, kursus daring ${n}` }), /already used/);
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'Tanpa slug', slug: 'Huruf Besar' }, 'slug'],
      [{ name: 'Tanpa slug', slug: 'a--b' }, 'slug'],
      [{ name: '!!!' }, 'slug'],
      [{ name: 'Lebih', color: 'merah' }, 'color'],
      [{ description: 'tanpa nama' }, 'name'],
    ] as const) {
      expectFieldError(await c.post(CATEGORIES, body), field, JSON.stringify(body));
    }
    expect(await count(c, 'information_categories')).toBe(before);

    const renamed = await c.patch(`${CATEGORIES}/${given.id}`, { name: 'Regulasi dan Kebijakan' });
    expect(renamed.json()).toMatchObject({ name: 'Regulasi dan Kebijakan', slug: `regulasi-uji-${n}` });
    expectConflict(await c.patch(`${CATEGORIES}/${given.id}`, { slug: derived.slug }), /already used/);
    expectFieldError(await c.patch(`${CATEGORIES}/${given.id}`, { slug: 'Bukan Slug' }), 'slug');
    expect((await c.patch(`${CATEGORIES}/${given.id}`, {})).statusCode).toBe(400);
    expect((await c.get(`${CATEGORIES}/${given.id}`)).json()).toMatchObject({ name: 'Regulasi dan Kebijakan', slug: `regulasi-uji-${n}` });

    const audit = await auditOf(c, `${CATEGORIES}/${given.id}`);
    expect(audit.map((a) => a.action)).toEqual(['update', 'create']);
    expect(audit[0]).toMatchObject({ actor: 'admin@demo.com', changes: { name: { from: 'Regulasi', to: 'Regulasi dan Kebijakan' } } });
  });

  it('deletes a category only when it holds no information', async () => {
    const used = await newCategory();
    const item = await draft({ categoryId: used.id });
    expect((await c.get(`${CATEGORIES}/${used.id}`)).json().informationCount).toBe(1);
    expectConflict(await c.del(`${CATEGORIES}/${used.id}`), new RegExp(`${used.name} still holds 1 information item; move or delete them first`));
    expect((await c.get(`${CATEGORIES}/${used.id}`)).statusCode).toBe(200);

    const empty = await newCategory();
    expect((await c.patch(`${INFORMATION}/${item.id}`, { categoryId: empty.id })).json()).toMatchObject({ categoryId: empty.id, categoryName: empty.name });
    expect((await c.del(`${CATEGORIES}/${used.id}`)).statusCode).toBe(204);
    expect((await c.get(`${CATEGORIES}/${used.id}`)).statusCode).toBe(404);
    expect((await c.del(`${CATEGORIES}/${used.id}`)).statusCode).toBe(404);
  });

  it('creates drafts with a derived slug and the signed-in author, and refuses bad input naming the field', async () => {
    const n = next();
    const item = await draft({ title: `Webinar Pengendalian Infeksi — Sesi ${n}`, bodyFormat: 'html', body: '<p>Jadwal <b>webinar</b></p><script>alert(1)</script>' });
    expect(item).toMatchObject({
      slug: `webinar-pengendalian-infeksi-sesi-${n}`,
      status: 'draft',
      author: 'admin@demo.com',
      publishedAt: null,
      categoryName: category.name,
      bodyFormat: 'html',
      coverImageUrl: null,
    });
    // HTML is stored sanitised (correspondence-information-images.test.ts goes through the allowlist).
    expect(item.body).toBe('<p>Jadwal <b>webinar</b></p>');
    const named = await draft({ author: 'Humas Pengurus Besar', slug: `pit-${n}`, body: 'Baris *pertama*\n<script>x</script>' });
    expect(named).toMatchObject({ author: 'Humas Pengurus Besar', slug: `pit-${n}`, bodyFormat: 'markdown', body: 'Baris *pertama*\n<script>x</script>' });

    const before = await count(c, 'information');
    expectConflict(await c.post(INFORMATION, { title: 'Lain', slug: `pit-${n}`, categoryId: category.id }), new RegExp(`slug pit-${n} is already used by information ${named.id}`));
    for (const [body, field] of [
      [{ categoryId: category.id }, 'title'],
      [{ title: 'Tanpa kategori' }, 'categoryId'],
      [{ title: 'Kategori hilang', categoryId: 999999 }, 'categoryId'],
      [{ title: 'Format', categoryId: category.id, bodyFormat: 'docx' }, 'bodyFormat'],
      [{ title: 'Sampul', categoryId: category.id, coverImageUrl: 'ftp://cdn/x.jpg' }, 'coverImageUrl'],
      [{ title: 'Sampul luar', categoryId: category.id, coverImageUrl: 'https://cdn.sejawat.id/informasi/pit.jpg' }, 'coverImageUrl'],
      [{ title: 'Status', categoryId: category.id, status: 'published' }, 'status'],
      [{ title: '???', categoryId: category.id }, 'slug'],
    ] as const) {
      expectFieldError(await c.post(INFORMATION, body), field, JSON.stringify(body));
    }
    expect(await count(c, 'information')).toBe(before);
    expect((await auditOf(c, `${INFORMATION}/${item.id}`))[0]).toMatchObject({ action: 'create', actor: 'admin@demo.com' });
  });

  it('publishes, unpublishes, republishes and archives, refusing the wrong state, and edits only drafts and unpublished items', async () => {
    const empty = await draft({ summary: '', body: '' });
    const refused = await step(empty.id, 'publish');
    expectConflict(refused, new RegExp(`Information ${empty.id} cannot be published: its summary and body are empty`));
    // The refusal names the fields to fill in, so the editor can mark them.
    expect(refused.json().details.map((d: { field: string }) => d.field)).toEqual(['summary', 'body']);
    expectConflict(await step(empty.id, 'unpublish'), /is draft; only information that is published can be unpublished/);
    expect((await c.patch(`${INFORMATION}/${empty.id}`, { summary: 'Ringkasan' })).statusCode).toBe(200);
    const bodyOnly = await step(empty.id, 'publish');
    expectConflict(bodyOnly, /its body is empty/);
    expect(bodyOnly.json().details).toEqual([{ field: 'body', in: 'body', message: 'must not be empty to publish', code: 'field.emptyToPublish' }]);
    expect((await get(empty.id)).status).toBe('draft');

    const item = await draft();
    const edited = await c.patch(`${INFORMATION}/${item.id}`, { title: 'Pendaftaran PIT dibuka (diperbarui)', body: '## Baru' });
    expect(edited.json()).toMatchObject({ title: 'Pendaftaran PIT dibuka (diperbarui)', body: '## Baru', slug: item.slug });
    expectFieldError(await c.patch(`${INFORMATION}/${item.id}`, { categoryId: 999999 }), 'categoryId');
    expectFieldError(await c.patch(`${INFORMATION}/${item.id}`, { status: 'published' }), 'status');

    const published = await step(item.id, 'publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    const firstPublished = published.json().publishedAt as string;
    expectConflict(await step(item.id, 'publish'), /is already published/);
    expectConflict(await c.patch(`${INFORMATION}/${item.id}`, { summary: 'Tidak boleh' }), /is published; unpublish it before editing/);
    expectConflict(await c.del(`${INFORMATION}/${item.id}`), /is published; only a draft can be deleted \(archive it instead\)/);

    expect((await step(item.id, 'unpublish')).json()).toMatchObject({ status: 'unpublished', publishedAt: firstPublished });
    expectConflict(await step(item.id, 'unpublish'), /is already unpublished/);
    expect((await c.patch(`${INFORMATION}/${item.id}`, { summary: 'Jadwal diperbarui' })).json().summary).toBe('Jadwal diperbarui');
    const again = (await step(item.id, 'publish')).json();
    expect(again.status).toBe('published');
    expect(Date.parse(again.publishedAt)).toBeGreaterThanOrEqual(Date.parse(firstPublished));

    expect((await step(item.id, 'archive')).json().status).toBe('archived');
    expectConflict(await step(item.id, 'archive'), /is already archived/);
    expectConflict(await step(item.id, 'publish'), /is archived; only information that is draft or unpublished can be published \(archived information is read-only\)/);
    expectConflict(await c.patch(`${INFORMATION}/${item.id}`, { title: 'Arsip' }), /is archived; archived information is read-only/);

    const audit = await auditOf(c, `${INFORMATION}/${item.id}`);
    expect(audit.map((a) => a.action)).toEqual(['archive', 'publish', 'update', 'unpublish', 'publish', 'update', 'create']);
    expect(audit[1]!.changes).toEqual({ status: { from: 'unpublished', to: 'published' } });

    const scrap = await draft();
    expect((await c.del(`${INFORMATION}/${scrap.id}`)).statusCode).toBe(204);
    expect((await c.get(`${INFORMATION}/${scrap.id}`)).statusCode).toBe(404);
    expectConflict(await step(empty.id, 'archive').then(() => c.del(`${INFORMATION}/${empty.id}`)), /is archived; only a draft can be deleted/);

    for (const name of ['publish', 'unpublish', 'archive'] as const) expect((await step(999999, name)).statusCode).toBe(404);
    expect((await c.patch(`${INFORMATION}/999999`, { title: 'x y z' })).statusCode).toBe(404);
    expect((await c.get(`${INFORMATION}/999999/audit`)).statusCode).toBe(404);
  });

  it('lists by category and status, searches, sorts and pages, and exports the same as CSV', async () => {
    const own = await newCategory();
    const items = [];
    for (const title of ['Alpha webinar radiologi', 'Beta workshop endodontik', 'Gamma seminar ortodonti']) items.push(await draft({ categoryId: own.id, title }));
    await step(items[0]!.id, 'publish');
    await step(items[2]!.id, 'publish');
    const titles = async (query: string) =>
      (await c.get(`${INFORMATION}?categoryId=${own.id}&perPage=100&${query}`)).json().data.map((i: Information) => i.title);
    expect(await titles('sort=title:asc')).toEqual(['Alpha webinar radiologi', 'Beta workshop endodontik', 'Gamma seminar ortodonti']);
    expect(await titles('status=published&sort=title:desc')).toEqual(['Gamma seminar ortodonti', 'Alpha webinar radiologi']);
    expect(await titles('status=draft')).toEqual(['Beta workshop endodontik']);
    expect(await titles('q=ENDODONTIK')).toEqual(['Beta workshop endodontik']);
    expect(await titles('sort=publishedAt:asc')).toEqual(['Alpha webinar radiologi', 'Gamma seminar ortodonti', 'Beta workshop endodontik']);
    const page = (await c.get(`${INFORMATION}?categoryId=${own.id}&perPage=2&page=2&sort=title:asc`)).json();
    expect(page).toMatchObject({ total: 3, totalPages: 2, from: 3, to: 3 });
    expect((await c.get(`${CATEGORIES}?q=${encodeURIComponent(own.name)}`)).json().data).toEqual([expect.objectContaining({ id: own.id, informationCount: 3 })]);
    expect((await c.get(`${CATEGORIES}?sort=informationCount:desc&perPage=1`)).json().data[0].informationCount).toBeGreaterThanOrEqual(3);

    const csv = await c.get(`${INFORMATION}/export.csv?categoryId=${own.id}&status=published&sort=title:asc`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,title,slug,categoryId,categoryName/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Alpha webinar radiologi');

    for (const [query, field] of [['status=hidden', 'status'], ['categoryId=abc', 'categoryId'], ['sort=body:asc', 'sort']] as const) {
      expectFieldError(await c.get(`${INFORMATION}?${query}`), field, query);
    }
  });

  it('seeds six categories and forty articles, most of them published', async () => {
    const categories = (await c.get(`${CATEGORIES}?perPage=100&q=`)).json();
    const seeded = categories.data.filter((x: Category) => !x.name.startsWith('Kategori Uji') && !x.slug.startsWith('regulasi-uji') && !x.slug.startsWith('kegiatan-ilmiah-kursus'));
    expect(seeded).toHaveLength(6);
    expect(seeded.reduce((sum: number, x: Category) => sum + x.informationCount, 0)).toBe(40);
    const published = (await c.get(`${INFORMATION}?status=published&perPage=100`)).json();
    expect(published.total).toBeGreaterThanOrEqual(25);
    expect(published.data.every((i: Information) => i.publishedAt !== null && i.summary !== '' && i.body.startsWith('## '))).toBe(true);
  });

  it('lets the client account neither read nor change the information centre', async () => {
    const item = await draft();
    for (const [method, url, body] of [
      ['GET', CATEGORIES],
      ['GET', `${CATEGORIES}/${category.id}`],
      ['POST', CATEGORIES, { name: 'Kategori klien' }],
      ['PATCH', `${CATEGORIES}/${category.id}`, { name: 'Diubah klien' }],
      ['DELETE', `${CATEGORIES}/${category.id}`],
      ['GET', INFORMATION],
      ['GET', `${INFORMATION}/${item.id}`],
      ['POST', INFORMATION, { title: 'Dari klien', categoryId: category.id }],
      ['PATCH', `${INFORMATION}/${item.id}`, { title: 'Diubah klien' }],
      ['DELETE', `${INFORMATION}/${item.id}`],
      ['POST', `${INFORMATION}/${item.id}/publish`],
      ['POST', `${INFORMATION}/${item.id}/unpublish`],
      ['POST', `${INFORMATION}/${item.id}/archive`],
    ] as const) {
      expect((await asClient(c, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await get(item.id)).status).toBe('draft');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/association/access/demo-accounts.js';
import { bearer, login } from '../helpers.js';
import { API, auditOf, count, expectFieldError, next } from './correspondence-fixtures.js';
import { startAssociation, type AssociationClient } from './harness.js';

const INFORMATION = `${API}/information`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

describe('the information centre\'s rich text and uploaded images', () => {
  let c: AssociationClient;
  let categoryId: number;

  beforeAll(async () => {
    c = await startAssociation('embedded');
    const res = await c.post(`${API}/information-categories`, { name: `Gambar ${next()}` });
    categoryId = res.json().id;
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  const draft = async (body: Record<string, unknown> = {}) => {
    const res = await c.post(INFORMATION, { title: `Artikel bergambar ${next()}`, categoryId, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; body: string; bodyFormat: string; coverImageUrl: string | null };
  };
  const upload = (id: number, content: Buffer, filename: string, type = 'image/png', headers: Record<string, string> = {}) =>
    c.request({ method: 'POST', url: `${INFORMATION}/${id}/images?filename=${encodeURIComponent(filename)}`, payload: content, headers: { 'content-type': type, ...headers } });

  it('uploads images recognised by their content and serves them by their key, without a token', async () => {
    const item = await draft();
    const res = await upload(item.id, PNG, '../sampul PIT.png');
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json();
    expect(image).toMatchObject({ informationId: item.id, filename: 'sampul PIT.png', contentType: 'image/png', size: PNG.length });
    expect(image.url).toMatch(/^\/api\/association\/information-images\/[A-Za-z0-9_-]{43}$/);
    const jpeg = (await upload(item.id, JPEG, 'foto.png', 'application/octet-stream')).json();
    expect(jpeg).toMatchObject({ contentType: 'image/jpeg', filename: 'foto.png.jpg' });

    const shown = await c.bff.inject({ method: 'GET', url: image.url });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['content-disposition']).toBe(`inline; filename="sampul PIT.png"; filename*=UTF-8''sampul%20PIT.png`);
    expect((await c.bff.inject({ method: 'GET', url: `${API}/information-images/${'A'.repeat(43)}` })).statusCode).toBe(404);
    expect((await c.bff.inject({ method: 'GET', url: `${API}/information-images/kunci-pendek` })).statusCode).toBe(400);

    // The cover is an uploaded image; another site's address is refused.
    const covered = await c.patch(`${INFORMATION}/${item.id}`, { coverImageUrl: image.url });
    expect(covered.json().coverImageUrl).toBe(image.url);
    expectFieldError(await c.patch(`${INFORMATION}/${item.id}`, { coverImageUrl: 'https://example.org/x.png' }), 'coverImageUrl');
    expect((await auditOf(c, `${INFORMATION}/${item.id}`)).map((a) => a.action)).toEqual(['update', 'uploadImage', 'uploadImage', 'create']);
  });

  it('refuses what is not a JPEG or PNG, a published article\'s changes, and the client account', async () => {
    const item = await draft();
    for (const [content, name] of [[PDF, 'surat.png'], [SVG, 'gambar.png'], [Buffer.from('GIF89a....'), 'animasi.png']] as const) {
      const res = await upload(item.id, content, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 'file.unsupportedImage' });
    }
    expect((await upload(item.id, Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'besar.png')).statusCode).toBe(413);
    expect((await upload(item.id, PNG, 'klien.png', 'image/png', bearer(c.clientToken))).statusCode).toBe(403);
    expect((await upload(999999, PNG, 'hilang.png')).statusCode).toBe(404);
    expect(await count(c, `stored_files WHERE information_id = ${item.id}`)).toBe(0);

    const ready = await draft({ summary: 'Ringkasan', body: 'Isi' });
    expect((await c.post(`${INFORMATION}/${ready.id}/publish`)).statusCode).toBe(200);
    expect((await upload(ready.id, PNG, 'terbit.png')).json()).toMatchObject({ code: 'information.publishedReadOnly' });
  });

  it('stores an HTML body sanitised: no scripts, event handlers, javascript: links or images from elsewhere', async () => {
    const item = await draft();
    const own = (await upload(item.id, PNG, 'grafik.png')).json().url as string;
    const dirty = [
      '<h2 onclick="steal()">Jadwal</h2>',
      '<p class="ql-align-center evil">Tengah <strong>tebal</strong><script>alert(document.cookie)</script></p>',
      `<p><img src="${own}" alt="Grafik" onerror="alert(1)"><img src="https://tracker.example/p.gif"><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"></p>`,
      '<p><a href="javascript:alert(1)">klik</a> <a href="https://pdgi.or.id" target="_top">PDGI</a> <a href="mailto:humas@pdgi.or.id">surel</a></p>',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><svg onload="alert(1)"></svg>',
      '<ol><li data-list="bullet" class="ql-indent-1">Satu</li><li data-list="javascript:x()" data-x="y">Dua</li></ol>',
    ].join('');
    const saved = await c.patch(`${INFORMATION}/${item.id}`, { bodyFormat: 'html', body: dirty });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().body).toBe(
      '<h2>Jadwal</h2>' +
        '<p class="ql-align-center">Tengah <strong>tebal</strong></p>' +
        `<p><img src="${own}" alt="Grafik" /></p>` +
        '<p><a rel="noopener noreferrer">klik</a> <a href="https://pdgi.or.id" target="_blank" rel="noopener noreferrer">PDGI</a> <a href="mailto:humas@pdgi.or.id" rel="noopener noreferrer">surel</a></p>' +
        '<ol><li class="ql-indent-1" data-list="bullet">Satu</li><li>Dua</li></ol>',
    );
    expect((await c.get(`${INFORMATION}/${item.id}`)).json().body).toBe(saved.json().body);

    // Created as HTML: sanitised too; a markdown body turned into HTML later is sanitised then.
    expect((await draft({ bodyFormat: 'html', body: '<p onmouseover="x()">Hai</p>' })).body).toBe('<p>Hai</p>');
    const text = await draft({ body: 'Teks <b onclick="x()">lama</b>' });
    expect(text.body).toBe('Teks <b onclick="x()">lama</b>');
    expect((await c.patch(`${INFORMATION}/${text.id}`, { bodyFormat: 'html' })).json().body).toBe('Teks <b>lama</b>');
  });

  it('lets a board add images only to the articles it may change', async () => {
    const national = await draft();
    const session = await login(c.bff, { email: 'cabang@demo.com', password: DEMO_PASSWORD });
    const refused = await upload(national.id, PNG, 'cabang.png', 'image/png', bearer(session.accessToken));
    expect([403, 404]).toContain(refused.statusCode);
    expect(await count(c, `stored_files WHERE information_id = ${national.id}`)).toBe(0);
    const own = await c.bff.inject({ method: 'POST', url: INFORMATION, headers: bearer(session.accessToken), payload: { title: `Kabar cabang ${next()}`, categoryId } });
    expect(own.statusCode, own.body).toBe(201);
    expect((await upload(own.json().id, PNG, 'cabang.png', 'image/png', bearer(session.accessToken))).statusCode).toBe(201);
  });
});

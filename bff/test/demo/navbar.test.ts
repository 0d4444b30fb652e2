import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../src/lib/fixtures.js';
import {
  MainSearchResponseSchema,
  NavbarContactSchema,
  NavbarContactsGroupSchema,
  NavbarFileSchema,
  NavbarFilesGroupSchema,
  NavbarPageSchema,
  NavbarPagesGroupSchema,
} from '../../src/routes/demo/navbar/schemas.js';
import type { SearchContact, SearchFile, SearchGroup, SearchPage } from '../../src/stores/navbar.js';
import { bearer } from '../helpers.js';
import { badFields, demoClient, type DemoClient } from './client.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const GROUPS = loadFixture<{ searchArr: SearchGroup[] }>('demo/search.json', NOW).searchArr;
const PAGES = GROUPS[0]!.data as SearchPage[];
const FILES = GROUPS[1]!.data as SearchFile[];
const CONTACTS = GROUPS[2]!.data as SearchContact[];
const INITIALLY_BOOKMARKED = [3, 4, 5, 6];

let c: DemoClient;
beforeEach(async () => {
  c = await demoClient(NOW);
});
afterEach(async () => {
  await c.close();
});

interface Bookmarks {
  suggestions: SearchPage[];
  bookmarks: SearchPage[];
}

const search = async (query = '') => {
  const res = await c.get(`/api/main-search/data${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { searchArr: SearchGroup[] }).searchArr;
};
const bookmarks = async () => {
  const res = await c.get('/api/bookmarks/data');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Bookmarks;
};
const toggle = (id: unknown) => c.post('/api/bookmarks/update', { id });
const ids = (items: { id: number }[]) => items.map((i) => i.id);
const titles = (group: SearchGroup | undefined) => (group?.data ?? []).map((item) => item.title);
const bookmarkedIn = (groups: SearchGroup[]) => ids((groups[0]!.data as SearchPage[]).filter((p) => p.isBookmarked));

describe('GET /api/main-search/data', () => {
  it('answers the Pages, Files and Contacts groups with everything when q is absent', async () => {
    const groups = await search();
    expect(groups.map((g) => g.groupTitle)).toEqual(['Pages', 'Files', 'Contacts']);
    expect(groups).toEqual(GROUPS);
    expect(bookmarkedIn(groups)).toEqual(INITIALLY_BOOKMARKED);
  });

  it('keeps page titles containing q, case-insensitively, in every group', async () => {
    const groups = await search('?q=INVOICE');
    expect(groups.map((g) => g.groupTitle)).toEqual(['Pages', 'Files', 'Contacts']);
    expect(titles(groups[0])).toEqual(PAGES.filter((p) => /invoice/i.test(p.title)).map((p) => p.title));
    expect(titles(groups[0]).length).toBeGreaterThan(1);
    expect(groups[1]!.data).toEqual([]);
    expect(groups[2]!.data).toEqual([]);
  });

  it('matches files by file name and not by owner', async () => {
    const pdf = FILES.find((f) => f.title.endsWith('.pdf'))!;
    expect(titles((await search('?q=.PDF'))[1])).toEqual([pdf.title]);
    const byOnly = await search(`?q=${encodeURIComponent(FILES[0]!.by)}`);
    expect(byOnly[1]!.data).toEqual([]);
  });

  it('matches contacts by name or by email', async () => {
    const byName = await search(`?q=${encodeURIComponent(CONTACTS[0]!.title.toLowerCase())}`);
    expect(byName[2]!.data).toEqual([CONTACTS[0]]);
    const domain = CONTACTS[0]!.email.split('@')[1]!;
    expect(CONTACTS.every((p) => !p.title.includes(domain))).toBe(true);
    const byEmail = await search(`?q=${encodeURIComponent(domain.toUpperCase())}`);
    expect(byEmail[2]!.data).toEqual(CONTACTS.filter((p) => p.email.includes(domain)));
    expect(byEmail[0]!.data).toEqual([]);
  });

  it('answers every group empty when nothing matches, and rejects an overlong q', async () => {
    const groups = await search('?q=no-such-thing-here');
    expect(groups.map((g) => g.data.length)).toEqual([0, 0, 0]);
    const res = await c.get(`/api/main-search/data?q=${'x'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain('q');
  });
});

describe('GET /api/bookmarks/data', () => {
  it('answers every page as suggestions and the bookmarked pages in Pages order', async () => {
    const body = await bookmarks();
    expect(body.suggestions).toEqual(PAGES);
    expect(ids(body.bookmarks)).toEqual(INITIALLY_BOOKMARKED);
    expect(body.bookmarks.every((p) => p.isBookmarked)).toBe(true);
  });
});

describe('POST /api/bookmarks/update', () => {
  it('bookmarks a page and answers it; bookmarks and main search show it in Pages order', async () => {
    const target = PAGES.at(-1)!;
    const res = await toggle(target.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ item: { ...target, isBookmarked: true } });
    const body = await bookmarks();
    expect(ids(body.bookmarks)).toEqual([...INITIALLY_BOOKMARKED, target.id]);
    expect(body.suggestions.find((p) => p.id === target.id)?.isBookmarked).toBe(true);
    expect(bookmarkedIn(await search())).toEqual([...INITIALLY_BOOKMARKED, target.id]);
  });

  it('removes a bookmark, and toggling twice restores it', async () => {
    expect((await toggle(4)).json()).toMatchObject({ item: { id: 4, isBookmarked: false } });
    expect(ids((await bookmarks()).bookmarks)).toEqual([3, 5, 6]);
    expect(bookmarkedIn(await search('?q=chat'))).toEqual([]);
    expect((await toggle(4)).json()).toMatchObject({ item: { id: 4, isBookmarked: true } });
    expect(ids((await bookmarks()).bookmarks)).toEqual(INITIALLY_BOOKMARKED);
  });

  it('accepts a numeric string id', async () => {
    const res = await toggle('3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ item: { id: 3, isBookmarked: false } });
  });

  it('answers 404 for an unknown id and changes nothing', async () => {
    const res = await toggle(PAGES.length + 1000);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(ids((await bookmarks()).bookmarks)).toEqual(INITIALLY_BOOKMARKED);
  });

  it.each([
    ['a non-numeric id', { id: 'abc' }, 'id'],
    ['a zero id', { id: 0 }, 'id'],
    ['a fractional id', { id: 3.5 }, 'id'],
    ['a missing id', {}, 'id'],
    ['an extra field', { id: 3, isBookmarked: true }, 'isBookmarked'],
  ])('rejects %s with 400 naming the field', async (_name, payload, field) => {
    const res = await c.post('/api/bookmarks/update', payload);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
  });
});

describe('access', () => {
  it('answers 403 to the client demo account and 401 without a token', async () => {
    const forbidden = await c.request({
      method: 'POST',
      url: '/api/bookmarks/update',
      payload: { id: 3 },
      headers: bearer(c.clientToken),
    });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await c.app.inject({ method: 'GET', url: '/api/main-search/data' });
    expect(anonymous.statusCode).toBe(401);
    expect(ids((await bookmarks()).bookmarks)).toEqual(INITIALLY_BOOKMARKED);
  });
});

describe('fixtures', () => {
  it('match the entity schemas', () => {
    // The group schemas reference their items by $id; the context resolves those references.
    const context = {
      NavbarPage: NavbarPageSchema,
      NavbarFile: NavbarFileSchema,
      NavbarContact: NavbarContactSchema,
      NavbarPagesGroup: NavbarPagesGroupSchema,
      NavbarFilesGroup: NavbarFilesGroupSchema,
      NavbarContactsGroup: NavbarContactsGroupSchema,
    };
    expect([...Value.Errors(context, MainSearchResponseSchema, { searchArr: GROUPS })]).toEqual([]);
    expect(GROUPS.map((g) => g.groupTitle)).toEqual(['Pages', 'Files', 'Contacts']);
    expect(new Set(ids(PAGES)).size).toBe(PAGES.length);
    expect(ids(PAGES.filter((p) => p.isBookmarked))).toEqual(INITIALLY_BOOKMARKED);
  });
});

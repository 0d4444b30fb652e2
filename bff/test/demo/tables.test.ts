import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../src/lib/fixtures.js';
import { AutoCompleteItemSchema, DataTableRowSchema } from '../../src/routes/demo/tables/schemas.js';
import type { AutoCompleteItem, DataTableRow } from '../../src/stores/tables.js';
import { bearer } from '../helpers.js';
import { badFields, demoClient, type DemoClient } from './client.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const ROWS = loadFixture<{ rows: DataTableRow[] }>('demo/datatables.json', NOW).rows;
const ITEMS = loadFixture<{ autoComplete: AutoCompleteItem[] }>('demo/autocomplete.json', NOW).autoComplete;
const SEARCHED = ['full_name', 'post', 'email', 'city', 'age', 'salary', 'start_date'] as const;

interface TablePage {
  allData: DataTableRow[];
  rows: DataTableRow[];
  invoices: DataTableRow[];
  total: number;
}

let c: DemoClient;
beforeEach(async () => {
  c = await demoClient(NOW);
});
afterEach(async () => {
  await c.close();
});

const table = async (query: string) => {
  const res = await c.get(`/api/datatables/data${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TablePage;
};
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const money = (s: string) => Number(s.slice(1));
const time = (mdy: string) => {
  const [m, d, y] = mdy.split('/').map(Number);
  return Date.UTC(y!, m! - 1, d!);
};

describe('GET /api/datatables/initial-data', () => {
  it('answers the bare array of all 100 rows in id order', async () => {
    const res = await c.get('/api/datatables/initial-data');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ROWS);
    expect(ids(res.json())).toEqual(range(1, 100));
  });
});

describe('GET /api/datatables/data paging', () => {
  it('defaults to page 1 of 10 rows, with allData, total and the invoices alias', async () => {
    const body = await table('');
    expect(ids(body.rows)).toEqual(range(1, 10));
    expect(body.invoices).toEqual(body.rows);
    expect(body.total).toBe(100);
    expect(body.allData).toEqual(ROWS);
  });

  it('answers page 10 of 10 with ids 91..100 and a page past the end empty with the right total', async () => {
    expect(ids((await table('?page=10')).rows)).toEqual(range(91, 100));
    const past = await table('?page=11');
    expect(past.rows).toEqual([]);
    expect(past.invoices).toEqual([]);
    expect(past.total).toBe(100);
    expect(ids((await table('?perPage=25&page=4')).rows)).toEqual(range(76, 100));
  });

  it.each([
    ['perPage=0', 'perPage'],
    ['perPage=101', 'perPage'],
    ['perPage=ten', 'perPage'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const res = await c.get(`/api/datatables/data?${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
  });
});

describe('GET /api/datatables/data search', () => {
  it.each(SEARCHED)('matches q case-insensitively in %s', async (field) => {
    // A row whose value in this field is matched by no other searched field, so only this field can find it.
    const only = (r: DataTableRow) =>
      SEARCHED.every((f) => f === field || !r[f].toLowerCase().includes(r[field].toLowerCase()));
    const row = ROWS.find(only);
    expect(row, `a row identified by ${field} alone`).toBeDefined();
    const q = row![field].toUpperCase();
    const body = await table(`?perPage=100&q=${encodeURIComponent(q)}`);
    expect(ids(body.rows)).toContain(row!.id);
    const expected = ROWS.filter((r) => SEARCHED.some((f) => r[f].toLowerCase().includes(q.toLowerCase())));
    expect(ids(body.rows)).toEqual(ids(expected));
    expect(body.total).toBe(expected.length);
    expect(body.allData).toHaveLength(100);
  });

  it('does not search experience or status', async () => {
    expect(ROWS.some((r) => r.experience.includes('Year'))).toBe(true);
    expect((await table('?q=Year')).total).toBe(0);
    const row = ROWS.find((r) => SEARCHED.every((f) => !r[f].includes(String(r.status))));
    expect(row, 'a row whose status digit appears in no searched field').toBeDefined();
    const body = await table(`?perPage=100&q=${row!.status}`);
    expect(ids(body.rows)).not.toContain(row!.id);
  });

  it('pages the filtered rows and counts them in total', async () => {
    const city = ROWS[0]!.city;
    const matching = ROWS.filter((r) => SEARCHED.some((f) => r[f].toLowerCase().includes(city.toLowerCase())));
    const body = await table(`?perPage=1&page=2&q=${encodeURIComponent(city)}`);
    expect(body.total).toBe(matching.length);
    expect(ids(body.rows)).toEqual(ids(matching.slice(1, 2)));
    expect((await table('?q=no-such-text-anywhere')).total).toBe(0);
  });
});

describe('GET /api/datatables/data sorting', () => {
  const sorted = async (query: string) => (await table(`?perPage=100&${query}`)).rows;

  it('sorts salary numerically, not as text', async () => {
    const asc = (await sorted('sortColumn=salary&sort=asc')).map((r) => money(r.salary));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    // The fixture mixes 4- and 5-digit salaries, so a text sort would give another order.
    const asText = ROWS.map((r) => r.salary).sort().map(money);
    expect(asText).not.toEqual(asc);
    const desc = (await sorted('sortColumn=salary&sort=desc')).map((r) => money(r.salary));
    expect(desc).toEqual([...asc].reverse());
  });

  it('sorts start_date as a date, not as MM/DD/YYYY text', async () => {
    const asc = (await sorted('sortColumn=start_date')).map((r) => time(r.start_date));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(ROWS.map((r) => r.start_date).sort().map(time)).not.toEqual(asc);
    const desc = (await sorted('sortColumn=start_date&sort=desc')).map((r) => time(r.start_date));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('sorts age numerically, text columns case-insensitively, id and status as numbers', async () => {
    const ages = (await sorted('sortColumn=age&sort=desc')).map((r) => Number(r.age));
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
    const names = (await sorted('sortColumn=full_name')).map((r) => r.full_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    for (const column of ['email', 'post', 'city'] as const) {
      const values = (await sorted(`sortColumn=${column}&sort=desc`)).map((r) => r[column].toLowerCase());
      expect(values, column).toEqual([...values].sort().reverse());
    }
    expect(ids(await sorted('sortColumn=id&sort=desc'))).toEqual(range(1, 100).reverse());
    const statuses = (await sorted('sortColumn=status')).map((r) => r.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
  });

  it('sorts before paging, after filtering, and keeps allData in id order', async () => {
    const all = await sorted('sortColumn=salary&sort=desc');
    const page2 = await table('?perPage=10&page=2&sortColumn=salary&sort=desc');
    expect(ids(page2.rows)).toEqual(ids(all.slice(10, 20)));
    expect(ids(page2.allData)).toEqual(range(1, 100));
    const city = ROWS[0]!.city;
    const filtered = await table(`?perPage=100&q=${encodeURIComponent(city)}&sortColumn=id&sort=desc`);
    expect(ids(filtered.rows)).toEqual([...ids(filtered.rows)].sort((a, b) => b - a));
    expect(filtered.rows.length).toBe(filtered.total);
  });

  it('ignores sort without sortColumn and treats empty values as no sorting', async () => {
    expect(ids((await table('?sort=desc')).rows)).toEqual(range(1, 10));
    expect(ids((await table('?sortColumn=&sort=')).rows)).toEqual(range(1, 10));
  });

  it.each([
    ['sortColumn=experience', 'sortColumn'],
    ['sortColumn=avatar', 'sortColumn'],
    ['sort=up', 'sort'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const res = await c.get(`/api/datatables/data?${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
  });
});

describe('GET /api/autocomplete/data', () => {
  const items = async (query: string) => {
    const res = await c.get(`/api/autocomplete/data${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { autoComplete: AutoCompleteItem[] }).autoComplete;
  };

  it('answers all 100 items in rank order without parameters', async () => {
    expect(await items('')).toEqual(ITEMS);
    expect(ITEMS).toHaveLength(100);
  });

  it('keeps items whose title contains q case-insensitively, and limits the count', async () => {
    const word = ITEMS[0]!.title.split(' ')[0]!;
    const expected = ITEMS.filter((i) => i.title.toLowerCase().includes(word.toLowerCase()));
    expect(await items(`?q=${encodeURIComponent(word.toUpperCase())}`)).toEqual(expected);
    expect(await items(`?q=${encodeURIComponent(ITEMS[5]!.id)}`)).toEqual([]);
    expect(await items('?limit=3')).toEqual(ITEMS.slice(0, 3));
    expect(await items(`?limit=1&q=${encodeURIComponent(word)}`)).toEqual(expected.slice(0, 1));
  });

  it.each(['limit=0', 'limit=101', 'limit=many'])('rejects %s with 400 naming limit', async (query) => {
    const res = await c.get(`/api/autocomplete/data?${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain('limit');
  });
});

describe('access', () => {
  it('answers 403 to the client demo account and 401 without a token', async () => {
    const forbidden = await c.request({ method: 'GET', url: '/api/datatables/data', headers: bearer(c.clientToken) });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await c.app.inject({ method: 'GET', url: '/api/autocomplete/data' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('fixtures', () => {
  it('match the entity schemas', () => {
    expect(ROWS).toHaveLength(100);
    for (const row of ROWS) expect([...Value.Errors(DataTableRowSchema, row)], `row ${row.id}`).toEqual([]);
    for (const item of ITEMS) expect([...Value.Errors(AutoCompleteItemSchema, item)], item.id).toEqual([]);
    expect(new Set(ROWS.map((r) => r.id)).size).toBe(100);
  });
});

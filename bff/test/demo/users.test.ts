import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../src/lib/fixtures.js';
import { UserAccountSchema } from '../../src/routes/demo/users/schemas.js';
import { bearer } from '../helpers.js';
import { badFields, demoClient, type DemoClient } from './client.js';

const NOW = new Date('2026-11-21T10:00:00Z');
let c: DemoClient;
beforeEach(async () => {
  c = await demoClient(NOW);
});
afterEach(async () => {
  await c.close();
});

interface User {
  id: number;
  username: string;
  email: string;
  role: string;
  status: string;
  [key: string]: unknown;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const list = async (query = '') => {
  const res = await c.get(`/api/users/list/data${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { users: User[]; total: number };
};
const ids = async (query = '') => (await list(query)).users.map((u) => u.id);
const allIds = async () => ((await c.get('/api/users/list/all-data')).json() as User[]).map((u) => u.id);

const NEW_USER = {
  fullName: 'Ayu Lestari',
  company: 'Klinik Gigi Harmoni',
  role: 'admin',
  username: 'drg.ayu',
  country: 'Indonesia',
  contact: '+62 812-3456-7890',
  email: 'drg.ayu@harmoni-dental.id',
  currentPlan: 'team',
};
const addUser = (fields: Record<string, unknown> = {}) => c.post('/apps/users/add-user', { ...NEW_USER, ...fields });

describe('users fixture', () => {
  it('matches the entity schema in every record', () => {
    const { users } = loadFixture<{ users: unknown[] }>('demo/users.json', NOW);
    expect(users).toHaveLength(50);
    for (const user of users) {
      const errors = [...Value.Errors(UserAccountSchema, user)];
      expect(errors, JSON.stringify(errors[0])).toEqual([]);
    }
  });
});

describe('GET /api/users/list/all-data', () => {
  it('answers every user as a bare array in id order', async () => {
    const res = await c.get('/api/users/list/all-data');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ id: 1, username: 'drg.rudi', fullName: 'Rudi Purnomo' });
    expect(await allIds()).toEqual(range(1, 50));
  });
});

describe('GET /api/users/list/data', () => {
  it('answers the first 10 users and the total by default', async () => {
    const body = await list();
    expect(body.total).toBe(50);
    expect(body.users.map((u) => u.id)).toEqual(range(1, 10));
    expect(body.users[1]).toEqual({
      id: 2,
      fullName: 'Desi Anwar',
      company: 'Klinik Gigi Cahaya Medan',
      role: 'maintainer',
      username: 'desia',
      country: 'Indonesia',
      contact: '+62 852-6179-5829',
      email: 'desia@cahayamedan.co.id',
      currentPlan: 'enterprise',
      status: 'inactive',
      avatar: '/images/avatars/15.svg',
    });
  });

  it('pages: the last page holds the last users and a page past the end is empty with the total', async () => {
    expect(await list('?page=5')).toEqual({ users: expect.any(Array), total: 50 });
    expect(await ids('?page=5')).toEqual(range(41, 50));
    expect(await list('?page=6')).toEqual({ users: [], total: 50 });
    expect(await ids('?perPage=20&page=3')).toEqual(range(41, 50));
    expect(await ids('?perPage=3&page=2')).toEqual([4, 5, 6]);
  });

  it('searches username or fullName case-insensitively, not email', async () => {
    expect(await ids('?q=desia')).toEqual([2]);
    expect(await ids('?q=DESI%20ANWAR')).toEqual([2]);
    expect(await list('?q=siregar')).toMatchObject({ total: 4 });
    expect(await ids('?q=siregar')).toEqual([11, 17, 35, 41]);
    expect(await ids('?q=doni')).toEqual([4, 17, 34]);
    expect(await list('?q=rsgm-unus')).toEqual({ users: [], total: 0 });
    expect((await list('?q=')).total).toBe(50);
  });

  it.each([
    ['role=admin', 11],
    ['role=editor', 8],
    ['role=author', 7],
    ['role=maintainer', 12],
    ['role=subscriber', 12],
    ['currentPlan=basic', 10],
    ['currentPlan=team', 20],
    ['currentPlan=company', 10],
    ['currentPlan=enterprise', 10],
    ['status=active', 18],
    ['status=inactive', 14],
    ['status=pending', 18],
    ['role=&currentPlan=&status=', 50],
  ])('filters by %s', async (query, total) => {
    const body = await list(`?${query}&perPage=100`);
    expect(body.total).toBe(total);
    expect(body.users).toHaveLength(total);
    for (const [key, value] of new URLSearchParams(query)) {
      if (value !== '') for (const user of body.users) expect(user[key]).toBe(value);
    }
  });

  it('combines filters, search and paging', async () => {
    expect(await ids('?role=admin&status=pending')).toEqual([33, 40, 41, 42, 49]);
    expect(await ids('?role=maintainer&currentPlan=team&status=inactive')).toEqual([25, 45, 46]);
    expect(await ids('?q=drg.&role=editor')).toEqual([11, 32]);
    expect(await list('?q=nikmah&perPage=2&page=3')).toEqual({
      users: [expect.objectContaining({ id: 50 })],
      total: 5,
    });
  });

  it.each([
    ['?role=owner', 'role'],
    ['?role=Admin', 'role'],
    ['?currentPlan=gold', 'currentPlan'],
    ['?status=Active', 'status'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?perPage=0', 'perPage'],
    ['?perPage=101', 'perPage'],
    [`?q=${'x'.repeat(201)}`, 'q'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await c.get(`/api/users/list/data${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
  });

  it('gives 403 to the client account and 401 without a token', async () => {
    const url = '/api/users/list/data';
    expect((await c.request({ method: 'GET', url, headers: bearer(c.clientToken) })).statusCode).toBe(403);
    expect((await c.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('GET /api/users/user', () => {
  it('answers the user', async () => {
    const res = await c.get('/api/users/user?id=5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: expect.objectContaining({ id: 5, fullName: 'Lia Mahendra', username: 'liam' }) });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await c.get('/api/users/user?id=999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'User 999 not found' });
  });

  it.each(['?id=abc', '?id=0', '?id=-3', '?id=1.5', ''])('answers 400 naming id for %s', async (query) => {
    const res = await c.get(`/api/users/user${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain('id');
  });
});

describe('POST /apps/users/add-user', () => {
  it('creates the user with a new id, defaults, and puts it first', async () => {
    const res = await addUser();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ user: { id: 51, ...NEW_USER, status: 'pending', avatar: '' } });

    const page1 = await list();
    expect(page1.total).toBe(51);
    expect(page1.users.map((u) => u.id)).toEqual([51, ...range(1, 9)]);
    expect(await ids('?page=6')).toEqual([50]);
    expect((await allIds()).slice(0, 2)).toEqual([51, 1]);
    expect((await c.get('/api/users/user?id=51')).json().user).toMatchObject({ username: 'drg.ayu' });
    expect(await ids('?role=admin&status=pending')).toEqual([51, 33, 40, 41, 42, 49]);
  });

  it('keeps the given status and avatar', async () => {
    const res = await addUser({ status: 'active', avatar: '/images/avatars/3.svg' });
    expect(res.json().user).toMatchObject({ status: 'active', avatar: '/images/avatars/3.svg' });
  });

  it('never hands out an id twice, even after deleting the newest user', async () => {
    expect((await addUser()).json().user.id).toBe(51);
    const second = await addUser({ username: 'drg.budi', email: 'budi@example.id' });
    expect(second.json().user.id).toBe(52);
    expect((await ids()).slice(0, 3)).toEqual([52, 51, 1]);
    expect((await c.del('/apps/users/delete?id=52')).statusCode).toBe(200);
    expect((await addUser({ username: 'drg.citra', email: 'citra@example.id' })).json().user.id).toBe(53);
  });

  it.each([
    [{ username: 'drg.rudi' }, ['username'], "Username 'drg.rudi' is already taken"],
    [{ email: 'DRG.Rudi@rsgm-unus.ac.id' }, ['email'], "Email 'DRG.Rudi@rsgm-unus.ac.id' is already in use"],
    [
      { username: 'desia', email: 'desia@cahayamedan.co.id' },
      ['username', 'email'],
      "Username 'desia' is already taken; Email 'desia@cahayamedan.co.id' is already in use",
    ],
  ])('answers 409 when %o is in use and adds nothing', async (fields, named, message) => {
    const res = await addUser(fields);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message });
    expect(badFields(res.json())).toEqual(named);
    expect((await list()).total).toBe(50);
  });

  it('answers 409 for the username of a user added earlier', async () => {
    await addUser();
    const res = await addUser({ email: 'other@example.id' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Username 'drg.ayu' is already taken");
  });

  it('frees the username and email of a deleted user', async () => {
    await c.del('/apps/users/delete?id=1');
    const res = await addUser({ username: 'drg.rudi', email: 'drg.rudi@rsgm-unus.ac.id' });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ email: undefined }, 'email'],
    [{ fullName: undefined }, 'fullName'],
    [{ email: 'not-an-email' }, 'email'],
    [{ username: 'Drg Ayu' }, 'username'],
    [{ username: 'ab' }, 'username'],
    [{ fullName: '' }, 'fullName'],
    [{ fullName: '   ' }, 'fullName'],
    [{ fullName: 'x'.repeat(121) }, 'fullName'],
    [{ company: 'x'.repeat(121) }, 'company'],
    [{ role: 'owner' }, 'role'],
    [{ currentPlan: 'gold' }, 'currentPlan'],
    [{ status: 'banned' }, 'status'],
    [{ contact: { number: '62812' } }, 'contact'],
    [{ id: 'seven' }, 'id'],
    [{ isAdmin: true }, 'isAdmin'],
  ])('answers 400 for %o', async (fields, field) => {
    const res = await addUser(fields);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
    expect((await list()).total).toBe(50);
  });
});

describe('DELETE /apps/users/delete', () => {
  it('removes the user and answers its id', async () => {
    const res = await c.del('/apps/users/delete?id=7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7 });
    expect((await c.get('/api/users/user?id=7')).statusCode).toBe(404);
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 11]);
    expect(await allIds()).toHaveLength(49);
    expect((await list('?role=admin')).total).toBe(10);
  });

  it('changes the answer of a list asked before: the same search and filters after an add and a delete', async () => {
    // The store keeps each filter's matches until a change (stores/users.ts): a change must empty them.
    const query = '?q=ayu&role=admin&perPage=100';
    const before = await list(query);
    const res = await addUser({ username: 'drg.ayu.baru', email: 'ayu.baru@harmoni-dental.id' });
    expect(res.statusCode, res.body).toBe(201);
    const added = (res.json() as { user: User }).user;
    const after = await list(query);
    expect(after.total).toBe(before.total + 1);
    expect(after.users[0]!.id).toBe(added.id);
    expect((await c.del(`/apps/users/delete?id=${added.id}`)).statusCode).toBe(200);
    expect(await list(query)).toEqual(before);
  });

  it('answers 404 for an unknown or already deleted id and deletes nothing', async () => {
    const res = await c.del('/apps/users/delete?id=999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'User 999 not found' });
    expect(await allIds()).toEqual(range(1, 50));

    await c.del('/apps/users/delete?id=50');
    expect((await c.del('/apps/users/delete?id=50')).statusCode).toBe(404);
    expect(await allIds()).toEqual(range(1, 49));
  });

  it.each(['?id=abc', '?id=0', ''])('answers 400 naming id for %s', async (query) => {
    const res = await c.del(`/apps/users/delete${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain('id');
    expect(await allIds()).toHaveLength(50);
  });
});

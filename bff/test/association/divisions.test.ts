import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf } from '../helpers.js';
import { BACKENDS, startAssociation, type AssociationClient } from './harness.js';

describe.each(BACKENDS)('divisions on %s', (backend) => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(backend);
  }, 60_000);
  afterAll(async () => {
    await c?.close();
  });

  it('lists the 34 provinces with the list contract', async () => {
    const res = await c.get('/api/association/divisions?level=province&perPage=10&page=4&sort=code:asc');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 34, page: 4, perPage: 10, totalPages: 4, from: 31, to: 34 });
    expect(body.data).toHaveLength(4);
    expect(body.data.every((d: { level: string; parentName: string }) => d.level === 'province' && d.parentName === 'Pengurus Besar')).toBe(true);
  });

  it('answers a page past the end with no rows and the right total', async () => {
    const body = bodyOf(await c.get('/api/association/divisions?level=province&page=9'), 'listDivisions');
    expect(body).toMatchObject({ data: [], total: 34, from: 0, to: 0 });
  });

  it('searches names and codes case-insensitively', async () => {
    const body = bodyOf(await c.get('/api/association/divisions?q=pw-31'), 'listDivisions');
    expect(body.data.map((d: { code: string }) => d.code)).toEqual(['PW-31']);
  });

  it('refuses unknown filters, sorts and enum values with a 400 naming the parameter', async () => {
    for (const [query, field] of [['level=district', 'level'], ['sort=nope:asc', 'sort'], ['perPage=500', 'perPage'], ['colour=red', 'colour']] as const) {
      const res = await c.get(`/api/association/divisions?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field), query).toContain(field);
    }
  });

  it('creates a branch under a province, records who did it, and rejects a branch under a branch', async () => {
    const province = bodyOf(await c.get('/api/association/divisions?level=province&perPage=1'), 'listDivisions').data[0]!;
    const created = await c.post('/api/association/divisions', { code: 'PC-9999', name: 'Cabang Uji Coba', level: 'branch', parentId: province.id });
    expect(created.statusCode).toBe(201);
    const branch = created.json();
    expect(branch).toMatchObject({ code: 'PC-9999', parentId: province.id, memberCount: 0 });

    const nested = await c.post('/api/association/divisions', { code: 'PC-9998', name: 'Cabang Salah', level: 'branch', parentId: branch.id });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().details[0].field).toBe('parentId');

    const audit = (await c.get(`/api/association/divisions/${branch.id}/audit`)).json();
    expect(audit.data[0]).toMatchObject({ action: 'create', actor: 'admin@demo.com' });
  });

  it('answers a duplicate code with 409 and keeps the original', async () => {
    const res = await c.post('/api/association/divisions', { code: 'PW-31', name: 'Duplikat', level: 'province', parentId: 1 });
    expect(res.statusCode).toBe(409);
    const original = bodyOf(await c.get('/api/association/divisions?q=PW-31'), 'listDivisions').data[0]!;
    expect(original.name).toBe('Pengurus Wilayah DKI Jakarta');
  });

  it('updates only the given fields and keeps the change in the audit trail', async () => {
    const target = bodyOf(await c.get('/api/association/divisions?q=PW-51'), 'listDivisions').data[0]!;
    const res = await c.patch(`/api/association/divisions/${target.id}`, { phone: '+62 361 222 333' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+62 361 222 333', name: target.name });
    const audit = (await c.get(`/api/association/divisions/${target.id}/audit`)).json();
    expect(audit.data[0]).toMatchObject({ action: 'update', changes: { phone: { from: target.phone, to: '+62 361 222 333' } } });
  });

  it('refuses an update with an unknown field or no field at all, naming the problem, and changes nothing', async () => {
    const target = bodyOf(await c.get('/api/association/divisions?q=PW-52'), 'listDivisions').data[0]!;
    const unknown = await c.patch(`/api/association/divisions/${target.id}`, { name: 'Renamed', colour: 'blue' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('colour');
    expect((await c.patch(`/api/association/divisions/${target.id}`, {})).statusCode).toBe(400);
    expect(bodyOf(await c.get(`/api/association/divisions/${target.id}`), 'getDivision').name).toBe(target.name);
  });

  it('refuses to delete a branch that still has members (409) and 404s an unknown id', async () => {
    const busy = bodyOf(await c.get('/api/association/divisions?level=branch&sort=memberCount:desc&perPage=1'), 'listDivisions').data[0]!;
    expect(busy.memberCount).toBeGreaterThan(0);
    expect((await c.del(`/api/association/divisions/${busy.id}`)).statusCode).toBe(409);
    expect((await c.get(`/api/association/divisions/${busy.id}`)).statusCode).toBe(200);
    expect((await c.get('/api/association/divisions/999999')).statusCode).toBe(404);
  });

  it('exports exactly the current filter as CSV, across pages', async () => {
    const res = await c.get('/api/association/divisions/export.csv?level=province&sort=code:asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(35);
    expect(lines[1]).toMatch(/^\d+,PW-11,/);
  });

  it('lets the client account read nothing of the association', async () => {
    const res = await c.request({ method: 'GET', url: '/api/association/divisions', headers: { authorization: `Bearer ${c.clientToken}` } });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a direct call to the reference server without a token', async () => {
    const res = await c.upstream.inject({ url: '/api/association/divisions' });
    expect(res.statusCode).toBe(401);
  });

  it('checks the abilities the token carries itself: a direct call with the client token is refused, every action', async () => {
    const direct = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      c.upstream.inject({ method, url, payload, headers: bearer(token) });
    for (const [method, url, payload] of [
      ['GET', '/api/association/divisions', undefined],
      ['GET', '/api/association/members/1', undefined],
      ['GET', '/api/association/divisions/1/audit', undefined],
      ['POST', '/api/association/divisions', { code: 'PC-9902', name: 'Cabang Langsung', level: 'branch', parentId: 2 }],
      ['PATCH', '/api/association/divisions/2', { phone: '+62 21 1' }],
      ['DELETE', '/api/association/divisions/2', undefined],
    ] as const) {
      const res = await direct(c.clientToken, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toMatch(/^Not allowed to (read|create|update|delete) (Division|Member)$/);
    }
    expect((await direct(c.adminToken, 'GET', '/api/association/divisions/1')).statusCode).toBe(200);
    expect(bodyOf(await c.get('/api/association/divisions?q=PC-9902'), 'listDivisions').total).toBe(0);
  });
});

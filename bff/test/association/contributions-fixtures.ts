import { expect } from 'vitest';
import type { AssociationClient } from './harness.js';

export const API = '/api/association/contributions';

let serial = 0;
const next = () => ++serial;

export interface MemberSpec {
  status?: string;
  category?: 'ordinary' | 'extraordinary' | 'honorary';
  joinedAt?: string | null;
}

/** A new province (under the national board) of its own, so a test's totals see only its own records. */
export async function createProvince(c: AssociationClient): Promise<number> {
  const n = next();
  const res = await c.post('/api/association/divisions', { code: `PW-T${n}`, name: `Wilayah Uji ${n}`, level: 'province', parentId: 1 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** A new branch under the given province (or the first seeded one). */
export async function createBranch(c: AssociationClient, provinceId?: number): Promise<number> {
  const parentId = provinceId ?? (await c.get('/api/association/divisions?level=province&perPage=1&sort=code:asc')).json().data[0].id;
  const n = next();
  const res = await c.post('/api/association/divisions', { code: `PC-T${n}`, name: `Cabang Uji ${n}`, level: 'branch', parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** Members in a branch, written straight to the database: the members area is not what these tests are about. */
export async function addMembers(c: AssociationClient, branchId: number, specs: MemberSpec[]): Promise<number[]> {
  const ids: number[] = [];
  for (const spec of specs) {
    const n = next();
    const status = spec.status ?? 'active';
    const inserted = await c.database.db.query<{ id: number }>(
      `INSERT INTO members (npa, full_name, gender, birth_date, email, division_id, specialty, category, status, joined_at)
       VALUES ($1, $2, 'female', '1985-04-12', $3, $4, 'general', $5, $6, $7) RETURNING id`,
      [
        status === 'applicant' ? null : `99${String(n).padStart(6, '0')}`,
        `drg. Iuran Uji ${n}`,
        `iuran.uji.${n}@test.sejawat.id`,
        branchId,
        spec.category ?? (status === 'honorary' ? 'honorary' : 'ordinary'),
        status,
        spec.joinedAt === undefined ? '2015-01-10' : spec.joinedAt,
      ],
    );
    ids.push(inserted.rows[0]!.id);
  }
  return ids;
}

/** Raises a period's dues in one division and checks the request went through. */
export async function generate(c: AssociationClient, period: string, divisionId: number) {
  const res = await c.post(`${API}/dues/generate`, { period, divisionId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { created: number; skippedExisting: number; membersOwing: number; amount: number };
}

export interface Due {
  id: number;
  memberId: number;
  period: string;
  amount: number;
  paidAmount: number;
  outstanding: number;
  status: string;
  paidAt: string | null;
  overdue: boolean;
}

/** The dues of one member, oldest period first. */
export async function duesOf(c: AssociationClient, memberId: number): Promise<Due[]> {
  const res = await c.get(`${API}/dues?memberId=${memberId}&sort=period:asc&perPage=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Due[];
}

export async function memberStatus(c: AssociationClient, memberId: number): Promise<string> {
  const rows = await c.database.db.query<{ status: string }>('SELECT status FROM members WHERE id = $1', [memberId]);
  return rows.rows[0]!.status;
}

/** How many rows a table holds: "nothing was written" checks. */
export async function count(c: AssociationClient, table: string): Promise<number> {
  return (await c.database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
}

/** A payment reference no other test uses. */
export const ref = (prefix = 'TRF') => `${prefix}-UJI-${next()}-${Date.now() % 100000}`;

export const asClient = (c: AssociationClient, method: 'GET' | 'POST', url: string, payload?: object) =>
  c.request({ method, url, payload, headers: { authorization: `Bearer ${c.clientToken}` } });

import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AssociationClient } from './harness.js';
import { associationToday } from './harness.js';

export const API = '/api/association';

let serial = 0;
/** A number no other record of this test run uses. */
export const next = () => ++serial;

const DAY = 86_400_000;
/** Today on the server's clock (tests run on the same machine), and days from it. */
export const today = () => associationToday();
export const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString().slice(0, 10);

/** A new province of its own, so a test's figures see only its own records. */
export async function createProvince(c: AssociationClient): Promise<{ id: number; name: string; code: string }> {
  const n = next();
  const res = await c.post(`${API}/divisions`, { code: `PW-K${n}`, name: `Wilayah Surat ${n}`, level: 'province', parentId: 1 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function createBranch(c: AssociationClient, parentId: number): Promise<{ id: number; name: string; code: string }> {
  const n = next();
  const res = await c.post(`${API}/divisions`, { code: `PC-K${n}`, name: `Cabang Surat ${n}`, level: 'branch', parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A member in a branch with the given status, written straight to the database (the members area is tested elsewhere). */
export async function addMember(c: AssociationClient, branchId: number, status = 'active'): Promise<number> {
  const n = next();
  const admitted = status !== 'applicant' && status !== 'verified';
  const rows = await c.database.db.query<{ id: number }>(
    `INSERT INTO members (npa, full_name, gender, birth_date, email, division_id, specialty, category, status, joined_at)
     VALUES ($1, $2, 'male', '1984-09-03', $3, $4, 'general', $5, $6, $7) RETURNING id`,
    [
      admitted ? `96${String(n).padStart(6, '0')}` : null,
      `drg. Referensi Uji ${n}`,
      `referensi.uji.${n}@test.sejawat.id`,
      branchId,
      status === 'honorary' ? 'honorary' : 'ordinary',
      status,
      admitted ? '2012-03-01' : null,
    ],
  );
  return rows.rows[0]!.id;
}

/** A staff account of a board, written straight to the database (accounts are tested elsewhere); its id. */
export async function addStaff(c: AssociationClient, divisionId: number, fullName: string, role = 'secretary', disabled = false): Promise<number> {
  const rows = await c.database.db.query<{ id: number }>(
    `INSERT INTO association_accounts (email, full_name, password_hash, role, division_id, must_change_password, disabled)
     VALUES ($1, $2, 'not-a-hash', $3, $4, false, $5) RETURNING id`,
    [`staf.${next()}@test.sejawat.id`, fullName, role, divisionId, disabled],
  );
  return rows.rows[0]!.id;
}

/** How many rows a table holds: the "nothing was written" checks. */
export async function count(c: AssociationClient, table: string): Promise<number> {
  return (await c.database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
}

/** Asserts a 400 whose details name the field. */
export function expectFieldError(res: LightMyRequestResponse, field: string, what = '') {
  expect(res.statusCode, `${what} ${res.body}`).toBe(400);
  expect(res.json().details.map((d: { field: string }) => d.field), what).toContain(field);
}

/** Asserts a 409 whose message matches. */
export function expectConflict(res: LightMyRequestResponse, message: RegExp) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().message).toMatch(message);
}

export const asClient = (c: AssociationClient, method: InjectOptions['method'], url: string, payload?: object) =>
  c.request({ method, url, payload, headers: { authorization: `Bearer ${c.clientToken}` } });

export interface AuditEntry {
  action: string;
  actor: string;
  changes: Record<string, unknown>;
}
export async function auditOf(c: AssociationClient, url: string): Promise<AuditEntry[]> {
  const res = await c.get(`${url}/audit`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AssociationClient } from './harness.js';
import { associationNow, associationToday } from './harness.js';

export const API = '/api/association';

const DAY = 86_400_000;
/** Today on the test database's clock (standing at SEED_NOW) and days around it, as YYYY-MM-DD. */
export const today = () => associationToday();
export const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString().slice(0, 10);
export const inHours = (hours: number) => new Date(associationNow() + hours * 3_600_000).toISOString();

let serial = 0;
/** A number no other call in this worker returns: unique case numbers, slugs, keys. */
export const next = () => ++serial;

/** A member written straight to the database: the members area is not what these tests are about. */
export async function addMember(
  c: AssociationClient,
  status = 'active',
  divisionId?: number,
): Promise<{ id: number; fullName: string; divisionId: number }> {
  const n = next();
  const division =
    divisionId ??
    (await c.database.db.query<{ id: number }>(`SELECT id FROM divisions WHERE level = 'branch' ORDER BY code LIMIT 1`))
      .rows[0]!.id;
  const fullName = `drg. Komunitas Uji ${n}`;
  const inserted = await c.database.db.query<{ id: number }>(
    `INSERT INTO members (npa, full_name, gender, birth_date, email, division_id, specialty, category, status, joined_at)
     VALUES ($1, $2, 'male', '1984-06-02', $3, $4, 'general', 'ordinary', $5, '2012-03-01') RETURNING id`,
    [
      `97${String(n).padStart(6, '0')}`,
      fullName,
      `komunitas.uji.${n}.${Date.now()}@test.sejawat.id`,
      division,
      status,
    ],
  );
  return { id: inserted.rows[0]!.id, fullName, divisionId: division };
}

/** How many rows a table holds: "nothing was written" checks. */
export async function count(c: AssociationClient, table: string): Promise<number> {
  return (await c.database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
}

/** The fields a 400 names. */
export const fieldsOf = (res: LightMyRequestResponse) =>
  ((res.json().details ?? []) as { field: string }[]).map((d) => d.field);

/**
 * A refusal the interface can word in the reader's language: a stable code of its own (issue 18), not the bare
 * http.<status> every uncoded error gets.
 */
const WORDED = /^(?!http\.)[a-z][A-Za-z]*\.[a-z][A-Za-z0-9_]*$/;

/** Expects a 400 naming `field`, with a code on the answer and on the field. */
export function expectBadField(res: LightMyRequestResponse, field: string, context = '') {
  expect(res.statusCode, `${context} ${res.body}`).toBe(400);
  expect(fieldsOf(res), `${context} ${res.body}`).toContain(field);
  const detail = (res.json().details as { field: string; code?: string }[]).find((d) => d.field === field);
  expect(detail?.code, `${context} ${res.body}`).toMatch(WORDED);
}

/** Expects a 409 whose message matches, coded. */
export function expectConflict(res: LightMyRequestResponse, message: RegExp) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().message).toMatch(message);
  expect(res.json().code, res.body).toMatch(WORDED);
}

/** The actions of a record's audit trail, newest first. */
export async function auditActions(c: AssociationClient, path: string): Promise<string[]> {
  const res = await c.get(`${path}/audit`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { action: string }[]).map((a) => a.action);
}

export const asClient = (
  c: AssociationClient,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => c.request({ method, url, payload, headers: { authorization: `Bearer ${c.clientToken}` } });

/** Creates through the API and expects 201. */
export async function created<T = Record<string, unknown>>(
  c: AssociationClient,
  path: string,
  body: object,
): Promise<T & { id: number }> {
  const res = await c.post(path, body);
  expect(res.statusCode, `${path} ${res.body}`).toBe(201);
  return res.json();
}

/** The CSV export has a header and exactly the rows the same filter lists. */
export async function expectExportMatchesList(c: AssociationClient, path: string, query: string) {
  const total = (await c.get(`${path}?${query}&perPage=1`)).json().total as number;
  const csv = await c.get(`${path}/export.csv?${query}`);
  expect(csv.statusCode, `${path} ${csv.body}`).toBe(200);
  expect(csv.headers['content-type']).toMatch(/text\/csv/);
  expect(csv.body.trim().split('\r\n'), `${path}?${query}`).toHaveLength(total + 1);
}

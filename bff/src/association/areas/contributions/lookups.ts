import { today } from '../../db/clock.js';
import type { Db } from '../../db/db.js';
import { ApiError, notFound, coded } from '../../errors.js';

export interface DivisionRow {
  id: number;
  code: string;
  name: string;
  level: 'national' | 'province' | 'branch';
}

/** The division a request names, or 404; `level` narrows what is acceptable (400 naming the field otherwise). */
export async function requireDivision(db: Db, id: number, field = 'divisionId', level?: DivisionRow['level']): Promise<DivisionRow> {
  const found = await db.query<DivisionRow>('SELECT id, code, name, level FROM divisions WHERE id = $1', [id]);
  const division = found.rows[0];
  if (!division) throw notFound(`Division ${id}`);
  if (level && division.level !== level) {
    throw new ApiError(400, `Division ${id} (${division.name}) is a ${division.level}, not a ${level}`, [
      { field, in: 'body', message: `must be the id of a ${level}` },
    ]);
  }
  return division;
}

/** A province a query names, or 404. */
export async function requireProvince(db: Db, id: number): Promise<DivisionRow> {
  const found = await db.query<DivisionRow>(`SELECT id, code, name, level FROM divisions WHERE id = $1 AND level = 'province'`, [id]);
  if (!found.rows[0]) throw notFound(`Province ${id}`);
  return found.rows[0];
}

/** Refuses payments dated after today (400 naming paidAt). */
export async function checkPaidAt(db: Db, paidAt: string): Promise<void> {
  if (paidAt > (await today(db))) throw paidAtInFuture();
}

/** The 400 for a payment dated after today, naming paidAt. */
export const paidAtInFuture = () =>
  new ApiError(400, 'paidAt cannot be in the future', [{ field: 'paidAt', in: 'body', message: 'must not be after today' }]);

/** Whole rupiah as staff read them in messages. */
export const idr = (amount: number) => `IDR ${amount.toLocaleString('en-US')}`;

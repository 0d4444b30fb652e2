import { badField, coded } from '../errors.js';
import type { Db } from './db.js';

/**
 * The association's time now (migration 075's sejawat_now()): the real time in production, the time a test stood the
 * database's clock at in tests. For a value written from TypeScript; SQL calls `(SELECT sejawat_now())` itself.
 */
export async function clockNow(db: Db): Promise<Date> {
  return (await db.query<{ now: Date }>('SELECT sejawat_now() AS now')).rows[0]!.now;
}

/** Today on the association's clock (migration 075's sejawat_today(), in its time zone), as YYYY-MM-DD: such dates compare as strings. */
export async function today(db: Db): Promise<string> {
  return (await db.query<{ d: string }>('SELECT (SELECT sejawat_today())::text AS d')).rows[0]!.d;
}

/**
 * Refuses a date after today with a 400 naming the field: what the association records after the fact (credits,
 * permits, deaths, letters received, colleagues' events) cannot have happened yet. A value that is not text is left to
 * the schema.
 */
export async function notInFuture(db: Db, field: string, value: unknown): Promise<void> {
  if (typeof value === 'string' && value > (await today(db))) throw badField(field, 'must not be in the future', coded('field.notInFuture'));
}

import type { Db } from './db.js';

/**
 * The association's time now (migration 075's sejawat_now()): the real time in production, the time a test stood the
 * database's clock at in tests. For a value written from TypeScript; SQL calls `(SELECT sejawat_now())` itself.
 */
export async function clockNow(db: Db): Promise<Date> {
  return (await db.query<{ now: Date }>('SELECT sejawat_now() AS now')).rows[0]!.now;
}

import type { Db } from './db.js';

/**
 * Computes afresh, from the rows, every total and count that triggers keep inside each write's transaction: the
 * contributions' totals (migration 077), the mitigation counts (078) and the member counts (079). For loads that ran
 * without triggers (the seed as superuser, the PGlite import); a table kept this way is added here and nowhere else.
 */
export async function rebuildMaintainedTotals(db: Db): Promise<void> {
  await db.exec('SELECT sejawat_rebuild_contribution_totals(), sejawat_rebuild_mitigation_counts(), sejawat_rebuild_member_counts()');
}

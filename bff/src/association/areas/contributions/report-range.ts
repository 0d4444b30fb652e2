import type { Db } from '../../db/db.js';
import { ApiError, coded } from '../../errors.js';
import { requireDivision } from './lookups.js';

export interface PaymentScope {
  from: string;
  to: string;
  divisionId?: number;
  kind?: string;
  method?: string;
  q?: string;
}

/** The date range of a report (default: this year to today; 400 naming `from` when it is after `to`). */
async function reportRange(db: Db, query: { from?: string; to?: string }, where = 'querystring') {
  const range = await db.query<{ from: string; to: string }>(
    `SELECT coalesce($1::date, date_trunc('year', (SELECT sejawat_today()))::date)::text AS "from", coalesce($2::date, (SELECT sejawat_today()))::text AS "to"`,
    [query.from ?? null, query.to ?? null],
  );
  const { from, to } = range.rows[0]!;
  if (from > to) throw new ApiError(400, `from (${from}) is after to (${to})`, [{ field: 'from', in: where, message: 'must not be after to' }]);
  return { from, to };
}

/**
 * WHERE over recorded payments `p` (branch `b`, province `bp`, member `pm`) in a date range and scope: the one
 * definition the payment report's list, totals and CSV share. A scope may be a branch, a province or the nation.
 */
export async function paymentScope(db: Db, query: Partial<PaymentScope>): Promise<{ where: string; params: unknown[]; from: string; to: string }> {
  const { from, to } = await reportRange(db, query);
  if (query.divisionId !== undefined) await requireDivision(db, query.divisionId);
  const params: unknown[] = [from, to];
  const conditions = ['p.reversed_at IS NULL', 'p.paid_at >= $1::date', 'p.paid_at <= $2::date'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (query.divisionId !== undefined) add('? IN (p.division_id, b.parent_id, bp.parent_id)', query.divisionId);
  if (query.kind) add('p.kind = ?', query.kind);
  if (query.method) add('p.method = ?', query.method);
  if (query.q) add(`(p.reference || ' ' || coalesce(pm.full_name, '') || ' ' || b.name) ILIKE ?`, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return { where: `WHERE ${conditions.join(' AND ')}`, params, from, to };
}

/** The FROM of payment queries that `paymentScope` conditions refer to. */
export const PAYMENT_FROM = `FROM contribution_payments p
  JOIN divisions b ON b.id = p.division_id
  JOIN divisions bp ON bp.id = b.parent_id
  LEFT JOIN members pm ON pm.id = p.member_id`;

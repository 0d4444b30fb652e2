import type { OperationHandler } from '../area.js';
import { paymentScope, PAYMENT_FROM } from './report-range.js';
import { shares, SHARES_SUM, type ShareSums } from './sql.js';

interface Bucket extends ShareSums {
  period: string;
  payments: number;
  amount: number;
}

/** Cash received per day or month and per method, with each level's share of it. */
export const getCashReport: OperationHandler = async ({ db, request }) => {
  const query = request.query as { from?: string; to?: string; divisionId?: number; groupBy?: 'day' | 'month' };
  const groupBy = query.groupBy ?? 'month';
  const { where, params, from, to } = await paymentScope(db, query);
  const bucket = groupBy === 'day' ? 'p.paid_at::text' : `to_char(p.paid_at, 'YYYY-MM')`;
  // Amounts come from the allocations (a payment is always fully allocated), so shares and totals agree exactly.
  const periods = await db.query<Bucket>(
    `SELECT ${bucket} AS period, count(DISTINCT p.id)::int AS payments, sum(a.amount)::bigint AS amount, ${SHARES_SUM}
       ${PAYMENT_FROM}
       JOIN contribution_allocations a ON a.payment_id = p.id
       JOIN contribution_dues d ON d.id = a.due_id
       JOIN contribution_rates r ON r.id = d.rate_id
      ${where}
      GROUP BY 1 ORDER BY 1`,
    params,
  );
  const methods = await db.query<{ method: string; payments: number; amount: number }>(
    `SELECT p.method, count(*)::int AS payments, sum(p.amount)::bigint AS amount ${PAYMENT_FROM} ${where} GROUP BY p.method ORDER BY p.method`,
    params,
  );
  const byPeriod = periods.rows.map((row) => ({ period: row.period, payments: row.payments, amount: row.amount, shares: shares(row) }));
  const total = (field: 'payments' | 'amount' | keyof ShareSums) => periods.rows.reduce((sum, row) => sum + row[field], 0);
  return {
    status: 200,
    body: {
      from,
      to,
      groupBy,
      totals: {
        payments: total('payments'),
        amount: total('amount'),
        shares: shares({ nationalShare: total('nationalShare'), provinceShare: total('provinceShare'), branchShare: total('branchShare') }),
      },
      byPeriod,
      byMethod: methods.rows,
    },
  };
};

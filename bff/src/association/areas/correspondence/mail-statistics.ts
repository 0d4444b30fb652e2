import { MAIL_CATEGORIES, MAIL_STATUSES } from '../../../contract/association/correspondence-mails.js';
import { notFound } from '../../errors.js';
import type { OperationHandler } from '../area.js';
import { OVERDUE_SQL, PENDING_SQL } from './mails.js';

const TOP_SENDERS = 10;

/**
 * Statistik Surat: a year's letters per month, status and category and its top senders, plus what is pending now.
 * Every query takes the division ($2, null for all) the same way, so the figures of one board add up.
 */
export const getMailStatistics: OperationHandler = async ({ db, request }) => {
  const query = request.query as { year?: number; divisionId?: number };
  const year = query.year ?? (await db.query<{ y: number }>('SELECT extract(year FROM (SELECT sejawat_today()))::int AS y')).rows[0]!.y;
  const division = query.divisionId ?? null;
  if (division !== null && (await db.query('SELECT 1 FROM divisions WHERE id = $1', [division])).rows.length === 0) {
    throw notFound(`Division ${division}`);
  }
  const inYear = `ml.received_date >= make_date($1, 1, 1) AND ml.received_date < make_date($1 + 1, 1, 1)
    AND ($2::int IS NULL OR ml.division_id = $2)`;
  const params = [year, division];

  const months = await db.query<{ month: string; count: number }>(
    `SELECT to_char(g.month, 'YYYY-MM') AS month, count(ml.id)::int AS count
       FROM generate_series(make_date($1, 1, 1)::timestamp, make_date($1, 12, 1)::timestamp, interval '1 month') AS g(month)
       LEFT JOIN mails ml ON ml.received_date >= g.month::date AND ml.received_date < (g.month + interval '1 month')::date
                         AND ($2::int IS NULL OR ml.division_id = $2)
      GROUP BY g.month ORDER BY g.month`,
    params,
  );
  const statuses = await db.query<{ status: string; n: number }>(`SELECT ml.status, count(*)::int AS n FROM mails ml WHERE ${inYear} GROUP BY ml.status`, params);
  const byStatus = Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  for (const row of statuses.rows) byStatus[row.status] = row.n;

  const categories = await db.query<{ category: string; n: number }>(`SELECT ml.category, count(*)::int AS n FROM mails ml WHERE ${inYear} GROUP BY ml.category`, params);
  const counted = new Map(categories.rows.map((r) => [r.category, r.n]));
  const byCategory = MAIL_CATEGORIES.map((category) => ({ category, count: counted.get(category) ?? 0 }))
    .sort((a, b) => b.count - a.count || MAIL_CATEGORIES.indexOf(a.category) - MAIL_CATEGORIES.indexOf(b.category));

  const senders = await db.query<{ sender: string; count: number }>(
    `SELECT ml.sender, count(*)::int AS count FROM mails ml WHERE ${inYear} GROUP BY ml.sender ORDER BY count DESC, ml.sender LIMIT ${TOP_SENDERS}`,
    params,
  );
  const open = await db.query<{ pending: number; overdue: number }>(
    `SELECT count(*)::int AS pending, count(*) FILTER (WHERE ${OVERDUE_SQL})::int AS overdue
       FROM mails ml WHERE ${PENDING_SQL} AND ($1::int IS NULL OR ml.division_id = $1)`,
    [division],
  );
  return {
    status: 200,
    body: {
      year,
      divisionId: division,
      total: months.rows.reduce((sum, m) => sum + m.count, 0),
      byMonth: months.rows,
      byStatus,
      byCategory,
      topSenders: senders.rows,
      pending: open.rows[0]!.pending,
      overdue: open.rows[0]!.overdue,
    },
  };
};

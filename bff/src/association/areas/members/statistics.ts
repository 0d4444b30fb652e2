import { MEMBER_STATUSES } from '../../../contract/association/members-common.js';
import type { Db } from '../../db/db.js';
import type { OperationHandler } from '../area.js';

const TOP_PROVINCES = 10;
const YEARS = 10;
const MONTHS = 24;

const zeroStatuses = () => Object.fromEntries(MEMBER_STATUSES.map((s) => [s, 0])) as Record<string, number>;

async function memberStatistics(db: Db) {
  const byStatus = zeroStatuses();
  for (const row of (await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM members GROUP BY status')).rows) {
    byStatus[row.status] = row.n;
  }
  const perProvince = await db.query<{ provinceId: number; provinceName: string; status: string; n: number }>(
    `SELECT p.id AS "provinceId", p.name AS "provinceName", m.status, count(*)::int AS n
       FROM members m JOIN divisions d ON d.id = m.division_id JOIN divisions p ON p.id = d.parent_id
      GROUP BY p.id, p.name, m.status`,
  );
  const provinces = new Map<number, { provinceId: number; provinceName: string; total: number; byStatus: Record<string, number> }>();
  for (const row of perProvince.rows) {
    const entry = provinces.get(row.provinceId) ?? { provinceId: row.provinceId, provinceName: row.provinceName, total: 0, byStatus: zeroStatuses() };
    entry.total += row.n;
    entry.byStatus[row.status] = row.n;
    provinces.set(row.provinceId, entry);
  }
  const byProvince = [...provinces.values()]
    .sort((a, b) => b.total - a.total || a.provinceName.localeCompare(b.provinceName))
    .slice(0, TOP_PROVINCES);
  const bySpecialty = await db.query('SELECT specialty, count(*)::int AS count FROM members GROUP BY specialty ORDER BY count DESC, specialty');
  const joinedPerYear = await db.query(
    `SELECT y.year, count(m.id)::int AS count
       FROM generate_series(extract(year FROM (SELECT sejawat_today()))::int - ${YEARS - 1}, extract(year FROM (SELECT sejawat_today()))::int) AS y(year)
       LEFT JOIN members m ON m.joined_at >= make_date(y.year, 1, 1) AND m.joined_at < make_date(y.year + 1, 1, 1)
      GROUP BY y.year ORDER BY y.year`,
  );
  return { byStatus, byProvince, bySpecialty: bySpecialty.rows, joinedPerYear: joinedPerYear.rows };
}

/** Counts of one mitigation table: per month over the last 24 months (empty months included) and per province. */
async function counts(db: Db, table: string, dateColumn: string) {
  const byMonth = await db.query(
    `SELECT to_char(g.month, 'YYYY-MM') AS month, count(t.id)::int AS count
       FROM generate_series(date_trunc('month', (SELECT sejawat_today())) - interval '${MONTHS - 1} months', date_trunc('month', (SELECT sejawat_today())), interval '1 month') AS g(month)
       LEFT JOIN ${table} t ON t.${dateColumn} >= g.month::date AND t.${dateColumn} < (g.month + interval '1 month')::date
      GROUP BY g.month ORDER BY g.month`,
  );
  const byProvince = await db.query(
    `SELECT p.id AS "provinceId", p.name AS "provinceName", count(*)::int AS count
       FROM ${table} t JOIN members m ON m.id = t.member_id JOIN divisions d ON d.id = m.division_id JOIN divisions p ON p.id = d.parent_id
      GROUP BY p.id, p.name ORDER BY count DESC, p.name`,
  );
  return { byMonth: byMonth.rows, byProvince: byProvince.rows };
}

export const statisticsHandlers: Record<string, OperationHandler> = {
  async getMemberStatistics({ db }) {
    return { status: 200, body: await memberStatistics(db) };
  },
  async getMitigationStatistics({ db }) {
    return {
      status: 200,
      body: {
        survivors: await counts(db, 'survivors', 'diagnosed_at'),
        deaths: await counts(db, 'deaths', 'died_at'),
        vaccinations: await counts(db, 'vaccinations', 'vaccinated_at'),
      },
    };
  },
};

import { MEMBER_STATUSES } from '../../../contract/association/members-common.js';
import type { Db } from '../../db/db.js';
import type { OperationHandler } from '../area.js';

const TOP_PROVINCES = 10;
const YEARS = 10;
const MONTHS = 24;

const zeroStatuses = () => Object.fromEntries(MEMBER_STATUSES.map((s) => [s, 0])) as Record<string, number>;

/**
 * Read from member_counts, which migration 079's triggers keep in every write's transaction: a few thousand rows (per
 * status, specialty and year joined, per branch) instead of every member scanned four times (25-46 ms at 50,000 members
 * after each commit). Row-level security gives a board its subtree's counts, as it gave its subtree's members.
 */
async function memberStatistics(db: Db) {
  const byStatus = zeroStatuses();
  const statuses = await db.query<{ status: string; n: number }>(
    `SELECT value AS status, sum(n)::int AS n FROM member_counts WHERE dimension = 'status' GROUP BY value HAVING sum(n) > 0`,
  );
  for (const row of statuses.rows) byStatus[row.status] = row.n;
  const perProvince = await db.query<{ provinceId: number; provinceName: string; status: string; n: number }>(
    `SELECT p.id AS "provinceId", p.name AS "provinceName", c.value AS status, sum(c.n)::int AS n
       FROM member_counts c JOIN divisions d ON d.id = c.division_id JOIN divisions p ON p.id = d.parent_id
      WHERE c.dimension = 'status'
      GROUP BY p.id, p.name, c.value HAVING sum(c.n) > 0`,
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
  const bySpecialty = await db.query(
    `SELECT value AS specialty, sum(n)::int AS count FROM member_counts WHERE dimension = 'specialty'
      GROUP BY value HAVING sum(n) > 0 ORDER BY count DESC, specialty`,
  );
  const joinedPerYear = await db.query(
    `WITH w AS (SELECT extract(year FROM (SELECT sejawat_today()))::int AS last)
     SELECT y.year, coalesce(sum(c.n), 0)::int AS count
       FROM w CROSS JOIN generate_series(w.last - ${YEARS - 1}, w.last) AS y(year)
       LEFT JOIN member_counts c ON c.dimension = 'joined_year' AND c.value = y.year::text
      GROUP BY y.year ORDER BY y.year`,
  );
  return { byStatus, byProvince, bySpecialty: bySpecialty.rows, joinedPerYear: joinedPerYear.rows };
}

/**
 * Counts of one kind of mitigation record: per month over the last 24 months (empty months included) and per province
 * of the members' divisions. Read from mitigation_counts, which migration 078's triggers keep in every write's
 * transaction (a few thousand rows instead of every record joined to its member: 60-130 ms a table at 50,000 members).
 */
async function counts(db: Db, kind: 'survivors' | 'deaths' | 'vaccinations') {
  const byMonth = await db.query(
    `SELECT to_char(g.month, 'YYYY-MM') AS month, coalesce(sum(c.n), 0)::int AS count
       FROM generate_series(date_trunc('month', (SELECT sejawat_today())) - interval '${MONTHS - 1} months', date_trunc('month', (SELECT sejawat_today())), interval '1 month') AS g(month)
       LEFT JOIN mitigation_counts c ON c.kind = $1 AND c.month = g.month::date
      GROUP BY g.month ORDER BY g.month`,
    [kind],
  );
  const byProvince = await db.query(
    `SELECT p.id AS "provinceId", p.name AS "provinceName", sum(c.n)::int AS count
       FROM mitigation_counts c JOIN divisions d ON d.id = c.division_id JOIN divisions p ON p.id = d.parent_id
      WHERE c.kind = $1
      GROUP BY p.id, p.name HAVING sum(c.n) > 0 ORDER BY count DESC, p.name`,
    [kind],
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
        survivors: await counts(db, 'survivors'),
        deaths: await counts(db, 'deaths'),
        vaccinations: await counts(db, 'vaccinations'),
      },
    };
  },
};

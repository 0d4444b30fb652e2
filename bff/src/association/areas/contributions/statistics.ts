import type { Db } from '../../db/db.js';
import type { OperationHandler } from '../area.js';
import { requireProvince } from './lookups.js';
import { shares, type ShareSums } from './sql.js';

/**
 * The statistics and the dashboard read the totals that migration 077's triggers keep inside every write's own
 * transaction (contribution_due_totals, contribution_collection_totals), never the dues and allocations themselves:
 * at 50,000 members a period's figures are a few hundred rows (its branches by status, by paying branch and month)
 * instead of 50,000 dues and their allocations, and with payments coming in, when the snapshot cache cannot help,
 * each request reads those few hundred rows again instead of aggregating everything. Row-level security filters the
 * totals as it filters the rows they sum (a board sees its subtree's).
 *
 * A period's dues totals per group: how many, billed, collected, and the remainder forgiven by waivers.
 */
const DUE_SUMS = `coalesce(sum(t.dues), 0)::int AS dues, coalesce(sum(t.billed), 0)::bigint AS billed,
  coalesce(sum(t.collected), 0)::bigint AS collected, coalesce(sum(t.waived), 0)::bigint AS waived`;

interface Sums {
  dues: number;
  billed: number;
  collected: number;
  waived: number;
}
const withOwed = <T extends Sums>(row: T) => ({ ...row, owed: row.billed - row.collected - row.waived });

async function currentPeriod(db: Db, period: string | undefined): Promise<string> {
  return period ?? (await db.query<{ y: string }>(`SELECT extract(year FROM (SELECT sejawat_today()))::int::text AS y`)).rows[0]!.y;
}

/** Owed against collected for one period: by status, by month of payment, by province. */
export const getContributionStatistics: OperationHandler = async ({ db, request }) => {
  const period = await currentPeriod(db, (request.query as { period?: string }).period);
  const totals = withOwed((await db.query<Sums>(`SELECT ${DUE_SUMS} FROM contribution_due_totals t WHERE t.period = $1`, [period])).rows[0]!);
  const statuses = await db.query<{ status: string; n: number }>(
    'SELECT status, sum(dues)::int AS n FROM contribution_due_totals WHERE period = $1 GROUP BY status',
    [period],
  );
  const byStatus = { unpaid: 0, partial: 0, paid: 0, waived: 0, ...Object.fromEntries(statuses.rows.map((r) => [r.status, r.n])) };
  const months = await db.query<{ month: string; collected: number }>(
    // A month whose payments were all reversed nets to nothing and is not a month of collection.
    `SELECT month, sum(collected)::bigint AS collected FROM contribution_collection_totals
      WHERE period = $1 GROUP BY month HAVING sum(collected) <> 0 ORDER BY month`,
    [period],
  );
  let cumulative = 0;
  const byMonth = months.rows.map(({ month, collected }) => {
    cumulative += collected;
    return { month, collected, cumulative, owed: totals.billed - totals.waived - cumulative };
  });
  const provinces = await db.query<Sums & { provinceId: number; code: string; name: string }>(
    `SELECT pr.id AS "provinceId", pr.code, pr.name, ${DUE_SUMS}
       FROM divisions pr
       LEFT JOIN divisions b ON b.parent_id = pr.id
       LEFT JOIN contribution_due_totals t ON t.division_id = b.id AND t.period = $1
      WHERE pr.level = 'province'
      GROUP BY pr.id ORDER BY pr.code`,
    [period],
  );
  return { status: 200, body: { period, totals, byStatus, byMonth, byProvince: provinces.rows.map(withOwed) } };
};

interface BranchRow extends Sums, ShareSums {
  divisionId: number;
  code: string;
  name: string;
  provinceId: number;
}

/** Totals per branch for a period; provinces and the nation are their sums, so every level reconciles. */
async function branchTotals(db: Db, period: string): Promise<BranchRow[]> {
  const rows = await db.query<BranchRow>(
    `WITH sums AS (SELECT t.division_id, ${DUE_SUMS} FROM contribution_due_totals t WHERE t.period = $1 GROUP BY t.division_id),
          split AS (SELECT division_id, sum(national_share)::bigint AS "nationalShare", sum(province_share)::bigint AS "provinceShare",
                           sum(branch_share)::bigint AS "branchShare"
                      FROM contribution_collection_totals WHERE period = $1 GROUP BY division_id)
     SELECT b.id AS "divisionId", b.code, b.name, b.parent_id AS "provinceId", coalesce(s.dues, 0) AS dues,
            coalesce(s.billed, 0)::bigint AS billed, coalesce(s.collected, 0)::bigint AS collected, coalesce(s.waived, 0)::bigint AS waived,
            coalesce(x."nationalShare", 0)::bigint AS "nationalShare", coalesce(x."provinceShare", 0)::bigint AS "provinceShare",
            coalesce(x."branchShare", 0)::bigint AS "branchShare"
       FROM divisions b LEFT JOIN sums s ON s.division_id = b.id LEFT JOIN split x ON x.division_id = b.id
      WHERE b.level = 'branch' ORDER BY b.code`,
    [period],
  );
  return rows.rows;
}

const FIELDS = ['dues', 'billed', 'collected', 'waived', 'nationalShare', 'provinceShare', 'branchShare'] as const;

function totalsOf(division: { id: number; code: string; name: string; level: string }, rows: BranchRow[]) {
  const sum = Object.fromEntries(FIELDS.map((f) => [f, rows.reduce((total, r) => total + r[f], 0)])) as Record<(typeof FIELDS)[number], number>;
  return {
    divisionId: division.id,
    code: division.code,
    name: division.name,
    level: division.level,
    dues: sum.dues,
    billed: sum.billed,
    collected: sum.collected,
    waived: sum.waived,
    owed: sum.billed - sum.collected - sum.waived,
    shares: shares(sum),
  };
}

/** The dashboard: the national total, every province, and (with provinceId) the province's branches. */
export const getDivisionTotals: OperationHandler = async ({ db, request }) => {
  const query = request.query as { period?: string; provinceId?: number };
  const period = await currentPeriod(db, query.period);
  if (query.provinceId !== undefined) await requireProvince(db, query.provinceId);
  const branches = await branchTotals(db, period);
  const divisions = await db.query<{ id: number; code: string; name: string; level: string }>(
    `SELECT id, code, name, level FROM divisions WHERE level IN ('national', 'province') ORDER BY level, code`,
  );
  const national = divisions.rows.find((d) => d.level === 'national')!;
  const provinces = divisions.rows.filter((d) => d.level === 'province');
  return {
    status: 200,
    body: {
      period,
      national: totalsOf(national, branches),
      provinces: provinces.map((p) => totalsOf(p, branches.filter((b) => b.provinceId === p.id))),
      branches: query.provinceId === undefined
        ? []
        : branches.filter((b) => b.provinceId === query.provinceId).map((b) => totalsOf({ id: b.divisionId, code: b.code, name: b.name, level: 'branch' }, [b])),
    },
  };
};

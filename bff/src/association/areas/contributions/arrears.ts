import { Repository } from '../../resources/engine.js';
import { codedText } from '../../errors.js';
import { toCsv } from '../../resources/csv.js';
import { requestWording } from '../../resources/csv-language.js';
import { MemberArrearsSchema } from '../../../contract/association/contributions-arrears.js';
import type { OperationHandler } from '../area.js';
import { requireDivision, requireProvince } from './lookups.js';
import { GRACE_DAYS, markOverdue } from './members.js';
import { OPEN } from './sql.js';

type Query = Record<string, unknown>;

/**
 * Members in arrears, one row each, listed with the one list contract. In arrears means what marks a member in arrears
 * (markOverdue) and what the dashboard counts: a due still open more than the grace period after its due date.
 */
const arrearsRepository = new Repository(
  {
    entity: 'arrears',
    table: 'contribution_dues',
    idColumn: 'x."memberId"',
    select: `SELECT * FROM (
      SELECT m.id AS "memberId", m.full_name AS "memberName", m.npa, m.status AS "memberStatus", b.id AS "divisionId",
             b.name AS "divisionName", p.id AS "provinceId", p.name AS "provinceName", count(*)::int AS "unpaidPeriods",
             sum(d.amount - d.paid_amount)::bigint AS owed, min(d.due_date)::text AS "oldestDueDate"
        FROM contribution_dues d
        JOIN members m ON m.id = d.member_id
        JOIN divisions b ON b.id = m.division_id
        JOIN divisions p ON p.id = b.parent_id
       WHERE d.${OPEN} AND d.due_date + ${GRACE_DAYS} < (SELECT sejawat_today())
       GROUP BY m.id, b.id, p.id) x`,
    search: `x."memberName" || ' ' || coalesce(x.npa, '')`,
    filters: { divisionId: 'x."divisionId" = ?', provinceId: 'x."provinceId" = ?', minPeriods: 'x."unpaidPeriods" >= ?' },
    sorts: { owed: 'x.owed', unpaidPeriods: 'x."unpaidPeriods"', oldestDueDate: 'x."oldestDueDate"', memberName: 'x."memberName"' },
  },
  'owed:desc',
);

const ARREARS_COLUMNS = ['memberId', 'npa', 'memberName', 'memberStatus', 'divisionName', 'provinceName', 'unpaidPeriods', 'owed', 'oldestDueDate'];

export const listArrears: OperationHandler = async ({ db, request }) => ({
  status: 200,
  body: await arrearsRepository.list(db, request.query as Query),
});

export const exportArrears: OperationHandler = async ({ db, request }) => ({
  status: 200,
  contentType: 'text/csv; charset=utf-8',
  body: toCsv(ARREARS_COLUMNS, arrearsRepository.all(db, request.query as Query), requestWording(request, 'arrears', MemberArrearsSchema.properties, ARREARS_COLUMNS)),
});

export const getBranchArrears: OperationHandler = async ({ db, request }) => {
  const { provinceId, period } = request.query as { provinceId?: number; period?: string };
  if (provinceId !== undefined) await requireProvince(db, provinceId);
  const rows = await db.query<{ billed: number; collected: number; owed: number }>(
    `SELECT b.id AS "divisionId", b.code, b.name, p.id AS "provinceId", p.name AS province,
            coalesce(mc.members, 0)::int AS members, coalesce(mc.in_arrears, 0)::int AS "membersInArrears",
            coalesce(x.billed, 0)::bigint AS billed, coalesce(x.collected, 0)::bigint AS collected, coalesce(x.owed, 0)::bigint AS owed
       FROM divisions b
       JOIN divisions p ON p.id = b.parent_id
       LEFT JOIN (SELECT division_id, count(*) FILTER (WHERE status IN ('active', 'in_arrears')) AS members,
                         count(*) FILTER (WHERE status = 'in_arrears') AS in_arrears
                    FROM members GROUP BY division_id) mc ON mc.division_id = b.id
       LEFT JOIN (SELECT division_id, sum(amount) AS billed, sum(paid_amount) AS collected,
                         sum(CASE WHEN ${OPEN} AND due_date < (SELECT sejawat_today()) THEN amount - paid_amount ELSE 0 END) AS owed
                    FROM contribution_dues WHERE ($2::text IS NULL OR period = $2) GROUP BY division_id) x ON x.division_id = b.id
      WHERE b.level = 'branch' AND ($1::int IS NULL OR b.parent_id = $1)
      ORDER BY owed DESC, b.code`,
    [provinceId ?? null, period ?? null],
  );
  const sum = (field: 'billed' | 'collected' | 'owed') => rows.rows.reduce((total, r) => total + r[field], 0);
  return { status: 200, body: { data: rows.rows, totals: { billed: sum('billed'), collected: sum('collected'), owed: sum('owed') } } };
};

export const markArrears: OperationHandler = async ({ db, request, actor }) => {
  const { graceDays = GRACE_DAYS, divisionId } = request.body as { graceDays?: number; divisionId?: number };
  const result = await db.transaction(async (tx) => {
    if (divisionId !== undefined) await requireDivision(tx, divisionId);
    const cutoff = (await tx.query<{ d: string }>('SELECT ((SELECT sejawat_today()) - $1::int)::text AS d', [graceDays])).rows[0]!.d;
    const marked = await markOverdue(tx, { scope: divisionId ?? null }, graceDays, codedText(`Dues unpaid more than ${graceDays} days after their due date`, 'history.arrearsAfterGrace', { days: graceDays }), actor);
    return { graceDays, cutoff, marked: marked.ids.length, owed: marked.owed };
  });
  return { status: 200, body: result };
};

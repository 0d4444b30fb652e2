/** SQL shared by the contributions area: how dues and payments read, what counts as open and overdue. */

export const OPEN = `status IN ('unpaid', 'partial')`;

/** A due read as the AssocDue contract, from `contribution_dues d` and its member, branch and province. */
// LEFT joins on NOT NULL foreign keys (a due always has its member and branch, a branch its province) give the same
// rows as inner joins, and let PostgreSQL drop the joins a list's count does not need (join removal).
export const DUE_SELECT = `SELECT d.id, d.member_id AS "memberId", m.full_name AS "memberName", m.npa, d.division_id AS "divisionId",
       b.name AS "divisionName", b.parent_id AS "provinceId", p.name AS "provinceName", d.rate_id AS "rateId", d.period,
       d.amount, d.paid_amount AS "paidAmount",
       CASE WHEN d.status = 'waived' THEN 0 ELSE d.amount - d.paid_amount END AS outstanding, d.status,
       d.due_date::text AS "dueDate", (d.${OPEN} AND d.due_date < (SELECT sejawat_today())) AS overdue, d.paid_at::text AS "paidAt",
       d.waived_reason AS "waivedReason", d.created_at AS "createdAt", d.updated_at AS "updatedAt"
  FROM contribution_dues d
  LEFT JOIN members m ON m.id = d.member_id
  LEFT JOIN divisions b ON b.id = d.division_id
  LEFT JOIN divisions p ON p.id = b.parent_id`;

/** The allocations of payment `p`, as a JSON array in the AssocAllocation shape. */
const ALLOCATIONS = `(SELECT coalesce(json_agg(json_build_object('dueId', a.due_id, 'memberId', ad.member_id, 'memberName', am.full_name,
                                 'period', ad.period, 'amount', a.amount) ORDER BY ad.period, am.full_name, a.due_id), '[]'::json)
     FROM contribution_allocations a
     JOIN contribution_dues ad ON ad.id = a.due_id
     JOIN members am ON am.id = ad.member_id
    WHERE a.payment_id = p.id)`;

/** A payment read as the AssocPayment contract, from `contribution_payments p`, its branch `b` and province `bp`. */
export const PAYMENT_SELECT = `SELECT p.id, p.kind, p.division_id AS "divisionId", b.name AS "divisionName", p.member_id AS "memberId",
       pm.full_name AS "memberName", p.period, p.amount, p.method, p.reference, p.paid_at::text AS "paidAt", p.note,
       CASE WHEN p.reversed_at IS NULL THEN 'recorded' ELSE 'reversed' END AS status,
       p.reversed_at AS "reversedAt", p.reversal_reason AS "reversalReason", ${ALLOCATIONS} AS allocations,
       p.created_at AS "createdAt"
  FROM contribution_payments p
  JOIN divisions b ON b.id = p.division_id
  JOIN divisions bp ON bp.id = b.parent_id
  LEFT JOIN members pm ON pm.id = p.member_id`;

/** Payment filters shared by the payments list and the payment report (`?` is the value). */
export const PAYMENT_FILTER_SQL = {
  kind: 'p.kind = ?',
  method: 'p.method = ?',
  from: 'p.paid_at >= ?::date',
  to: 'p.paid_at <= ?::date',
  memberId: 'EXISTS (SELECT 1 FROM contribution_allocations fa JOIN contribution_dues fd ON fd.id = fa.due_id WHERE fa.payment_id = p.id AND fd.member_id = ?)',
};
export const PAYMENT_SORT_SQL = { paidAt: 'p.paid_at', amount: 'p.amount', createdAt: 'p.created_at' };

/**
 * The shares of one allocation `a` priced at rate `r`: national and province rounded down, the branch keeps the
 * remainder, so the three always add up to what was collected.
 */
const SHARE_NATIONAL = '(a.amount * r.national_share / 100)';
const SHARE_PROVINCE = '(a.amount * r.province_share / 100)';
const SHARE_BRANCH = `(a.amount - ${SHARE_NATIONAL} - ${SHARE_PROVINCE})`;
export const SHARES_SUM = `coalesce(sum(${SHARE_NATIONAL}), 0)::bigint AS "nationalShare",
       coalesce(sum(${SHARE_PROVINCE}), 0)::bigint AS "provinceShare", coalesce(sum(${SHARE_BRANCH}), 0)::bigint AS "branchShare"`;

export interface ShareSums {
  nationalShare: number;
  provinceShare: number;
  branchShare: number;
}
export const shares = (row: ShareSums) => ({ national: row.nationalShare, province: row.provinceShare, branch: row.branchShare });

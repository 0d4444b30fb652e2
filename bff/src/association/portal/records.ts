import { listPage } from '../../contract/association/list.js';
import type { OperationHandler } from '../areas/area.js';
import { memberLicences } from '../areas/members/licences.js';
import { callerMemberId } from './caller.js';
import { PORTAL_VERIFICATION } from './profile.js';

interface DueRow {
  amount: number;
  paidAmount: number;
  status: string;
  overdue: boolean;
}

/**
 * The member's own dues, licences, requests and notices. Every query names his record, and row-level security
 * (sejawat_member, migration 060) would answer nothing else whatever it named.
 */
export const recordHandlers: Record<string, OperationHandler> = {
  async getPortalDues({ db, request }) {
    const memberId = callerMemberId(request);
    const dues = await db.query<DueRow>(
      `SELECT d.id AS "dueId", d.period, d.amount, d.paid_amount AS "paidAmount", d.status, d.due_date::text AS "dueDate",
              d.paid_at::text AS "paidAt", d.waived_reason AS "waivedReason",
              (d.status IN ('unpaid', 'partial') AND d.due_date < (SELECT sejawat_today())) AS overdue
         FROM contribution_dues d WHERE d.member_id = $1 ORDER BY d.period DESC`,
      [memberId],
    );
    // His share of each payment, collective remittances included (migration 068's function: the allocations to his
    // dues and nothing of the colleagues a remittance also paid for).
    const payments = await db.query(
      `SELECT a.payment_id AS "paymentId", a.kind, a.method, a.reference, a.paid_at::text AS "paidAt",
              sum(a.amount)::bigint AS amount, a.reversed, array_agg(d.period ORDER BY d.period) AS periods
         FROM sejawat_member_allocations() a JOIN contribution_dues d ON d.id = a.due_id AND d.member_id = $1
        GROUP BY a.payment_id, a.kind, a.method, a.reference, a.paid_at, a.reversed
        ORDER BY a.paid_at DESC, a.payment_id DESC`,
      [memberId],
    );
    const totals = { billed: 0, collected: 0, waived: 0, owed: 0, overdue: 0 };
    const periods = dues.rows.map((due) => {
      const remainder = due.amount - due.paidAmount;
      totals.billed += due.amount;
      totals.collected += due.paidAmount;
      if (due.status === 'waived') totals.waived += remainder;
      else totals.owed += remainder;
      if (due.overdue) totals.overdue += remainder;
      return { ...due, outstanding: due.status === 'waived' ? 0 : remainder };
    });
    return { status: 200, body: { totals, periods, payments: payments.rows } };
  },

  async getPortalLicences({ db, request }) {
    const memberId = callerMemberId(request);
    const licences = await memberLicences(db, memberId);
    const entries = await db.query(
      `SELECT e.id, e.activity, e.domain, e.credits::float8 AS credits, e.earned_at::text AS "earnedAt", e.source,
              (e.earned_at BETWEEN $2::date AND $3::date) AS "inPeriod"
         FROM skp_entries e WHERE e.member_id = $1 ORDER BY e.earned_at DESC, e.id DESC`,
      [memberId, licences.skp.period.from, licences.skp.period.to],
    );
    return { status: 200, body: { ...licences, skpEntries: entries.rows } };
  },

  async getPortalRequests({ db, request }) {
    const memberId = callerMemberId(request);
    const verifications = await db.query(`${PORTAL_VERIFICATION} WHERE v.member_id = $1 ORDER BY v.submitted_at DESC, v.id DESC`, [memberId]);
    const strRenewals = await db.query(
      `SELECT r.id, s.number AS "strNumber", r.status, r.submitted_at AS "submittedAt", r.decided_at AS "decidedAt", r.reason
         FROM str_renewals r JOIN str_records s ON s.id = r.str_id
        WHERE r.member_id = $1 ORDER BY r.submitted_at DESC, r.id DESC`,
      [memberId],
    );
    // A transfer is completed when made by a board that holds both branches; one between boards waits for the
    // receiving board (requested) until it is accepted, declined or withdrawn (migration 065).
    const transfers = await db.query(
      `SELECT t.id, f.name AS "fromDivisionName", o.name AS "toDivisionName", t.status,
              t.reason, t.at
         FROM member_transfers t JOIN divisions f ON f.id = t.from_division_id JOIN divisions o ON o.id = t.to_division_id
        WHERE t.member_id = $1 ORDER BY t.at DESC, t.id DESC`,
      [memberId],
    );
    const references = await db.query(
      `SELECT r.id, r.type, r.purpose, r.status, r.requested_date::text AS "requestedDate", r.letter_number AS "letterNumber",
              r.issued_date::text AS "issuedDate", r.rejection_reason AS "rejectionReason"
         FROM reference_requests r WHERE r.member_id = $1 ORDER BY r.requested_date DESC, r.id DESC`,
      [memberId],
    );
    return {
      status: 200,
      body: { verifications: verifications.rows, strRenewals: strRenewals.rows, transfers: transfers.rows, references: references.rows },
    };
  },

  // Row-level security already limits a member to what is published to his branch and the boards above it.
  async listPortalNotices({ db, request }) {
    callerMemberId(request);
    const { page = 1, perPage = 10 } = request.query as { page?: number; perPage?: number };
    const { count, rows } = await db.reads(async (reader) => ({
      count: await reader.query<{ n: number }>(`SELECT count(*)::int AS n FROM information i WHERE i.status = 'published'`),
      rows: await reader.query(
        `SELECT i.id, i.title, i.summary, i.body, i.body_format AS "bodyFormat", c.name AS "categoryName", d.name AS "divisionName",
                d.level AS "divisionLevel", i.published_at AS "publishedAt"
           FROM information i JOIN information_categories c ON c.id = i.category_id JOIN divisions d ON d.id = i.division_id
          WHERE i.status = 'published'
          ORDER BY i.published_at DESC, i.id DESC LIMIT $1 OFFSET $2`,
        [perPage, (page - 1) * perPage],
      ),
    }));
    return { status: 200, body: listPage(rows.rows, count.rows[0]?.n ?? 0, page, perPage) };
  },
};

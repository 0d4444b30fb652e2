import { listPage } from '../../../contract/association/list.js';
import { paged, type Db } from '../../db/db.js';
import { toCsv } from '../../resources/csv.js';
import { requestWording } from '../../resources/csv-language.js';
import { PaymentSchema } from '../../../contract/association/contributions-payments.js';
import type { OperationHandler } from '../area.js';
import { paymentScope, PAYMENT_FROM, type PaymentScope } from './report-range.js';
import { PAYMENT_SELECT, PAYMENT_SORT_SQL } from './sql.js';

interface ReportQuery extends Partial<PaymentScope> {
  sort?: string;
  page?: number;
  perPage?: number;
}

function orderBy(sort = 'paidAt:desc'): string {
  const [field, dir] = sort.split(':');
  const direction = dir === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${PAYMENT_SORT_SQL[field as keyof typeof PAYMENT_SORT_SQL] ?? 'p.paid_at'} ${direction}, p.id ${direction}`;
}

/** Recorded payments in range and scope with their allocations, a page at a time, and what they add up to. */
export const getPaymentReport: OperationHandler = async ({ db, request }) => {
  const query = request.query as ReportQuery;
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 10;
  return db.reads(async (reader) => {
    const { where, params } = await paymentScope(reader, query);
    const totals = await reader.query<{ n: number; amount: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(p.amount), 0)::bigint AS amount ${PAYMENT_FROM} ${where}`,
      params,
    );
    const limit = paged(params, perPage, (page - 1) * perPage);
    const rows = await reader.query(`${PAYMENT_SELECT} ${where} ${orderBy(query.sort)} ${limit.sql}`, limit.params);
    const { n, amount } = totals.rows[0]!;
    return { status: 200, body: { ...listPage(rows.rows, n, page, perPage), totalAmount: amount } };
  });
};

const CSV_COLUMNS = ['paymentId', 'paidAt', 'kind', 'method', 'reference', 'divisionCode', 'divisionName', 'period', 'memberId', 'npa', 'memberName', 'amount'];

async function* allocationRows(db: Db, where: string, params: unknown[], order: string, batch = 2000) {
  for (let offset = 0; ; offset += batch) {
    const limit = paged(params, batch, offset);
    const rows = await db.query<Record<string, unknown>>(
      `SELECT p.id AS "paymentId", p.paid_at::text AS "paidAt", p.kind, p.method, p.reference, b.code AS "divisionCode",
              b.name AS "divisionName", ad.period, am.id AS "memberId", am.npa, am.full_name AS "memberName", a.amount
         ${PAYMENT_FROM}
         JOIN contribution_allocations a ON a.payment_id = p.id
         JOIN contribution_dues ad ON ad.id = a.due_id
         JOIN members am ON am.id = ad.member_id
        ${where} ${order}, ad.period, am.full_name, a.id ${limit.sql}`,
      limit.params,
    );
    if (rows.rows.length > 0) yield rows.rows;
    if (rows.rows.length < batch) return;
  }
}

/** The payment report as CSV, one row per allocation, so a branch can tick off every member it paid for. */
export const exportPaymentReport: OperationHandler = async ({ db, request }) => {
  const query = request.query as ReportQuery;
  const { where, params } = await paymentScope(db, query);
  return {
    status: 200,
    contentType: 'text/csv; charset=utf-8',
    body: toCsv(CSV_COLUMNS, allocationRows(db, where, params, orderBy(query.sort)), requestWording(request, 'paymentReport', PaymentSchema.properties, CSV_COLUMNS)),
  };
};

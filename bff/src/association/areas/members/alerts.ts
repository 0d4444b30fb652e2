import { SIP_ALERT_DAYS, type ALERT_TYPES } from '../../../contract/association/members-alerts.js';
import { listPage } from '../../../contract/association/list.js';
import type { OperationHandler } from '../area.js';
import { skpPositionSql } from './skp.js';

type AlertType = (typeof ALERT_TYPES)[number];

const OPEN_FILE = `m.status NOT IN ('deceased', 'dismissed')`;
/** The member's branch lies under the division asked for: the branch itself, its province or the national board. */
const IN_DIVISION = `d.id IN (SELECT b.id FROM divisions b JOIN divisions pv ON pv.id = b.parent_id WHERE $1 IN (b.id, pv.id, pv.parent_id))`;

/** Only the latest SIP of each practice place counts: an earlier one has been renewed. */
const LATEST_PER_PLACE = `SELECT DISTINCT ON (member_id, lower(practice_place)) id, member_id, number, practice_place, expires_at
  FROM sip_permits ORDER BY member_id, lower(practice_place), issued_at DESC, id DESC`;

/** Each member's latest SIP while it runs: the period its SKP must be earned in. */
const CURRENT_PERIODS = (scope: string) => `SELECT c.* FROM (
    SELECT DISTINCT ON (member_id) member_id, id AS sip_id, issued_at AS period_from, expires_at AS period_to
      FROM sip_permits ORDER BY member_id, issued_at DESC, id DESC) c
  JOIN members m ON m.id = c.member_id JOIN divisions d ON d.id = m.division_id
 WHERE c.period_to >= current_date AND ${scope}`;

const FROM_MEMBER = 'JOIN members m ON m.id = a.member_id JOIN divisions d ON d.id = m.division_id';

/** One SELECT per alert type, each giving type, member_id, member_name, division_name, due_at, message, code, params. */
function branch(type: AlertType, scope: string): string {
  const columns = `'${type}'::text AS type, m.id AS member_id, m.full_name AS member_name, d.name AS division_name`;
  switch (type) {
    case 'sip_expiring':
    case 'sip_expired': {
      const window = type === 'sip_expired' ? 'a.expires_at < current_date' : `a.expires_at BETWEEN current_date AND current_date + ${SIP_ALERT_DAYS}`;
      const verb = type === 'sip_expired' ? 'expired' : 'expires';
      return `SELECT ${columns}, a.expires_at AS due_at,
                     'SIP ' || a.number || ' at ' || a.practice_place || ' ${verb} on ' || a.expires_at::text AS message,
                     'alert.${type === 'sip_expired' ? 'sipExpired' : 'sipExpiring'}' AS code,
                     jsonb_build_object('number', a.number, 'place', a.practice_place, 'date', a.expires_at::text) AS params
                FROM (${LATEST_PER_PLACE}) a ${FROM_MEMBER} WHERE ${window} AND ${scope}`;
    }
    case 'skp_shortfall':
      return `SELECT ${columns}, a."to"::date AS due_at,
                     'Projected ' || a."projectedTotal"::text || ' SKP short when SIP ' || s.number || ' ends on ' || a."to" AS message,
                     'alert.skpShortfall' AS code,
                     jsonb_build_object('points', a."projectedTotal", 'number', s.number, 'date', a."to"::date::text) AS params
                FROM (${skpPositionSql(CURRENT_PERIODS(scope))}) a
                JOIN members m ON m.id = a."memberId" JOIN divisions d ON d.id = m.division_id JOIN sip_permits s ON s.id = a."sipId"
               WHERE a."projectedTotal" > 0`;
    case 'dues_arrears':
      return `SELECT ${columns}, a.since AS due_at, 'Dues unpaid: in arrears since ' || a.since::text AS message,
                     'alert.duesArrears' AS code, jsonb_build_object('since', a.since::text) AS params
                FROM (SELECT m.id AS member_id,
                             coalesce((SELECT max(h.at) FROM member_status_history h WHERE h.member_id = m.id AND h.to_status = 'in_arrears'), m.updated_at)::date AS since
                        FROM members m WHERE m.status = 'in_arrears') a
                ${FROM_MEMBER} WHERE ${scope}`;
  }
}

const ALL_TYPES: AlertType[] = ['sip_expiring', 'sip_expired', 'skp_shortfall', 'dues_arrears'];

export const alertHandlers: Record<string, OperationHandler> = {
  async listAlerts({ db, request }) {
    const { type, divisionId, page = 1, perPage = 10 } = request.query as { type?: AlertType; divisionId?: number; page?: number; perPage?: number };
    const scope = divisionId === undefined ? OPEN_FILE : `${OPEN_FILE} AND ${IN_DIVISION}`;
    const params = divisionId === undefined ? [] : [divisionId];
    const alerts = (type ? [type] : ALL_TYPES).map((t) => branch(t, scope)).join('\nUNION ALL\n');
    // The total rides along with the page (the alerts are computed once); only a page past the end counts apart.
    const rows = await db.query<{ total: number }>(
      `SELECT type, member_id AS "memberId", member_name AS "memberName", division_name AS "divisionName", due_at::text AS "dueAt",
              message, code, params, count(*) OVER ()::int AS total
         FROM (${alerts}) x ORDER BY due_at, member_id, type LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      params,
    );
    const total = rows.rows[0]?.total ?? (page === 1 ? 0 : (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${alerts}) x`, params)).rows[0]!.n);
    return { status: 200, body: listPage(rows.rows.map(({ total: _total, ...alert }) => alert), total, page, perPage) };
  },
};

import { SIP_ALERT_DAYS, type ALERT_TYPES } from '../../../contract/association/members-alerts.js';
import { listPage } from '../../../contract/association/list.js';
import { paged, type Db } from '../../db/db.js';
import type { OperationHandler } from '../area.js';
import { skpPositionSql } from './skp.js';

type AlertType = (typeof ALERT_TYPES)[number];

const OPEN_FILE = `m.status NOT IN ('deceased', 'dismissed')`;
/** The member's branch lies under the division asked for: the branch itself, its province or the national board. */
const IN_DIVISION = `a.division_id IN (SELECT b.id FROM divisions b JOIN divisions pv ON pv.id = b.parent_id WHERE $1 IN (b.id, pv.id, pv.parent_id))`;

/** Only the latest SIP of each practice place counts: an earlier one has been renewed. */
const LATEST_PER_PLACE = (some: Some) => `SELECT DISTINCT ON (member_id, lower(practice_place)) id, member_id, number, practice_place, expires_at
  FROM sip_permits WHERE ${some('member_id')} ORDER BY member_id, lower(practice_place), issued_at DESC, id DESC`;

/** Each member's latest SIP while it runs: the period its SKP must be earned in. */
const CURRENT_PERIODS = (some: Some) => `SELECT c.* FROM (
    SELECT DISTINCT ON (member_id) member_id, id AS sip_id, issued_at AS period_from, expires_at AS period_to
      FROM sip_permits WHERE ${some('member_id')} ORDER BY member_id, issued_at DESC, id DESC) c
  JOIN members m ON m.id = c.member_id
 WHERE c.period_to >= (SELECT sejawat_today()) AND ${OPEN_FILE}`;

const FROM_MEMBER = 'JOIN members m ON m.id = a.member_id';

/** Which members' alerts to compute: a condition on the column naming the member. */
type Some = (column: string) => string;

/**
 * One SELECT per alert type, each giving the columns of member_alerts (member_id, division_id, type, due_at, message,
 * code, params), for the members `some` lets through.
 */
function branch(type: AlertType, some: Some): string {
  const columns = `m.id AS member_id, m.division_id, '${type}'::text AS type`;
  switch (type) {
    case 'sip_expiring':
    case 'sip_expired': {
      const window = type === 'sip_expired' ? 'a.expires_at < (SELECT sejawat_today())' : `a.expires_at BETWEEN (SELECT sejawat_today()) AND (SELECT sejawat_today()) + ${SIP_ALERT_DAYS}`;
      const verb = type === 'sip_expired' ? 'expired' : 'expires';
      return `SELECT ${columns}, a.expires_at AS due_at,
                     'SIP ' || a.number || ' at ' || a.practice_place || ' ${verb} on ' || a.expires_at::text AS message,
                     'alert.${type === 'sip_expired' ? 'sipExpired' : 'sipExpiring'}' AS code,
                     jsonb_build_object('number', a.number, 'place', a.practice_place, 'date', a.expires_at::text) AS params
                FROM (${LATEST_PER_PLACE(some)}) a ${FROM_MEMBER} WHERE ${window} AND ${OPEN_FILE}`;
    }
    case 'skp_shortfall':
      return `SELECT ${columns}, a."to"::date AS due_at,
                     'Projected ' || a."projectedTotal"::text || ' SKP short when SIP ' || s.number || ' ends on ' || a."to" AS message,
                     'alert.skpShortfall' AS code,
                     jsonb_build_object('points', a."projectedTotal", 'number', s.number, 'date', a."to"::date::text) AS params
                FROM (${skpPositionSql(CURRENT_PERIODS(some))}) a
                JOIN members m ON m.id = a."memberId" JOIN sip_permits s ON s.id = a."sipId"
               WHERE a."projectedTotal" > 0`;
    case 'dues_arrears':
      return `SELECT ${columns}, a.since AS due_at, 'Dues unpaid: in arrears since ' || a.since::text AS message,
                     'alert.duesArrears' AS code, jsonb_build_object('since', a.since::text) AS params
                FROM (SELECT m.id AS member_id,
                             coalesce((SELECT max(h.at) FROM member_status_history h WHERE h.member_id = m.id AND h.to_status = 'in_arrears'), m.updated_at)::date AS since
                        FROM members m WHERE m.status = 'in_arrears' AND ${some('m.id')}) a
                ${FROM_MEMBER}`;
  }
}

const ALL_TYPES: AlertType[] = ['sip_expiring', 'sip_expired', 'skp_shortfall', 'dues_arrears'];

const alertsOf = (some: Some) => ALL_TYPES.map((t) => branch(t, some)).join('\nUNION ALL\n');

/**
 * Installs the alerts' computation, `sejawat_member_alerts(ids)` (NULL: every member), which member_alerts is filled
 * from (migration 074: the triggers that keep it, the daily refresh). It is generated here from the same SKP rules as
 * a member's licence page, so it is installed at every start rather than frozen in a migration. It runs as its caller:
 * read live (before the day's refresh), row-level security scopes it like any query.
 *
 * Plans at 50,000 members: everyone's alerts take about 850 ms (the SKP projection aggregates every credit entry of
 * every current SIP, a parallel hash join and sort); one member's take a few milliseconds (index scans on
 * sip_permits_member_idx and skp_entries_member_idx), which is what a write pays inside its transaction.
 */
export async function installMemberAlerts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sejawat_member_alerts_install'))`);
    await tx.exec(`CREATE OR REPLACE FUNCTION sejawat_member_alerts(ids integer[])
      RETURNS TABLE (member_id integer, division_id integer, type text, due_at date, message text, code text, params jsonb)
      LANGUAGE plpgsql STABLE SET search_path FROM CURRENT AS $fn$
      #variable_conflict use_column
      BEGIN
        IF ids IS NULL THEN
          RETURN QUERY ${alertsOf(() => 'true')};
        ELSE
          RETURN QUERY ${alertsOf((column) => `${column} = ANY (ids)`)};
        END IF;
      END $fn$`);
  });
}

/** Everyone's alerts computed again if the table holds another day's (a no-op otherwise); true when it did. */
export async function refreshMemberAlertsForToday(db: Db): Promise<boolean> {
  return (await db.query<{ done: boolean }>('SELECT sejawat_member_alerts_for_today() AS done')).rows[0]!.done;
}

export const alertHandlers: Record<string, OperationHandler> = {
  async listAlerts({ db, request }) {
    const { type, divisionId, page = 1, perPage = 10 } = request.query as { type?: AlertType; divisionId?: number; page?: number; perPage?: number };
    const params: unknown[] = divisionId === undefined ? [] : [divisionId];
    const where = [divisionId === undefined ? 'true' : IN_DIVISION];
    if (type) where.push(`a.type = $${params.push(type)}`);
    const filtered = (source: string) => `SELECT * FROM ${source} a WHERE ${where.join(' AND ')}`;
    const limit = paged(params, perPage, (page - 1) * perPage);
    const pageOf = (alerts: string) => `SELECT a.type, a.member_id AS "memberId", m.full_name AS "memberName", d.name AS "divisionName",
              a.due_at::text AS "dueAt", a.message, a.code, a.params
         FROM (SELECT * FROM ${alerts} a ORDER BY a.due_at, a.member_id, a.type ${limit.sql}) a
         JOIN members m ON m.id = a.member_id JOIN divisions d ON d.id = a.division_id
        ORDER BY a.due_at, a.member_id, a.type`;
    // The table holds today's alerts (kept by the writes, refreshed when the date moves on). Until the day's refresh has
    // run they are computed live, once for the page and the count, as the caller may see them. Either way: today's.
    const { rows, total } = await db.reads(async (reader): Promise<{ rows: unknown[]; total: number }> => {
      const today = await reader.query<{ current: boolean }>('SELECT computed_on = (SELECT sejawat_today()) AS current FROM member_alerts_state');
      if (today.rows[0]?.current) {
        // Plan (50,000 members, about 20,000 alerts): the page walks member_alerts_due_idx (a board's rows: the policy's
        // division_id = ANY (...) on member_alerts_division_idx) and joins its members and boards by key; the count reads
        // the index. About 2 ms for the national board.
        return {
          rows: (await reader.query(pageOf(`(${filtered('member_alerts')})`), limit.params)).rows,
          total: (await reader.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${filtered('member_alerts')}) a`, params)).rows[0]!.n,
        };
      }
      const live = await reader.query<{ page: unknown[] | null; total: number }>(
        `WITH alerts AS MATERIALIZED (${filtered('sejawat_member_alerts(NULL)')})
         SELECT (SELECT json_agg(p ORDER BY p."dueAt", p."memberId", p.type) FROM (${pageOf('alerts')}) p) AS page, (SELECT count(*)::int FROM alerts) AS total`,
        limit.params,
      );
      return { rows: live.rows[0]!.page ?? [], total: live.rows[0]!.total };
    });
    return { status: 200, body: listPage(rows, total, page, perPage) };
  },
};

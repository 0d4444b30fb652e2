import type { Db } from '../../db/db.js';
import type { OperationHandler } from '../area.js';
import { SIP_SELECT } from './credentials.js';
import { getMember } from './members.js';
import { idParam } from './requests.js';
import { skpPositionSql, skpSummary, type SkpPosition } from './skp.js';
import { strRecordsOf } from './str.js';

/** The member's latest SIP sets the SKP period; without a SIP, the five years up to today. */
const MEMBER_PERIOD = `SELECT $1::int AS member_id, s.id AS sip_id,
       coalesce(s.issued_at, ((SELECT sejawat_today()) - interval '5 years')::date) AS period_from, coalesce(s.expires_at, (SELECT sejawat_today())) AS period_to
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (SELECT id, issued_at, expires_at FROM sip_permits WHERE member_id = $1 ORDER BY issued_at DESC, id DESC LIMIT 1) s ON true`;

/** A member's STRs and SIPs (newest first) and his SKP position in the current period (the member must exist). */
export async function memberLicences(db: Db, id: number) {
  const sip = await db.query(`${SIP_SELECT} WHERE p.member_id = $1 ORDER BY p.issued_at DESC, p.id DESC`, [id]);
  const position = (await db.query<SkpPosition>(skpPositionSql(MEMBER_PERIOD), [id])).rows[0]!;
  return { str: await strRecordsOf(db, id), sip: sip.rows, skp: skpSummary(position) };
}

export const licenceHandlers: Record<string, OperationHandler> = {
  async getMemberLicences({ db, request }) {
    const id = idParam(request);
    await getMember(db, id);
    return { status: 200, body: await memberLicences(db, id) };
  },
};

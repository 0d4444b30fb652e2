import type { MemberStatus } from '../../../contract/association/members-common.js';
import type { OperationHandler } from '../area.js';
import { changeStatus } from './lifecycle.js';
import { getMember, transferMember } from './members.js';
import { bodyOf, idParam } from './requests.js';
import { TRANSFER_SELECT } from './transfers.js';

export const memberHandlers: Record<string, OperationHandler> = {
  async transitionMember({ db, request, actor }) {
    const id = idParam(request);
    const { to, reason } = bodyOf<{ to: MemberStatus; reason: string }>(request);
    const body = await db.transaction(async (tx) => {
      await changeStatus(tx, id, to, reason, actor, 'manual');
      return getMember(tx, id);
    });
    return { status: 200, body };
  },

  async getMemberTimeline({ db, request }) {
    const id = idParam(request);
    await getMember(db, id);
    const rows = await db.query<{ code: string | null; params: unknown }>(
      `SELECT id, from_status AS "from", to_status AS "to", reason, reason_code AS code, reason_params AS params, actor, at
         FROM member_status_history WHERE member_id = $1 ORDER BY at DESC, id DESC`,
      [id],
    );
    // A line a person wrote has no code: it is shown as written.
    const data = rows.rows.map(({ code, params, ...line }) => (code === null ? line : { ...line, code, ...(params ? { params } : {}) }));
    return { status: 200, body: { data } };
  },

  async transferMember({ db, request, actor }) {
    const { toDivisionId, reason } = bodyOf<{ toDivisionId: number; reason: string }>(request);
    return transferMember(db, idParam(request), toDivisionId, reason, actor);
  },

  async getMemberTransfers({ db, request }) {
    const id = idParam(request);
    await getMember(db, id);
    const rows = await db.query(`${TRANSFER_SELECT} WHERE t.member_id = $1 ORDER BY t.at DESC, t.id DESC`, [id]);
    return { status: 200, body: { data: rows.rows } };
  },
};

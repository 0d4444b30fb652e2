import { staffRolesAllowed } from '../../access/roles.js';
import type { Db } from '../../db/db.js';
import { ApiError, coded } from '../../errors.js';

/** Who can handle letters: the roles whose abilities change them (chair, secretary, the national administrator). */
const MAIL_HANDLER_ROLES = staffRolesAllowed('update', 'Mail');

export interface Assignee {
  id: number;
  fullName: string;
  role: string;
  divisionId: number;
  divisionName: string;
}

const ASSIGNEE_FROM = `FROM association_accounts a JOIN divisions d ON d.id = a.division_id
 WHERE a.division_id = $1 AND a.role = ANY ($2::text[]) AND NOT a.disabled`;
const ASSIGNEE_COLUMNS = `a.id, a.full_name AS "fullName", a.role, a.division_id AS "divisionId", d.name AS "divisionName"`;

/**
 * The staff account a disposition to `divisionId` may go to, or a 400 naming the field: an account of that board that
 * can handle letters, enabled, and one the caller's board can see (row-level security reads association_accounts).
 */
export async function assignableAccount(db: Db, divisionId: number, accountId: number): Promise<Assignee> {
  const rows = await db.query<Assignee>(`SELECT ${ASSIGNEE_COLUMNS} ${ASSIGNEE_FROM} AND a.id = $3`, [divisionId, MAIL_HANDLER_ROLES, accountId]);
  if (rows.rows[0]) return rows.rows[0];
  const division = (await db.query<{ name: string }>('SELECT name FROM divisions WHERE id = $1', [divisionId])).rows[0]?.name ?? String(divisionId);
  throw new ApiError(
    400,
    `body.assigneeId must be a staff account of ${division} that can handle letters`,
    [{ field: 'assigneeId', in: 'body', message: `must be a staff account of ${division} that can handle letters`, ...coded('mail.assigneeNotAssignable', { division }) }],
    coded('mail.assigneeNotAssignable', { division }),
  );
}

const SEARCH = `AND ($3::text IS NULL OR (a.full_name || ' ' || a.email) ILIKE $3)`;

/** A page of the staff a disposition to `divisionId` may go to, by name; q searches name and email. */
export async function listAssignees(db: Db, divisionId: number, q: string | undefined, page: number, perPage: number): Promise<{ data: Assignee[]; total: number }> {
  const pattern = q?.trim() ? `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db.query<Assignee & { total: number }>(
    `SELECT ${ASSIGNEE_COLUMNS}, count(*) OVER ()::int AS total ${ASSIGNEE_FROM} ${SEARCH} ORDER BY a.full_name, a.id LIMIT $4 OFFSET $5`,
    [divisionId, MAIL_HANDLER_ROLES, pattern, perPage, (page - 1) * perPage],
  );
  // A page past the end has no row to carry the total.
  const total =
    rows.rows[0]?.total ??
    (page === 1 ? 0 : (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${ASSIGNEE_FROM} ${SEARCH}`, [divisionId, MAIL_HANDLER_ROLES, pattern])).rows[0]!.n);
  return { data: rows.rows.map(({ total: _total, ...row }) => row), total };
}

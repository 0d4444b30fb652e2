import type { FastifyRequest } from 'fastify';
import { accountsContract, type AccountRole } from '../../contract/association/accounts.js';
import type { ServerArea } from '../areas/area.js';
import type { Db } from '../db/db.js';
import { ApiError, fromDatabaseError, notFound } from '../errors.js';
import { writeAudit } from '../resources/audit.js';
import { Repository } from '../resources/engine.js';
import type { ResourceModule } from '../resources/module.js';
import { actorOf, dbOf } from '../resources/routes.js';
import { hashPassword, temporaryPassword } from './accounts.js';

const repository = new Repository(
  {
    entity: 'account',
    table: 'association_accounts',
    idColumn: 'a.id',
    select: `SELECT a.id, a.email, a.full_name AS "fullName", a.role, a.division_id AS "divisionId", d.name AS "divisionName",
                    d.level AS "divisionLevel", a.member_id AS "memberId", m.full_name AS "memberName",
                    a.must_change_password AS "mustChangePassword", a.disabled, a.last_login_at AS "lastLoginAt",
                    a.created_at AS "createdAt", a.updated_at AS "updatedAt"
               FROM association_accounts a
               LEFT JOIN divisions d ON d.id = a.division_id
               LEFT JOIN members m ON m.id = a.member_id`,
    search: `a.full_name || ' ' || a.email`,
    filters: { role: 'a.role = ?', divisionId: 'a.division_id = ?', disabled: 'a.disabled = ?', memberId: 'a.member_id = ?' },
    sorts: { fullName: 'a.full_name', email: 'a.email', role: 'a.role', divisionName: 'd.name', lastLoginAt: 'a.last_login_at', createdAt: 'a.created_at' },
    columns: { fullName: 'full_name', role: 'role', divisionId: 'division_id', disabled: 'disabled' },
  },
  accountsContract.defaultSort,
);

/**
 * The caller's standing for account management: the national administrator manages every account; other national
 * staff every account but administrators'; a board's staff (row-level security narrows them to the boards below and
 * their members) never an administrator.
 */
function managerOf(request: FastifyRequest) {
  const account = request.caller?.account;
  // The BFF's own administrator accounts (operator, development demo) stand for the national administrator.
  return { admin: !account || account.role === 'admin', national: !account || account.divisionLevel === 'national' };
}

/** A division the caller may place an account on: one it can see and, below national, one strictly under its board. */
async function checkDivision(db: Db, request: FastifyRequest, divisionId: number, role: AccountRole) {
  const rows = await db.query<{ level: string; allowed: boolean }>(
    `SELECT level, (sejawat_subtree() IS NULL OR (id = ANY (sejawat_subtree()) AND id IS DISTINCT FROM sejawat_home())) AS allowed
       FROM divisions WHERE id = $1`,
    [divisionId],
  );
  const division = rows.rows[0];
  // A board below the caller's, or the caller's own and above: not the caller's to give out (its existence is no
  // secret, the division list is public to staff, but the answer is the same as for one that does not exist).
  if (!division || !division.allowed) throw notFound(`Division ${divisionId}`);
  if (role === 'admin' && division.level !== 'national') {
    throw new ApiError(400, 'An administrator belongs to the national board', [{ field: 'role', in: 'body', message: 'admin is for the national board only' }]);
  }
  if (role === 'admin' && !managerOf(request).admin) throw new ApiError(403, 'Only the national administrator appoints administrators');
}

async function checkMember(db: Db, memberId: number) {
  const rows = await db.query<{ id: number }>('SELECT id FROM members WHERE id = $1', [memberId]);
  if (!rows.rows[0]) throw notFound(`Member ${memberId}`);
}

const bad = (field: string, message: string) => new ApiError(400, `${field} ${message}`, [{ field, in: 'body', message }]);

async function createAccount(request: FastifyRequest) {
  const db = dbOf(request);
  const body = request.body as { email: string; fullName?: string; role: AccountRole; divisionId?: number; memberId?: number };
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      let fullName = body.fullName?.trim();
      if (body.role === 'member') {
        if (body.memberId === undefined) throw bad('memberId', 'is required for a member account');
        if (body.divisionId !== undefined) throw bad('divisionId', 'must be absent for a member account (his branch is his record\'s)');
        await checkMember(tx, body.memberId);
        if (!fullName) fullName = (await tx.query<{ n: string }>('SELECT full_name AS n FROM members WHERE id = $1', [body.memberId])).rows[0]!.n;
      } else {
        if (body.divisionId === undefined) throw bad('divisionId', 'is required for a staff account');
        if (body.memberId !== undefined) throw bad('memberId', 'must be absent for a staff account');
        if (!fullName) throw bad('fullName', 'is required for a staff account');
        await checkDivision(tx, request, body.divisionId, body.role);
      }
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO association_accounts (email, full_name, password_hash, role, division_id, member_id, must_change_password)
         VALUES ($1, $2, $3, $4, $5, $6, true) RETURNING id`,
        [body.email.trim(), fullName, passwordHash, body.role, body.divisionId ?? null, body.memberId ?? null],
      );
      const id = inserted.rows[0]!.id;
      const { email, role, divisionId, memberId } = body;
      await writeAudit(tx, { entity: 'account', entityId: id, action: 'create', actor: actorOf(request), changes: { email, fullName, role, divisionId, memberId } });
      return { status: 201, body: { account: await repository.get(tx, id), temporaryPassword: password } };
    });
  } catch (err) {
    throw err instanceof ApiError ? err : (fromDatabaseError(err) ?? err);
  }
}

async function resetAccountPassword(request: FastifyRequest) {
  const db = dbOf(request);
  const id = (request.params as { id: number }).id;
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const current = await repository.get(tx, id);
    if (current.role === 'admin' && !managerOf(request).admin) throw notFound(`Account ${id}`);
    const updated = await tx.query('UPDATE association_accounts SET password_hash = $2, must_change_password = true, updated_at = (SELECT sejawat_now()) WHERE id = $1', [id, passwordHash]);
    // Row-level security let the board read the account but not change it (its own board's, or a wider one's).
    if (updated.affectedRows === 0) throw notFound(`Account ${id}`);
    await writeAudit(tx, { entity: 'account', entityId: id, action: 'reset-password', actor: actorOf(request), changes: {} });
    return { status: 200, body: { account: await repository.get(tx, id), temporaryPassword: password } };
  });
}

export const accounts: ResourceModule = {
  contract: accountsContract,
  repository,
  hooks: {
    async beforeUpdate(db, current, body, request) {
      const role = (body.role ?? current.role) as AccountRole;
      if ((current.role === 'member') !== (role === 'member')) throw bad('role', 'cannot turn a member account into a staff account or back');
      if (role === 'member' && body.divisionId !== undefined) throw bad('divisionId', 'a member account follows its member record\'s branch');
      if ((current.role === 'admin' || role === 'admin') && !managerOf(request).admin) throw notFound(`Account ${current.id as number}`);
      if (role !== 'member' && (body.divisionId !== undefined || body.role !== undefined)) {
        await checkDivision(db, request, (body.divisionId ?? current.divisionId) as number, role);
      }
      // Row-level security refuses accounts of the caller's own board or a wider one. The route answers 403 for those
      // before this hook runs (resources/writable.ts); this stays as the second line for any other caller of the hook.
      const own = await db.query<{ ok: boolean }>(
        `SELECT sejawat_subtree() IS NULL OR $1::int IS NULL OR ($1 = ANY (sejawat_subtree()) AND $1 IS DISTINCT FROM sejawat_home()) AS ok`,
        [current.divisionId as number | null],
      );
      if (!own.rows[0]?.ok) throw notFound(`Account ${current.id as number}`);
    },
  },
};

export const accountsArea: ServerArea = {
  modules: [accounts],
  handlers: {
    createAccount: async ({ request }) => createAccount(request),
    resetAccountPassword: async ({ request }) => resetAccountPassword(request),
  },
  seeders: [],
};

import { hash, verify } from '@node-rs/argon2';
import { dummyHash } from '../../stores/auth-users.js';
import { randomBytes } from 'node:crypto';
import type { AccountRole } from '../../contract/association/accounts.js';
import type { Db, DbScope } from '../db/db.js';
import { rulesFor, type AccessRule } from './roles.js';

/** Ids of association accounts start here (migration 060); the BFF's own accounts stay below. */
export const ASSOCIATION_ACCOUNT_ID_BASE = 1_000_000_000;

/** An association account as the server resolves it for a request: who, which role, which scope. */
export interface ResolvedAccount {
  id: number;
  email: string;
  fullName: string;
  role: AccountRole;
  divisionId: number | null;
  divisionLevel: 'national' | 'province' | 'branch' | null;
  /** The board's name (staff) or the member's branch's (members). */
  divisionName: string | null;
  memberId: number | null;
  mustChangePassword: boolean;
  disabled: boolean;
  /** The board's division and every division below it (staff). */
  subtree: number[];
  /** The divisions above the board (or above the member's branch). */
  ancestors: number[];
  /** The member's branch (member accounts). */
  memberDivisionId: number | null;
}

interface AccountRow {
  id: number;
  email: string;
  full_name: string;
  role: AccountRole;
  division_id: number | null;
  division_level: ResolvedAccount['divisionLevel'];
  division_name: string | null;
  member_id: number | null;
  member_division_id: number | null;
  must_change_password: boolean;
  disabled: boolean;
  subtree: number[] | null;
  ancestors: number[] | null;
}

// The subtree (recursive down the board hierarchy) and the ancestors (recursive up), read with the account: one query.
const RESOLVE = `
  SELECT a.id, a.email, a.full_name, a.role, a.division_id, d.level AS division_level,
         coalesce(d.name, (SELECT b.name FROM divisions b WHERE b.id = m.division_id)) AS division_name, a.member_id,
         m.division_id AS member_division_id, a.must_change_password, a.disabled,
         (WITH RECURSIVE t AS (SELECT id FROM divisions WHERE id = a.division_id
                               UNION ALL SELECT c.id FROM divisions c JOIN t ON c.parent_id = t.id)
          SELECT array_agg(id ORDER BY id) FROM t) AS subtree,
         (WITH RECURSIVE u AS (SELECT parent_id AS id FROM divisions WHERE id = coalesce(a.division_id, m.division_id)
                               UNION ALL SELECT p.parent_id FROM divisions p JOIN u ON p.id = u.id)
          SELECT array_agg(id ORDER BY id) FILTER (WHERE id IS NOT NULL) FROM u) AS ancestors
    FROM association_accounts a
    LEFT JOIN divisions d ON d.id = a.division_id
    LEFT JOIN members m ON m.id = a.member_id`;

function resolved(row: AccountRow): ResolvedAccount {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    divisionId: row.division_id,
    divisionLevel: row.division_level,
    divisionName: row.division_name,
    memberId: row.member_id,
    mustChangePassword: row.must_change_password,
    disabled: row.disabled,
    subtree: row.subtree ?? [],
    ancestors: row.ancestors ?? [],
    memberDivisionId: row.member_division_id,
  };
}

/** Reads an account with its scope through the server's own (owner) connection. */
export async function resolveAccount(db: Db, id: number): Promise<ResolvedAccount | undefined> {
  const rows = await db.query<AccountRow>(`${RESOLVE} WHERE a.id = $1`, [id]);
  return rows.rows[0] && resolved(rows.rows[0]);
}

/** National staff see the whole association (the owner's connection); everyone else runs under row-level security. */
export const isNational = (account: ResolvedAccount) => account.role !== 'member' && account.divisionLevel === 'national';

const pgArray = (ids: number[]) => `{${ids.join(',')}}`;

/** The database scope of an account's requests (undefined: national, unrestricted). */
export function dbScopeOf(account: ResolvedAccount): DbScope | undefined {
  if (account.role === 'member') {
    const branch = account.memberDivisionId === null ? [] : [account.memberDivisionId];
    return {
      role: 'sejawat_member',
      settings: { 'sejawat.member': String(account.memberId), 'sejawat.visible': pgArray([...branch, ...account.ancestors]) },
    };
  }
  if (isNational(account)) return undefined;
  return {
    role: 'sejawat_board',
    settings: {
      'sejawat.divisions': pgArray(account.subtree),
      'sejawat.visible': pgArray([...account.subtree, ...account.ancestors]),
      'sejawat.home': String(account.divisionId),
    },
  };
}

export const accountRules = (account: ResolvedAccount): AccessRule[] =>
  rulesFor({ role: account.role, subtree: account.subtree, ...(account.memberId !== null && { memberId: account.memberId }) }, isNational(account));

/**
 * Accounts resolved in the last few seconds: every request of a session needs its account, and a role change, a
 * disabled account or a new division reaches the next request after at most `ttlMs`.
 */
export class AccountCache {
  private readonly entries = new Map<number, { at: number; account: ResolvedAccount | undefined }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(db: Db, id: number): Promise<ResolvedAccount | undefined> {
    const hit = this.entries.get(id);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.account;
    const account = await resolveAccount(db, id);
    if (this.entries.size >= 10_000) this.entries.clear();
    this.entries.set(id, { at: this.now(), account });
    return account;
  }

  forget(id: number) {
    this.entries.delete(id);
  }
}


/**
 * The account whose email and password match, else undefined. A disabled account, an unknown email and a wrong
 * password cost the same argon2 verification and answer alike.
 */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<ResolvedAccount | undefined> {
  const rows = await db.query<{ id: number; password_hash: string; disabled: boolean }>(
    'SELECT id, password_hash, disabled FROM association_accounts WHERE lower(email) = lower($1)',
    [email.trim()],
  );
  const row = rows.rows[0];
  const ok = await verify(row?.password_hash ?? (await dummyHash()), password).catch(() => false);
  if (!row || !ok || row.disabled) return undefined;
  await db.query('UPDATE association_accounts SET last_login_at = (SELECT sejawat_now()) WHERE id = $1', [row.id]);
  return resolveAccount(db, row.id);
}

/** A temporary password: 16 characters of base64url, shown once to whoever creates or resets the account. */
export const temporaryPassword = () => randomBytes(12).toString('base64url');

export const hashPassword = (password: string) => hash(password);

/** Sets the holder's own password after checking the current one; clears the must-change flag. */
export async function changeOwnPassword(db: Db, id: number, current: string, next: string): Promise<'ok' | 'wrong-password' | 'same-password'> {
  const rows = await db.query<{ password_hash: string }>('SELECT password_hash FROM association_accounts WHERE id = $1 AND NOT disabled', [id]);
  const stored = rows.rows[0]?.password_hash;
  if (!stored || !(await verify(stored, current).catch(() => false))) return 'wrong-password';
  if (await verify(stored, next).catch(() => false)) return 'same-password';
  await db.query(
    `UPDATE association_accounts SET password_hash = $2, must_change_password = false, password_changed_at = (SELECT sejawat_now()), updated_at = (SELECT sejawat_now())
      WHERE id = $1`,
    [id, await hash(next)],
  );
  return 'ok';
}

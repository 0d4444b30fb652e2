import type { AccountRole } from '../../contract/association/accounts.js';
import type { Db } from '../db/db.js';
import { hashPassword } from './accounts.js';

/** The published password of the association's demo accounts: they exist only while DEMO_ACCOUNTS is on. */
export const DEMO_PASSWORD = 'sejawat-demo';

export interface DemoAccount {
  email: string;
  fullName: string;
  role: AccountRole;
  /** Which board (or member) of the seeded data the account holds. */
  level: 'national' | 'province' | 'branch' | 'member';
}

/** One account per level a newcomer can try (README, login page). */
export const DEMO_ASSOCIATION_ACCOUNTS: DemoAccount[] = [
  { email: 'nasional@demo.com', fullName: 'Admin Pengurus Besar', role: 'admin', level: 'national' },
  { email: 'wilayah@demo.com', fullName: 'Sekretaris Pengurus Wilayah', role: 'secretary', level: 'province' },
  { email: 'cabang@demo.com', fullName: 'Sekretaris Pengurus Cabang', role: 'secretary', level: 'branch' },
  { email: 'bendahara@demo.com', fullName: 'Bendahara Pengurus Cabang', role: 'treasurer', level: 'branch' },
  { email: 'verifikator@demo.com', fullName: 'Verifikator Pengurus Cabang', role: 'verifier', level: 'branch' },
  { email: 'anggota@demo.com', fullName: '', role: 'member', level: 'member' },
];

/**
 * Creates the demo accounts on the seeded data (the branch with the most active members, its province, the national
 * board, and an active member of that branch) when `enabled`, and removes every demo account otherwise. Idempotent:
 * an existing demo account keeps its board and its password.
 */
export async function syncDemoAccounts(db: Db, enabled: boolean): Promise<void> {
  if (!enabled) {
    await db.query('DELETE FROM association_accounts WHERE demo');
    return;
  }
  const picked = await db.query<{ national: number; province: number; branch: number; member: number; member_name: string }>(
    `SELECT n.id AS national, p.id AS province, b.id AS branch, m.id AS member, m.full_name AS member_name
       FROM (SELECT division_id, count(*) AS n FROM members WHERE status = 'active' GROUP BY division_id ORDER BY n DESC, division_id LIMIT 1) top
       JOIN divisions b ON b.id = top.division_id AND b.level = 'branch'
       JOIN divisions p ON p.id = b.parent_id
       JOIN divisions n ON n.id = p.parent_id
       JOIN LATERAL (SELECT id, full_name FROM members WHERE division_id = b.id AND status = 'active' ORDER BY id LIMIT 1) m ON true`,
  );
  const at = picked.rows[0];
  if (!at) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ASSOCIATION_ACCOUNTS) {
    const member = account.level === 'member';
    const divisionId = member ? null : at[account.level as 'national' | 'province' | 'branch'];
    await db.query(
      `INSERT INTO association_accounts (email, full_name, password_hash, role, division_id, member_id, must_change_password, demo)
       VALUES ($1, $2, $3, $4, $5, $6, false, true)
       ON CONFLICT DO NOTHING`,
      [account.email, member ? at.member_name : account.fullName, hash, account.role, divisionId, member ? at.member : null],
    );
  }
}

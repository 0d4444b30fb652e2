import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssociationApp } from '../../src/association/app.js';
import { bearer, testConfig } from '../helpers.js';
import { BACKENDS, startAssociation, type AssociationClient } from './harness.js';

/**
 * The association's clock (migration 075): business dates come from sejawat_today() / sejawat_now(), which a test
 * stands at a moment of its choosing (`sejawat.clock`, a database setting). Every test database stands at SEED_NOW;
 * here the clock is moved around midnight in WIB and around the 90 days before a SIP expires, and the answers of the
 * reference server follow it.
 */
describe.each(BACKENDS)('the association clock on %s', (backend) => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(backend);
  }, 240_000);
  afterAll(async () => {
    await c?.close();
  });

  const db = () => c.database.db;
  /** A GET to a reference server on this database with the clock standing at `at` (a new pool: the setting is read at connect). */
  async function getAt(at: string, url: string) {
    const name = (await db().query<{ n: string }>('SELECT current_database() AS n')).rows[0]!.n;
    await db().query(`ALTER DATABASE "${name}" SET sejawat.clock = '${at}'`);
    const clocked = await c.database.reopen();
    const server = await buildAssociationApp({ db: clocked, jwtSecret: testConfig().jwt.accessSecret });
    try {
      const res = await server.inject({ method: 'GET', url, headers: bearer(c.adminToken) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    } finally {
      await server.close();
      await clocked.close();
    }
  }
  /** A query in one transaction with the clock standing at `at` (SET LOCAL: this transaction only). */
  const queryAt = <T,>(at: string, sql: string) =>
    db().transaction(async (tx) => {
      await tx.query(`SET LOCAL sejawat.clock = '${at}'`);
      return (await tx.query<T>(sql)).rows[0]!;
    });
  const todayAt = async (at: string) => (await queryAt<{ d: string }>(at, 'SELECT sejawat_today()::text AS d')).d;

  it('is the real date and time when nothing stands it', async () => {
    const row = await queryAt<{ same: boolean; near: boolean }>(
      '',
      `SELECT sejawat_today() = current_date AS same, abs(extract(epoch FROM sejawat_now() - now())) < 1 AS near`,
    );
    expect(row).toEqual({ same: true, near: true });
  });

  it('turns the day at midnight in WIB (17:00 UTC): a due falls overdue then, not at midnight UTC', async () => {
    expect(await todayAt('2026-11-21T16:59:59Z')).toBe('2026-11-21');
    expect(await todayAt('2026-11-21T17:00:00Z')).toBe('2026-11-22');

    const due = (await db().query<{ id: number; member_id: number }>(
      `SELECT id, member_id FROM contribution_dues WHERE status = 'unpaid' ORDER BY id LIMIT 1`,
    )).rows[0]!;
    await db().query(`UPDATE contribution_dues SET due_date = '2026-11-21' WHERE id = $1`, [due.id]);
    const overdueAt = async (at: string) =>
      (await getAt(at, `/api/association/contributions/dues?memberId=${due.member_id}&perPage=100`)).data.find(
        (d: { id: number }) => d.id === due.id,
      ).overdue;
    // The last second of its due date in WIB, then the first second of the next day (still the 21st in UTC).
    expect(await overdueAt('2026-11-21T16:59:59Z')).toBe(false);
    expect(await overdueAt('2026-11-21T17:00:00Z')).toBe(true);
  });

  it('warns of a SIP from the 90th day before it expires, not the 91st', async () => {
    // An active member gets a permit that expires on 2027-03-01 (permits run five years from issue).
    const member = (await db().query<{ id: number }>(`SELECT id FROM members WHERE status = 'active' ORDER BY id LIMIT 1`)).rows[0]!;
    const number = `SIP-JAM-${member.id}`;
    await db().query(
      `INSERT INTO sip_permits (member_id, number, practice_place, city, issued_at) VALUES ($1, $2, 'Klinik Uji Jam', 'Bandung', '2022-03-01')`,
      [member.id, number],
    );
    const expiringAt = async (at: string) =>
      (await getAt(at, `/api/association/alerts?type=sip_expiring&perPage=100`)).data.some(
        (a: { memberId: number; message: string }) => a.memberId === member.id && a.message.includes(number),
      );
    // 2027-03-01 is 91 days after 2026-11-30 and 90 days after 2026-12-01 (WIB dates, noon).
    expect(await expiringAt('2026-11-30T05:00:00Z')).toBe(false);
    expect(await expiringAt('2026-12-01T05:00:00Z')).toBe(true);
  });
});

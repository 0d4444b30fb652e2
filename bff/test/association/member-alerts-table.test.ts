import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { refreshMemberAlertsForToday } from '../../src/association/areas/members/alerts.js';
import { startAssociationServer } from '../../src/association/server.js';
import { ADMIN, bearer, login, makeApp, testConfig } from '../helpers.js';
import { BACKENDS, openTestDatabase, startAssociation, type AssociationClient, type TestDatabase } from './harness.js';

const API = '/api/association';

/**
 * The dashboard's alerts are kept in member_alerts by triggers (migration 074). Whatever is written, the table must say
 * exactly what computing the alerts afresh says: compared row for row (as multisets) after each kind of write.
 */
describe.each(BACKENDS)('the alerts table on %s', (backend) => {
  let c: AssociationClient;
  let serial = 0;

  beforeAll(async () => {
    c = await startAssociation(backend);
  }, 240_000);
  afterAll(async () => {
    await c?.close();
  });

  const db = () => c.database.db;
  /** Rows in one and not the other, both ways (EXCEPT ALL keeps duplicates: a member's alerts twice is a difference). */
  const differences = async () =>
    (
      await db().query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (
           (SELECT * FROM member_alerts EXCEPT ALL SELECT * FROM sejawat_member_alerts(NULL))
           UNION ALL
           (SELECT * FROM sejawat_member_alerts(NULL) EXCEPT ALL SELECT * FROM member_alerts)) d`,
      )
    ).rows[0]!.n;
  const alertsOf = async (memberId: number) =>
    (await db().query<{ type: string }>('SELECT type FROM member_alerts WHERE member_id = $1 ORDER BY type', [memberId])).rows.map((r) => r.type);
  /** An active member without alerts, his permits and credits withdrawn (writes the table must follow too). */
  const member = async () => {
    const m = (
      await db().query<{ id: number; division_id: number }>(
        `SELECT id, division_id FROM members m WHERE status = 'active' AND NOT EXISTS (SELECT 1 FROM member_alerts a WHERE a.member_id = m.id)
          ORDER BY id LIMIT 1`,
      )
    ).rows[0]!;
    await db().query('DELETE FROM skp_entries WHERE member_id = $1', [m.id]);
    await db().query('DELETE FROM sip_permits WHERE member_id = $1', [m.id]);
    return m;
  };
  /** A permit issued `issued` (SQL, relative to the association's date): five years later it expires. */
  const addSip = async (memberId: number, issued: string) => {
    serial += 1;
    return (
      await db().query<{ id: number }>(
        `INSERT INTO sip_permits (member_id, number, practice_place, city, issued_at) VALUES ($1, $2, 'Klinik Uji Alarm', 'Kota Uji', (${issued})::date) RETURNING id`,
        [memberId, `SIP-ALERTS-${backend}-${serial}`],
      )
    ).rows[0]!.id;
  };

  it('is filled for today when the database is made', async () => {
    expect((await db().query<{ today: boolean }>('SELECT computed_on = sejawat_today() AS today FROM member_alerts_state')).rows[0]?.today).toBe(true);
    expect((await db().query<{ n: number }>('SELECT count(*)::int AS n FROM member_alerts')).rows[0]!.n).toBeGreaterThan(0);
    expect(await differences()).toBe(0);
  });

  it('follows every kind of write in the same transaction', async () => {
    const m = await member();
    // A permit that expires within 90 days: an expiry alert, and the SKP shortfall of its period.
    const sip = await addSip(m.id, `sejawat_today() - interval '5 years' + interval '30 days'`);
    expect(await alertsOf(m.id)).toEqual(expect.arrayContaining(['sip_expiring']));
    expect(await differences()).toBe(0);
    // Renewed later: the permit moves on, and the expiry alert goes.
    await db().query(`UPDATE sip_permits SET issued_at = sejawat_today() - 30 WHERE id = $1`, [sip]);
    expect(await alertsOf(m.id)).not.toContain('sip_expiring');
    expect(await differences()).toBe(0);
    // Credits: enough of them clear the projected shortfall; taking them back brings it back.
    const credits = await db().query<{ id: number }>(
      `INSERT INTO skp_entries (member_id, activity, domain, credits, earned_at, source)
       SELECT $1, 'Seminar uji ' || n, d, 25, sejawat_today() - n, 'test'
         FROM generate_series(1, 2) n, unnest(ARRAY['learning', 'service', 'community', 'free']) d RETURNING id`,
      [m.id],
    );
    expect(await alertsOf(m.id)).not.toContain('skp_shortfall');
    expect(await differences()).toBe(0);
    await db().query('DELETE FROM skp_entries WHERE id = ANY ($1)', [credits.rows.map((r) => r.id)]);
    expect(await alertsOf(m.id)).toContain('skp_shortfall');
    expect(await differences()).toBe(0);
    // In arrears (the status and its history), then moved to another branch: the copied division follows.
    await db().transaction(async (tx) => {
      await tx.query(`UPDATE members SET status = 'in_arrears' WHERE id = $1`, [m.id]);
      await tx.query(`INSERT INTO member_status_history (member_id, from_status, to_status, reason, actor) VALUES ($1, 'active', 'in_arrears', 'Uji', 'test')`, [m.id]);
    });
    expect(await alertsOf(m.id)).toContain('dues_arrears');
    const other = (await db().query<{ id: number }>(`SELECT id FROM divisions WHERE level = 'branch' AND id <> $1 ORDER BY id LIMIT 1`, [m.division_id])).rows[0]!.id;
    await db().query('UPDATE members SET division_id = $2 WHERE id = $1', [m.id, other]);
    expect((await db().query<{ d: number }>('SELECT DISTINCT division_id AS d FROM member_alerts WHERE member_id = $1', [m.id])).rows).toEqual([{ d: other }]);
    expect(await differences()).toBe(0);
    // A closed file raises nothing; the permit withdrawn leaves nothing behind either.
    await db().query(`UPDATE members SET status = 'deceased' WHERE id = $1`, [m.id]);
    expect(await alertsOf(m.id)).toEqual([]);
    await db().query('DELETE FROM sip_permits WHERE id = $1', [sip]);
    expect(await differences()).toBe(0);
  });

  it('keeps one set of alerts when two transactions change the same member at once', async () => {
    const m = await member();
    await addSip(m.id, `sejawat_today() - interval '5 years' + interval '29 days'`);
    const entry = (tx: typeof c.database.db, days: number) =>
      tx.query(`INSERT INTO skp_entries (member_id, activity, domain, credits, earned_at, source) VALUES ($1, 'Kursus', 'learning', 2, sejawat_today() - $2::int, 'test')`, [m.id, days]);
    // The first holds its transaction open after its trigger ran; the second writes meanwhile and must wait for it,
    // or both replace the rows that were there before either began, and the member's alerts end up twice.
    let firstWrote!: () => void;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = db().transaction(async (tx) => {
      await entry(tx, 3);
      firstWrote();
      await tx.query('SELECT pg_sleep(0.3)');
    });
    await wrote;
    const second = db().transaction(async (tx) => entry(tx, 4));
    await Promise.all([first, second]);
    expect((await alertsOf(m.id)).filter((t) => t === 'skp_shortfall')).toHaveLength(1);
    expect(await differences()).toBe(0);
  });

  it('answers live while the table holds another day, and is computed again for the new day', async () => {
    const before = (await c.get(`${API}/alerts?perPage=7&page=2`)).json();
    const typed = (await c.get(`${API}/alerts?type=skp_shortfall&perPage=5`)).json();
    // Yesterday's table, emptied so that reading it would show: it is not read, the alerts are computed afresh.
    await db().transaction(async (tx) => {
      await tx.query(`UPDATE member_alerts_state SET computed_on = sejawat_today() - 1`);
      await tx.query('DELETE FROM member_alerts');
    });
    expect((await c.get(`${API}/alerts?perPage=7&page=2`)).json()).toEqual(before);
    expect((await c.get(`${API}/alerts?type=skp_shortfall&perPage=5`)).json()).toEqual(typed);
    expect(await refreshMemberAlertsForToday(db())).toBe(true);
    expect(await refreshMemberAlertsForToday(db())).toBe(false);
    expect((await db().query<{ today: boolean }>('SELECT computed_on = sejawat_today() AS today FROM member_alerts_state')).rows[0]!.today).toBe(true);
    expect((await c.get(`${API}/alerts?perPage=7&page=2`)).json()).toEqual(before);
    expect(await differences()).toBe(0);
  });
});

describe('the day\'s alerts at a start', () => {
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.db.close();
    await database?.drop();
  });

  it('are computed after the server listens: a start on a new day does not wait for them, and readers get them live meanwhile', async () => {
    database = await openTestDatabase('postgres');
    const db = database.db;
    const state = async () => (await db.query<{ today: boolean }>('SELECT computed_on = sejawat_today() AS today FROM member_alerts_state')).rows[0]!.today;
    // The table was computed the day before, and another server is computing today's (it holds their lock).
    await db.exec(`UPDATE member_alerts_state SET computed_on = sejawat_today() - 1`);
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query(`SELECT pg_advisory_lock(hashtext('sejawat_member_alerts'))`);
      const config = testConfig();
      const started = startAssociationServer({ databaseUrl: database.url, jwtSecret: config.jwt.accessSecret, logLevel: 'silent' });
      // Before, the start waited for the alerts (here: for as long as the lock is held). 90 s only catches that hang: a
      // start takes a second or two, and on a loaded machine several times that.
      let timer: NodeJS.Timeout | undefined;
      const server = await Promise.race([
        started,
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the server waited for the day\'s alerts to listen')), 90_000))),
      ]).finally(() => clearTimeout(timer));
      try {
        const bff = await makeApp({ ...config, associationApiUrl: server.url });
        try {
          const { accessToken } = await login(bff, ADMIN);
          const res = await bff.inject({ method: 'GET', url: `${API}/alerts?perPage=5`, headers: bearer(accessToken) });
          expect(res.statusCode).toBe(200);
          expect((res.json() as { total: number }).total).toBeGreaterThan(0);
        } finally {
          await bff.close();
        }
        expect(await state()).toBe(false);
        await holder.query(`SELECT pg_advisory_unlock(hashtext('sejawat_member_alerts'))`);
        await expect.poll(state, { timeout: 60_000, interval: 50 }).toBe(true);
      } finally {
        await server.close();
      }
    } finally {
      await holder.end();
    }
  }, 240_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembers, createBranch, createProvince } from './contributions-fixtures.js';
import { associationYear, BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const API = '/api/association';

/** The member counts (migration 079) against the members, counted here per dimension, value and division. */
async function fromMembers(c: AssociationClient) {
  return (
    await c.database.db.query(
      `SELECT dimension, value, division_id, count(*)::int AS n FROM (
         SELECT 'status' AS dimension, status AS value, division_id FROM members
         UNION ALL SELECT 'specialty', specialty, division_id FROM members
         UNION ALL SELECT 'joined_year', extract(year FROM joined_at)::int::text, division_id FROM members WHERE joined_at IS NOT NULL) m
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    )
  ).rows;
}

async function maintained(c: AssociationClient) {
  return (await c.database.db.query('SELECT dimension, value, division_id, n FROM member_counts WHERE n <> 0 ORDER BY 1, 2, 3')).rows;
}

async function expectInStep(c: AssociationClient, step: string) {
  expect(await maintained(c), step).toEqual(await fromMembers(c));
}

/** What the member statistics said when they counted the members themselves (before migration 079). */
async function statisticsFromMembers(c: AssociationClient) {
  const db = c.database.db;
  const byStatus = Object.fromEntries(
    (await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM members GROUP BY status')).rows.map((r) => [r.status, r.n]),
  );
  const perProvince = (await db.query<{ provinceId: number; provinceName: string; status: string; n: number }>(
    `SELECT p.id AS "provinceId", p.name AS "provinceName", m.status, count(*)::int AS n
       FROM members m JOIN divisions d ON d.id = m.division_id JOIN divisions p ON p.id = d.parent_id GROUP BY 1, 2, 3`,
  )).rows;
  const provinces = new Map<number, { provinceId: number; provinceName: string; total: number; byStatus: Record<string, number> }>();
  for (const r of perProvince) {
    const entry = provinces.get(r.provinceId) ?? { provinceId: r.provinceId, provinceName: r.provinceName, total: 0, byStatus: {} };
    entry.total += r.n;
    entry.byStatus[r.status] = r.n;
    provinces.set(r.provinceId, entry);
  }
  const bySpecialty = (await db.query('SELECT specialty, count(*)::int AS count FROM members GROUP BY specialty ORDER BY count DESC, specialty')).rows;
  const year = associationYear();
  const joined = (await db.query<{ year: number; count: number }>(
    `SELECT extract(year FROM joined_at)::int AS year, count(*)::int AS count FROM members
      WHERE joined_at >= make_date($1, 1, 1) AND joined_at < make_date($2 + 1, 1, 1) GROUP BY 1`,
    [year - 9, year],
  )).rows;
  const joinedPerYear = Array.from({ length: 10 }, (_, i) => ({ year: year - 9 + i, count: joined.find((j) => j.year === year - 9 + i)?.count ?? 0 }));
  return { byStatus, provinces, bySpecialty, joinedPerYear };
}

async function expectStatisticsInStep(c: AssociationClient, step: string) {
  const answer = (await c.get(`${API}/members/statistics`)).json() as {
    byStatus: Record<string, number>;
    byProvince: { provinceId: number; provinceName: string; total: number; byStatus: Record<string, number> }[];
    bySpecialty: unknown[];
    joinedPerYear: unknown[];
  };
  const expected = await statisticsFromMembers(c);
  expect(Object.fromEntries(Object.entries(answer.byStatus).filter(([, n]) => n > 0)), step).toEqual(expected.byStatus);
  expect(answer.bySpecialty, step).toEqual(expected.bySpecialty);
  expect(answer.joinedPerYear, step).toEqual(expected.joinedPerYear);
  expect(answer.byProvince.length, step).toBe(Math.min(10, expected.provinces.size));
  for (const province of answer.byProvince) {
    const counted = expected.provinces.get(province.provinceId);
    expect(province.total, `${step}: ${province.provinceName}`).toBe(counted?.total);
    expect(Object.fromEntries(Object.entries(province.byStatus).filter(([, n]) => n > 0)), `${step}: ${province.provinceName}`).toEqual(counted?.byStatus);
  }
}

describe.each(BACKENDS)('member counts on %s', (backend) => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(backend);
  });
  afterAll(() => c?.close());

  it('hold the counts of the seeded members, loaded without triggers, and the statistics answer them', async () => {
    expect((await fromMembers(c)).length).toBeGreaterThan(10);
    await expectInStep(c, 'after the seed');
    await expectStatisticsInStep(c, 'after the seed');
  });

  it('follow members added, changing status, specialty, joining date and branch, and removed', async () => {
    const province = await createProvince(c);
    const [here, there] = [await createBranch(c, province), await createBranch(c, province)];
    const created = await c.post(`${API}/members`, {
      fullName: 'drg. Hitung Anggota', gender: 'female', birthDate: '1990-02-03', email: `hitung.${backend}@example.id`,
      divisionId: here, specialty: 'orthodontics', category: 'ordinary',
    });
    expect(created.statusCode, created.body).toBe(201);
    const applicant = (created.json() as { id: number }).id;
    await expectInStep(c, 'a member added through the API');
    const [a, b] = await addMembers(c, here, [{ joinedAt: `${associationYear()}-03-01` }, { status: 'lapsed', joinedAt: null }]);
    await expectInStep(c, 'members added by hand');
    await expectStatisticsInStep(c, 'members added');

    const transition = await c.post(`${API}/members/${applicant}/transitions`, { to: 'dismissed', reason: 'Application withdrawn' });
    expect(transition.statusCode, transition.body).toBe(200);
    await expectInStep(c, 'a status changed through the API');
    // A profile edit counts for nothing.
    expect((await c.patch(`${API}/members/${applicant}`, { phone: '+62 811-222-333' })).statusCode).toBe(200);
    await expectInStep(c, 'a profile edited');

    const db = c.database.db;
    await db.query(`UPDATE members SET status = 'in_arrears' WHERE id = $1`, [a]);
    await expectInStep(c, 'a status changed');
    await db.query(`UPDATE members SET specialty = 'periodontics' WHERE id = $1`, [a]);
    await expectInStep(c, 'a specialty changed');
    await db.query(`UPDATE members SET joined_at = '2019-06-01' WHERE id = $1`, [b]);
    await expectInStep(c, 'a joining date set');
    await db.query(`UPDATE members SET joined_at = NULL WHERE id = $1`, [a]);
    await expectInStep(c, 'a joining date cleared');
    await db.query('UPDATE members SET division_id = $2 WHERE id = $1', [a, there]);
    await expectInStep(c, 'a member moved');
    await db.query(`UPDATE members SET division_id = $2, status = 'active' WHERE id = ANY ($1::int[])`, [[a, b, applicant], there]);
    await expectInStep(c, 'three members moved and activated at once');
    await expectStatisticsInStep(c, 'members changed');

    await db.query('DELETE FROM members WHERE id = ANY ($1::int[])', [[b]]);
    await expectInStep(c, 'a member removed by hand');
    await expectStatisticsInStep(c, 'a member removed');
  });
});

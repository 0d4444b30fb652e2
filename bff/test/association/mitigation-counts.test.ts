import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembers, createBranch, createProvince } from './contributions-fixtures.js';
import { associationToday, BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const API = '/api/association';
const KINDS = [
  ['survivors', 'diagnosed_at'],
  ['deaths', 'died_at'],
  ['vaccinations', 'vaccinated_at'],
] as const;

/** The mitigation counts (migration 078) against the records, counted here per kind, month and member's division. */
async function fromRecords(c: AssociationClient) {
  const union = KINDS.map(([kind, column]) => `SELECT '${kind}' AS kind, member_id, ${column} AS at FROM ${kind}`).join(' UNION ALL ');
  return (
    await c.database.db.query(
      `SELECT r.kind, to_char(r.at, 'YYYY-MM') AS month, m.division_id, count(*)::int AS n
         FROM (${union}) r JOIN members m ON m.id = r.member_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    )
  ).rows;
}

async function maintained(c: AssociationClient) {
  return (
    await c.database.db.query(
      `SELECT kind, to_char(month, 'YYYY-MM') AS month, division_id, n FROM mitigation_counts WHERE n <> 0 ORDER BY 1, 2, 3`,
    )
  ).rows;
}

async function expectInStep(c: AssociationClient, step: string) {
  expect(await maintained(c), step).toEqual(await fromRecords(c));
}

describe.each(BACKENDS)('mitigation counts on %s', (backend) => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(backend);
  });
  afterAll(() => c?.close());

  const created = async (url: string, body: object) => {
    const res = await c.post(`${API}/${url}`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };

  it('hold the counts of the seeded records, loaded without triggers', async () => {
    expect((await fromRecords(c)).length).toBeGreaterThan(10);
    await expectInStep(c, 'after the seed');
  });

  it('follow records added, re-dated and removed, and members moving to another division; the statistics answer them', async () => {
    const province = await createProvince(c);
    const [here, there] = [await createBranch(c, province), await createBranch(c, province)];
    const [a, b] = await addMembers(c, here, [{}, {}]);
    const month = associationToday().slice(0, 7);
    const survivor = await created('survivors', { memberId: a, diagnosedAt: `${month}-01`, severity: 'mild' });
    await created('vaccinations', { memberId: a, vaccine: 'CoronaVac', dose: 1, vaccinatedAt: `${month}-02`, location: 'Puskesmas Kota' });
    const second = await created('vaccinations', { memberId: a, vaccine: 'CoronaVac', dose: 2, vaccinatedAt: `${month}-03`, location: 'Puskesmas Kota' });
    await created('vaccinations', { memberId: b, vaccine: 'Moderna', dose: 1, vaccinatedAt: '2021-09-01', location: 'RSUD' });
    await expectInStep(c, 'records added');

    const statistics = async () => (await c.get(`${API}/mitigation/statistics`)).json();
    let answer = await statistics();
    expect(answer.vaccinations.byProvince.find((p: { provinceId: number }) => p.provinceId === province)).toMatchObject({ count: 3 });
    expect(answer.survivors.byProvince.find((p: { provinceId: number }) => p.provinceId === province)).toMatchObject({ count: 1 });
    const thisMonth = (await c.database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM vaccinations WHERE to_char(vaccinated_at, 'YYYY-MM') = $1`, [month],
    )).rows[0]!.n;
    expect(answer.vaccinations.byMonth.at(-1)).toEqual({ month, count: thisMonth });

    expect((await c.patch(`${API}/survivors/${survivor.id}`, { diagnosedAt: '2021-07-10' })).statusCode).toBe(200);
    await expectInStep(c, 'a record re-dated to another month');
    expect((await c.del(`${API}/vaccinations/${second.id}`)).statusCode).toBe(204);
    await expectInStep(c, 'a record removed');

    // A member moving to a branch of another province: his records count there from then on.
    const elsewhere = await createBranch(c, await createProvince(c));
    await c.database.db.query('UPDATE members SET division_id = $2 WHERE id = $1', [a, elsewhere]);
    await expectInStep(c, 'a member moved');
    await c.database.db.query('UPDATE members SET division_id = $2 WHERE id = ANY ($1::int[])', [[a, b], there]);
    await expectInStep(c, 'two members moved at once');
    answer = await statistics();
    expect(answer.vaccinations.byProvince.find((p: { provinceId: number }) => p.provinceId === province)).toMatchObject({ count: 2 });
    await c.database.db.query('DELETE FROM vaccinations WHERE member_id = $1', [b]);
    await expectInStep(c, 'records removed by hand');
  });
});

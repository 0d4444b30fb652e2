import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associationToday, BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const API = '/api/association';
const DAY = 86_400_000;
const today = () => associationToday();
const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString().slice(0, 10);
let serial = 0;

describe.each(BACKENDS)('mitigation records on %s', (backend) => {
  let c: AssociationClient;
  let branch: { id: number; parentId: number };

  beforeAll(async () => {
    c = await startAssociation(backend);
    branch = (await c.get(`${API}/divisions?level=branch&perPage=1&sort=code:desc`)).json().data[0];
  }, 240_000);
  afterAll(async () => {
    await c?.close();
  });

  const newMember = async (): Promise<{ id: number; fullName: string; birthDate: string }> => {
    serial += 1;
    const res = await c.post(`${API}/members`, {
      fullName: `drg. Mitigasi ${serial}`,
      gender: 'female',
      birthDate: '1980-02-14',
      email: `mitigasi.${backend}.${serial}@example.id`,
      divisionId: branch.id,
      specialty: 'periodontics',
      category: 'ordinary',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const statusOf = async (id: number) => (await c.get(`${API}/members/${id}`)).json().status as string;

  it('records survivors, refusing a recovery before the diagnosis, and filters them', async () => {
    const member = await newMember();
    const bad = await c.post(`${API}/survivors`, { memberId: member.id, diagnosedAt: '2021-07-10', recoveredAt: '2021-07-01', severity: 'moderate' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('recoveredAt');
    expect((await c.post(`${API}/survivors`, { memberId: member.id, diagnosedAt: '2021-07-10', severity: 'lethal' })).statusCode).toBe(400);
    expect((await c.get(`${API}/survivors?memberId=${member.id}`)).json().total).toBe(0);

    const created = await c.post(`${API}/survivors`, { memberId: member.id, diagnosedAt: '2021-07-10', severity: 'severe', notes: 'Hospitalised, RSUD Kota' });
    expect(created.statusCode, created.body).toBe(201);
    const survivor = created.json();
    expect(survivor).toMatchObject({ memberName: member.fullName, recoveredAt: null, severity: 'severe' });
    expect((await c.get(`${API}/survivors?memberId=${member.id}&recovered=false`)).json().total).toBe(1);
    expect((await c.patch(`${API}/survivors/${survivor.id}`, { recoveredAt: '2021-07-01' })).statusCode).toBe(400);
    const recovered = await c.patch(`${API}/survivors/${survivor.id}`, { recoveredAt: '2021-08-02' });
    expect(recovered.json().recoveredAt).toBe('2021-08-02');
    expect((await c.get(`${API}/survivors?memberId=${member.id}&recovered=true`)).json().total).toBe(1);
    for (const [query, holds] of [
      ['severity=mild', (s: Record<string, string>) => s.severity === 'mild'],
      ['diagnosedFrom=2021-01-01&diagnosedTo=2021-12-31', (s: Record<string, string>) => s.diagnosedAt! >= '2021-01-01' && s.diagnosedAt! <= '2021-12-31'],
    ] as const) {
      const rows = (await c.get(`${API}/survivors?${query}&perPage=100`)).json().data;
      expect(rows.length, query).toBeGreaterThan(0);
      expect(rows.every(holds), query).toBe(true);
    }
    const inProvince = (await c.get(`${API}/survivors?provinceId=${branch.parentId}&perPage=100`)).json().data;
    expect(inProvince.map((s: { id: number }) => s.id)).toContain(survivor.id);
    expect((await c.get(`${API}/survivors/${survivor.id}/audit`)).json().data.map((a: { action: string }) => a.action)).toEqual(['update', 'create']);
    expect((await c.del(`${API}/survivors/${survivor.id}`)).statusCode).toBe(204);
    expect((await c.get(`${API}/survivors/${survivor.id}`)).statusCode).toBe(404);
  });

  it('records a death by making the member deceased in the same transaction, once, and never deletes it', async () => {
    const member = await newMember();
    const early = await c.post(`${API}/deaths`, { memberId: member.id, diedAt: '1970-01-01', cause: 'Stroke', covidRelated: false });
    expect(early.statusCode).toBe(400);
    expect(early.json().details[0].field).toBe('diedAt');
    expect(await statusOf(member.id)).toBe('applicant');

    const recorded = await c.post(`${API}/deaths`, { memberId: member.id, diedAt: addDays(today(), -2), cause: 'COVID-19 pneumonia', covidRelated: true });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const death = recorded.json();
    expect(await statusOf(member.id)).toBe('deceased');
    const timeline = (await c.get(`${API}/members/${member.id}/timeline`)).json().data;
    expect(timeline[0]).toMatchObject({ from: 'applicant', to: 'deceased', reason: expect.stringContaining('COVID-19 pneumonia') });
    expect((await c.get(`${API}/members/${member.id}/audit`)).json().data[0]).toMatchObject({ action: 'transition', changes: { status: { from: 'applicant', to: 'deceased' } } });

    const twice = await c.post(`${API}/deaths`, { memberId: member.id, diedAt: addDays(today(), -1), cause: 'Heart attack', covidRelated: false });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Member ${member.id} is already deceased`);
    expect((await c.get(`${API}/deaths?memberId=${member.id}`)).json().data).toMatchObject([{ id: death.id, cause: 'COVID-19 pneumonia' }]);
    expect((await c.get(`${API}/members/${member.id}/timeline`)).json().data).toHaveLength(timeline.length);

    expect((await c.patch(`${API}/deaths/${death.id}`, { notes: 'Reported by the branch' })).json().notes).toBe('Reported by the branch');
    expect((await c.del(`${API}/deaths/${death.id}`)).statusCode).toBe(404);
    expect((await c.get(`${API}/deaths/${death.id}`)).statusCode).toBe(200);
    const transfer = await c.post(`${API}/members/${member.id}/transfer`, { toDivisionId: branch.id, reason: 'Should never happen' });
    expect(transfer.json().message).toBe(`Member ${member.id} is deceased; a deceased member cannot be transferred`);

    const dismissed = await newMember();
    await c.post(`${API}/members/${dismissed.id}/transitions`, { to: 'dismissed', reason: 'Application withdrawn for good' });
    const closed = await c.post(`${API}/deaths`, { memberId: dismissed.id, diedAt: addDays(today(), -1), cause: 'Stroke', covidRelated: false });
    expect(closed.statusCode).toBe(409);
    expect((await c.get(`${API}/deaths?memberId=${dismissed.id}`)).json().total).toBe(0);
    const covid = (await c.get(`${API}/deaths?covidRelated=true&perPage=100`)).json().data;
    expect(covid.every((d: { covidRelated: boolean }) => d.covidRelated)).toBe(true);
  });

  it('keeps vaccine doses in order, one record per dose', async () => {
    const member = await newMember();
    const dose = (n: number, vaccinatedAt: string, vaccine = 'CoronaVac') =>
      c.post(`${API}/vaccinations`, { memberId: member.id, vaccine, dose: n, vaccinatedAt, location: 'Puskesmas Kota' });
    const orphan = await dose(2, '2021-02-11');
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json().message).toMatch(/no dose 1 recorded/);
    const first = (await dose(1, '2021-01-14')).json();
    expect((await dose(2, '2021-01-10')).json().message).toMatch(/must come after dose 1/);
    const second = await dose(2, '2021-02-11');
    expect(second.statusCode).toBe(201);
    expect((await dose(2, '2021-03-11')).statusCode).toBe(409);
    expect((await dose(5, '2022-03-11')).statusCode).toBe(400);
    const late = await c.patch(`${API}/vaccinations/${first.id}`, { vaccinatedAt: '2021-03-01' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/must come before dose 2/);
    expect((await c.get(`${API}/vaccinations/${first.id}`)).json().vaccinatedAt).toBe('2021-01-14');
    expect((await dose(3, '2021-09-01', 'Moderna')).statusCode).toBe(201);
    const mine = (await c.get(`${API}/vaccinations?memberId=${member.id}&sort=dose:asc`)).json().data;
    expect(mine.map((v: { dose: number; vaccine: string }) => `${v.dose}:${v.vaccine}`)).toEqual(['1:CoronaVac', '2:CoronaVac', '3:Moderna']);
    const boosters = (await c.get(`${API}/vaccinations?dose=3&vaccine=Moderna&perPage=100`)).json().data;
    expect(boosters.every((v: { dose: number; vaccine: string }) => v.dose === 3 && v.vaccine === 'Moderna')).toBe(true);
  });

  it('counts survivors, deaths and vaccinations per month over 24 months and per province', async () => {
    const before = (await c.get(`${API}/mitigation/statistics`)).json();
    const month = today().slice(0, 7);
    for (const part of ['survivors', 'deaths', 'vaccinations']) {
      const byMonth = before[part].byMonth as { month: string; count: number }[];
      expect(byMonth, part).toHaveLength(24);
      expect(byMonth[23]!.month, part).toBe(month);
      expect(byMonth.map((m) => m.month), part).toEqual([...byMonth.map((m) => m.month)].sort());
      const total = (await c.get(`${API}/${part}?perPage=1`)).json().total;
      expect(before[part].byProvince.reduce((a: number, p: { count: number }) => a + p.count, 0), part).toBe(total);
    }
    const member = await newMember();
    await c.post(`${API}/survivors`, { memberId: member.id, diagnosedAt: today(), severity: 'mild' });
    await c.post(`${API}/deaths`, { memberId: member.id, diedAt: today(), cause: 'Heart attack', covidRelated: false });
    const after = (await c.get(`${API}/mitigation/statistics`)).json();
    for (const part of ['survivors', 'deaths']) {
      expect(after[part].byMonth[23].count, part).toBe(before[part].byMonth[23].count + 1);
      const province = (stats: { byProvince: { provinceId: number; count: number }[] }) => stats.byProvince.find((p) => p.provinceId === branch.parentId)?.count ?? 0;
      expect(province(after[part]), part).toBe(province(before[part]) + 1);
    }
    expect(after.vaccinations).toEqual(before.vaccinations);
  });

  it('exports a filtered list as CSV and keeps the client account out', async () => {
    const total = (await c.get(`${API}/vaccinations?dose=1&perPage=1`)).json().total;
    const csv = await c.get(`${API}/vaccinations/export.csv?dose=1`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(total + 1);
    const res = await c.request({ method: 'GET', url: `${API}/mitigation/statistics`, headers: { authorization: `Bearer ${c.clientToken}` } });
    expect(res.statusCode).toBe(403);
  });
});

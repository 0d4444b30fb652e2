import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECIALTIES } from '../../src/association/seed/provinces.js';
import { associationToday, associationYear, BACKENDS, SEED_MEMBERS, startAssociation, type AssociationClient } from './harness.js';

const API = '/api/association';
const today = () => associationToday();
let serial = 0;

interface Member {
  id: number;
  npa: string | null;
  status: string;
  divisionId: number;
  provinceId: number;
  category: string;
  joinedAt: string | null;
}

describe.each(BACKENDS)('the members resource on %s', (backend) => {
  let c: AssociationClient;
  let branches: { id: number; code: string; parentId: number }[];

  beforeAll(async () => {
    c = await startAssociation(backend);
    branches = (await c.get(`${API}/divisions?level=branch&perPage=100&sort=code:asc`)).json().data;
  }, 240_000);
  afterAll(async () => {
    await c?.close();
  });

  const newMember = async (overrides: Record<string, unknown> = {}): Promise<Member> => {
    serial += 1;
    const res = await c.post(`${API}/members`, {
      fullName: `drg. Uji Coba ${serial}`,
      gender: 'female',
      birthDate: '1992-04-17',
      email: `uji.${backend}.${serial}@example.id`,
      divisionId: branches[serial % branches.length]!.id,
      specialty: 'general',
      category: 'ordinary',
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const applicationOf = async (memberId: number) =>
    (await c.get(`${API}/verifications?memberId=${memberId}&kind=application&status=pending`)).json().data[0];
  const timeline = async (id: number) => (await c.get(`${API}/members/${id}/timeline`)).json().data as { from: string | null; to: string; reason: string }[];

  it('lists members with every filter, sort and search of the list contract', async () => {
    const all = (await c.get(`${API}/members?perPage=1`)).json();
    expect(all.total).toBeGreaterThanOrEqual(SEED_MEMBERS);
    const province = branches[0]!.parentId;
    const filters = {
      status: 'active',
      provinceId: province,
      divisionId: branches[3]!.id,
      specialty: 'general',
      category: 'ordinary',
      gender: 'male',
    } as const;
    for (const [name, value] of Object.entries(filters)) {
      const body = (await c.get(`${API}/members?${name}=${value}&perPage=100`)).json();
      expect(body.data.length, name).toBe(Math.min(body.total, 100));
      const field = name === 'provinceId' ? 'provinceId' : name;
      expect(body.data.every((m: Record<string, unknown>) => m[field] === value), name).toBe(true);
    }
    const joined = (await c.get(`${API}/members?joinedFrom=2010-01-01&joinedTo=2015-12-31&sort=joinedAt:asc&perPage=100`)).json();
    expect(joined.data.length).toBeGreaterThan(0);
    expect(joined.data.every((m: Member) => m.joinedAt! >= '2010-01-01' && m.joinedAt! <= '2015-12-31')).toBe(true);
    expect(joined.data.map((m: Member) => m.joinedAt)).toEqual([...joined.data.map((m: Member) => m.joinedAt)].sort());

    const byNpa = (await c.get(`${API}/members?status=active&sort=npa:desc&perPage=5`)).json().data;
    expect(byNpa.map((m: Member) => m.npa)).toEqual([...byNpa.map((m: Member) => m.npa)].sort().reverse());
    const target = byNpa[2] as Member & { fullName: string; email: string };
    for (const q of [target.npa!, target.email.toUpperCase(), target.fullName.slice(5, 14)]) {
      const found = (await c.get(`${API}/members?q=${encodeURIComponent(q)}`)).json();
      expect(found.data.map((m: Member) => m.id), q).toContain(target.id);
    }
    const page = (await c.get(`${API}/members?sort=birthDate:desc&perPage=7&page=3`)).json();
    expect(page).toMatchObject({ page: 3, perPage: 7, from: 15, to: 21 });
    for (const bad of ['status=retired', 'sort=email:asc', 'joinedFrom=yesterday', 'gender=x']) {
      expect((await c.get(`${API}/members?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('registers an applicant without NPA and opens the application verification in the same transaction', async () => {
    const member = await newMember({ phone: '+62 812-1111-2222', birthPlace: 'Bandung' });
    expect(member).toMatchObject({ status: 'applicant', npa: null, joinedAt: null, category: 'ordinary', phone: '+62 812-1111-2222' });
    const verification = await applicationOf(member.id);
    expect(verification).toMatchObject({ memberId: member.id, divisionId: member.divisionId, kind: 'application', status: 'pending', decidedAt: null });
    expect(verification.documents.map((d: { type: string }) => d.type)).toEqual(['diploma', 'identity_card', 'photo', 'str']);
    expect(verification.documents.every((d: { received: boolean }) => !d.received)).toBe(true);
    expect(await timeline(member.id)).toMatchObject([{ from: null, to: 'applicant' }]);
    const audit = (await c.get(`${API}/members/${member.id}/audit`)).json().data;
    expect(audit[0]).toMatchObject({ action: 'create', actor: 'admin@demo.com' });
  });

  it('refuses bad applicants with a 400 naming the field and creates nothing', async () => {
    const province = branches[0]!.parentId;
    const base = { fullName: 'drg. Tidak Jadi', gender: 'male', birthDate: '1990-01-01', email: `tidak.${backend}@example.id`, divisionId: branches[0]!.id, specialty: 'general', category: 'ordinary' };
    const cases: [Record<string, unknown>, string][] = [
      [{ divisionId: province }, 'divisionId'],
      [{ divisionId: 999_999 }, 'divisionId'],
      [{ birthDate: today() }, 'birthDate'],
      [{ email: 'not-an-email' }, 'email'],
      [{ status: 'active' }, 'status'],
      [{ npa: '31000001' }, 'npa'],
      [{ category: 'honorary' }, 'category'],
      [{ specialty: 'dermatology' }, 'specialty'],
      [{ fullName: undefined }, 'fullName'],
    ];
    for (const [change, field] of cases) {
      const res = await c.post(`${API}/members`, { ...base, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field), field).toContain(field);
    }
    expect((await c.get(`${API}/members?q=tidak.${backend}`)).json().total).toBe(0);
    const taken = (await c.get(`${API}/members?perPage=1`)).json().data[0];
    expect((await c.post(`${API}/members`, { ...base, email: taken.email })).statusCode).toBe(409);
  });

  it('updates profile fields only; status, NPA and branch are refused and members are never deleted', async () => {
    const member = await newMember();
    const res = await c.patch(`${API}/members/${member.id}`, { phone: '+62 811-000-111', address: 'Jl. Merdeka No. 1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+62 811-000-111', address: 'Jl. Merdeka No. 1', status: 'applicant' });
    for (const body of [{ status: 'active' }, { npa: '31999999' }, { divisionId: branches[1]!.id }, {}]) {
      expect((await c.patch(`${API}/members/${member.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await c.get(`${API}/members/${member.id}`)).json()).toMatchObject({ status: 'applicant', npa: null, divisionId: member.divisionId });
    expect((await c.del(`${API}/members/${member.id}`)).statusCode).toBe(404);
    expect((await c.get(`${API}/members/${member.id}`)).statusCode).toBe(200);
    const audit = (await c.get(`${API}/members/${member.id}/audit`)).json().data;
    expect(audit[0]).toMatchObject({ action: 'update', changes: { phone: { from: '', to: '+62 811-000-111' } } });
    expect((await c.patch(`${API}/members/999999`, { phone: '+62 811-000-111' })).statusCode).toBe(404);
  });

  it('seeds timelines, verifications and deaths consistent with every member status', async () => {
    const stats = (await c.get(`${API}/members/statistics`)).json();
    for (const status of Object.keys(stats.byStatus).filter((s) => stats.byStatus[s] > 0)) {
      const sample = (await c.get(`${API}/members?status=${status}&sort=createdAt:asc&perPage=3`)).json().data as Member[];
      for (const member of sample) {
        const history = await timeline(member.id);
        expect(history[0]!.to, `member ${member.id}`).toBe(status);
        expect(history.at(-1), `member ${member.id}`).toMatchObject({ from: null, to: 'applicant' });
        expect(member.npa === null, `member ${member.id}`).toBe(status === 'applicant' || status === 'verified');
        const applications = (await c.get(`${API}/verifications?memberId=${member.id}&kind=application&sort=submittedAt:desc`)).json().data;
        expect(applications[0]?.status, `member ${member.id}`).toBe(status === 'applicant' ? 'pending' : 'approved');
        const deaths = (await c.get(`${API}/deaths?memberId=${member.id}`)).json().total;
        expect(deaths, `member ${member.id}`).toBe(status === 'deceased' ? 1 : 0);
      }
    }
  });

  it('answers dashboard statistics that add up', async () => {
    const total = (await c.get(`${API}/members?perPage=1`)).json().total;
    const stats = (await c.get(`${API}/members/statistics`)).json();
    expect(Object.values(stats.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(total);
    expect(stats.byStatus.active).toBe((await c.get(`${API}/members?status=active&perPage=1`)).json().total);
    expect(stats.byProvince.length).toBeLessThanOrEqual(10);
    for (const p of stats.byProvince) expect(Object.values(p.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(p.total);
    expect(stats.byProvince.map((p: { total: number }) => p.total)).toEqual([...stats.byProvince.map((p: { total: number }) => p.total)].sort((a, b) => b - a));
    const top = stats.byProvince[0];
    expect(top.total).toBe((await c.get(`${API}/members?provinceId=${top.provinceId}&perPage=1`)).json().total);
    expect(stats.bySpecialty.reduce((a: number, s: { count: number }) => a + s.count, 0)).toBe(total);
    const year = associationYear();
    expect(stats.joinedPerYear.map((y: { year: number }) => y.year)).toEqual(Array.from({ length: 10 }, (_, i) => year - 9 + i));
    // Every year of the window, the first and the last included, counts the members the list finds for it.
    for (const { year: y, count } of stats.joinedPerYear as { year: number; count: number }[]) {
      const joined = (await c.get(`${API}/members?joinedFrom=${y}-01-01&joinedTo=${y}-12-31&perPage=1`)).json().total;
      expect(count, String(y)).toBe(joined);
    }
    expect(stats.joinedPerYear.some((y: { count: number }) => y.count > 0)).toBe(true);
  });

  it('refuses a member row the contract would refuse, written past the app (an NPA not of 8 digits, an unknown specialty)', async () => {
    // Every answer is checked against the contract: such a row used to make each list page holding it answer 500.
    const branch = branches[1]!.id;
    const insert = (npa: string | null, specialty: string, email: string) =>
      c.database.db.query(
        `INSERT INTO members (npa, full_name, gender, birth_date, email, division_id, specialty, category, status, joined_at)
         VALUES ($1, 'drg. Di Luar Aplikasi', 'male', '1980-01-02', $2, $3, $4, 'ordinary', $5, '2010-05-06')`,
        [npa, email, branch, specialty, npa === null ? 'applicant' : 'active'],
      );
    for (const [npa, specialty] of [['99T00001', 'general'], ['3100004', 'general'], ['31000042\u200b', 'general'], [null, 'dentistry']] as const) {
      await expect(insert(npa, specialty, `luar.${backend}.${serial++}@example.id`), `${npa} ${specialty}`).rejects.toMatchObject({ code: '23514' });
    }
    // Every specialty the contract names is accepted by the table, and each member so written lists and reads.
    for (const [i, specialty] of SPECIALTIES.entries()) await insert(`98${String(serial++).padStart(4, '0')}${String(i).padStart(2, '0')}`, specialty, `luar.${backend}.${serial++}@example.id`);
    const listed = await c.get(`${API}/members?divisionId=${branch}&q=${encodeURIComponent('Di Luar Aplikasi')}&perPage=100`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((m: { specialty: string }) => m.specialty).sort()).toEqual([...SPECIALTIES].sort());
  });

  it('exports the filtered members as CSV and keeps the client account out', async () => {
    const province = branches[0]!.parentId;
    const total = (await c.get(`${API}/members?status=active&provinceId=${province}&perPage=1`)).json().total;
    const csv = await c.get(`${API}/members/export.csv?status=active&provinceId=${province}&sort=npa:asc`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toContain('npa,fullName');
    const asClient = (method: 'GET' | 'POST', url: string, payload?: object) =>
      c.request({ method, url, payload, headers: { authorization: `Bearer ${c.clientToken}` } });
    expect((await asClient('GET', `${API}/members`)).statusCode).toBe(403);
    expect((await asClient('GET', `${API}/members/statistics`)).statusCode).toBe(403);
    expect((await asClient('POST', `${API}/members/1/transitions`, { to: 'active', reason: 'Let me in please' })).statusCode).toBe(403);
    expect((await asClient('GET', `${API}/verifications`)).statusCode).toBe(403);
  });
});

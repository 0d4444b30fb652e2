import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associationToday, BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const API = '/api/association';
const DAY = 86_400_000;
const today = () => associationToday();
const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString().slice(0, 10);
const addYears = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
let serial = 0;

/** What the licence summary should say, computed independently from the same rules. */
function shortfall(l: number, s: number, c: number, f: number) {
  const learning = Math.max(45 - l, 0);
  const service = Math.max(35 - s, 0);
  const community = Math.max(5 - c, 0);
  return { total: Math.max(100 - (l + s + c + f), learning + service + community), learning, service, community };
}
const expectNear = (actual: Record<string, number>, expected: Record<string, number>) => {
  for (const [key, value] of Object.entries(expected)) expect(Math.abs(actual[key]! - value), key).toBeLessThanOrEqual(0.1001);
};

describe.each(BACKENDS)('licences and alerts on %s', (backend) => {
  let c: AssociationClient;
  let branch: { id: number; parentId: number };

  beforeAll(async () => {
    c = await startAssociation(backend);
    // A branch of its own keeps the alerts of this file apart from the seeded ones.
    const province = (await c.get(`${API}/divisions?level=province&perPage=1`)).json().data[0];
    const created = await c.post(`${API}/divisions`, { code: `PC-LIC${backend === 'embedded' ? 'L' : 'P'}`, name: `Cabang Uji Lisensi ${backend}`, level: 'branch', parentId: province.id });
    branch = created.json();
  }, 240_000);
  afterAll(async () => {
    await c?.close();
  });

  const newMember = async (divisionId = branch.id): Promise<{ id: number; fullName: string }> => {
    serial += 1;
    const res = await c.post(`${API}/members`, {
      fullName: `drg. Lisensi ${serial}`,
      gender: 'male',
      birthDate: '1985-09-30',
      email: `lisensi.${backend}.${serial}@example.id`,
      divisionId,
      specialty: 'orthodontics',
      category: 'ordinary',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const activeMember = async (divisionId = branch.id) => {
    const member = await newMember(divisionId);
    const v = (await c.get(`${API}/verifications?memberId=${member.id}`)).json().data[0];
    await c.patch(`${API}/verifications/${v.id}/documents`, { documents: v.documents.map((d: { type: string }) => ({ type: d.type, received: true })) });
    await c.post(`${API}/verifications/${v.id}/approve`);
    expect((await c.post(`${API}/members/${member.id}/transitions`, { to: 'active', reason: 'Induction completed' })).statusCode).toBe(200);
    return member;
  };
  const sip = async (memberId: number, issuedAt: string, practicePlace = 'Klinik Gigi Sehat') => {
    serial += 1;
    const res = await c.post(`${API}/sip-permits`, { memberId, number: `503/${serial}/SIP-DRG/${backend}`, practicePlace, city: 'Bandung', issuedAt });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const skp = async (memberId: number, domain: string, credits: number, earnedAt: string) => {
    const res = await c.post(`${API}/skp-entries`, { memberId, activity: `Kegiatan ${domain}`, domain, credits, earnedAt, source: 'Cabang Uji' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const str = (memberId: number, kind: string, issuedAt: string) => {
    serial += 1;
    return c.post(`${API}/str-records`, { memberId, number: `99${String(serial).padStart(8, '0')}${backend === 'embedded' ? 'L' : 'P'}`, kind, issuedAt });
  };

  it('records STRs with computed expiry and status, filters them, and allows one lifetime STR per member', async () => {
    const member = await newMember();
    const old = await str(member.id, 'legacy', '2019-05-10');
    expect(old.statusCode).toBe(201);
    expect(old.json()).toMatchObject({ kind: 'legacy', expiresAt: '2024-05-10', status: 'expired', convertedToId: null });
    const life = (await str(member.id, 'lifetime', '2024-03-01')).json();
    expect(life).toMatchObject({ expiresAt: null, status: 'valid' });
    const second = await str(member.id, 'lifetime', '2025-03-01');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already holds lifetime STR/);
    const future = await str(member.id, 'legacy', addDays(today(), 3));
    expect(future.statusCode).toBe(400);
    expect(future.json().details[0].field).toBe('issuedAt');
    expect((await str(999_999, 'legacy', '2019-05-10')).json().details[0].field).toBe('memberId');

    expect((await c.get(`${API}/str-records?memberId=${member.id}&sort=issuedAt:asc`)).json().data.map((s: { id: number }) => s.id)).toEqual([old.json().id, life.id]);
    expect((await c.get(`${API}/str-records?number=${old.json().number}`)).json().data).toHaveLength(1);
    for (const [query, field, value] of [['kind=lifetime', 'kind', 'lifetime'], ['status=expired', 'status', 'expired'], ['status=converted', 'status', 'converted']]) {
      const rows = (await c.get(`${API}/str-records?${query}&perPage=100`)).json().data;
      expect(rows.length, query).toBeGreaterThan(0);
      expect(rows.every((s: Record<string, unknown>) => s[field!] === value), query).toBe(true);
    }
  });

  it('converts a legacy STR to a lifetime one once, and refuses lifetime or converted STRs', async () => {
    const member = await newMember();
    const legacy = (await str(member.id, 'legacy', '2022-01-03')).json();
    expect(legacy).toMatchObject({ expiresAt: '2027-01-03', status: 'valid' });
    const converted = await c.post(`${API}/str-records/${legacy.id}/convert`);
    expect(converted.statusCode, converted.body).toBe(201);
    expect(converted.json()).toMatchObject({ kind: 'lifetime', number: `${legacy.number}/SH`, issuedAt: today(), expiresAt: null, status: 'valid' });
    expect((await c.get(`${API}/str-records/${legacy.id}`)).json()).toMatchObject({ status: 'converted', convertedToId: converted.json().id });
    const again = await c.post(`${API}/str-records/${legacy.id}/convert`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already converted/);
    expect((await c.post(`${API}/str-records/${converted.json().id}/convert`)).json().message).toMatch(/already a lifetime STR/);
    expect((await c.get(`${API}/str-records?memberId=${member.id}`)).json().total).toBe(2);
    expect((await c.get(`${API}/str-records/${legacy.id}/audit`)).json().data[0]).toMatchObject({ action: 'convert' });
    expect((await c.post(`${API}/str-records/999999/convert`)).statusCode).toBe(404);
  });

  it('takes a re-registration request through review, recommendation and completion, refusing every other step', async () => {
    const member = await newMember();
    const legacy = (await str(member.id, 'legacy', '2021-06-01')).json();
    const lifetime = (await str((await newMember()).id, 'lifetime', '2024-06-01')).json();
    expect((await c.post(`${API}/str-renewals`, { strId: lifetime.id })).statusCode).toBe(409);
    expect((await c.post(`${API}/str-renewals`, { strId: 999_999 })).json().details[0].field).toBe('strId');
    const created = await c.post(`${API}/str-renewals`, { strId: legacy.id });
    expect(created.statusCode, created.body).toBe(201);
    const renewal = created.json();
    expect(renewal).toMatchObject({ memberId: member.id, strNumber: legacy.number, status: 'submitted', decidedAt: null });
    expect(renewal.documents).toHaveLength(7);
    expect((await c.post(`${API}/str-renewals`, { strId: legacy.id })).json().message).toMatch(/already has an open re-registration request/);

    const step = (name: string, body?: object) => c.post(`${API}/str-renewals/${renewal.id}/${name}`, body);
    const refused = async (name: string, status: string, body?: object) => {
      const res = await step(name, body);
      expect(res.statusCode, `${name} from ${status}`).toBe(409);
      expect((await c.get(`${API}/str-renewals/${renewal.id}`)).json().status).toBe(status);
      return res.json().message as string;
    };
    expect(await refused('recommend', 'submitted')).toBe(`STR renewal ${renewal.id} is submitted; only a request that is in review can be recommended`);
    expect(await refused('complete', 'submitted', { number: '8800000000Z' })).toMatch(/only a request that is recommended can be completed/);
    expect((await step('review')).json().status).toBe('in_review');
    expect(await refused('review', 'in_review')).toMatch(/only a request that is submitted can be reviewed/);
    expect(await refused('recommend', 'in_review')).toMatch(/cannot be recommended: still missing Personal data form/);
    const ticked = await c.patch(`${API}/str-renewals/${renewal.id}/documents`, { documents: renewal.documents.map((d: { type: string }) => ({ type: d.type, received: true })) });
    expect(ticked.statusCode).toBe(200);
    expect((await step('recommend')).json().status).toBe('recommended');
    expect(await refused('reject', 'recommended', { reason: 'Too late to reject it' })).toMatch(/only a request that is submitted or in review can be rejected/);
    expect((await c.patch(`${API}/str-renewals/${renewal.id}/documents`, { documents: [{ type: 'skp_form', received: false }] })).statusCode).toBe(409);
    expect((await step('complete')).statusCode, 'the new STR is required').toBe(400);
    const newNumber = `88${String(serial + 1).padStart(8, '0')}${backend === 'embedded' ? 'L' : 'P'}`;
    const completed = await step('complete', { number: newNumber });
    expect(completed.statusCode, completed.body).toBe(200);
    const done = completed.json();
    expect(done).toMatchObject({ status: 'completed', newStrNumber: newNumber, newStrId: expect.any(Number) });
    expect(done.decidedAt).not.toBeNull();
    // The re-registered STR is issued today for five years and replaces the old one, which is no longer expired.
    const issued = (await c.get(`${API}/str-records/${done.newStrId}`)).json();
    expect(issued).toMatchObject({ memberId: member.id, number: newNumber, kind: 'legacy', issuedAt: today(), expiresAt: addYears(today(), 5), status: 'valid' });
    expect((await c.get(`${API}/str-records/${legacy.id}`)).json()).toMatchObject({ status: 'replaced', replacedById: done.newStrId });
    expect((await c.get(`${API}/str-records?status=replaced&memberId=${member.id}`)).json().total).toBe(1);
    await refused('complete', 'completed', { number: `${newNumber}X` });
    const audit = (await c.get(`${API}/str-renewals/${renewal.id}/audit`)).json().data.map((a: { action: string }) => a.action);
    expect(audit).toEqual(['complete', 'recommend', 'documents', 'review', 'create']);
    expect((await c.get(`${API}/str-records/${legacy.id}/audit`)).json().data[0]).toMatchObject({ action: 'replace' });

    // The replaced STR is not re-registered again; the one that replaced it is.
    const again = await c.post(`${API}/str-renewals`, { strId: legacy.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`STR ${legacy.number} was already replaced by STR ${newNumber}; only the current STR is re-registered`);
    expect((await c.post(`${API}/str-records/${legacy.id}/convert`)).statusCode).toBe(409);
    const next = (await c.post(`${API}/str-renewals`, { strId: done.newStrId })).json();
    expect((await c.post(`${API}/str-renewals/${next.id}/reject`, { reason: 'x' })).statusCode).toBe(400);
    const rejected = (await c.post(`${API}/str-renewals/${next.id}/reject`, { reason: 'Health certificate missing' })).json();
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Health certificate missing' });
    expect((await c.post(`${API}/str-renewals/${next.id}/review`)).statusCode).toBe(409);
    expect((await c.get(`${API}/str-renewals?strId=${legacy.id}`)).json().data.map((r: { status: string }) => r.status)).toEqual(['completed']);
    expect((await c.get(`${API}/str-renewals?memberId=${member.id}&sort=submittedAt:asc`)).json().data.map((r: { status: string }) => r.status)).toEqual([
      'completed',
      'rejected',
    ]);
    for (const status of ['submitted', 'in_review', 'recommended', 'rejected', 'completed']) {
      expect((await c.get(`${API}/str-renewals?status=${status}`)).json().total, `seeded ${status}`).toBeGreaterThan(0);
    }
    expect((await c.post(`${API}/str-renewals/999999/review`)).statusCode).toBe(404);
  });

  it('refuses re-registering an STR a lifetime STR replaced, and completes nothing when the STR changed meanwhile', async () => {
    const holder = await newMember();
    const old = (await str(holder.id, 'legacy', '2020-02-01')).json();
    const lifetime = (await str(holder.id, 'lifetime', '2024-06-01')).json();
    const refusedRenewal = await c.post(`${API}/str-renewals`, { strId: old.id });
    expect(refusedRenewal.statusCode).toBe(409);
    expect(refusedRenewal.json().message).toBe(`STR ${old.number} is replaced by lifetime STR ${lifetime.number}; a member with a lifetime STR is not re-registered`);

    const member = await newMember();
    const legacy = (await str(member.id, 'legacy', '2021-03-04')).json();
    const renewal = (await c.post(`${API}/str-renewals`, { strId: legacy.id })).json();
    await c.post(`${API}/str-renewals/${renewal.id}/review`);
    await c.patch(`${API}/str-renewals/${renewal.id}/documents`, { documents: renewal.documents.map((d: { type: string }) => ({ type: d.type, received: true })) });
    expect((await c.post(`${API}/str-renewals/${renewal.id}/recommend`)).statusCode).toBe(200);
    const complete = (body: object) => c.post(`${API}/str-renewals/${renewal.id}/complete`, body);
    const strsBefore = (await c.get(`${API}/str-records?memberId=${member.id}`)).json().total;

    const early = await complete({ number: `77${String(++serial).padStart(8, '0')}${backend === 'embedded' ? 'L' : 'P'}`, issuedAt: '2021-03-03' });
    expect(early.statusCode).toBe(400);
    expect(early.json().details[0].field).toBe('issuedAt');
    expect((await complete({ number: old.number })).statusCode, 'a number already in use').toBe(409);
    // Converted to a lifetime STR while the request waited: completing it would issue a second current STR.
    expect((await c.post(`${API}/str-records/${legacy.id}/convert`)).statusCode).toBe(201);
    const late = await complete({ number: `77${String(++serial).padStart(8, '0')}${backend === 'embedded' ? 'L' : 'P'}` });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/was converted to a lifetime STR/);
    // Each refusal left everything as it was: no STR issued, the request still recommended and unlinked.
    expect((await c.get(`${API}/str-records?memberId=${member.id}`)).json().total).toBe(strsBefore + 1);
    expect((await c.get(`${API}/str-renewals/${renewal.id}`)).json()).toMatchObject({ status: 'recommended', newStrId: null, newStrNumber: null });
  });

  it('keeps SIPs five years with a computed status, at most three places at once', async () => {
    const member = await newMember();
    const fiveYearsAgo = addYears(today(), -5);
    const expiring = await sip(member.id, addDays(fiveYearsAgo, 100), 'Klinik A');
    expect(expiring).toMatchObject({ expiresAt: addDays(today(), 100), status: 'expiring' });
    const expired = await sip(member.id, addDays(fiveYearsAgo, -10), 'Klinik B');
    expect(expired.status).toBe('expired');
    const active = await sip(member.id, today(), 'Klinik C');
    expect(active).toMatchObject({ status: 'active', expiresAt: addYears(today(), 5) });
    await sip(member.id, addDays(today(), -3), 'Klinik B');
    for (const [change, field] of [[{ issuedAt: addDays(today(), 1) }, 'issuedAt'], [{ memberId: 999_999 }, 'memberId'], [{ number: '' }, 'number']] as [Record<string, unknown>, string][]) {
      const bad = await c.post(`${API}/sip-permits`, { memberId: member.id, number: `503/Y/${backend}`, practicePlace: 'Klinik E', city: 'Bandung', issuedAt: today(), ...change });
      expect(bad.statusCode, field).toBe(400);
      expect(bad.json().details[0].field, field).toBe(field);
    }
    const fourth = await c.post(`${API}/sip-permits`, { memberId: member.id, number: `503/X/${backend}`, practicePlace: 'Klinik D', city: 'Bandung', issuedAt: today() });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toMatch(/already holds 3 SIPs/);
    const renewal = await sip(member.id, today(), 'klinik a');
    expect(renewal.status).toBe('active');

    const mine = (query: string) => c.get(`${API}/sip-permits?memberId=${member.id}&${query}`).then((r) => r.json().data.map((p: { id: number }) => p.id));
    expect(await mine('status=expiring')).toEqual([expiring.id]);
    expect(await mine('status=expired')).toEqual([expired.id]);
    expect(await mine(`expiringBefore=${addDays(today(), 100)}&sort=expiresAt:asc`)).toEqual([expired.id, expiring.id]);
    const moved = await c.patch(`${API}/sip-permits/${expiring.id}`, { issuedAt: addDays(fiveYearsAgo, 400) });
    expect(moved.json()).toMatchObject({ status: 'active', expiresAt: addDays(today(), 400) });
    expect((await c.patch(`${API}/sip-permits/${expiring.id}`, { status: 'active' })).statusCode).toBe(400);
    expect((await c.del(`${API}/sip-permits/${expired.id}`)).statusCode).toBe(204);
    expect((await c.get(`${API}/sip-permits/${expired.id}`)).statusCode).toBe(404);
  });

  it('refuses SKP entries outside the rules with a 400 naming the field', async () => {
    const member = await newMember();
    const base = { memberId: member.id, activity: 'Seminar implan', domain: 'learning', credits: 2.5, earnedAt: addDays(today(), -5), source: 'FKG UI' };
    for (const [change, field] of [[{ credits: 0.75 }, 'credits'], [{ credits: 60 }, 'credits'], [{ domain: 'fun' }, 'domain'], [{ earnedAt: addDays(today(), 2) }, 'earnedAt'], [{ memberId: 999_999 }, 'memberId']] as const) {
      const res = await c.post(`${API}/skp-entries`, { ...base, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().details[0].field, field).toBe(field);
    }
    expect((await c.get(`${API}/skp-entries?memberId=${member.id}`)).json().total).toBe(0);
    const entry = (await c.post(`${API}/skp-entries`, base)).json();
    expect(entry).toMatchObject({ credits: 2.5, domain: 'learning', memberName: member.fullName });
    expect((await c.patch(`${API}/skp-entries/${entry.id}`, { credits: 3 })).json().credits).toBe(3);
    const filtered = (await c.get(`${API}/skp-entries?domain=learning&earnedFrom=${addDays(today(), -6)}&memberId=${member.id}`)).json();
    expect(filtered.total).toBe(1);
  });

  it('sums the SKP of the latest SIP period and projects the shortfall at its end', async () => {
    const member = await newMember();
    const t = today();
    const permit = await sip(member.id, addDays(t, -730));
    await skp(member.id, 'learning', 5, addDays(t, -800));
    await skp(member.id, 'learning', 20, addDays(t, -540));
    await skp(member.id, 'service', 12, addDays(t, -400));
    await skp(member.id, 'learning', 10, addDays(t, -100));
    await skp(member.id, 'community', 2, addDays(t, -30));
    await skp(member.id, 'free', 3, addDays(t, -10));
    await str(member.id, 'lifetime', '2024-02-02');

    const res = await c.get(`${API}/members/${member.id}/licences`);
    expect(res.statusCode, res.body).toBe(200);
    const { str: strs, sip: sips, skp: summary } = res.json();
    expect(strs).toHaveLength(1);
    expect(sips.map((p: { id: number }) => p.id)).toEqual([permit.id]);
    expect(summary.period).toEqual({ from: permit.issuedAt, to: permit.expiresAt, sipId: permit.id });
    expect(summary).toMatchObject({ total: 47, byDomain: { learning: 30, service: 12, community: 2, free: 3 }, required: 100, minimums: { learning: 45, service: 35, community: 5 } });
    expect(summary.shortfall).toEqual({ total: 53, learning: 15, service: 23, community: 3 });
    // The last 365 days brought 10 learning, 2 community and 3 free credits and no service credits.
    const years = daysBetween(t, permit.expiresAt) / 365;
    expectNear(summary.projectedShortfall, shortfall(30 + 10 * years, 12, 2 + 2 * years, 3 + 3 * years));
    expect(summary.projectedShortfall).toMatchObject({ total: 23, service: 23, learning: 0, community: 0 });

    const bare = (await c.get(`${API}/members/${(await newMember()).id}/licences`)).json();
    expect(bare).toMatchObject({ str: [], sip: [], skp: { period: { from: addYears(t, -5), to: t, sipId: null }, total: 0 } });
    expect(bare.skp.shortfall).toEqual({ total: 100, learning: 45, service: 35, community: 5 });
    expect((await c.get(`${API}/members/999999/licences`)).statusCode).toBe(404);
  });

  it('lists alerts computed from permits, credits and dues, scoped by branch or province', async () => {
    const t = today();
    // Members of a branch of their own: the other tests' permits raise alerts too.
    const own = (await c.post(`${API}/divisions`, { code: `PC-ALR${backend === 'embedded' ? 'L' : 'P'}`, name: `Cabang Uji Alarm ${backend}`, level: 'branch', parentId: branch.parentId })).json();
    const expiring = await activeMember(own.id);
    const expiringSip = await sip(expiring.id, addDays(addYears(t, -5), 30), 'Klinik Satu');
    const lapsed = await activeMember(own.id);
    await sip(lapsed.id, addDays(addYears(t, -5), -10), 'Klinik Dua');
    const arrears = await activeMember(own.id);
    await c.post(`${API}/members/${arrears.id}/transitions`, { to: 'in_arrears', reason: 'Dues for this year unpaid' });
    const closed = await activeMember(own.id);
    await sip(closed.id, addDays(addYears(t, -5), -20), 'Klinik Tiga');
    await c.post(`${API}/members/${closed.id}/transitions`, { to: 'dismissed', reason: 'Membership ended at own request' });

    const alerts = async (query = '') => (await c.get(`${API}/alerts?divisionId=${own.id}&perPage=100${query}`)).json();
    const keys = (body: { data: { type: string; memberId: number }[] }) => body.data.map((a) => `${a.type}:${a.memberId}`).sort();
    const all = await alerts();
    expect(keys(all)).toEqual([`dues_arrears:${arrears.id}`, `sip_expired:${lapsed.id}`, `sip_expiring:${expiring.id}`, `skp_shortfall:${expiring.id}`].sort());
    expect(all.data.map((a: { dueAt: string }) => a.dueAt)).toEqual([...all.data.map((a: { dueAt: string }) => a.dueAt)].sort());
    expect(all.data.find((a: { type: string }) => a.type === 'sip_expiring')).toMatchObject({
      memberName: expiring.fullName,
      divisionName: `Cabang Uji Alarm ${backend}`,
      dueAt: expiringSip.expiresAt,
      message: `SIP ${expiringSip.number} at Klinik Satu expires on ${expiringSip.expiresAt}`,
    });
    expect(all.data.find((a: { type: string }) => a.type === 'dues_arrears')).toMatchObject({ dueAt: t, message: `Dues unpaid: in arrears since ${t}` });
    expect(all.data.find((a: { type: string }) => a.type === 'skp_shortfall').message).toBe(`Projected 100 SKP short when SIP ${expiringSip.number} ends on ${expiringSip.expiresAt}`);

    // Renewing the permit at the same place clears the expiry alert; the new period starts without credits.
    await sip(lapsed.id, t, 'Klinik Dua');
    expect(keys(await alerts('&type=sip_expired'))).toEqual([]);
    expect(keys(await alerts('&type=skp_shortfall'))).toEqual([`skp_shortfall:${expiring.id}`, `skp_shortfall:${lapsed.id}`].sort());

    const province = (await c.get(`${API}/alerts?divisionId=${branch.parentId}&type=dues_arrears&perPage=100`)).json();
    expect(province.data.map((a: { memberId: number }) => a.memberId)).toContain(arrears.id);
    const page = (await c.get(`${API}/alerts?divisionId=${own.id}&perPage=2&page=2`)).json();
    expect(page).toMatchObject({ total: 4, page: 2, perPage: 2, totalPages: 2, from: 3, to: 4 });
    const national = (await c.get(`${API}/alerts?perPage=1`)).json();
    expect(national.total).toBeGreaterThan(4);
    expect((await c.get(`${API}/alerts?type=fire`)).statusCode).toBe(400);
    const asClient = await c.request({ method: 'GET', url: `${API}/alerts`, headers: { authorization: `Bearer ${c.clientToken}` } });
    expect(asClient.statusCode).toBe(403);
  });
});

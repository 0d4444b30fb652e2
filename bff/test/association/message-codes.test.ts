import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';
import { API, addMember, createBranch, createProvince, next } from './correspondence-fixtures.js';
import { startAssociation, type AssociationClient } from './harness.js';
import { CSV_LABELS, CSV_LANGUAGES } from '../../src/association/resources/csv-labels.generated.js';
import { associationRoutes, parseCsv } from './authorization-walk-support.js';

/**
 * Issue 18: every text the association server words for people comes with a stable code and its values, so the web
 * renders it in the reader's language; the English message stays beside it for API consumers.
 */
describe('message codes from the association server', () => {
  let c: AssociationClient;
  let province: { id: number; name: string; code: string };
  let branch: { id: number; name: string; code: string };

  beforeAll(async () => {
    c = await startAssociation('embedded');
    province = await createProvince(c);
    branch = await createBranch(c, province.id);
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  const registerMail = async () => {
    const res = await c.post(`${API}/mails`, {
      number: `${next()}/KODE/2025`,
      letterDate: '2025-03-03',
      receivedDate: '2025-03-05',
      sender: 'Dinas Kesehatan Provinsi Uji',
      subject: 'Undangan rapat koordinasi',
      category: 'invitation',
      divisionId: province.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; receivedDate: string };
  };

  it('codes a field refusal on the answer and on the field, with the values its text needs', async () => {
    const mail = await registerMail();
    const res = await c.post(`${API}/mails/${mail.id}/disposition`, {
      instruction: 'Hadiri',
      assigneeId: 1_000_000_000,
      dueDate: '2025-03-04',
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/must not be before the day the letter was received/);
    expect(body).toMatchObject({ code: 'mail.dueBeforeReceived', params: { receivedDate: '2025-03-05' } });
    expect(body.details).toEqual([
      expect.objectContaining({
        field: 'dueDate',
        code: 'mail.dueBeforeReceived',
        params: { receivedDate: '2025-03-05' },
      }),
    ]);
  });

  it('codes conflicts of a workflow step, unknown records and schema validation', async () => {
    const mail = await registerMail();
    const refused = await c.post(`${API}/mails/${mail.id}/start`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'state.stepRefused',
      params: { entity: 'mail', id: mail.id, status: 'received', allowed: 'dispositioned' },
    });

    const missing = await c.get(`${API}/mails/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'notFound.mail', params: { id: '999999' } });

    const invalid = await c.post(`${API}/mails/${mail.id}/disposition`, {
      assigneeId: 1_000_000_000,
      dueDate: '2025-03-20',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'validation.failed' });
    expect(invalid.json().details).toContainEqual(
      expect.objectContaining({ field: 'instruction', code: 'validation.required' }),
    );

    const duplicate = await c.post(`${API}/divisions`, {
      code: province.code,
      name: 'Kembar',
      level: 'province',
      parentId: (await c.get(`${API}/divisions?level=national`)).json().data[0].id,
    });
    expect(duplicate.statusCode, duplicate.body).toBe(409);
    expect(duplicate.json().code).toBe('duplicate.divisionsCodeKey');
  });

  it('codes the lines the server writes in a member timeline and keeps a reason a person typed as written', async () => {
    const created = await c.post(`${API}/members`, {
      fullName: `drg. Kode Pesan ${next()}`,
      gender: 'female',
      birthDate: '1992-04-17',
      email: `kode.pesan.${next()}@example.id`,
      divisionId: branch.id,
      specialty: 'general',
      category: 'ordinary',
    });
    expect(created.statusCode, created.body).toBe(201);
    const timeline = (await c.get(`${API}/members/${created.json().id}/timeline`)).json().data;
    expect(timeline).toEqual([
      expect.objectContaining({
        to: 'applicant',
        reason: 'Application received at the branch',
        code: 'history.applicationReceived',
      }),
    ]);

    const active = (await c.get(`${API}/members?status=active&perPage=1`)).json().data[0].id as number;
    const moved = await c.post(`${API}/members/${active}/transitions`, {
      to: 'honorary',
      reason: 'Dianugerahi oleh kongres',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [line] = (await c.get(`${API}/members/${active}/timeline`)).json().data;
    expect(line).toMatchObject({ reason: 'Dianugerahi oleh kongres' });
    expect(line.code).toBeUndefined();
  });

  it('codes every alert with the values of its text', async () => {
    const member = await addMember(c, branch.id, 'in_arrears');
    const alerts = (await c.get(`${API}/alerts?type=dues_arrears&divisionId=${branch.id}`)).json().data as {
      memberId: number;
      message: string;
      code: string;
      params: Record<string, unknown>;
    }[];
    const mine = alerts.find((a) => a.memberId === member);
    expect(mine).toMatchObject({
      code: 'alert.duesArrears',
      params: { since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect(mine!.message).toBe(`Dues unpaid: in arrears since ${String(mine!.params.since)}`);
    const all = (await c.get(`${API}/alerts?perPage=100`)).json().data as { type: string; code: string }[];
    for (const alert of all)
      expect(alert.code, alert.type).toMatch(/^alert\.(sipExpiring|sipExpired|skpShortfall|duesArrears)$/);
  });

  it('writes a CSV export in the language asked for, with codes as a second choice for machines', async () => {
    const id = CSV_LABELS.id;
    const lines = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    const indonesian = await c.get(`${API}/members/export.csv?status=active&lang=id`);
    expect(indonesian.statusCode, indonesian.body).toBe(200);
    const [header, first] = lines(indonesian.body);
    expect(header).toContain(id.fields.members!.fullName!);
    expect(header).toContain(id.fields.members!.divisionName!);
    expect(header).not.toMatch(/\bfullName\b|\bdivisionName\b/);
    expect(first).toContain(`,${id.enums.memberStatus!.active!},`);
    expect(first).not.toMatch(/,active,/);

    const byHeader = await c.request({
      method: 'GET',
      url: `${API}/members/export.csv?status=active`,
      headers: { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' },
    });
    expect(lines(byHeader.body)[0]).toBe(header);

    const codes = await c.get(`${API}/members/export.csv?status=active&lang=id&codes=true`);
    const [rawHeader, rawFirst] = lines(codes.body);
    expect(rawHeader!.split(',')).toEqual(expect.arrayContaining(['fullName', 'divisionName', 'status']));
    expect(rawFirst).toMatch(/,active,/);

    expect((await c.get(`${API}/members/export.csv?lang=xx`)).statusCode).toBe(400);
  });

  it('writes every CSV export in every language with the interface labels, no two headers alike', async () => {
    const exports = associationRoutes().filter((r) => r.csv && !r.path.includes(':'));
    const worded = {
      arrears: `${API}/contributions/arrears/export.csv`,
      paymentReport: `${API}/contributions/reports/payments/export.csv`,
    };
    expect(exports.map((r) => r.path)).toEqual(
      expect.arrayContaining([`${API}/members/export.csv`, ...Object.values(worded)]),
    );
    const read = async (url: string) => {
      const res = await c.get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return parseCsv(res.body.replace(/^\uFEFF/, ''));
    };
    for (const route of exports) {
      const [codes] = await read(`${route.path}?codes=true`);
      const plural = route.resource?.plural;
      const labelled =
        Object.entries(worded).find(([, path]) => path === route.path)?.[0] ??
        (plural && plural[0]!.toLowerCase() + plural.slice(1));
      for (const language of CSV_LANGUAGES) {
        const [header] = await read(`${route.path}?lang=${language}`);
        expect(new Set(header).size, `${route.path} ${language}: ${header!.join(' | ')}`).toBe(header!.length);
        // Every column of every export has its label: none is left in the API's names unless codes are asked for.
        const labels = CSV_LABELS[language].fields[labelled ?? ''] ?? {};
        expect(header, `${route.path} ${language}`).toEqual(
          codes!.map((column) => labels[column] ?? `unlabelled ${column}`),
        );
      }
    }
    // The values the screens word (the correspondence screens' mail and information values, the member portal's
    // reference letters) are worded in the CSV too.
    const wordedValues = [
      ['mails', 'status', 'mailStatus'],
      ['mails', 'category', 'mailCategory'],
      ['mails', 'priority', 'mailPriority'],
      ['information', 'status', 'informationStatus'],
      ['references', 'type', 'referenceType'],
      ['references', 'status', 'referenceStatus'],
      ['reference-logs', 'toStatus', 'referenceStatus'],
    ] as const;
    for (const [resource, column, group] of wordedValues) {
      const [codes, ...raw] = await read(`${API}/${resource}/export.csv?codes=true`);
      const at = codes!.indexOf(column);
      expect(raw.length, `${resource} has rows`).toBeGreaterThan(0);
      for (const language of CSV_LANGUAGES) {
        const [, ...rows] = await read(`${API}/${resource}/export.csv?lang=${language}`);
        expect(
          rows.map((row) => row[at]),
          `${resource}.${column} ${language}`,
        ).toEqual(raw.map((row) => CSV_LABELS[language].enums[group]![row[at]!]));
      }
    }
    for (const [name, path] of Object.entries(worded)) {
      for (const language of CSV_LANGUAGES) {
        const [, first] = await read(`${path}?lang=${language}`);
        const [codes, raw] = await read(`${path}?codes=true`);
        const status = codes!.findIndex((c) => c === 'memberStatus' || c === 'kind');
        expect(first![status]).toBe(
          CSV_LABELS[language].enums[name === 'arrears' ? 'memberStatus' : 'paymentKind']![raw![status]!],
        );
      }
    }
  });

  it("codes the community area's refusals, with the values of their text", async () => {
    const key = `uji.kode_${next()}`;
    expect((await c.post(`${API}/global-configs`, { key, type: 'boolean', value: true })).statusCode).toBe(201);
    const twice = await c.post(`${API}/global-configs`, { key, type: 'boolean', value: false });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'community.settingExists', params: { key, id: expect.any(Number) } });

    const mistyped = await c.post(`${API}/global-configs`, { key: `${key}_x`, type: 'number', value: 'satu' });
    expect(mistyped.statusCode, mistyped.body).toBe(400);
    expect(mistyped.json().details).toEqual([
      expect.objectContaining({ field: 'value', code: 'config.valueNotOfType', params: { type: 'number' } }),
    ]);
  });

  it('has a text in every language for every code the server writes', () => {
    const source = path.join(REPO_ROOT, 'bff/src/association');
    const files = (readdirSync(source, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    const codes = new Set<string>();
    for (const file of files) {
      const text = readFileSync(path.join(source, file), 'utf8');
      for (const match of text.matchAll(/coded(?:Text)?\((?:[^()]*?,\s*)?'([a-z][A-Za-z]*\.[A-Za-z0-9_.]+)'/g))
        codes.add(match[1]!);
      for (const match of text.matchAll(/'(community\.[A-Za-z]+)'/g)) codes.add(match[1]!);
    }
    expect([...codes]).toEqual(
      expect.arrayContaining(['community.settingExists', 'community.courseFull', 'member.fileClosed']),
    );
    for (const language of CSV_LANGUAGES) {
      const { serverMessages } = JSON.parse(
        readFileSync(path.join(REPO_ROOT, 'web/src/i18n/locales', language, 'server-messages.json'), 'utf8'),
      );
      const text = (code: string) =>
        code
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], serverMessages);
      // A code without a text of its own reads its family's general text (message-text.ts).
      const missing = [...codes].filter(
        (code) => typeof text(code) !== 'string' && typeof text(`${code.split('.')[0]}._`) !== 'string',
      );
      expect(missing, language).toEqual([]);
    }
  });
});

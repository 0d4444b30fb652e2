import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  asClient,
  auditActions,
  count,
  created,
  expectBadField,
  expectConflict,
  expectExportMatchesList,
  inHours,
  next,
} from './community-fixtures.js';
import { associationNow, BACKENDS, startAssociation, type AssociationClient } from './harness.js';

const VERSIONS = `${API}/versions`;
const CONFIGS = `${API}/global-configs`;

interface Latest {
  platform: string;
  latest: { id: number; version: string; buildNumber: number; releasedAt: string } | null;
  minimumBuildNumber: number | null;
  minimumVersion: string | null;
}

describe.each(BACKENDS)('versions and global configs on %s', (backend) => {
  let c: AssociationClient;
  beforeAll(async () => {
    c = await startAssociation(backend);
  }, 120_000);
  afterAll(async () => {
    await c?.close();
  });

  const latest = async () => (await c.get(`${VERSIONS}/latest`)).json().data as Latest[];
  const of = (rows: Latest[], platform: string) => rows.find((r) => r.platform === platform)!;

  describe('versions', () => {
    it('answers the latest released version and the mandatory minimum per platform, as the list shows them', async () => {
      const rows = await latest();
      expect(rows.map((r) => r.platform)).toEqual(['android', 'ios', 'web']);
      for (const row of rows) {
        const released = (await c.get(`${VERSIONS}?platform=${row.platform}&sort=buildNumber:desc&perPage=100`))
          .json()
          .data.filter((v: { releasedAt: string }) => Date.parse(v.releasedAt) <= associationNow());
        expect(row.latest?.id, row.platform).toBe(released[0].id);
        const mandatory = released.find((v: { mandatory: boolean }) => v.mandatory);
        expect(row.minimumBuildNumber, row.platform).toBe(mandatory?.buildNumber ?? null);
        expect(row.minimumVersion, row.platform).toBe(mandatory?.version ?? null);
      }
      // A release scheduled in the store is not the latest until its day comes.
      const top = (await c.get(`${VERSIONS}?platform=android&sort=buildNumber:desc&perPage=1`)).json().data[0];
      const scheduled = await created(c, VERSIONS, {
        platform: 'android',
        version: '99.0.0',
        buildNumber: top.buildNumber + 1,
        releasedAt: inHours(24 * 7),
      });
      expect(of(await latest(), 'android').latest!.id).toBe(of(rows, 'android').latest!.id);
      expect((await c.patch(`${VERSIONS}/${scheduled.id}`, { releasedAt: inHours(-1) })).statusCode).toBe(200);
      expect(of(await latest(), 'android').latest).toMatchObject({ id: scheduled.id, version: '99.0.0' });
      const mandatoryOnly = (await c.get(`${VERSIONS}?mandatory=true&perPage=100`)).json().data;
      expect(mandatoryOnly.every((v: { mandatory: boolean }) => v.mandatory)).toBe(true);
    });

    it('validates semantic versions and keeps versions and builds unique and in step per platform', async () => {
      const current = of(await latest(), 'web').latest!;
      const base = { platform: 'web', releaseNotes: 'Rilis uji.', releasedAt: inHours(-1) };
      const before = await count(c, 'app_versions');
      for (const [body, field] of [
        [{ ...base, version: 'v9.0.0', buildNumber: 999_001 }, 'version'],
        [{ ...base, version: '9.0', buildNumber: 999_001 }, 'version'],
        [{ ...base, version: '9.0.01', buildNumber: 999_001 }, 'version'],
        [{ ...base, version: '9.0.0', buildNumber: 0 }, 'buildNumber'],
        [{ ...base, version: '9.0.0', buildNumber: 999_001, platform: 'symbian' }, 'platform'],
      ] as const) {
        expectBadField(await c.post(VERSIONS, body), field, JSON.stringify(body));
      }
      expectConflict(
        await c.post(VERSIONS, { ...base, version: current.version, buildNumber: 999_001 }),
        new RegExp(`web version ${current.version.replace(/\./g, '\\.')} already exists`),
      );
      expectConflict(
        await c.post(VERSIONS, { ...base, version: '9.0.0', buildNumber: current.buildNumber }),
        new RegExp(`web build ${current.buildNumber} is already used`),
      );
      expectConflict(
        await c.post(VERSIONS, { ...base, version: '9.0.0', buildNumber: 1 }),
        /is later than .*so its build must be higher than/,
      );
      expectConflict(
        await c.post(VERSIONS, { ...base, version: '0.0.1', buildNumber: 999_000 }),
        /is earlier than .*so its build must be lower than/,
      );
      expect(await count(c, 'app_versions')).toBe(before);

      const top = (await c.get(`${VERSIONS}?platform=web&sort=buildNumber:desc&perPage=1`)).json().data[0];
      const rc = await created(c, VERSIONS, { ...base, version: '9.0.0-rc.1', buildNumber: top.buildNumber + 10 });
      expect(rc).toMatchObject({ version: '9.0.0-rc.1', mandatory: false });
      expectConflict(
        await c.post(VERSIONS, { ...base, version: '9.0.0+build.7', buildNumber: top.buildNumber + 5 }),
        /is later than 9\.0\.0-rc\.1/,
      );
      const final = await created(c, VERSIONS, {
        ...base,
        version: '9.0.0',
        buildNumber: top.buildNumber + 20,
        mandatory: true,
      });
      expect(of(await latest(), 'web')).toMatchObject({
        latest: { id: final.id },
        minimumBuildNumber: top.buildNumber + 20,
        minimumVersion: '9.0.0',
      });
      expect(of(await latest(), 'ios').latest!.id).not.toBe(final.id);

      const edited = await c.patch(`${VERSIONS}/${rc.id}`, { releaseNotes: 'Kandidat rilis.', mandatory: true });
      expect(edited.json()).toMatchObject({ releaseNotes: 'Kandidat rilis.', mandatory: true });
      expectConflict(
        await c.patch(`${VERSIONS}/${rc.id}`, { buildNumber: top.buildNumber + 30 }),
        /is earlier than 9\.0\.0 .*so its build must be lower/,
      );
      expectBadField(await c.patch(`${VERSIONS}/${rc.id}`, { version: 'latest' }), 'version');
      expect(await auditActions(c, `${VERSIONS}/${rc.id}`)).toEqual(['update', 'create']);
      expect((await c.del(`${VERSIONS}/${final.id}`)).statusCode).toBe(204);
      expect(of(await latest(), 'web')).toMatchObject({ latest: { id: rc.id }, minimumVersion: '9.0.0-rc.1' });
      expect((await c.get(`${VERSIONS}/${final.id}`)).statusCode).toBe(404);
      expect((await c.patch(`${VERSIONS}/999999`, { mandatory: false })).statusCode).toBe(404);
    });
  });

  describe('global configs', () => {
    it('lists the seeded settings by key with their typed values', async () => {
      const dues = (await c.get(`${CONFIGS}?keyPrefix=dues.&perPage=100`)).json().data;
      expect(dues.map((s: { key: string }) => s.key)).toEqual([
        'dues.grace_days',
        'dues.qris_enabled',
        'dues.reminder_days',
      ]);
      expect(dues[0]).toMatchObject({ type: 'number', value: 90 });
      expect(dues[2]).toMatchObject({ type: 'json', value: [30, 14, 3] });
      const booleans = (await c.get(`${CONFIGS}?type=boolean&perPage=100`)).json().data;
      expect(
        booleans.every((s: { type: string; value: unknown }) => s.type === 'boolean' && typeof s.value === 'boolean'),
      ).toBe(true);
      expect((await c.get(`${CONFIGS}?q=whatsapp`)).json().data[0]).toMatchObject({
        key: 'app.support_whatsapp',
        type: 'string',
      });
      expectBadField(await c.get(`${CONFIGS}?keyPrefix=DUES`), 'keyPrefix');
    });

    it('creates settings of every type, checking the value against the type and the key against its pattern', async () => {
      const n = next();
      const ok: [string, unknown][] = [
        ['string', 'Sejawat'],
        ['number', 2.5],
        ['boolean', false],
        ['json', { a: [1, 2] }],
        ['json', ['x']],
      ];
      for (const [type, value] of ok) {
        const setting = await created(c, CONFIGS, { key: `test.${type}_${n}_${String(value).length}`, type, value });
        expect(setting).toMatchObject({ type, value, description: '' });
      }
      const before = await count(c, 'global_configs');
      for (const [type, value] of [
        ['string', 5],
        ['number', '5'],
        ['boolean', 'true'],
        ['json', 'text'],
        ['json', 3],
        ['number', null],
      ] as const) {
        const res = await c.post(CONFIGS, { key: `test.bad_${n}`, type, value });
        expectBadField(res, 'value', `${type} ${JSON.stringify(value)}`);
        expect(res.json().message).toContain(`type is ${type}`);
      }
      for (const key of ['Test.Upper', 'test..double', '1test', 'test key', 't']) {
        expectBadField(await c.post(CONFIGS, { key, type: 'string', value: 'x' }), 'key', key);
      }
      expectBadField(await c.post(CONFIGS, { key: `test.other_${n}`, type: 'date', value: '2026-01-01' }), 'type');
      expectConflict(
        await c.post(CONFIGS, { key: 'dues.grace_days', type: 'number', value: 60 }),
        /Setting dues\.grace_days already exists/,
      );
      expect(await count(c, 'global_configs')).toBe(before);
    });

    it('updates values with an audit trail, keeps the key, and checks a type change against the value', async () => {
      const setting = (await c.get(`${CONFIGS}?keyPrefix=dues.grace_days`)).json().data[0];
      const res = await c.patch(`${CONFIGS}/${setting.id}`, { value: 120 });
      expect(res.json()).toMatchObject({ key: 'dues.grace_days', value: 120 });
      expectBadField(await c.patch(`${CONFIGS}/${setting.id}`, { value: 'seratus' }), 'value');
      expectBadField(await c.patch(`${CONFIGS}/${setting.id}`, { type: 'boolean' }), 'value');
      expectBadField(await c.patch(`${CONFIGS}/${setting.id}`, { key: 'dues.other' }), 'key');
      expect((await c.get(`${CONFIGS}/${setting.id}`)).json()).toMatchObject({ type: 'number', value: 120 });
      const retyped = await c.patch(`${CONFIGS}/${setting.id}`, { type: 'json', value: { default: 120, honorary: 0 } });
      expect(retyped.json()).toMatchObject({ type: 'json', value: { default: 120, honorary: 0 } });
      const audit = (await c.get(`${CONFIGS}/${setting.id}/audit`)).json().data;
      expect(audit.map((a: { action: string }) => a.action)).toEqual(['update', 'update']);
      expect(audit[1]).toMatchObject({ actor: 'admin@demo.com', changes: { value: { from: 90, to: 120 } } });
      expect(audit[0].changes).toMatchObject({
        type: { from: 'number', to: 'json' },
        value: { from: 120, to: { default: 120, honorary: 0 } },
      });

      const flag = await created(c, CONFIGS, {
        key: `test.flag_${next()}`,
        type: 'boolean',
        value: true,
        description: 'Uji.',
      });
      expect((await c.patch(`${CONFIGS}/${flag.id}`, { description: 'Uji coba fitur.' })).json().description).toBe(
        'Uji coba fitur.',
      );
      expect((await c.del(`${CONFIGS}/${flag.id}`)).statusCode).toBe(204);
      expect((await c.get(`${CONFIGS}/${flag.id}`)).statusCode).toBe(404);
      expect((await c.del(`${CONFIGS}/${flag.id}`)).statusCode).toBe(404);
    });
  });

  it('exports each list as CSV, exactly as filtered', async () => {
    await expectExportMatchesList(c, VERSIONS, 'platform=ios');
    await expectExportMatchesList(c, CONFIGS, 'type=json');
  });

  it('lets the client account neither read nor change versions and settings', async () => {
    for (const [method, url, body] of [
      ['GET', VERSIONS],
      ['GET', `${VERSIONS}/latest`],
      ['POST', VERSIONS, { platform: 'web', version: '1.0.0', buildNumber: 1, releasedAt: inHours(0) }],
      ['GET', CONFIGS],
      ['PATCH', `${CONFIGS}/1`, { value: 1 }],
    ] as const) {
      expect((await asClient(c, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

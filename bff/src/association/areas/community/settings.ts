import { globalConfigsContract } from '../../../contract/association/community-configs.js';
import { PLATFORMS, versionsContract } from '../../../contract/association/community-versions.js';
import type { Db } from '../../db/db.js';
import { coded, conflict } from '../../errors.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import { badField, CommunityRepository } from './store.js';
import { compareSemver } from './semver.js';

type Row = Record<string, unknown>;

/* ---------- app versions ---------- */

const VERSION_SELECT = `SELECT v.id, v.platform, v.version, v.build_number AS "buildNumber", v.release_notes AS "releaseNotes", v.mandatory,
       v.released_at AS "releasedAt", v.created_at AS "createdAt", v.updated_at AS "updatedAt"
  FROM app_versions v`;

const versionRepository = new CommunityRepository(
  {
    entity: 'appVersion',
    table: 'app_versions',
    idColumn: 'v.id',
    select: VERSION_SELECT,
    search: `v.version || ' ' || v.release_notes`,
    filters: {
      platform: 'v.platform = ?',
      mandatory: 'v.mandatory = ?::boolean',
      releasedFrom: 'v.released_at >= ?::date',
      releasedTo: 'v.released_at < ?::date + 1',
    },
    sorts: { releasedAt: 'v.released_at', buildNumber: 'v.build_number', platform: 'v.platform' },
    columns: {
      platform: 'platform',
      version: 'version',
      buildNumber: 'build_number',
      releaseNotes: 'release_notes',
      mandatory: 'mandatory',
      releasedAt: 'released_at',
    },
  },
  versionsContract.defaultSort,
  {
    async prepare(tx, body) {
      await checkOrder(tx, String(body.platform), String(body.version), Number(body.buildNumber), 0);
      return {
        platform: body.platform,
        version: body.version,
        build_number: body.buildNumber,
        release_notes: body.releaseNotes ?? '',
        mandatory: body.mandatory ?? false,
        released_at: body.releasedAt,
      };
    },
  },
);

/**
 * Within a platform, versions and build numbers rise together: a later version (semver precedence) has a higher build.
 * The table is locked against concurrent releases of the same check, so two requests cannot both pass it.
 */
async function checkOrder(db: Db, platform: string, version: string, build: number, exceptId: number) {
  await db.query('LOCK TABLE app_versions IN SHARE ROW EXCLUSIVE MODE');
  const others = await db.query<{ id: number; version: string; build: number }>(
    'SELECT id, version, build_number AS build FROM app_versions WHERE platform = $1 AND id <> $2',
    [platform, exceptId],
  );
  for (const other of others.rows) {
    if (other.version === version)
      throw conflict(`${platform} version ${version} already exists (release ${other.id})`, coded('community.versionExists', { platform, version, id: other.id }));
    if (other.build === build)
      throw conflict(
        `${platform} build ${build} is already used by version ${other.version} (release ${other.id})`,
        coded('community.buildTaken', { platform, build, version: other.version, id: other.id }),
      );
    const order = compareSemver(version, other.version);
    if (order === 0)
      throw conflict(
        `${platform} version ${version} has the same precedence as version ${other.version} (release ${other.id})`,
        coded('community.versionSamePrecedence', { platform, version, other: other.version, id: other.id }),
      );
    if (order > 0 !== build > other.build) {
      const relation = order > 0 ? 'later' : 'earlier';
      throw conflict(
        `${platform} version ${version} is ${relation} than ${other.version} (build ${other.build}), so its build must be ${order > 0 ? 'higher' : 'lower'} than ${other.build}`,
        coded(order > 0 ? 'community.buildMustBeHigher' : 'community.buildMustBeLower', { platform, version, other: other.version, build: other.build }),
      );
    }
  }
}

export const appVersions: ResourceModule = {
  contract: versionsContract,
  repository: versionRepository,
  hooks: {
    async beforeUpdate(db, current, body) {
      if (body.platform === undefined && body.version === undefined && body.buildNumber === undefined) return;
      const merged = { ...current, ...body };
      await checkOrder(
        db,
        String(merged.platform),
        String(merged.version),
        Number(merged.buildNumber),
        Number(current.id),
      );
    },
  },
};

async function latestVersions(db: Db) {
  const latest = await db.query<Row & { platform: string }>(
    `SELECT DISTINCT ON (v.platform) ${VERSION_SELECT.slice('SELECT '.length)} WHERE v.released_at <= (SELECT sejawat_now()) ORDER BY v.platform, v.build_number DESC`,
  );
  const minimum = await db.query<{ platform: string; build: number; version: string }>(
    `SELECT DISTINCT ON (platform) platform, build_number AS build, version FROM app_versions
      WHERE mandatory AND released_at <= (SELECT sejawat_now()) ORDER BY platform, build_number DESC`,
  );
  return {
    data: PLATFORMS.map((platform) => {
      const min = minimum.rows.find((r) => r.platform === platform);
      return {
        platform,
        latest: latest.rows.find((r) => r.platform === platform) ?? null,
        minimumBuildNumber: min?.build ?? null,
        minimumVersion: min?.version ?? null,
      };
    }),
  };
}

export const versionHandlers: Record<string, OperationHandler> = {
  async getLatestVersions({ db }) {
    return { status: 200, body: await latestVersions(db) };
  },
};

/* ---------- global configs ---------- */

const MAX_STRING = 10_000;
const MAX_JSON = 100_000;

/** The value must have the declared type (400 naming value otherwise). */
function checkValue(type: unknown, value: unknown) {
  const fail = (what: string) => badField('value', `must be ${what} (type is ${String(type)})`, coded('config.valueNotOfType', { type: String(type) }));
  switch (type) {
    case 'string':
      if (typeof value !== 'string') throw fail('a string');
      if (value.length > MAX_STRING) throw badField('value', `must be at most ${MAX_STRING} characters`, coded('validation.maxLength', { limit: MAX_STRING }));
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw fail('a finite number');
      return;
    case 'boolean':
      if (typeof value !== 'boolean') throw fail('true or false');
      return;
    default:
      if (value === null || typeof value !== 'object') throw fail('an object or an array');
      if (JSON.stringify(value).length > MAX_JSON)
        throw badField('value', `must be at most ${MAX_JSON} characters of JSON`, coded('config.jsonTooLong', { limit: MAX_JSON }));
  }
}

async function uniqueKey(db: Db, key: unknown) {
  const rows = await db.query<{ id: number }>('SELECT id FROM global_configs WHERE key = $1', [key]);
  if (rows.rows[0])
    throw conflict(
      `Setting ${String(key)} already exists (global config ${rows.rows[0].id}); change its value instead`,
      coded('community.settingExists', { key: String(key), id: rows.rows[0].id }),
    );
}

const configRepository = new CommunityRepository(
  {
    entity: 'globalConfig',
    table: 'global_configs',
    idColumn: 'g.id',
    select: `SELECT g.id, g.key, g.type, g.value, g.description, g.created_at AS "createdAt", g.updated_at AS "updatedAt" FROM global_configs g`,
    search: `g.key || ' ' || g.description`,
    filters: { type: 'g.type = ?', keyPrefix: 'starts_with(g.key, ?)' },
    sorts: { key: 'g.key', type: 'g.type', updatedAt: 'g.updated_at' },
    // value is written by derive: a jsonb column takes the JSON text.
    columns: { type: 'type', description: 'description' },
  },
  globalConfigsContract.defaultSort,
  {
    async prepare(tx, body) {
      checkValue(body.type, body.value);
      await uniqueKey(tx, body.key);
      return { key: body.key, type: body.type, value: JSON.stringify(body.value), description: body.description ?? '' };
    },
    derive(_tx, body) {
      return body.value === undefined ? {} : { value: JSON.stringify(body.value) };
    },
  },
);

export const globalConfigs: ResourceModule = {
  contract: globalConfigsContract,
  repository: configRepository,
  hooks: {
    async beforeUpdate(_db, current, body) {
      if (body.type === undefined && !('value' in body)) return;
      const type = body.type ?? current.type;
      if ('value' in body) checkValue(type, body.value);
      else if (type !== current.type) {
        try {
          checkValue(type, current.value);
        } catch {
          throw badField(
            'value',
            `must be sent with the new type: the current value is not ${type === 'json' ? 'an object or an array' : `a ${String(type)}`}`,
            coded('config.valueForNewType', { type: String(type) }),
          );
        }
      }
    },
  },
};

import { Type } from 'typebox';
import { Id, IsoDateTime, Text } from './common.js';
import { API, BooleanFilter, DateFilter } from './community-common.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

export const VERSIONS_TAG = 'Versions';
export const VERSION_SUBJECT = 'Version';

export const PLATFORMS = ['android', 'ios', 'web'] as const;
const Platform = Type.Enum(PLATFORMS, { type: 'string' });

/** Semantic Versioning 2.0.0 (semver.org), without a leading v. */
export const SEMVER_PATTERN =
  '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$';
const SemVer = Type.String({
  pattern: SEMVER_PATTERN,
  maxLength: 64,
  examples: ['3.4.1'],
  description: 'A semantic version (MAJOR.MINOR.PATCH[-pre][+build]).',
});
const BuildNumber = Type.Integer({
  minimum: 1,
  maximum: 2_100_000_000,
  examples: [30401],
  description: 'The store build (Android versionCode, iOS build); unique per platform.',
});

export const AppVersionSchema = Type.Object(
  {
    id: Id,
    platform: Platform,
    version: Type.String({ examples: ['3.4.1'] }),
    buildNumber: Type.Integer(),
    releaseNotes: Type.String(),
    mandatory: Type.Boolean({ description: 'Older builds must update before they can be used.' }),
    releasedAt: IsoDateTime,
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocAppVersion', description: 'A release of the member app on one platform.' },
);

const VersionFields = {
  platform: Platform,
  version: SemVer,
  buildNumber: BuildNumber,
  releaseNotes: Text(5000),
  mandatory: Type.Boolean(),
  releasedAt: IsoDateTime,
};

export const versionsContract: ResourceContract = {
  name: 'versions',
  tag: VERSIONS_TAG,
  subject: VERSION_SUBJECT,
  singular: 'AppVersion',
  plural: 'AppVersions',
  description:
    'Releases of the member app per platform (android, ios, web). The version is a semantic version (400 otherwise); ' +
    'version and build number are each unique per platform (409), and builds follow versions: a later version has a ' +
    'higher build number (409 naming the release out of order).',
  entity: AppVersionSchema,
  create: Type.Object(
    {
      platform: Platform,
      version: SemVer,
      buildNumber: BuildNumber,
      releaseNotes: Type.Optional(VersionFields.releaseNotes),
      mandatory: Type.Optional(Type.Boolean()),
      releasedAt: IsoDateTime,
    },
    {
      additionalProperties: false,
      examples: [
        {
          platform: 'android',
          version: '3.4.1',
          buildNumber: 30401,
          releaseNotes: 'Perbaikan unggah dokumen STR.',
          mandatory: false,
          releasedAt: '2026-11-20T03:00:00.000Z',
        },
      ],
    },
  ),
  update: Type.Partial(Type.Object(VersionFields), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ mandatory: true }],
  }),
  remove: true,
  filters: {
    platform: Platform,
    mandatory: BooleanFilter('Mandatory updates only (true) or optional ones (false).'),
    releasedFrom: DateFilter('Released on or after this day.'),
    releasedTo: DateFilter('Released on or before this day.'),
  },
  sorts: ['releasedAt', 'buildNumber', 'platform'],
  defaultSort: 'releasedAt:desc',
  searchable: ['version', 'releaseNotes'],
};

export const LatestVersionsSchema = Type.Object(
  {
    data: Type.Array(
      Type.Object({
        platform: Platform,
        latest: Type.Union([AppVersionSchema, Type.Null()], {
          description: 'The released version with the highest build; null when none.',
        }),
        minimumBuildNumber: Type.Union([Type.Integer(), Type.Null()], {
          description: 'The build of the newest mandatory release: older builds must update.',
        }),
        minimumVersion: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
  },
  { title: 'LatestVersions' },
);

export const versionOperations: OperationContract[] = [
  {
    tag: VERSIONS_TAG,
    subject: VERSION_SUBJECT,
    method: 'GET',
    path: `${API}/versions/latest`,
    operationId: 'getLatestVersions',
    action: 'read',
    summary: 'Latest version per platform',
    description:
      'For android, ios and web: the released version (releasedAt not after now) with the highest build number, and the ' +
      'newest mandatory release, below which the app must update.',
    response: { 200: LatestVersionsSchema },
  },
];

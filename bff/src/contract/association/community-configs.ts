import { Type } from 'typebox';
import { Id, IsoDateTime, Text } from './common.js';
import type { ResourceContract } from './resource.js';

export const CONFIG_TYPES = ['string', 'number', 'boolean', 'json'] as const;
const ConfigType = Type.Enum(CONFIG_TYPES, { type: 'string' });

/** Dotted lower-case segments: app.maintenance_mode, dues.grace_days. */
export const CONFIG_KEY_PATTERN = '^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$';
const Key = Type.String({ pattern: CONFIG_KEY_PATTERN, minLength: 2, maxLength: 100, examples: ['dues.grace_days'] });
const Value = Type.Unknown({
  description:
    'Must match type: a string (at most 10,000 characters), a finite number, true or false, or for json an object or an array.',
  examples: [90],
});

export const GlobalConfigSchema = Type.Object(
  {
    id: Id,
    key: Type.String({ examples: ['dues.grace_days'] }),
    type: ConfigType,
    value: Type.Unknown({ examples: [90] }),
    description: Type.String(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocGlobalConfig', description: 'A global setting of the apps and the association server, typed.' },
);

export const globalConfigsContract: ResourceContract = {
  name: 'global-configs',
  tag: 'Global Configs',
  subject: 'GlobalConfig',
  singular: 'GlobalConfig',
  plural: 'GlobalConfigs',
  description:
    'Global settings as typed key/value pairs. The key is unique (409) and dotted lower case; it does not change once ' +
    'created. The value is checked against the type (400 naming value), also when only the type changes. Every change ' +
    'is kept in the audit trail. keyPrefix keeps the keys that start with it.',
  entity: GlobalConfigSchema,
  create: Type.Object(
    { key: Key, type: ConfigType, value: Value, description: Type.Optional(Text(1000)) },
    {
      additionalProperties: false,
      examples: [
        {
          key: 'dues.grace_days',
          type: 'number',
          value: 90,
          description: 'Days after the due date before a member counts as in arrears.',
        },
      ],
    },
  ),
  update: Type.Partial(Type.Object({ type: ConfigType, value: Value, description: Text(1000) }), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ value: 120 }],
  }),
  remove: true,
  filters: {
    type: ConfigType,
    keyPrefix: Type.String({ pattern: '^[a-z][a-z0-9_.]*$', maxLength: 100, examples: ['dues.'] }),
  },
  sorts: ['key', 'type', 'updatedAt'],
  defaultSort: 'key:asc',
  searchable: ['key', 'description'],
};

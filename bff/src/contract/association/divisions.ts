import { Type } from 'typebox';
import { Email, Id, IsoDateTime, Name, Phone, Text } from './common.js';
import type { ResourceContract } from './resource.js';

export const DIVISION_LEVELS = ['national', 'province', 'branch'] as const;

export const DivisionSchema = Type.Object(
  {
    id: Id,
    code: Type.String({ examples: ['PC-3171'] }),
    name: Type.String({ examples: ['Cabang Jakarta Selatan'] }),
    level: Type.Enum(DIVISION_LEVELS, { type: 'string' }),
    parentId: Type.Union([Id, Type.Null()]),
    parentName: Type.Union([Type.String(), Type.Null()]),
    city: Type.Union([Type.String(), Type.Null()]),
    address: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    memberCount: Type.Integer({ minimum: 0, description: 'Members whose branch this is (branches only).' }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocDivision', description: 'A board: the national board (PB), a provincial board (PW) or a branch (PC).' },
);

const DivisionFields = {
  code: Type.String({ pattern: '^[A-Z]{2}-[0-9A-Z-]{1,20}$', examples: ['PC-3171'] }),
  name: Name,
  level: Type.Enum(DIVISION_LEVELS, { type: 'string' }),
  parentId: Type.Union([Id, Type.Null()]),
  city: Type.Union([Text(120), Type.Null()]),
  address: Text(500),
  phone: Type.Union([Phone, Type.Literal('')]),
  email: Type.Union([Email, Type.Literal('')]),
};

export const divisionsContract: ResourceContract = {
  name: 'divisions',
  tag: 'Divisions',
  subject: 'Division',
  singular: 'Division',
  plural: 'Divisions',
  description: 'The national, provincial and branch boards. A branch belongs to a province, a province to the national board.',
  entity: DivisionSchema,
  create: Type.Object(
    {
      code: DivisionFields.code,
      name: DivisionFields.name,
      level: DivisionFields.level,
      parentId: DivisionFields.parentId,
      city: Type.Optional(DivisionFields.city),
      address: Type.Optional(DivisionFields.address),
      phone: Type.Optional(DivisionFields.phone),
      email: Type.Optional(DivisionFields.email),
    },
    { additionalProperties: false, examples: [{ code: 'PC-3171', name: 'Cabang Jakarta Selatan', level: 'branch', parentId: 2 }] },
  ),
  update: Type.Partial(Type.Object(DivisionFields), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ phone: '+62 21 555 0101' }],
  }),
  remove: true,
  filters: {
    level: Type.Enum(DIVISION_LEVELS, { type: 'string' }),
    parentId: Id,
  },
  sorts: ['name', 'code', 'level', 'memberCount', 'createdAt'],
  defaultSort: 'code:asc',
  searchable: ['name', 'code', 'city'],
};

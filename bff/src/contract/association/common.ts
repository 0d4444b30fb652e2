import { Type } from 'typebox';

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [1] });
export const IsoDate = Type.String({ format: 'date', examples: ['2026-11-21'] });
export const IsoDateTime = Type.String({ format: 'date-time', examples: ['2026-11-21T08:30:00.000Z'] });
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Phone = Type.String({ pattern: '^\\+?[0-9][0-9 ()-]{5,24}$', examples: ['+62 812-3456-7890'] });
export const Text = (maxLength: number, minLength = 0) => Type.String({ maxLength, minLength });
export const Name = Type.String({ minLength: 1, maxLength: 160, pattern: '\\S' });

export const AuditRecordSchema = Type.Object(
  {
    id: Type.Integer(),
    action: Type.String({ examples: ['update'] }),
    actor: Type.String({ examples: ['admin@demo.com'] }),
    at: IsoDateTime,
    changes: Type.Record(Type.String(), Type.Unknown()),
  },
  { $id: 'AssocAuditRecord' },
);

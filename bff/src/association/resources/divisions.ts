import { divisionsContract } from '../../contract/association/divisions.js';
import type { Db } from '../db/db.js';
import { ApiError } from '../errors.js';
import { Repository } from './engine.js';
import type { ResourceModule } from './module.js';

const repository = new Repository(
  {
    entity: 'division',
    table: 'divisions',
    idColumn: 'd.id',
    select: `SELECT d.id, d.code, d.name, d.level, d.parent_id AS "parentId", p.name AS "parentName", d.city, d.address,
                    d.phone, d.email, (SELECT count(*)::int FROM members m WHERE m.division_id = d.id) AS "memberCount",
                    d.created_at AS "createdAt", d.updated_at AS "updatedAt"
               FROM divisions d LEFT JOIN divisions p ON p.id = d.parent_id`,
    search: `d.name || ' ' || d.code || ' ' || coalesce(d.city, '')`,
    filters: { level: 'd.level = ?', parentId: 'd.parent_id = ?' },
    sorts: { name: 'd.name', code: 'd.code', level: 'd.level', memberCount: '"memberCount"', createdAt: 'd.created_at' },
    columns: {
      code: 'code',
      name: 'name',
      level: 'level',
      parentId: 'parent_id',
      city: 'city',
      address: 'address',
      phone: 'phone',
      email: 'email',
    },
  },
  divisionsContract.defaultSort,
);

const PARENT_LEVEL = { national: null, province: 'national', branch: 'province' } as const;

/** A province hangs under the national board and a branch under a province; the national board under nothing. */
async function checkHierarchy(db: Db, level: keyof typeof PARENT_LEVEL, parentId: number | null) {
  const wanted = PARENT_LEVEL[level];
  if (wanted === null) {
    if (parentId !== null) throw new ApiError(400, 'The national board has no parent', [{ field: 'parentId', in: 'body', message: 'must be null for the national board' }]);
    return;
  }
  const parent = parentId === null ? undefined : await repository.find(db, parentId);
  if (!parent || parent.level !== wanted) {
    throw new ApiError(400, `A ${level} must belong to a ${wanted}`, [
      { field: 'parentId', in: 'body', message: `must be the id of a ${wanted}` },
    ]);
  }
}

export const divisions: ResourceModule = {
  contract: divisionsContract,
  repository,
  hooks: {
    async beforeCreate(db, body) {
      await checkHierarchy(db, body.level as keyof typeof PARENT_LEVEL, (body.parentId as number | null) ?? null);
    },
    async beforeUpdate(db, current, body) {
      if (body.level === undefined && body.parentId === undefined) return;
      const level = (body.level ?? current.level) as keyof typeof PARENT_LEVEL;
      const parentId = (body.parentId === undefined ? current.parentId : body.parentId) as number | null;
      await checkHierarchy(db, level, parentId);
    },
  },
};

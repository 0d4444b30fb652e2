import { colleaguesContract } from '../../../contract/association/community-colleagues.js';
import { coded, conflict } from '../../errors.js';
import type { ResourceModule } from '../../resources/module.js';
import { notInFuture } from '../../db/clock.js';
import { assertOpenFile, badField, CommunityRepository, memberOf } from './store.js';

const repository = new CommunityRepository(
  {
    entity: 'colleague',
    table: 'colleagues',
    idColumn: 'k.id',
    select: `SELECT k.id, k.member_id AS "memberId", m.full_name AS "memberName", md.name AS "memberDivisionName",
                    k.colleague_id AS "colleagueId", o.full_name AS "colleagueName", od.name AS "colleagueDivisionName",
                    k.relation, k.practice_place AS "practicePlace", k.since::text AS since, k.notes,
                    k.created_at AS "createdAt", k.updated_at AS "updatedAt"
               FROM colleagues k
               JOIN members m ON m.id = k.member_id JOIN divisions md ON md.id = m.division_id
               JOIN members o ON o.id = k.colleague_id JOIN divisions od ON od.id = o.division_id`,
    search: `m.full_name || ' ' || o.full_name || ' ' || k.practice_place`,
    filters: {
      memberId: '? IN (k.member_id, k.colleague_id)',
      relation: 'k.relation = ?',
      divisionId: '? IN (m.division_id, o.division_id)',
    },
    sorts: {
      since: 'k.since',
      memberName: 'm.full_name',
      colleagueName: 'o.full_name',
      relation: 'k.relation',
      createdAt: 'k.created_at',
    },
    columns: { relation: 'relation', practicePlace: 'practice_place', since: 'since', notes: 'notes' },
  },
  colleaguesContract.defaultSort,
  {
    async prepare(tx, body) {
      if (body.memberId === body.colleagueId) throw badField('colleagueId', 'must be another member than memberId', coded('field.sameMember'));
      const member = await memberOf(tx, body.memberId);
      const colleague = await memberOf(tx, body.colleagueId, 'colleagueId');
      assertOpenFile(member, 'linking a colleague');
      assertOpenFile(colleague, 'linking a colleague');
      await notInFuture(tx, 'since', body.since);
      const linked = await tx.query<{ id: number; relation: string }>(
        `SELECT id, relation FROM colleagues WHERE least(member_id, colleague_id) = least($1::int, $2::int)
            AND greatest(member_id, colleague_id) = greatest($1::int, $2::int)`,
        [member.id, colleague.id],
      );
      const link = linked.rows[0];
      if (link) {
        throw conflict(
          `${member.fullName} and ${colleague.fullName} are already linked as ${link.relation.replace('_', ' ')} (colleague link ${link.id}); change that link instead`,
          coded('community.colleagueLinked', { member: member.fullName, colleague: colleague.fullName, id: link.id }),
        );
      }
      return {
        member_id: member.id,
        colleague_id: colleague.id,
        relation: body.relation,
        practice_place: body.practicePlace ?? '',
        since: body.since,
        notes: body.notes ?? '',
      };
    },
  },
);

export const colleagues: ResourceModule = {
  contract: colleaguesContract,
  repository,
  hooks: {
    async beforeUpdate(db, _current, body) {
      await notInFuture(db, 'since', body.since);
    },
  },
};

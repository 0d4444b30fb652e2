import { SIP_EXPIRING_DAYS, sipPermitsContract, skpEntriesContract } from '../../../contract/association/members-licences.js';
import type { Db } from '../../db/db.js';
import { conflict, coded } from '../../errors.js';
import type { ResourceModule } from '../../resources/module.js';
import { notInFuture } from '../../db/clock.js';
import { AreaRepository, assertOpenFile, memberOf } from './repository.js';
import { MEMBER_SEARCH_SQL } from './sql.js';

const SIP_STATUS_SQL = `CASE WHEN p.expires_at < (SELECT sejawat_today()) THEN 'expired' WHEN p.expires_at <= (SELECT sejawat_today()) + ${SIP_EXPIRING_DAYS} THEN 'expiring' ELSE 'active' END`;

export const SIP_SELECT = `SELECT p.id, p.member_id AS "memberId", m.full_name AS "memberName", p.number, p.practice_place AS "practicePlace",
       p.city, p.issued_at::text AS "issuedAt", p.expires_at::text AS "expiresAt", ${SIP_STATUS_SQL} AS status,
       p.created_at AS "createdAt", p.updated_at AS "updatedAt"
  FROM sip_permits p JOIN members m ON m.id = p.member_id`;

/** A dentist may practise in at most three places at once (Permenkes 2052/2011); a renewal at the same place replaces its SIP. */
const MAX_PLACES = 3;

async function checkPlaces(db: Db, memberId: number, issuedAt: string, place: string, exceptId = 0) {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sip_permits
      WHERE member_id = $1 AND issued_at <= $2 AND expires_at > $2 AND lower(practice_place) <> lower($3) AND id <> $4`,
    [memberId, issuedAt, place, exceptId],
  );
  if ((rows.rows[0]?.n ?? 0) >= MAX_PLACES) {
    throw conflict(`Member ${memberId} already holds ${MAX_PLACES} SIPs valid on ${issuedAt}; a dentist practises in at most ${MAX_PLACES} places`);
  }
}

const sipRepository = new AreaRepository(
  {
    entity: 'sipPermit',
    table: 'sip_permits',
    idColumn: 'p.id',
    select: SIP_SELECT,
    search: MEMBER_SEARCH_SQL,
    filters: { status: `(${SIP_STATUS_SQL}) = ?`, memberId: 'p.member_id = ?', expiringBefore: 'p.expires_at <= ?', number: 'p.number = ?' },
    sorts: { expiresAt: 'p.expires_at', issuedAt: 'p.issued_at', number: 'p.number', memberName: 'm.full_name', city: 'p.city' },
    columns: { number: 'number', practicePlace: 'practice_place', city: 'city', issuedAt: 'issued_at' },
  },
  sipPermitsContract.defaultSort,
  {
    async prepare(tx, body) {
      const member = await memberOf(tx, body.memberId);
      assertOpenFile(member, 'a practice permit');
      await notInFuture(tx, 'issuedAt', body.issuedAt);
      await checkPlaces(tx, member.id, body.issuedAt as string, body.practicePlace as string);
      return { member_id: member.id, number: body.number, practice_place: body.practicePlace, city: body.city, issued_at: body.issuedAt };
    },
  },
);

const skpRepository = new AreaRepository(
  {
    entity: 'skpEntry',
    table: 'skp_entries',
    idColumn: 'e.id',
    select: `SELECT e.id, e.member_id AS "memberId", m.full_name AS "memberName", e.activity, e.domain, e.credits::float8 AS credits,
                    e.earned_at::text AS "earnedAt", e.source, e.created_at AS "createdAt"
               FROM skp_entries e JOIN members m ON m.id = e.member_id`,
    search: MEMBER_SEARCH_SQL,
    filters: { memberId: 'e.member_id = ?', domain: 'e.domain = ?', earnedFrom: 'e.earned_at >= ?', earnedTo: 'e.earned_at <= ?' },
    sorts: { earnedAt: 'e.earned_at', credits: 'e.credits', domain: 'e.domain', memberName: 'm.full_name' },
    columns: { activity: 'activity', domain: 'domain', credits: 'credits', earnedAt: 'earned_at', source: 'source' },
  },
  skpEntriesContract.defaultSort,
  {
    async prepare(tx, body) {
      const member = await memberOf(tx, body.memberId);
      await notInFuture(tx, 'earnedAt', body.earnedAt);
      return { member_id: member.id, activity: body.activity, domain: body.domain, credits: body.credits, earned_at: body.earnedAt, source: body.source };
    },
  },
);

export const credentialModules: ResourceModule[] = [
  {
    contract: sipPermitsContract,
    repository: sipRepository,
    hooks: {
      async beforeUpdate(db, current, body) {
        if (body.issuedAt === undefined && body.practicePlace === undefined) return;
        await notInFuture(db, 'issuedAt', body.issuedAt);
        const merged = { ...current, ...body } as { id: number; memberId: number; issuedAt: string; practicePlace: string };
        await checkPlaces(db, merged.memberId, merged.issuedAt, merged.practicePlace, merged.id);
      },
    },
  },
  {
    contract: skpEntriesContract,
    repository: skpRepository,
    hooks: {
      async beforeUpdate(db, _current, body) {
        await notInFuture(db, 'earnedAt', body.earnedAt);
      },
    },
  },
];

import { deathsContract, survivorsContract, vaccinationsContract } from '../../../contract/association/members-mitigation.js';
import type { Db } from '../../db/db.js';
import { conflict, coded, codedText } from '../../errors.js';
import type { ResourceModule } from '../../resources/module.js';
import { changeStatus } from './lifecycle.js';
import { notInFuture } from '../../db/clock.js';
import { AreaRepository, badField, memberOf } from './repository.js';
import { MEMBER_SEARCH_SQL, memberInProvince } from './sql.js';

type Row = Record<string, unknown>;
const memberName = 'm.full_name';

function checkRecovery(diagnosedAt: unknown, recoveredAt: unknown) {
  if (typeof recoveredAt === 'string' && typeof diagnosedAt === 'string' && recoveredAt < diagnosedAt) {
    throw badField('recoveredAt', 'must not be before diagnosedAt', coded('survivor.recoveredBeforeDiagnosed'));
  }
}

const survivors = new AreaRepository(
  {
    entity: 'survivor',
    table: 'survivors',
    idColumn: 's.id',
    select: `SELECT s.id, s.member_id AS "memberId", m.full_name AS "memberName", s.diagnosed_at::text AS "diagnosedAt",
                    s.recovered_at::text AS "recoveredAt", s.severity, s.notes, s.created_at AS "createdAt"
               FROM survivors s JOIN members m ON m.id = s.member_id`,
    search: MEMBER_SEARCH_SQL,
    filters: {
      memberId: 's.member_id = ?',
      severity: 's.severity = ?',
      recovered: '(s.recovered_at IS NOT NULL) = ?',
      provinceId: memberInProvince,
      diagnosedFrom: 's.diagnosed_at >= ?',
      diagnosedTo: 's.diagnosed_at <= ?',
    },
    sorts: { diagnosedAt: 's.diagnosed_at', recoveredAt: 's.recovered_at', severity: 's.severity', memberName },
    columns: { diagnosedAt: 'diagnosed_at', recoveredAt: 'recovered_at', severity: 'severity', notes: 'notes' },
  },
  survivorsContract.defaultSort,
  {
    async prepare(tx, body) {
      const member = await memberOf(tx, body.memberId);
      await notInFuture(tx, 'diagnosedAt', body.diagnosedAt);
      await notInFuture(tx, 'recoveredAt', body.recoveredAt);
      checkRecovery(body.diagnosedAt, body.recoveredAt);
      return { member_id: member.id, diagnosed_at: body.diagnosedAt, recovered_at: body.recoveredAt ?? null, severity: body.severity, notes: body.notes ?? '' };
    },
  },
);

async function checkDeathDate(db: Db, diedAt: unknown, birthDate: string) {
  await notInFuture(db, 'diedAt', diedAt);
  if (typeof diedAt === 'string' && diedAt < birthDate) throw badField('diedAt', 'must not be before the member\'s birth date', coded('death.beforeBirth'));
}

const deaths = new AreaRepository(
  {
    entity: 'death',
    table: 'deaths',
    idColumn: 'x.id',
    select: `SELECT x.id, x.member_id AS "memberId", m.full_name AS "memberName", x.died_at::text AS "diedAt", x.cause,
                    x.covid_related AS "covidRelated", x.notes, x.created_at AS "createdAt"
               FROM deaths x JOIN members m ON m.id = x.member_id`,
    search: MEMBER_SEARCH_SQL,
    filters: {
      memberId: 'x.member_id = ?',
      covidRelated: 'x.covid_related = ?',
      provinceId: memberInProvince,
      diedFrom: 'x.died_at >= ?',
      diedTo: 'x.died_at <= ?',
    },
    sorts: { diedAt: 'x.died_at', memberName },
    columns: { diedAt: 'died_at', cause: 'cause', covidRelated: 'covid_related', notes: 'notes' },
  },
  deathsContract.defaultSort,
  {
    // The member becomes deceased in the same transaction: the lifecycle refuses (409) a member already deceased or dismissed.
    async prepare(tx, body, actor) {
      const member = await memberOf(tx, body.memberId);
      await checkDeathDate(tx, body.diedAt, member.birthDate);
      await changeStatus(tx, member.id, 'deceased', codedText(`Death on ${body.diedAt} recorded: ${body.cause}`, 'history.deathRecorded', { diedAt: body.diedAt as string, cause: body.cause as string }), actor, 'death');
      return { member_id: member.id, died_at: body.diedAt, cause: body.cause, covid_related: body.covidRelated, notes: body.notes ?? '' };
    },
  },
);

/** Dose n follows dose n - 1 and precedes dose n + 1 of the same member. */
async function checkDoseOrder(db: Db, memberId: number, dose: number, date: string, exceptId = 0) {
  const rows = await db.query<{ dose: number; at: string }>(
    `SELECT dose, vaccinated_at::text AS at FROM vaccinations WHERE member_id = $1 AND dose IN ($2 - 1, $2 + 1) AND id <> $3`,
    [memberId, dose, exceptId],
  );
  const before = rows.rows.find((r) => r.dose === dose - 1);
  const after = rows.rows.find((r) => r.dose === dose + 1);
  if (dose > 1 && !before) throw conflict(`Member ${memberId} has no dose ${dose - 1} recorded; dose ${dose} follows it`, coded('vaccination.previousDoseMissing', { memberId, dose, previous: dose - 1 }));
  if (before && before.at >= date) throw conflict(`Dose ${dose} must come after dose ${dose - 1} (${before.at})`, coded('vaccination.beforePreviousDose', { dose, previous: dose - 1, previousDate: before.at }));
  if (after && after.at <= date) throw conflict(`Dose ${dose} must come before dose ${dose + 1} (${after.at})`, coded('vaccination.afterNextDose', { dose, next: dose + 1, nextDate: after.at }));
}

const vaccinations = new AreaRepository(
  {
    entity: 'vaccination',
    table: 'vaccinations',
    idColumn: 'v.id',
    select: `SELECT v.id, v.member_id AS "memberId", m.full_name AS "memberName", v.vaccine, v.dose,
                    v.vaccinated_at::text AS "vaccinatedAt", v.location, v.created_at AS "createdAt"
               FROM vaccinations v JOIN members m ON m.id = v.member_id`,
    search: MEMBER_SEARCH_SQL,
    filters: {
      memberId: 'v.member_id = ?',
      vaccine: 'v.vaccine = ?',
      dose: 'v.dose = ?',
      provinceId: memberInProvince,
      vaccinatedFrom: 'v.vaccinated_at >= ?',
      vaccinatedTo: 'v.vaccinated_at <= ?',
    },
    sorts: { vaccinatedAt: 'v.vaccinated_at', dose: 'v.dose', vaccine: 'v.vaccine', memberName },
    columns: { vaccine: 'vaccine', vaccinatedAt: 'vaccinated_at', location: 'location' },
  },
  vaccinationsContract.defaultSort,
  {
    async prepare(tx, body) {
      const member = await memberOf(tx, body.memberId);
      await notInFuture(tx, 'vaccinatedAt', body.vaccinatedAt);
      await checkDoseOrder(tx, member.id, body.dose as number, body.vaccinatedAt as string);
      return { member_id: member.id, vaccine: body.vaccine, dose: body.dose, vaccinated_at: body.vaccinatedAt, location: body.location };
    },
  },
);

export const mitigationModules: ResourceModule[] = [
  {
    contract: survivorsContract,
    repository: survivors,
    hooks: {
      async beforeUpdate(db, current, body) {
        await notInFuture(db, 'diagnosedAt', body.diagnosedAt);
        await notInFuture(db, 'recoveredAt', body.recoveredAt);
        const merged: Row = { ...current, ...body };
        checkRecovery(merged.diagnosedAt, merged.recoveredAt);
      },
    },
  },
  {
    contract: deathsContract,
    repository: deaths,
    hooks: {
      async beforeUpdate(db, current, body) {
        if (body.diedAt === undefined) return;
        await checkDeathDate(db, body.diedAt, (await memberOf(db, current.memberId)).birthDate);
      },
    },
  },
  {
    contract: vaccinationsContract,
    repository: vaccinations,
    hooks: {
      async beforeUpdate(db, current, body) {
        if (body.vaccinatedAt === undefined) return;
        await notInFuture(db, 'vaccinatedAt', body.vaccinatedAt);
        await checkDoseOrder(db, current.memberId as number, current.dose as number, body.vaccinatedAt as string, current.id as number);
      },
    },
  },
];

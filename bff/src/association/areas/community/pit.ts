import { pitEventsContract, pitRegistrationsContract } from '../../../contract/association/community-pit.js';
import type { Db } from '../../db/db.js';
import { clockNow } from '../../db/clock.js';
import { coded, conflict } from '../../errors.js';
import { assertOwnDivision } from '../../resources/writable.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import {
  assertOpenFile,
  badField,
  bodyOf,
  CommunityRepository,
  divisionOf,
  idParam,
  memberOf,
  memberSearch,
  transition,
  words,
  type Transition,
} from './store.js';

type Row = Record<string, unknown>;

/** Details of an event change only before it starts. */
const EDITABLE = ['planned', 'registration_open'];

const events = new CommunityRepository(
  {
    entity: 'pitEvent',
    table: 'pit_events',
    idColumn: 'p.id',
    select: `SELECT p.id, p.name, p.year, p.city, p.venue, p.start_date::text AS "startDate", p.end_date::text AS "endDate",
                    p.organiser_division_id AS "organiserDivisionId", d.name AS "organiserDivisionName",
                    p.registration_fee AS "registrationFee", p.status, p.cancellation_reason AS "cancellationReason",
                    (SELECT count(*)::int FROM pit_registrations r WHERE r.event_id = p.id) AS "registrationCount",
                    (SELECT count(*)::int FROM pit_registrations r WHERE r.event_id = p.id AND r.paid) AS "paidCount",
                    p.created_at AS "createdAt", p.updated_at AS "updatedAt"
               FROM pit_events p JOIN divisions d ON d.id = p.organiser_division_id`,
    search: `p.name || ' ' || p.city || ' ' || p.venue`,
    filters: { status: 'p.status = ?', year: 'p.year = ?', organiserDivisionId: 'p.organiser_division_id = ?' },
    sorts: {
      startDate: 'p.start_date',
      year: 'p.year',
      name: 'p.name',
      status: 'p.status',
      registrationFee: 'p.registration_fee',
    },
    columns: {
      name: 'name',
      year: 'year',
      city: 'city',
      venue: 'venue',
      startDate: 'start_date',
      endDate: 'end_date',
      organiserDivisionId: 'organiser_division_id',
      registrationFee: 'registration_fee',
    },
  },
  pitEventsContract.defaultSort,
  {
    async prepare(tx, body) {
      checkDates(body);
      const organiser = await divisionOf(tx, body.organiserDivisionId, 'organiserDivisionId');
      await ownOrganiser(tx, organiser);
      await uniqueYear(tx, organiser.id, Number(body.year), 0);
      return {
        name: body.name,
        year: body.year,
        city: body.city,
        venue: body.venue,
        start_date: body.startDate,
        end_date: body.endDate,
        organiser_division_id: organiser.id,
        registration_fee: body.registrationFee,
      };
    },
  },
);

/** The meeting takes place in its year, and does not end before it starts. */
function checkDates(event: Row) {
  const { year, startDate, endDate } = event as { year: number; startDate: string; endDate: string };
  if (!startDate.startsWith(`${year}-`)) throw badField('startDate', `must fall in ${year}, the year of the meeting`, coded('field.outsideYear', { year }));
  if (endDate < startDate) throw badField('endDate', 'must not be before startDate', coded('field.beforeStart'));
}

/** A board organises events for itself and the boards below it (403 before any check of the organiser's calendar). */
const ownOrganiser = (db: Db, organiser: { id: number; name: string }) =>
  assertOwnDivision(db, organiser.id, `${organiser.name} is outside your board's scope: a board organises PIT events for itself and the boards below it`);

async function uniqueYear(db: Db, organiserId: number, year: number, exceptId: number) {
  const rows = await db.query<{ id: number; name: string }>(
    'SELECT p.id, p.name FROM pit_events p WHERE p.organiser_division_id = $1 AND p.year = $2 AND p.id <> $3',
    [organiserId, year, exceptId],
  );
  const other = rows.rows[0];
  if (other) {
    throw conflict(
      `The organiser already holds a PIT in ${year}: "${other.name}" (event ${other.id})`,
      coded('community.pitYearTaken', { year, name: other.name, id: other.id }),
    );
  }
}

export const pitEvents: ResourceModule = {
  contract: pitEventsContract,
  repository: events,
  hooks: {
    async beforeUpdate(db, current, body) {
      if (!EDITABLE.includes(String(current.status))) {
        throw conflict(
          `PIT "${String(current.name)}" is ${words(String(current.status))}; its details change only while planned or open for registration`,
          coded('community.pitNotEditable', { name: String(current.name), state: String(current.status) }),
        );
      }
      const merged = { ...current, ...body };
      checkDates(merged);
      if (body.organiserDivisionId !== undefined) await ownOrganiser(db, await divisionOf(db, body.organiserDivisionId, 'organiserDivisionId'));
      if (body.organiserDivisionId !== undefined || body.year !== undefined) {
        await uniqueYear(db, Number(merged.organiserDivisionId), Number(merged.year), Number(current.id));
      }
    },
    async beforeDelete(_db, current) {
      if (current.status !== 'planned') {
        throw conflict(
          `PIT "${String(current.name)}" is ${words(String(current.status))}; only a planned event can be deleted (cancel it instead)`,
          coded('community.pitDeleteOnlyPlanned', { name: String(current.name), state: String(current.status) }),
        );
      }
    },
  },
};

const registrations = new CommunityRepository(
  {
    entity: 'pitRegistration',
    table: 'pit_registrations',
    idColumn: 'r.id',
    select: `SELECT r.id, r.event_id AS "eventId", p.name AS "eventName", r.member_id AS "memberId", m.full_name AS "memberName",
                    m.npa AS "memberNpa", r.paid, r.paid_at AS "paidAt", r.registered_at AS "registeredAt", r.updated_at AS "updatedAt"
               FROM pit_registrations r JOIN pit_events p ON p.id = r.event_id JOIN members m ON m.id = r.member_id`,
    search: `${memberSearch('m')} || ' ' || p.name`,
    filters: { eventId: 'r.event_id = ?', memberId: 'r.member_id = ?', paid: 'r.paid = ?::boolean' },
    sorts: { registeredAt: 'r.registered_at', memberName: 'm.full_name', paid: 'r.paid' },
    columns: { paid: 'paid' },
  },
  pitRegistrationsContract.defaultSort,
  {
    async prepare(tx, body) {
      const found = await tx.query<{ id: number; name: string; status: string }>(
        'SELECT id, name, status FROM pit_events WHERE id = $1 FOR UPDATE',
        [body.eventId],
      );
      const event = found.rows[0];
      if (!event) throw badField('eventId', 'must be the id of a PIT event', coded('field.unknownPitEvent'));
      const member = await memberOf(tx, body.memberId);
      if (event.status !== 'registration_open')
        throw conflict(
          `PIT "${event.name}" is ${words(event.status)}; members register only while registration is open`,
          coded('community.registerOnlyOpen', { name: event.name, state: event.status }),
        );
      assertOpenFile(member, 'registering for a PIT');
      const existing = await tx.query<{ id: number }>(
        'SELECT id FROM pit_registrations WHERE event_id = $1 AND member_id = $2',
        [event.id, member.id],
      );
      if (existing.rows[0])
        throw conflict(
          `${member.fullName} is already registered for "${event.name}" (registration ${existing.rows[0].id})`,
          coded('community.alreadyRegistered', { name: member.fullName, event: event.name, id: existing.rows[0].id }),
        );
      const paid = body.paid === true;
      return { event_id: event.id, member_id: member.id, paid, paid_at: paid ? await clockNow(tx) : null };
    },
    // Paying stamps paidAt; marking unpaid (a refund) clears it.
    async derive(tx, body, current) {
      if (body.paid === undefined || body.paid === current.paid) return {};
      return { paid_at: body.paid ? await clockNow(tx) : null };
    },
  },
);

async function eventOf(db: Db, id: unknown) {
  return (await db.query<{ name: string; status: string }>('SELECT name, status FROM pit_events WHERE id = $1', [id]))
    .rows[0]!;
}

export const pitRegistrations: ResourceModule = {
  contract: pitRegistrationsContract,
  repository: registrations,
  hooks: {
    async beforeUpdate(db, current) {
      const event = await eventOf(db, current.eventId);
      if (event.status === 'finished' || event.status === 'cancelled') {
        throw conflict(
          `PIT "${event.name}" is ${event.status}; its registrations no longer change`,
          coded('community.registrationsClosed', { name: event.name, state: event.status }),
        );
      }
    },
    async beforeDelete(db, current) {
      const event = await eventOf(db, current.eventId);
      if (event.status !== 'registration_open')
        throw conflict(
          `PIT "${event.name}" is ${words(event.status)}; a registration is withdrawn only while registration is open`,
          coded('community.registrationWithdrawOnlyOpen', { name: event.name, state: event.status }),
        );
      if (current.paid)
        throw conflict(
          `Registration ${String(current.id)} is paid; mark it unpaid (refund) before withdrawing it`,
          coded('community.registrationPaid', { id: Number(current.id) }),
        );
    },
  },
};

const STEPS = {
  openRegistration: { from: ['planned'], to: 'registration_open', action: 'open-registration' },
  start: { from: ['registration_open'], to: 'ongoing', action: 'start' },
  finish: { from: ['ongoing'], to: 'finished', action: 'finish' },
  cancel: { from: ['planned', 'registration_open'], to: 'cancelled', action: 'cancel' },
} satisfies Record<string, Transition>;

const eventStep =
  (name: keyof typeof STEPS): OperationHandler =>
  async ({ db, request, actor }) => {
    const reason = name === 'cancel' ? bodyOf<{ reason: string }>(request).reason : undefined;
    const body = await transition(db, {
      repository: events,
      table: 'pit_events',
      what: 'PIT event',
      label: (row) => `PIT "${String(row.name)}"`,
      id: idParam(request),
      step: STEPS[name],
      actor,
      ...(reason !== undefined && { set: { cancellation_reason: reason }, note: { reason } }),
    });
    return { status: 200, body };
  };

export const pitHandlers: Record<string, OperationHandler> = {
  openPitRegistration: eventStep('openRegistration'),
  startPitEvent: eventStep('start'),
  finishPitEvent: eventStep('finish'),
  cancelPitEvent: eventStep('cancel'),
};

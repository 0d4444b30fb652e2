import { mailsContract, type MAIL_STATUSES } from '../../../contract/association/correspondence-mails.js';
import type { Db } from '../../db/db.js';
import { coded, conflict } from '../../errors.js';
import { writeAudit } from '../../resources/audit.js';
import type { ResourceModule } from '../../resources/module.js';
import type { OperationHandler } from '../area.js';
import { AreaRepository } from '../members/repository.js';
import { assignableAccount } from './assignees.js';
import { notInFuture, today } from '../../db/clock.js';
import { assertStep, badField, label, lockRow, nextNumber, type Step } from './common.js';

type MailStatus = (typeof MAIL_STATUSES)[number];
type Row = Record<string, unknown>;

/** Dispositioned or in progress past the due date (alias ml). */
export const OVERDUE_SQL = `(ml.status IN ('dispositioned', 'in_progress') AND ml.due_date < (SELECT sejawat_today()))`;
/** Letters still to be handled (alias ml). */
export const PENDING_SQL = `ml.status IN ('received', 'dispositioned', 'in_progress')`;

const MAIL_SELECT = `SELECT ml.id, ml.agenda_number AS "agendaNumber", ml.number, ml.letter_date::text AS "letterDate",
       ml.received_date::text AS "receivedDate", ml.sender, ml.subject, ml.category, ml.priority, ml.summary,
       ml.division_id AS "divisionId", d.name AS "divisionName", ml.status,
       ml.disposition_instruction AS "dispositionInstruction", ml.assignee, ml.assignee_account_id AS "assigneeId",
       ml.assignee_role AS "assigneeRole",
       ml.disposition_division_id AS "dispositionDivisionId", dd.name AS "dispositionDivisionName",
       ml.due_date::text AS "dueDate", ${OVERDUE_SQL} AS overdue,
       (SELECT count(*)::int FROM mail_dispositions x WHERE x.mail_id = ml.id) AS "dispositionCount",
       ml.dispositioned_at AS "dispositionedAt", ml.started_at AS "startedAt", ml.completed_at AS "completedAt",
       ml.resolution, ml.archived_at AS "archivedAt", ml.created_at AS "createdAt", ml.updated_at AS "updatedAt"
  FROM mails ml
  JOIN divisions d ON d.id = ml.division_id
  LEFT JOIN divisions dd ON dd.id = ml.disposition_division_id`;

interface DivisionRef {
  id: number;
  code: string;
  name: string;
}

async function divisionOf(db: Db, id: unknown, field = 'divisionId'): Promise<DivisionRef> {
  const rows = await db.query<DivisionRef>('SELECT id, code, name FROM divisions WHERE id = $1', [id]);
  if (!rows.rows[0]) throw badField(field, 'must be the id of a division', coded('field.unknownDivision'));
  return rows.rows[0];
}

/** A letter (sender and number) is registered once per board: a second registration answers 409 naming the first. */
async function assertNotRegistered(db: Db, divisionId: number, sender: string, number: string, except: number | null) {
  const rows = await db.query<{ agendaNumber: string; name: string }>(
    `SELECT ml.agenda_number AS "agendaNumber", d.name FROM mails ml JOIN divisions d ON d.id = ml.division_id
      WHERE ml.division_id = $1 AND lower(ml.sender) = lower($2) AND ml.number = $3 AND ($4::int IS NULL OR ml.id <> $4)`,
    [divisionId, sender, number, except],
  );
  const found = rows.rows[0];
  if (found) throw conflict(`Letter ${number} from ${sender} is already registered at ${found.name} as ${found.agendaNumber}`, coded('mail.alreadyRegistered', { number, sender, division: found.name, agendaNumber: found.agendaNumber }));
}

export const mailsRepository = new AreaRepository(
  {
    entity: 'mail',
    table: 'mails',
    idColumn: 'ml.id',
    select: MAIL_SELECT,
    // The expression of mails_search_idx, so q is served by the trigram index.
    search: `ml.agenda_number || ' ' || ml.number || ' ' || ml.sender || ' ' || ml.subject || ' ' || coalesce(ml.assignee, '')`,
    filters: {
      status: 'ml.status = ?',
      category: 'ml.category = ?',
      priority: 'ml.priority = ?',
      divisionId: 'ml.division_id = ?',
      dispositionDivisionId: 'ml.disposition_division_id = ?',
      overdue: `${OVERDUE_SQL} = ?::boolean`,
      receivedFrom: 'ml.received_date >= ?::date',
      receivedTo: 'ml.received_date <= ?::date',
    },
    sorts: {
      receivedDate: 'ml.received_date',
      letterDate: 'ml.letter_date',
      dueDate: 'ml.due_date',
      agendaNumber: 'ml.agenda_number',
      sender: 'ml.sender',
      status: 'ml.status',
      createdAt: 'ml.created_at',
    },
    columns: {
      number: 'number',
      letterDate: 'letter_date',
      receivedDate: 'received_date',
      sender: 'sender',
      subject: 'subject',
      category: 'category',
      priority: 'priority',
      summary: 'summary',
    },
  },
  mailsContract.defaultSort,
  {
    // Registration: the letter cannot be dated after it arrived nor arrive in the future; it gets the board's next agenda number.
    async prepare(tx, body) {
      const division = await divisionOf(tx, body.divisionId);
      const receivedDate = (body.receivedDate as string | undefined) ?? (await today(tx));
      await notInFuture(tx, 'receivedDate', receivedDate);
      if ((body.letterDate as string) > receivedDate) throw badField('letterDate', `must not be after the day received (${receivedDate})`, coded('mail.letterAfterReceived', { receivedDate }));
      await assertNotRegistered(tx, division.id, body.sender as string, body.number as string, null);
      const year = Number(receivedDate.slice(0, 4));
      const sequence = await nextNumber(tx, `${division.code}/SM`, year);
      return {
        agenda_number: `${division.code}/SM/${year}/${String(sequence).padStart(4, '0')}`,
        number: body.number,
        letter_date: body.letterDate,
        received_date: receivedDate,
        sender: body.sender,
        subject: body.subject,
        category: body.category,
        priority: body.priority ?? 'normal',
        summary: body.summary ?? '',
        division_id: division.id,
      };
    },
  },
);

/** Corrections keep the register consistent: not once archived, dates in order, no second registration. */
async function beforeUpdate(tx: Db, current: Row, body: Row) {
  if (current.status === 'archived') throw conflict(`Mail ${current.id} is archived; an archived letter is read-only`, coded('mail.archivedReadOnly', { id: current.id as number }));
  const letterDate = (body.letterDate ?? current.letterDate) as string;
  const receivedDate = (body.receivedDate ?? current.receivedDate) as string;
  if (body.receivedDate !== undefined) await notInFuture(tx, 'receivedDate', receivedDate);
  if (letterDate > receivedDate) {
    throw body.letterDate !== undefined
      ? badField('letterDate', `must not be after the day received (${receivedDate})`, coded('mail.letterAfterReceived', { receivedDate }))
      : badField('receivedDate', `must not be before the letter date (${letterDate})`, coded('mail.receivedBeforeLetter', { letterDate }));
  }
  if (current.dueDate !== null && receivedDate > (current.dueDate as string)) {
    throw badField('receivedDate', `must not be after the due date of the disposition (${current.dueDate as string})`, coded('mail.receivedAfterDue', { dueDate: current.dueDate as string }));
  }
  if (body.sender !== undefined || body.number !== undefined) {
    await assertNotRegistered(tx, current.divisionId as number, (body.sender ?? current.sender) as string, (body.number ?? current.number) as string, current.id as number);
  }
}

async function beforeDelete(_tx: Db, current: Row) {
  if (current.status !== 'received') {
    throw conflict(
      `Mail ${current.id} is ${label(current.status as string)}; only a letter still received (not dispositioned) can be deleted; archive it instead`,
      coded('mail.deleteOnlyReceived', { id: current.id as number, status: current.status as string }),
    );
  }
}

export const mails: ResourceModule = { contract: mailsContract, repository: mailsRepository, hooks: { beforeUpdate, beforeDelete } };

interface LockedMail {
  id: number;
  status: MailStatus;
  divisionId: number;
  divisionName: string;
  receivedDate: string;
}

const lockMail = (tx: Db, id: number) =>
  lockRow<LockedMail>(
    tx,
    `SELECT ml.id, ml.status, ml.division_id AS "divisionId", d.name AS "divisionName", ml.received_date::text AS "receivedDate"
       FROM mails ml JOIN divisions d ON d.id = ml.division_id WHERE ml.id = $1`,
    id,
    'Mail',
  );

const STEPS = {
  disposition: {
    from: ['received', 'dispositioned', 'in_progress'],
    to: 'dispositioned',
    verb: 'dispositioned',
    hint: { done: 'a letter that is done is only archived', archived: 'an archived letter is read-only' },
  },
  start: {
    from: ['dispositioned'],
    to: 'in_progress',
    verb: 'started',
    hint: { received: 'disposition it first' },
  },
  complete: {
    from: ['in_progress'],
    to: 'done',
    verb: 'completed',
    hint: { received: 'disposition and start it first', dispositioned: 'start it first' },
  },
  archive: {
    from: ['received', 'done'],
    to: 'archived',
    verb: 'archived',
    hint: { dispositioned: 'it is still being handled; complete it first', in_progress: 'it is still being handled; complete it first' },
  },
} satisfies Record<string, Step<MailStatus>>;

const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

/** The division a disposition goes to: the addressed board or a board under it. */
export async function dispositionDivision(tx: Db, mail: { divisionId: number; divisionName: string }, divisionId: number | undefined): Promise<number> {
  if (divisionId === undefined || divisionId === mail.divisionId) return mail.divisionId;
  await divisionOf(tx, divisionId);
  const below = await tx.query(
    `SELECT 1 FROM divisions b LEFT JOIN divisions p ON p.id = b.parent_id
      WHERE b.id = $1 AND (b.parent_id = $2 OR p.parent_id = $2)`,
    [divisionId, mail.divisionId],
  );
  if (below.rows.length === 0) throw badField('divisionId', `must be ${mail.divisionName} (the addressed board) or a board under it`, coded('mail.dispositionOutsideBoard', { division: mail.divisionName }));
  return divisionId;
}

interface DispositionBody {
  instruction: string;
  assigneeId: number;
  assigneeRole?: string;
  divisionId?: number;
  dueDate: string;
}

const DISPOSITION_SELECT = `SELECT x.id, x.mail_id AS "mailId", x.instruction, x.assignee, x.assignee_account_id AS "assigneeId",
       x.assignee_role AS "assigneeRole",
       x.division_id AS "divisionId", d.name AS "divisionName", x.due_date::text AS "dueDate", x.actor, x.created_at AS at
  FROM mail_dispositions x JOIN divisions d ON d.id = x.division_id`;

export const mailHandlers: Record<string, OperationHandler> = {
  async dispositionMail({ db, request, actor }) {
    const body = request.body as DispositionBody;
    const mail = await db.transaction(async (tx) => {
      const current = await lockMail(tx, idOf(request));
      assertStep('Mail', current.id, current.status, STEPS.disposition, 'a letter');
      const divisionId = await dispositionDivision(tx, current, body.divisionId);
      if (body.dueDate < current.receivedDate) throw badField('dueDate', `must not be before the day the letter was received (${current.receivedDate})`, coded('mail.dueBeforeReceived', { receivedDate: current.receivedDate }));
      const assignee = await assignableAccount(tx, divisionId, body.assigneeId);
      const role = body.assigneeRole?.trim() ? body.assigneeRole.trim() : null;
      await tx.query(
        `INSERT INTO mail_dispositions (mail_id, instruction, assignee, assignee_account_id, assignee_role, division_id, due_date, actor)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [current.id, body.instruction, assignee.fullName, assignee.id, role, divisionId, body.dueDate, actor],
      );
      await tx.query(
        `UPDATE mails SET status = 'dispositioned', disposition_instruction = $2, assignee = $3, assignee_account_id = $4,
                assignee_role = $5, disposition_division_id = $6, due_date = $7, dispositioned_at = (SELECT sejawat_now()), started_at = NULL,
                updated_at = (SELECT sejawat_now())
          WHERE id = $1`,
        [current.id, body.instruction, assignee.fullName, assignee.id, role, divisionId, body.dueDate],
      );
      await writeAudit(tx, {
        entity: 'mail',
        entityId: current.id,
        action: 'disposition',
        actor,
        changes: { status: { from: current.status, to: 'dispositioned' }, instruction: body.instruction, assignee: assignee.fullName, assigneeId: assignee.id, assigneeRole: role, divisionId, dueDate: body.dueDate },
      });
      return mailsRepository.get(tx, current.id);
    });
    return { status: 200, body: mail };
  },

  async getMailDispositions({ db, request }) {
    const id = idOf(request);
    await mailsRepository.get(db, id);
    const rows = await db.query(`${DISPOSITION_SELECT} WHERE x.mail_id = $1 ORDER BY x.created_at DESC, x.id DESC`, [id]);
    return { status: 200, body: { data: rows.rows } };
  },

  async startMail({ db, request, actor }) {
    return { status: 200, body: await step(db, idOf(request), 'start', actor, `started_at = (SELECT sejawat_now())`) };
  },

  async completeMail({ db, request, actor }) {
    const { resolution } = request.body as { resolution: string };
    return { status: 200, body: await step(db, idOf(request), 'complete', actor, `completed_at = (SELECT sejawat_now()), resolution = $2`, [resolution], { resolution }) };
  },

  async archiveMail({ db, request, actor }) {
    return { status: 200, body: await step(db, idOf(request), 'archive', actor, `archived_at = (SELECT sejawat_now())`) };
  },
};

/** Moves a letter one step along its workflow, setting `sets` too, with an audit entry; 409 from a wrong state. */
async function step(db: Db, id: number, name: 'start' | 'complete' | 'archive', actor: string, sets: string, values: unknown[] = [], extra: Row = {}) {
  const definition = STEPS[name];
  return db.transaction(async (tx) => {
    const current = await lockMail(tx, id);
    assertStep('Mail', id, current.status, definition as Step<MailStatus>, 'a letter');
    await tx.query(`UPDATE mails SET status = '${definition.to}', ${sets}, updated_at = (SELECT sejawat_now()) WHERE id = $1`, [id, ...values]);
    await writeAudit(tx, { entity: 'mail', entityId: id, action: name, actor, changes: { status: { from: current.status, to: definition.to }, ...extra } });
    return mailsRepository.get(tx, id);
  });
}

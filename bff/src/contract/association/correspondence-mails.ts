import { Type } from 'typebox';
import { Id, IsoDate, IsoDateTime, Name, Text, PastDate } from './common.js';
import { MAIL_SUBJECT, MAIL_TAG, RequiredText, Year } from './correspondence-common.js';
import { errorReplies, IdParams } from './members-common.js';
import type { OperationContract } from './operation.js';
import { ASSOCIATION_API_PREFIX, type ResourceContract } from './resource.js';

/** received -> dispositioned -> in_progress -> done, and archived (from received or done). */
export const MAIL_STATUSES = ['received', 'dispositioned', 'in_progress', 'done', 'archived'] as const;
/** Kinds of incoming letter an association secretariat registers. */
export const MAIL_CATEGORIES = [
  'invitation',
  'request',
  'notification',
  'circular',
  'report',
  'complaint',
  'cooperation',
  'other',
] as const;
/** Urgency printed on the letter (sifat surat): biasa, segera, sangat segera. */
export const MAIL_PRIORITIES = ['normal', 'urgent', 'very_urgent'] as const;

const Status = Type.Enum(MAIL_STATUSES, { type: 'string' });
const Category = Type.Enum(MAIL_CATEGORIES, { type: 'string' });
const Priority = Type.Enum(MAIL_PRIORITIES, { type: 'string' });
const NullableDate = Type.Union([IsoDate, Type.Null()]);
const NullableDateTime = Type.Union([IsoDateTime, Type.Null()]);
const NullableText = Type.Union([Type.String(), Type.Null()]);

export const MailSchema = Type.Object(
  {
    id: Id,
    agendaNumber: Type.String({
      examples: ['PB-00/SM/2026/0042'],
      description: 'Register (agenda) number given on receipt: the addressed division\'s code, SM, the year received and a sequence per division and year.',
    }),
    number: Type.String({ examples: ['440/1873/Dinkes/2026'], description: 'The number the sender gave the letter.' }),
    letterDate: IsoDate,
    receivedDate: IsoDate,
    sender: Type.String({ examples: ['Dinas Kesehatan Provinsi Jawa Barat'] }),
    subject: Type.String({ examples: ['Undangan rapat koordinasi percepatan penurunan stunting'], description: 'What the letter is about (perihal).' }),
    category: Category,
    priority: Priority,
    summary: Type.String(),
    divisionId: Id,
    divisionName: Type.String({ description: 'The board the letter is addressed to.' }),
    status: Status,
    dispositionInstruction: Type.Union([Type.String(), Type.Null()], { description: 'The latest disposition: what to do.' }),
    assignee: Type.Union([Type.String(), Type.Null()], { description: 'Who the latest disposition is for: the name as it was when dispositioned.' }),
    assigneeId: Type.Union([Id, Type.Null()], { description: 'The staff account the latest disposition is for; null for dispositions typed in by hand before assignees were chosen from the staff, or when the account was removed.' }),
    assigneeRole: NullableText,
    dispositionDivisionId: Type.Union([Id, Type.Null()], { description: 'The division the latest disposition sends the letter to.' }),
    dispositionDivisionName: NullableText,
    dueDate: Type.Union([IsoDate, Type.Null()], { description: 'When the latest disposition must be done.' }),
    overdue: Type.Boolean({ description: 'Dispositioned or in progress and past its due date.' }),
    dispositionCount: Type.Integer({ minimum: 0 }),
    dispositionedAt: NullableDateTime,
    startedAt: NullableDateTime,
    completedAt: NullableDateTime,
    resolution: Type.Union([Type.String(), Type.Null()], { description: 'What was done, given when completed.' }),
    archivedAt: NullableDateTime,
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'AssocMail', description: 'A letter in the incoming mail register (Surat Masuk) and where its handling stands.' },
);

const MailFields = {
  number: RequiredText(100, 1),
  letterDate: PastDate,
  receivedDate: PastDate,
  sender: Name,
  subject: RequiredText(300),
  category: Category,
  priority: Priority,
  summary: Text(2000),
};

export const mailsContract: ResourceContract = {
  name: 'mails',
  tag: MAIL_TAG,
  subject: MAIL_SUBJECT,
  singular: 'Mail',
  plural: 'Mails',
  description:
    'The incoming mail register. A letter is registered (received) with an agenda number, dispositioned to an assignee ' +
    'with an instruction and a due date, started, completed, and archived; letters that need no action can be archived ' +
    'straight from received. The register fields can be corrected until the letter is archived (the addressed division ' +
    'never changes: delete a letter registered at the wrong board while it is still received, and register it again). ' +
    'The letter date cannot be after the day received, nor the day received in the future (400).',
  entity: MailSchema,
  create: Type.Object(
    {
      number: MailFields.number,
      letterDate: MailFields.letterDate,
      receivedDate: Type.Optional(MailFields.receivedDate),
      sender: MailFields.sender,
      subject: MailFields.subject,
      category: MailFields.category,
      priority: Type.Optional(MailFields.priority),
      summary: Type.Optional(MailFields.summary),
      divisionId: Id,
    },
    {
      additionalProperties: false,
      examples: [
        {
          number: '440/1873/Dinkes/2026',
          letterDate: '2026-11-16',
          receivedDate: '2026-11-18',
          sender: 'Dinas Kesehatan Provinsi Jawa Barat',
          subject: 'Undangan rapat koordinasi percepatan penurunan stunting',
          category: 'invitation',
          priority: 'urgent',
          divisionId: 1,
        },
      ],
    },
  ),
  update: Type.Partial(Type.Object(MailFields), {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ summary: 'Mohon mengirimkan dua orang perwakilan.' }],
  }),
  remove: true,
  filters: {
    status: Status,
    category: Category,
    priority: Priority,
    divisionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [1], description: 'Letters addressed to this division.' }),
    dispositionDivisionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [40], description: 'Letters whose latest disposition went to this division.' }),
    overdue: Type.Boolean({ examples: [true], description: 'true: dispositioned or in progress past the due date; false: the others.' }),
    receivedFrom: Type.String({ format: 'date', examples: ['2026-01-01'], description: 'Received on or after.' }),
    receivedTo: Type.String({ format: 'date', examples: ['2026-12-31'], description: 'Received on or before.' }),
  },
  sorts: ['receivedDate', 'letterDate', 'dueDate', 'agendaNumber', 'sender', 'status', 'createdAt'],
  defaultSort: 'receivedDate:desc',
  searchable: ['agendaNumber', 'number', 'sender', 'subject', 'assignee'],
};

export const MailDispositionSchema = Type.Object(
  {
    id: Id,
    mailId: Id,
    instruction: Type.String(),
    assignee: Type.String({ description: 'The name as it was when dispositioned.' }),
    assigneeId: Type.Union([Id, Type.Null()], { description: 'The staff account; null for a name typed in by hand before assignees were chosen from the staff, or a removed account.' }),
    assigneeRole: NullableText,
    divisionId: Id,
    divisionName: Type.String(),
    dueDate: IsoDate,
    actor: Type.String({ examples: ['admin@demo.com'] }),
    at: IsoDateTime,
  },
  { title: 'AssocMailDisposition', description: 'One disposition of a letter: the instruction, to whom and by when.' },
);

const MonthCount = Type.Object({ month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$', examples: ['2026-11'] }), count: Type.Integer({ minimum: 0 }) });
const StatusCounts = Type.Object(Object.fromEntries(MAIL_STATUSES.map((s) => [s, Type.Integer({ minimum: 0 })])));

export const MailStatisticsSchema = Type.Object(
  {
    year: Type.Integer(),
    divisionId: Type.Union([Id, Type.Null()]),
    total: Type.Integer({ minimum: 0, description: 'Letters received in the year.' }),
    byMonth: Type.Array(MonthCount, { description: 'Letters received per month of the year, all twelve months.' }),
    byStatus: StatusCounts,
    byCategory: Type.Array(Type.Object({ category: Category, count: Type.Integer({ minimum: 0 }) }), { description: 'Every category, most frequent first.' }),
    topSenders: Type.Array(Type.Object({ sender: Type.String(), count: Type.Integer({ minimum: 0 }) }), { description: 'The ten senders with most letters in the year.' }),
    pending: Type.Integer({ minimum: 0, description: 'Letters not yet done or archived, whatever year they came in: the current workload.' }),
    overdue: Type.Integer({ minimum: 0, description: 'Of the pending letters, those dispositioned or in progress past their due date.' }),
  },
  { title: 'MailStatistics' },
);

const MAILS = `${ASSOCIATION_API_PREFIX}/mails`;
const common = { tag: MAIL_TAG, subject: MAIL_SUBJECT } as const;
const mailReplies = { 200: MailSchema, ...errorReplies(404, 409) };

export const mailOperations: OperationContract[] = [
  {
    ...common,
    method: 'POST',
    path: `${MAILS}/:id/disposition`,
    operationId: 'dispositionMail',
    action: 'update',
    summary: 'Disposition a letter',
    description:
      'Gives the letter an instruction, an assignee in a division, and a due date; every disposition is kept in the ' +
      'history. The assignee is a staff account listMailAssignees offers for that division (400 mail.assigneeNotAssignable ' +
      'for anyone else); its name is kept with the disposition, and a role may be added. The division defaults to the addressed one and must be it or a board under ' +
      'it (400 otherwise); the due date cannot be before the day received (400). Allowed while received, dispositioned ' +
      'or in progress (a re-disposition goes back to dispositioned); 409 once done or archived.',
    params: IdParams,
    body: Type.Object(
      {
        instruction: RequiredText(1000),
        assigneeId: Id,
        assigneeRole: Type.Optional(Text(120)),
        divisionId: Type.Optional(Id),
        dueDate: IsoDate,
      },
      {
        additionalProperties: false,
        examples: [
          {
            instruction: 'Hadiri dan laporkan hasilnya kepada Ketua Umum',
            assigneeId: 1000000002,
            assigneeRole: 'Ketua Bidang Pengabdian Masyarakat',
            dueDate: '2026-11-28',
          },
        ],
      },
    ),
    response: mailReplies,
  },
  {
    ...common,
    method: 'GET',
    path: `${MAILS}/:id/dispositions`,
    operationId: 'getMailDispositions',
    action: 'read',
    summary: 'Disposition history of a letter',
    description: 'Every disposition the letter was given, newest first.',
    params: IdParams,
    response: { 200: Type.Object({ data: Type.Array(MailDispositionSchema) }, { title: 'MailDispositions' }), ...errorReplies(404) },
  },
  {
    ...common,
    method: 'POST',
    path: `${MAILS}/:id/start`,
    operationId: 'startMail',
    action: 'update',
    summary: 'Start handling a letter',
    description: 'dispositioned -> in_progress; 409 from any other state (a received letter needs a disposition first).',
    params: IdParams,
    response: mailReplies,
  },
  {
    ...common,
    method: 'POST',
    path: `${MAILS}/:id/complete`,
    operationId: 'completeMail',
    action: 'update',
    summary: 'Complete a letter',
    description: 'in_progress -> done, with what was done (the resolution); 409 from any other state.',
    params: IdParams,
    body: Type.Object(
      { resolution: RequiredText(1000) },
      { additionalProperties: false, examples: [{ resolution: 'Dihadiri oleh Ketua Bidang; notulen diarsipkan' }] },
    ),
    response: mailReplies,
  },
  {
    ...common,
    method: 'POST',
    path: `${MAILS}/:id/archive`,
    operationId: 'archiveMail',
    action: 'update',
    summary: 'Archive a letter',
    description:
      'received or done -> archived (a letter that needs no action is archived straight away). 409 while it is ' +
      'dispositioned or in progress (complete it first) or already archived. An archived letter is read-only.',
    params: IdParams,
    response: mailReplies,
  },
  {
    ...common,
    method: 'GET',
    path: `${MAILS}/statistics`,
    operationId: 'getMailStatistics',
    action: 'read',
    summary: 'Incoming mail statistics',
    description:
      'For a year (default: the current one): letters received per month, by status and by category, and the top ' +
      'senders; plus the letters pending now and how many of them are overdue. divisionId limits everything to the ' +
      'letters addressed to that division.',
    querystring: Type.Object(
      {
        year: Type.Optional(Year),
        divisionId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [1], description: 'Only letters addressed to this division.' })),
      },
      { additionalProperties: false },
    ),
    response: { 200: MailStatisticsSchema, ...errorReplies(404) },
  },
];

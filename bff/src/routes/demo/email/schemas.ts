import { Type, type TSchema } from 'typebox';
import { FilterEnum, IdSchema, SearchQuery } from '../../../schemas/common.js';
import { ignoredField } from '../template-fields.js';

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export const EMAIL_VIEWS = [...EMAIL_FOLDERS, 'starred'] as const;
export const EMAIL_LABELS = ['private', 'company', 'important', 'personal'] as const;

const FolderSchema = Type.Enum([...EMAIL_FOLDERS], { type: 'string' });
const LabelSchema = Type.Enum([...EMAIL_LABELS], { type: 'string' });
const LabelsSchema = Type.Array(LabelSchema, {
  uniqueItems: true,
  maxItems: EMAIL_LABELS.length,
  description: 'Empty only for mail composed through this API.',
});
const AddressSchema = Type.String({ format: 'email', maxLength: 254 });

/** The fields every email record has; a top-level email adds its replies. */
const emailFields = {
  id: IdSchema,
  from: Type.Object({ email: Type.String(), name: Type.String(), avatar: Type.String() }),
  to: Type.Array(Type.Object({ name: Type.String(), email: Type.String() })),
  subject: Type.String(),
  cc: Type.Array(Type.String()),
  bcc: Type.Array(Type.String()),
  message: Type.String({ description: 'HTML.' }),
  attachments: Type.Array(
    Type.Object({
      fileName: Type.String(),
      thumbnail: Type.String(),
      url: Type.String(),
      size: Type.String({ examples: ['184 KB'] }),
    }),
  ),
  isStarred: Type.Boolean(),
  labels: LabelsSchema,
  time: Type.String({ format: 'date-time' }),
  folder: FolderSchema,
  isRead: Type.Boolean(),
  isDeleted: Type.Boolean(),
};

const EMAIL_EXAMPLE = {
  id: 1,
  from: { email: 'andi.setiawan@sejawat.id', name: 'Andi Setiawan', avatar: '/images/avatars/3.svg' },
  to: [{ name: 'Rizky Pratama', email: 'rizky.pratama@sejawat.id' }],
  subject: 'Iuran recap for the first half of 2026',
  cc: [],
  bcc: [],
  message: '<p>Dear Rizky,</p><p>Attached is the iuran recap for January to June.</p>',
  attachments: [
    {
      fileName: 'iuran-semester-1-2026.xlsx',
      thumbnail: '/images/icons/xls.svg',
      url: '/files/iuran-semester-1-2026.xlsx',
      size: '184 KB',
    },
  ],
  isStarred: false,
  labels: ['company'],
  time: '2026-08-24T02:12:00.000Z',
  replies: [],
  folder: 'inbox',
  isRead: true,
  isDeleted: false,
};

export const EmailReplySchema = Type.Object(
  {
    ...emailFields,
    replies: Type.Array(Type.Never(), { maxItems: 0, description: 'Always empty: replies do not nest.' }),
  },
  { $id: 'EmailReply', description: 'An earlier message of the thread.' },
);

export const EmailMessageSchema = Type.Object(
  { ...emailFields, replies: Type.Array(Type.Ref('EmailReply')) },
  { $id: 'EmailMessage', examples: [EMAIL_EXAMPLE] },
);

export const EmailDetailSchema = Type.Object(
  {
    ...emailFields,
    replies: Type.Array(Type.Ref('EmailReply')),
    hasPreviousMail: Type.Boolean({ description: 'Whether paginate-email with dir=previous finds an email.' }),
    hasNextMail: Type.Boolean({ description: 'Whether paginate-email with dir=next finds an email.' }),
  },
  { $id: 'EmailDetail', examples: [{ ...EMAIL_EXAMPLE, hasPreviousMail: true, hasNextMail: false }] },
);

export const emailSchemas: TSchema[] = [EmailReplySchema, EmailMessageSchema, EmailDetailSchema];

export const EmailListQuerySchema = Type.Object({
  q: SearchQuery,
  folder: FilterEnum(EMAIL_VIEWS, 'The folder view; absent or empty means inbox.'),
  label: FilterEnum(EMAIL_LABELS, 'Only emails carrying this label; absent or empty means any label.'),
});

const count = (description: string) => Type.Integer({ minimum: 0, description });

export const EmailListResponseSchema = Type.Object(
  {
    emails: Type.Array(Type.Ref('EmailMessage')),
    emailsMeta: Type.Object({
      inbox: count('Unread, non-deleted emails in inbox.'),
      draft: count('Unread, non-deleted emails in draft.'),
      spam: count('Unread, non-deleted emails in spam.'),
    }),
  },
  { examples: [{ emails: [EMAIL_EXAMPLE], emailsMeta: { inbox: 3, draft: 2, spam: 2 } }] },
);

const EmailIdsSchema = Type.Array(IdSchema, {
  minItems: 1,
  maxItems: 500,
  uniqueItems: true,
  description: 'The emails to change; every id must exist.',
});

const strict = { additionalProperties: false } as const;

/**
 * The content of a mail as the screens send it back (an email read and sent whole): accepted, bounded, and never
 * changed through an update. `note` says so on every field.
 */
function sentContent(note: string) {
  const described = { description: note };
  return {
    from: Type.Optional(
      Type.Object(
        {
          email: Type.String({ maxLength: 254 }),
          name: Type.String({ maxLength: 200 }),
          avatar: Type.String({ maxLength: 2048 }),
        },
        { ...strict, ...described },
      ),
    ),
    to: Type.Optional(
      Type.Array(
        Type.Object({ name: Type.String({ maxLength: 200 }), email: Type.String({ maxLength: 254 }) }, strict),
        { maxItems: 50, ...described },
      ),
    ),
    subject: Type.Optional(Type.String({ maxLength: 300, ...described })),
    cc: Type.Optional(Type.Array(Type.String({ maxLength: 254 }), { maxItems: 50, ...described })),
    bcc: Type.Optional(Type.Array(Type.String({ maxLength: 254 }), { maxItems: 50, ...described })),
    message: Type.Optional(Type.String({ maxLength: 100_000, ...described })),
    attachments: Type.Optional(
      Type.Array(
        Type.Object(
          {
            fileName: Type.String({ maxLength: 255 }),
            thumbnail: Type.String({ maxLength: 2048 }),
            url: Type.String({ maxLength: 2048 }),
            size: Type.String({ maxLength: 32 }),
          },
          strict,
        ),
        { maxItems: 20, ...described },
      ),
    ),
    time: Type.Optional(Type.String({ maxLength: 64, ...described })),
  };
}

const UNCHANGED = ignoredField('the content of a mail does not change; only isRead, isStarred, folder and labels do.');

/** An earlier message of the thread as the screens send it back inside `replies`. */
const SentReplySchema = Type.Object(
  {
    id: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    ...sentContent(UNCHANGED),
    isStarred: Type.Optional(Type.Boolean()),
    labels: Type.Optional(Type.Array(LabelSchema, { maxItems: EMAIL_LABELS.length })),
    folder: Type.Optional(FolderSchema),
    isRead: Type.Optional(Type.Boolean()),
    isDeleted: Type.Optional(Type.Boolean()),
    replies: Type.Optional(Type.Array(Type.Never(), { maxItems: 0 })),
  },
  strict,
);

/** The fields of dataToUpdate the server applies; the rest of the email is accepted and ignored. */
export const EMAIL_CHANGEABLE_FIELDS = ['isRead', 'isStarred', 'folder', 'labels'] as const;

export const UpdateEmailsBodySchema = Type.Object(
  {
    emailIds: EmailIdsSchema,
    dataToUpdate: Type.Object(
      {
        isRead: Type.Optional(Type.Boolean()),
        isStarred: Type.Optional(Type.Boolean()),
        folder: Type.Optional(FolderSchema),
        labels: Type.Optional(LabelsSchema),
        isDeleted: Type.Optional(
          Type.Boolean({
            description: 'Accepted when false (changes nothing); true answers 400: mail is deleted with folder: trash.',
          }),
        ),
        id: Type.Optional(
          Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: ignoredField('emailIds says which mail.') }),
        ),
        ...sentContent(UNCHANGED),
        replies: Type.Optional(Type.Array(SentReplySchema, { maxItems: 50, description: UNCHANGED })),
        hasPreviousMail: Type.Optional(Type.Boolean({ description: ignoredField('derived by get-email.') })),
        hasNextMail: Type.Optional(Type.Boolean({ description: ignoredField('derived by get-email.') })),
      },
      {
        additionalProperties: false,
        minProperties: 1,
        description:
          'At least one of isRead, isStarred, folder, labels. A whole email as read (get-email or the list) is ' +
          'accepted: its other fields are ignored.',
      },
    ),
  },
  {
    additionalProperties: false,
    examples: [
      { emailIds: [1, 4], dataToUpdate: { isRead: true } },
      { emailIds: [7], dataToUpdate: { folder: 'trash' } },
    ],
  },
);

export const UpdateEmailsLabelBodySchema = Type.Object(
  { emailIds: EmailIdsSchema, label: LabelSchema },
  { additionalProperties: false, examples: [{ emailIds: [1, 4], label: 'important' }] },
);

export const UpdatedEmailsResponseSchema = Type.Object({
  emails: Type.Array(Type.Ref('EmailMessage'), { description: 'The changed emails, in the order of emailIds.' }),
});

export const GetEmailQuerySchema = Type.Object({ id: IdSchema });

export const PaginateEmailQuerySchema = Type.Object({
  dir: Type.Enum(['previous', 'next'], {
    type: 'string',
    description: 'previous is the newer neighbour (above in the list), next the older one.',
  }),
  emailId: IdSchema,
});

export const ComposeEmailBodySchema = Type.Object(
  {
    to: Type.Array(
      Type.Object(
        {
          name: Type.Optional(Type.String({ maxLength: 200, description: 'Defaults to the address.' })),
          email: AddressSchema,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
    cc: Type.Optional(Type.Array(AddressSchema, { maxItems: 50 })),
    bcc: Type.Optional(Type.Array(AddressSchema, { maxItems: 50 })),
    subject: Type.String({ maxLength: 300 }),
    message: Type.String({ maxLength: 100_000, description: 'HTML, stored as sent.' }),
    folder: Type.Enum(['draft', 'sent'], { type: 'string', description: 'sent sends it, draft saves it.' }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        to: [{ name: 'Dewi Lestari', email: 'dewi.lestari@sejawat.id' }],
        cc: ['andi.setiawan@sejawat.id'],
        subject: 'PIT 2027 decree',
        message: '<p>Bu Dewi,</p><p>The decree is attached for your signature.</p>',
        folder: 'sent',
      },
    ],
  },
);

export const ComposeEmailResponseSchema = Type.Object({ email: Type.Ref('EmailMessage') });

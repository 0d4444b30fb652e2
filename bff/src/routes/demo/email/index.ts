import { Type } from 'typebox';
import { loadFixture } from '../../../lib/fixtures.js';
import { badRequest, notFound } from '../../../lib/http-error.js';
import { errorResponses } from '../../../schemas/common.js';
import { MemoryEmailStore, type BulkResult, type Email, type EmailChanges } from '../../../stores/email.js';
import { resettableStore, type DemoArea } from '../area.js';
import { refusedDeleted } from '../template-fields.js';
import {
  ComposeEmailBodySchema,
  EMAIL_CHANGEABLE_FIELDS,
  ComposeEmailResponseSchema,
  EmailListQuerySchema,
  EmailListResponseSchema,
  emailSchemas,
  GetEmailQuerySchema,
  PaginateEmailQuerySchema,
  UpdatedEmailsResponseSchema,
  UpdateEmailsBodySchema,
  UpdateEmailsLabelBodySchema,
} from './schemas.js';

const TAG = 'Email';
const read = { ability: { action: 'read', subject: 'Email' } } as const;
const update = { ability: { action: 'update', subject: 'Email' } } as const;
const create = { ability: { action: 'create', subject: 'Email' } } as const;

/** Every id must exist before anything changes, so a 404 leaves the mailbox as it was. */
function changed(result: BulkResult): { emails: Email[] } {
  if ('missing' in result) {
    throw notFound(`Email${result.missing.length > 1 ? 's' : ''} ${result.missing.join(', ')}`);
  }
  return result;
}

/** The fields of dataToUpdate that change mail; a whole email sent back carries more, which are ignored. */
function emailChanges(data: EmailChanges & { isDeleted?: boolean }): EmailChanges {
  if (data.isDeleted) {
    throw refusedDeleted('dataToUpdate.isDeleted', 'must be false: move mail to the trash with folder: trash');
  }
  const changes = Object.fromEntries(
    EMAIL_CHANGEABLE_FIELDS.flatMap((f) => (data[f] === undefined ? [] : [[f, data[f]]])),
  );
  if (Object.keys(changes).length === 0) {
    const message = `must set at least one of ${EMAIL_CHANGEABLE_FIELDS.join(', ')}`;
    throw badRequest(`body.dataToUpdate ${message}`, [{ field: 'dataToUpdate', in: 'body', message }]);
  }
  return changes;
}

const NEIGHBOUR_RULE =
  "Neighbours are taken from the list GET /apps/email/emails shows for the email's folder without q or label " +
  '(newest first; the trash list for a trashed email): previous is the newer email above it, next the older one below.';

const area: DemoArea = {
  tag: { name: TAG, description: 'The email app: folders, labels, search, bulk updates.' },
  plugin: async (app, options) => {
    const { now = () => new Date() } = options;
    for (const schema of emailSchemas) app.addSchema(schema);
    const store = resettableStore(
      options,
      () => new MemoryEmailStore(loadFixture<{ emails: Email[] }>('demo/email.json', now()).emails, now),
    );

    app.get(
      '/apps/email/emails',
      {
        config: read,
        schema: {
          operationId: 'getEmails',
          tags: [TAG],
          summary: 'List the emails of a folder view',
          description:
            'folder (default inbox) picks the view: a folder shows its emails that are not deleted and not in trash; ' +
            'trash shows only trashed emails; starred shows starred emails not in trash. label keeps emails carrying ' +
            'that label; q matches the subject or the sender name, case-insensitively. Newest first (time ' +
            'descending, then id descending). emailsMeta counts the unread, non-deleted emails of inbox, draft and ' +
            'spam over the whole mailbox, whatever the filters.',
          querystring: EmailListQuerySchema,
          response: { 200: EmailListResponseSchema },
        },
      },
      async ({ query }) => store.list({ q: query.q, view: query.folder || 'inbox', label: query.label || undefined }),
    );

    app.post(
      '/apps/email/update-emails',
      {
        config: update,
        schema: {
          operationId: 'updateEmails',
          tags: [TAG],
          summary: 'Change fields of several emails',
          description:
            'Merges dataToUpdate (isRead, isStarred, folder, labels; at least one) into every email of emailIds; ' +
            'moving to trash is folder: trash. dataToUpdate may be a whole email as read: its id, content, ' +
            'replies and neighbour flags are ignored, isDeleted false is accepted and isDeleted true answers 400. ' +
            'Unknown ids answer 404 naming them and change nothing. Answers the updated emails (the template ' +
            'answered without a body).',
          body: UpdateEmailsBodySchema,
          response: { 200: UpdatedEmailsResponseSchema, ...errorResponses(404) },
        },
      },
      async ({ body }) => changed(store.update(body.emailIds, emailChanges(body.dataToUpdate))),
    );

    app.post(
      '/apps/email/update-emails-label',
      {
        config: update,
        schema: {
          operationId: 'toggleEmailsLabel',
          tags: [TAG],
          summary: 'Toggle a label on several emails',
          description:
            'For each email of emailIds, adds the label when it is absent and removes it when present. Unknown ids ' +
            'answer 404 naming them and change nothing. Answers the updated emails.',
          body: UpdateEmailsLabelBodySchema,
          response: { 200: UpdatedEmailsResponseSchema, ...errorResponses(404) },
        },
      },
      async ({ body }) => changed(store.toggleLabel(body.emailIds, body.label)),
    );

    app.get(
      '/apps/email/get-email',
      {
        config: read,
        schema: {
          operationId: 'getEmail',
          tags: [TAG],
          summary: 'One email with its neighbour flags',
          description:
            `The email, plus hasPreviousMail and hasNextMail saying whether paginate-email finds a neighbour. ` +
            `${NEIGHBOUR_RULE} Reading does not mark the email read. Unknown id: 404.`,
          querystring: GetEmailQuerySchema,
          response: { 200: Type.Ref('EmailDetail'), ...errorResponses(404) },
        },
      },
      async ({ query }) => {
        const email = store.get(query.id);
        if (!email) throw notFound(`Email ${query.id}`);
        return email;
      },
    );

    app.get(
      '/apps/email/paginate-email',
      {
        config: read,
        schema: {
          operationId: 'paginateEmail',
          tags: [TAG],
          summary: 'The previous or next email',
          description:
            `The neighbour of emailId in direction dir, with its own neighbour flags. ${NEIGHBOUR_RULE} ` +
            '404 when emailId is unknown or there is no email in that direction.',
          querystring: PaginateEmailQuerySchema,
          response: { 200: Type.Ref('EmailDetail'), ...errorResponses(404) },
        },
      },
      async ({ query: { dir, emailId } }) => {
        if (!store.get(emailId)) throw notFound(`Email ${emailId}`);
        const email = store.neighbour(emailId, dir);
        if (!email) throw notFound(`${dir === 'previous' ? 'Previous' : 'Next'} email of Email ${emailId}`);
        return email;
      },
    );

    app.post(
      '/apps/email/compose',
      {
        config: create,
        schema: {
          operationId: 'composeEmail',
          tags: [TAG],
          summary: 'Send or save a new email',
          description:
            'Creates an email from the mailbox owner (the recipient of the demo inbox) dated now, read, not ' +
            'starred, without labels or attachments, in folder sent or draft. A recipient without a name is shown ' +
            'by address. Not in the template; the compose dialog needs it.',
          body: ComposeEmailBodySchema,
          response: { 201: ComposeEmailResponseSchema },
        },
      },
      async ({ body }, reply) => reply.code(201).send({ email: store.compose(body) }),
    );
  },
};

export default area;

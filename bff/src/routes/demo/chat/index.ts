import { Type } from 'typebox';
import { loadFixture } from '../../../lib/fixtures.js';
import { badRequest, notFound } from '../../../lib/http-error.js';
import { errorResponses } from '../../../schemas/common.js';
import { MemoryChatStore, type ChatFixture } from '../../../stores/chat.js';
import { resettableStore, type DemoArea } from '../area.js';
import {
  chatSchemas,
  ChatsAndContactsResponseSchema,
  GetChatQuerySchema,
  GetChatResponseSchema,
  SendMsgBodySchema,
  SendMsgResponseSchema,
} from './schemas.js';

const area: DemoArea = {
  tag: { name: 'Chat', description: 'The chat app: contacts, chats and messages.' },
  plugin: async (app, options) => {
    const { now = () => new Date() } = options;
    for (const schema of chatSchemas) app.addSchema(schema);
    const store = resettableStore(
      options,
      () => new MemoryChatStore(loadFixture<ChatFixture>('demo/chat.json', now())),
    );

    app.get(
      '/apps/chat/chats-and-contacts',
      {
        config: { ability: { action: 'read', subject: 'Chat' } },
        schema: {
          operationId: 'getChatsAndContacts',
          tags: ['Chat'],
          summary: 'Chats, contacts and the profile user',
          description:
            'chatsContacts has one entry per chat, most recently active first (by the time of its last message), ' +
            'each the contact with a chat summary {id, unseenMsgs, lastMessage}. contacts lists every contact in id ' +
            'order; those with a chat carry the same summary. profileUser is {id, avatar, fullName, status}.',
          response: { 200: ChatsAndContactsResponseSchema },
        },
      },
      async () => {
        const { id, avatar, fullName, status } = store.profileUser();
        return { ...store.overview(), profileUser: { id, avatar, fullName, status } };
      },
    );

    app.get(
      '/apps/chat/users/profile-user',
      {
        config: { ability: { action: 'read', subject: 'Chat' } },
        schema: {
          operationId: 'getChatProfileUser',
          tags: ['Chat'],
          summary: 'The profile user',
          description: 'The signed-in chat user (id 11) with role, about and settings.',
          response: { 200: Type.Ref('ChatProfileUser') },
        },
      },
      async () => store.profileUser(),
    );

    app.get(
      '/apps/chat/get-chat',
      {
        config: { ability: { action: 'read', subject: 'Chat' } },
        schema: {
          operationId: 'getChat',
          tags: ['Chat'],
          summary: 'Open the chat with a contact',
          description:
            'id is the contact id. Answers the chat with that contact and the contact; a contact without a chat ' +
            'answers {contact} only. Opening marks the chat as seen: its unseenMsgs becomes 0. Unknown contact: 404.',
          querystring: GetChatQuerySchema,
          response: { 200: GetChatResponseSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const opened = store.open(request.query.id);
        if (!opened) throw notFound(`Contact ${request.query.id}`);
        return opened;
      },
    );

    app.post(
      '/apps/chat/send-msg',
      {
        config: { ability: { action: 'create', subject: 'Chat' } },
        schema: {
          operationId: 'sendChatMessage',
          tags: ['Chat'],
          summary: 'Send a message to a contact',
          description:
            'Appends {message, time: now, senderId: 11} to the chat with obj.contact.id (only the contact id is ' +
            'read; the other contact fields are accepted and ignored). obj.chat, the chat get-chat answered, is ' +
            'accepted as the template sends it along, as long as its userId is the contact. When there is no chat ' +
            'with the contact yet, a chat with a new id and unseenMsgs 0 is created and returned as response.chat. ' +
            'Unknown contact: 404.',
          body: SendMsgBodySchema,
          response: { 201: SendMsgResponseSchema, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const { message, contact, chat } = request.body.obj;
        if (chat && chat.userId !== contact.id) {
          const problem = `must be obj.contact.id (${contact.id}): the chat sent along is with another contact`;
          throw badRequest(`body.obj.chat.userId ${problem}`, [
            { field: 'obj.chat.userId', in: 'body', message: problem },
          ]);
        }
        const response = store.send(contact.id, message, now());
        if (!response) throw notFound(`Contact ${contact.id}`);
        return reply.code(201).send({ response });
      },
    );
  },
};

export default area;

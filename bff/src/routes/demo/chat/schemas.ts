import { Type, type Static } from 'typebox';
import { IdSchema } from '../../../schemas/common.js';
import { VISIBLE_TEXT } from '../../../schemas/common.js';

export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export const ChatStatusSchema = Type.Enum(CHAT_STATUSES, { type: 'string', examples: ['online'] });

/** The profile user's id: every message sent through the API is sent by this user. */
export const PROFILE_USER_ID = 11;

const MESSAGE_EXAMPLE = {
  message: 'Done: the final list has 31 names and went to the hotel this morning.',
  time: '2026-11-19T10:00:00.000Z',
  senderId: PROFILE_USER_ID,
};
const CONTACT_EXAMPLE = {
  id: 1,
  fullName: 'Dewi Lestari',
  role: 'Secretary General, PB',
  about: 'Orthodontist in Jakarta.',
  avatar: '/images/avatars/4.svg',
  status: 'online',
};
const SUMMARY_EXAMPLE = { id: 1, unseenMsgs: 0, lastMessage: MESSAGE_EXAMPLE };

export const ChatMessageSchema = Type.Object(
  {
    message: Type.String(),
    time: Type.String({ format: 'date-time' }),
    senderId: Type.Integer({ description: 'The contact id, or 11 for the profile user.' }),
  },
  { $id: 'ChatMessage', additionalProperties: false, examples: [MESSAGE_EXAMPLE] },
);

export const ChatSchema = Type.Object(
  {
    id: Type.Integer(),
    userId: Type.Integer({ description: 'The contact this chat is with.' }),
    unseenMsgs: Type.Integer({ minimum: 0 }),
    chat: Type.Array(Type.Ref('ChatMessage'), { description: 'Messages, oldest first.' }),
  },
  {
    $id: 'Chat',
    additionalProperties: false,
    examples: [{ id: 1, userId: 1, unseenMsgs: 0, chat: [MESSAGE_EXAMPLE] }],
  },
);

const contactProperties = {
  id: Type.Integer(),
  fullName: Type.String(),
  role: Type.String(),
  about: Type.String(),
  avatar: Type.String(),
  status: ChatStatusSchema,
};

export const ChatContactSchema = Type.Object(contactProperties, {
  $id: 'ChatContact',
  additionalProperties: false,
  examples: [CONTACT_EXAMPLE],
});

export const ChatSummarySchema = Type.Object(
  {
    id: Type.Integer({ description: 'The chat id.' }),
    unseenMsgs: Type.Integer({ minimum: 0 }),
    lastMessage: Type.Ref('ChatMessage'),
  },
  { $id: 'ChatSummary', additionalProperties: false, examples: [SUMMARY_EXAMPLE] },
);

export const ChatListContactSchema = Type.Object(
  { ...contactProperties, chat: Type.Optional(Type.Ref('ChatSummary')) },
  {
    $id: 'ChatListContact',
    additionalProperties: false,
    description: 'A contact; `chat` summarises the chat with it, when there is one.',
    examples: [{ ...CONTACT_EXAMPLE, chat: SUMMARY_EXAMPLE }],
  },
);

export const ChatActiveContactSchema = Type.Object(
  { ...contactProperties, chat: Type.Ref('ChatSummary') },
  { $id: 'ChatActiveContact', additionalProperties: false, examples: [{ ...CONTACT_EXAMPLE, chat: SUMMARY_EXAMPLE }] },
);

export const ChatProfileUserSchema = Type.Object(
  {
    ...contactProperties,
    settings: Type.Object(
      { isTwoStepAuthVerificationEnabled: Type.Boolean(), isNotificationsOn: Type.Boolean() },
      { additionalProperties: false },
    ),
  },
  {
    $id: 'ChatProfileUser',
    additionalProperties: false,
    examples: [
      {
        ...CONTACT_EXAMPLE,
        id: PROFILE_USER_ID,
        fullName: 'Rizky Pratama',
        role: 'PB Secretariat Administrator',
        settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
      },
    ],
  },
);

export type ChatMessage = Static<typeof ChatMessageSchema>;
export type Chat = Static<typeof ChatSchema, { ChatMessage: typeof ChatMessageSchema }>;
export type ChatContact = Static<typeof ChatContactSchema>;
export type ChatSummary = Static<typeof ChatSummarySchema, { ChatMessage: typeof ChatMessageSchema }>;
export type ChatProfileUser = Static<typeof ChatProfileUserSchema>;

export const chatSchemas = [
  ChatMessageSchema,
  ChatSchema,
  ChatContactSchema,
  ChatSummarySchema,
  ChatListContactSchema,
  ChatActiveContactSchema,
  ChatProfileUserSchema,
];

export const ChatsAndContactsResponseSchema = Type.Object({
  chatsContacts: Type.Array(Type.Ref('ChatActiveContact'), {
    description: 'One entry per chat, most recently active first (by the time of its last message).',
  }),
  contacts: Type.Array(Type.Ref('ChatListContact'), { description: 'Every contact, in id order.' }),
  profileUser: Type.Object(
    { id: Type.Integer(), avatar: Type.String(), fullName: Type.String(), status: ChatStatusSchema },
    {
      examples: [{ id: PROFILE_USER_ID, avatar: '/images/avatars/1.svg', fullName: 'Rizky Pratama', status: 'online' }],
    },
  ),
});

export const GetChatQuerySchema = Type.Object({ id: IdSchema });

export const GetChatResponseSchema = Type.Object(
  {
    chat: Type.Optional(Type.Ref('Chat', { description: 'Absent when there is no chat with this contact yet.' })),
    contact: Type.Ref('ChatContact'),
  },
  { examples: [{ chat: { id: 1, userId: 1, unseenMsgs: 0, chat: [MESSAGE_EXAMPLE] }, contact: CONTACT_EXAMPLE }] },
);

const bounded = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** The contact the web sends back is the whole contact (maybe with its chat summary); only `id` is used. */
const SendMsgContactSchema = Type.Object(
  {
    id: IdSchema,
    fullName: bounded(200),
    role: bounded(200),
    about: bounded(5000),
    avatar: bounded(2048),
    status: Type.Optional(ChatStatusSchema),
    chat: Type.Optional(
      Type.Object(
        {
          id: Type.Optional(IdSchema),
          unseenMsgs: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
          lastMessage: Type.Optional(
            Type.Object(
              { message: bounded(5000), time: bounded(64), senderId: Type.Optional(IdSchema) },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, description: 'The contact to write to; only `id` is read.' },
);

/** The chat get-chat answered: the template's send spreads it into obj. */
const SendMsgChatSchema = Type.Object(
  {
    id: IdSchema,
    userId: IdSchema,
    unseenMsgs: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    chat: Type.Array(
      Type.Object(
        { message: Type.String({ maxLength: 5000 }), time: Type.String({ maxLength: 64 }), senderId: IdSchema },
        { additionalProperties: false },
      ),
      { maxItems: 10_000 },
    ),
  },
  {
    additionalProperties: false,
    description:
      'The chat as get-chat answered it, which the template sends along: not read, except that its userId must ' +
      'be obj.contact.id (400 naming obj.chat.userId otherwise).',
  },
);

export const SendMsgBodySchema = Type.Object(
  {
    obj: Type.Object(
      {
        message: Type.String({
          minLength: 1,
          maxLength: 5000,
          pattern: VISIBLE_TEXT,
          description: 'The text; must contain a non-blank character.',
        }),
        contact: SendMsgContactSchema,
        chat: Type.Optional(SendMsgChatSchema),
      },
      { additionalProperties: false },
    ),
  },
  {
    additionalProperties: false,
    examples: [
      { obj: { message: 'See you at the meeting.', contact: { id: 1 } } },
      {
        obj: {
          message: 'See you at the meeting.',
          contact: CONTACT_EXAMPLE,
          chat: { id: 1, userId: 1, unseenMsgs: 0, chat: [MESSAGE_EXAMPLE] },
        },
      },
    ],
  },
);

export const SendMsgResponseSchema = Type.Object(
  {
    response: Type.Object({
      newMessageData: Type.Ref('ChatMessage'),
      id: Type.Integer({ description: 'The contact id.' }),
      chat: Type.Optional(Type.Ref('Chat', { description: 'Only when this message started a new chat.' })),
    }),
  },
  { examples: [{ response: { newMessageData: MESSAGE_EXAMPLE, id: 1 } }] },
);

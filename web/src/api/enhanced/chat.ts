import { chatApi } from '../generated/chat';

const CHATS = { type: 'Chat', id: 'LIST' } as const;

// Row ids are contact ids: get-chat and send-msg both name the contact, and the chat list has one row per contact.
const api = chatApi.enhanceEndpoints({
  addTagTypes: ['Chat', 'ChatProfile'],
  endpoints: {
    getChatsAndContacts: {
      providesTags: (result) => [
        CHATS,
        ...(result?.contacts ?? []).map((contact) => ({ type: 'Chat' as const, id: contact.id })),
      ],
    },
    getChatProfileUser: { providesTags: ['ChatProfile'] },
    getChat: {
      providesTags: (_result, _error, arg) => [{ type: 'Chat', id: arg.id }],
      // Opening a chat marks it seen on the server; the list (which shows the unread badge) is then out of date.
      async onQueryStarted(arg, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        const list = chatApi.endpoints.getChatsAndContacts.select()(getState() as never).data;
        const row = list?.chatsContacts.find((c) => c.id === arg.id);
        if (!list || (row && row.chat.unseenMsgs > 0)) dispatch(api.util.invalidateTags([CHATS]));
      },
    },
    sendChatMessage: {
      invalidatesTags: (_result, _error, arg) => [CHATS, { type: 'Chat', id: arg.body.obj.contact.id }],
    },
  },
});

export const {
  useGetChatsAndContactsQuery,
  useGetChatProfileUserQuery,
  useGetChatQuery,
  useSendChatMessageMutation,
} = api;
export type {
  ChatActiveContact,
  ChatContact,
  ChatListContact,
  ChatMessage,
  ChatProfileUser,
  Chat,
  GetChatsAndContactsApiResponse,
} from '../generated/chat';

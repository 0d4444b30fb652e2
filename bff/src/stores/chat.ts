import { nextId } from '../lib/paginate.js';
import {
  PROFILE_USER_ID,
  type Chat,
  type ChatContact,
  type ChatMessage,
  type ChatProfileUser,
  type ChatSummary,
} from '../routes/demo/chat/schemas.js';

export interface ChatFixture {
  profileUser: ChatProfileUser;
  contacts: ChatContact[];
  chats: Chat[];
}

export type ChatListContact = ChatContact & { chat?: ChatSummary };
export type ChatActiveContact = ChatContact & { chat: ChatSummary };

export interface ChatOverview {
  /** One entry per chat, most recently active first. */
  chatsContacts: ChatActiveContact[];
  /** Every contact; those with a chat carry its summary. */
  contacts: ChatListContact[];
}

export interface SentMessage {
  newMessageData: ChatMessage;
  /** The contact id. */
  id: number;
  /** Only when the message started a new chat. */
  chat?: Chat;
}

export interface ChatStore {
  profileUser(): ChatProfileUser;
  overview(): ChatOverview;
  /** The chat with a contact (absent when there is none) and the contact; marks the chat as seen. */
  open(contactId: number): { chat?: Chat; contact: ChatContact } | undefined;
  /** Appends a message from the profile user, starting a chat when there is none. */
  send(contactId: number, message: string, time: Date): SentMessage | undefined;
}

const activity = (summary: ChatSummary): number => Date.parse(summary.lastMessage.time);

export class MemoryChatStore implements ChatStore {
  private readonly user: ChatProfileUser;
  private readonly contacts: ChatContact[];
  private readonly chats: Chat[];

  constructor(fixture: ChatFixture) {
    this.user = structuredClone(fixture.profileUser);
    this.contacts = structuredClone(fixture.contacts);
    this.chats = structuredClone(fixture.chats);
  }

  profileUser(): ChatProfileUser {
    return structuredClone(this.user);
  }

  overview(): ChatOverview {
    const summaries = new Map<number, ChatSummary>();
    for (const chat of this.chats) {
      // Chats are created with their first message, so every chat has a last one.
      const lastMessage = chat.chat[chat.chat.length - 1];
      if (lastMessage) summaries.set(chat.userId, { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage });
    }
    const withSummary = (contact: ChatContact): ChatListContact => {
      const chat = summaries.get(contact.id);
      return structuredClone(chat ? { ...contact, chat } : contact);
    };
    // Newest activity first; equal times fall back to chat id order so the list is stable.
    const active = [...summaries.entries()].sort(([, a], [, b]) => activity(b) - activity(a) || a.id - b.id);
    const chatsContacts = active.flatMap(([userId]) => {
      const contact = this.contacts.find((c) => c.id === userId);
      return contact ? [withSummary(contact) as ChatActiveContact] : [];
    });
    return { chatsContacts, contacts: this.contacts.map(withSummary) };
  }

  open(contactId: number): { chat?: Chat; contact: ChatContact } | undefined {
    const contact = this.contacts.find((c) => c.id === contactId);
    if (!contact) return undefined;
    const chat = this.chats.find((c) => c.userId === contactId);
    if (!chat) return { contact: structuredClone(contact) };
    chat.unseenMsgs = 0;
    return { chat: structuredClone(chat), contact: structuredClone(contact) };
  }

  send(contactId: number, message: string, time: Date): SentMessage | undefined {
    if (!this.contacts.some((c) => c.id === contactId)) return undefined;
    const newMessageData: ChatMessage = { message, time: time.toISOString(), senderId: PROFILE_USER_ID };
    const existing = this.chats.find((c) => c.userId === contactId);
    if (existing) {
      existing.chat.push(newMessageData);
      return structuredClone({ newMessageData, id: contactId });
    }
    const chat: Chat = { id: nextId(this.chats), userId: contactId, unseenMsgs: 0, chat: [newMessageData] };
    this.chats.push(chat);
    return structuredClone({ newMessageData, id: contactId, chat });
  }
}

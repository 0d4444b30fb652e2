import type { ChatMessage } from '../../../api/enhanced/chat';

/** Every message sent through the API is sent by the profile user (spec §9). */
export const PROFILE_USER_ID = 11;

export const CHAT_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export interface MessageGroup {
  senderId: number;
  messages: ChatMessage[];
}

/** Consecutive messages from the same sender form one group (one avatar, one time). */
export function groupMessages(messages: readonly ChatMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const message of messages) {
    const last = groups[groups.length - 1];
    if (last && last.senderId === message.senderId) last.messages.push(message);
    else groups.push({ senderId: message.senderId, messages: [message] });
  }
  return groups;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** Today's messages show the time; older ones the date. */
export function formatChatTime(iso: string, language: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (sameDay(date, now)) return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date);
}

/** Date and time, for the message groups of the open chat. */
export function formatMessageTime(iso: string, language: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);
  if (sameDay(date, now)) return time;
  return `${new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date)}, ${time}`;
}

export const matchesName = (name: string, search: string) =>
  name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());

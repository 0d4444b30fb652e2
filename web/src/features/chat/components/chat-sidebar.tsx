import { Badge } from 'primereact/badge';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { ChatListContact, GetChatsAndContactsApiResponse as GetChatsAndContacts } from '../../../api/enhanced/chat';
import { ChatAvatar } from './chat-avatar';
import { formatChatTime, matchesName } from './chat-utils';

interface Props {
  data: GetChatsAndContacts;
  status: string;
  search: string;
  onSearch(value: string): void;
  activeId: number | null;
  onOpen(contactId: number): void;
  onOpenProfile(): void;
}

function ContactRow({ contact, active, onOpen, withChat }: { contact: ChatListContact; active: boolean; onOpen(): void; withChat: boolean }) {
  const { t, i18n } = useTranslation();
  const summary = withChat ? contact.chat : undefined;
  const unseen = summary?.unseenMsgs ?? 0;
  return (
    <li>
      <button type="button" className={`chat-item${active ? ' active' : ''}`} aria-current={active ? 'true' : undefined} onClick={onOpen}>
        <ChatAvatar src={contact.avatar} status={contact.status} />
        <span className="chat-item-text">
          <span className="chat-item-name">{contact.fullName}</span>
          <span className="chat-item-preview" dir="auto">{summary ? summary.lastMessage.message : contact.about}</span>
        </span>
        {summary && (
          <span className="chat-item-meta">
            <time dateTime={summary.lastMessage.time} dir="auto">{formatChatTime(summary.lastMessage.time, i18n.language)}</time>
            {unseen > 0 && (
              <span className="chat-unread">
                <Badge value={unseen} severity="danger" aria-hidden />
                <span className="visually-hidden">{t('chat.unread', { count: unseen })}</span>
              </span>
            )}
          </span>
        )}
      </button>
    </li>
  );
}

/** The profile user, the search box, the chats (most recent first) and every contact. */
export function ChatSidebar({ data, status, search, onSearch, activeId, onOpen, onOpenProfile }: Props) {
  const { t } = useTranslation();
  const chats = data.chatsContacts.filter((c) => matchesName(c.fullName, search));
  const contacts = data.contacts.filter((c) => matchesName(c.fullName, search));
  return (
    <aside className="chat-sidebar" aria-label={t('chat.sidebarLabel')}>
      <div className="chat-sidebar-header">
        <button type="button" className="chat-profile-button" onClick={onOpenProfile} aria-label={t('chat.profile.open', { name: data.profileUser.fullName })}>
          <ChatAvatar src={data.profileUser.avatar} status={status} />
        </button>
        <IconField iconPosition="left" className="chat-search">
          <InputIcon className="pi pi-search" />
          <InputText
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={t('chat.search.placeholder')}
            aria-label={t('chat.search.label')}
            type="search"
          />
        </IconField>
      </div>
      <div className="chat-lists">
        <h2 id="chat-list-chats">{t('chat.chats')}</h2>
        {chats.length === 0 ? (
          <p className="chat-empty">{search ? t('chat.noMatches') : t('chat.noChats')}</p>
        ) : (
          <ul aria-labelledby="chat-list-chats">
            {chats.map((c) => (
              <ContactRow key={c.id} contact={c} withChat active={c.id === activeId} onOpen={() => onOpen(c.id)} />
            ))}
          </ul>
        )}
        <h2 id="chat-list-contacts">{t('chat.contacts')}</h2>
        {contacts.length === 0 ? (
          <p className="chat-empty">{search ? t('chat.noMatches') : t('chat.noContacts')}</p>
        ) : (
          <ul aria-labelledby="chat-list-contacts">
            {contacts.map((c) => (
              <ContactRow key={c.id} contact={c} withChat={false} active={c.id === activeId && !c.chat} onOpen={() => onOpen(c.id)} />
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}

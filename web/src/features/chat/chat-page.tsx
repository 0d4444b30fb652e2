import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGetChatsAndContactsQuery } from '../../api/enhanced/chat';
import { PageLoading, PageState } from '../../components/page-states';
import { ChatConversation } from './components/chat-conversation';
import { ChatSidebar } from './components/chat-sidebar';
import type { ChatStatus } from './components/chat-utils';
import { ProfileSidebar } from './components/profile-sidebar';
import './chat.css';

/** Chat: chats and contacts on the side, the open conversation (?contact=<id>) in the middle. */
export default function ChatPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const contactId = Number(params.get('contact')) || null;
  const [search, setSearch] = useState('');
  const [profileOpen, setProfileOpen] = useState(false);
  const [status, setStatus] = useState<ChatStatus | null>(null);
  const { data, error, isLoading, refetch } = useGetChatsAndContactsQuery();

  const open = (id: number | null) => setParams(id === null ? {} : { contact: String(id) });

  let content;
  if (isLoading) content = <PageLoading />;
  else if (error || !data) {
    content = (
      <PageState
        icon="pi pi-exclamation-triangle"
        title={t('chat.loadFailed.title')}
        message={t('chat.loadFailed.message')}
        action={<Button label={t('common.retry')} onClick={() => void refetch()} />}
      />
    );
  } else {
    const currentStatus = status ?? data.profileUser.status;
    content = (
      <div className={`chat-app${contactId ? ' chat-app-open' : ''}`}>
        <ChatSidebar
          data={data}
          status={currentStatus}
          search={search}
          onSearch={setSearch}
          activeId={contactId}
          onOpen={open}
          onOpenProfile={() => setProfileOpen(true)}
        />
        <section className="chat-main" aria-label={t('chat.conversation')}>
          {contactId ? (
            <ChatConversation contactId={contactId} profileAvatar={data.profileUser.avatar} onBack={() => open(null)} />
          ) : (
            <div className="chat-placeholder">
              <i className="pi pi-comments" aria-hidden />
              <p>{t('chat.start')}</p>
            </div>
          )}
        </section>
        <ProfileSidebar visible={profileOpen} onHide={() => setProfileOpen(false)} status={currentStatus} onStatus={setStatus} />
      </div>
    );
  }

  return (
    <div className="chat-page">
      <h1 className="visually-hidden">{t('chat.title')}</h1>
      {content}
    </div>
  );
}

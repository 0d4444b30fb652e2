import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetChatQuery, useSendChatMessageMutation } from '../../../api/enhanced/chat';
import { PageLoading } from '../../../components/page-states';
import { useNotifier } from '../../../components/toast';
import { ChatAvatar } from './chat-avatar';
import { ChatComposer } from './chat-composer';
import { formatMessageTime, groupMessages, PROFILE_USER_ID } from './chat-utils';

interface Props {
  contactId: number;
  profileAvatar: string;
  onBack(): void;
}

/** The open chat: contact header, messages grouped by sender (newest at the bottom, scrolled into view), composer. */
export function ChatConversation({ contactId, profileAvatar, onBack }: Props) {
  const { t, i18n } = useTranslation();
  const notifier = useNotifier();
  const { data, error, isLoading, refetch } = useGetChatQuery({ id: contactId });
  const [sendMessage, { isLoading: sending }] = useSendChatMessageMutation();
  const log = useRef<HTMLDivElement>(null);
  const messages = data?.chat?.chat ?? [];

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, contactId]);

  async function onSend(message: string) {
    const result = await sendMessage({ body: { obj: { message, contact: { id: contactId } } } });
    if (result.error) {
      notifier.apiError(result.error);
      return false;
    }
    return true;
  }

  if (isLoading) return <PageLoading />;
  if (error || !data) {
    return (
      <div className="chat-placeholder" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden />
        <p>{t('chat.openFailed')}</p>
        <Button label={t('common.retry')} outlined onClick={() => void refetch()} />
      </div>
    );
  }

  const { contact } = data;
  return (
    <>
      <header className="chat-header">
        <Button icon="pi pi-arrow-left" text rounded className="chat-back" aria-label={t('chat.back')} onClick={onBack} />
        <ChatAvatar src={contact.avatar} status={contact.status} />
        <div className="chat-header-text">
          <h2>{contact.fullName}</h2>
          <span className="muted small">
            {contact.role} · <span className={`chat-status-text chat-status-text-${contact.status}`}>{t(`chat.status.${contact.status}`)}</span>
          </span>
        </div>
      </header>
      <div className="chat-log" ref={log} role="log" aria-label={t('chat.messagesWith', { name: contact.fullName })} tabIndex={0}>
        {messages.length === 0 ? (
          <p className="chat-empty center">{t('chat.noMessages', { name: contact.fullName })}</p>
        ) : (
          groupMessages(messages).map((group, index) => {
            const mine = group.senderId === PROFILE_USER_ID;
            const last = group.messages[group.messages.length - 1]!;
            return (
              <div key={`${index}-${last.time}`} className={`chat-group${mine ? ' chat-group-mine' : ''}`}>
                <ChatAvatar src={mine ? profileAvatar : contact.avatar} size="sm" />
                <div className="chat-bubbles">
                  <span className="visually-hidden">{mine ? t('chat.you') : contact.fullName}</span>
                  {group.messages.map((m, i) => (
                    <p key={i} className="chat-bubble" dir="auto">
                      {m.message}
                    </p>
                  ))}
                  <time className="chat-time" dateTime={last.time} dir="auto">
                    {formatMessageTime(last.time, i18n.language)}
                  </time>
                </div>
              </div>
            );
          })
        )}
      </div>
      <ChatComposer key={contactId} onSend={onSend} sending={sending} />
    </>
  );
}

import { InputSwitch } from 'primereact/inputswitch';
import { RadioButton } from 'primereact/radiobutton';
import { Sidebar } from 'primereact/sidebar';
import { useTranslation } from 'react-i18next';
import { useGetChatProfileUserQuery } from '../../../api/enhanced/chat';
import { PageLoading } from '../../../components/page-states';
import { ChatAvatar } from './chat-avatar';
import { CHAT_STATUSES, type ChatStatus } from './chat-utils';

interface Props {
  visible: boolean;
  onHide(): void;
  status: ChatStatus;
  onStatus(status: ChatStatus): void;
}

/** Opens at the inline start (PrimeReact mirrors the side in right-to-left). About, presence (kept in this browser only: the API has no route to save it) and the two settings, read-only. */
export function ProfileSidebar({ visible, onHide, status, onStatus }: Props) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useGetChatProfileUserQuery(undefined, { skip: !visible });

  let body;
  if (isLoading || (!data && !error)) body = <PageLoading />;
  else if (error || !data) body = <p role="alert">{t('chat.profile.loadFailed')}</p>;
  else {
    body = (
      <div className="chat-profile">
        <div className="chat-profile-head">
          <ChatAvatar src={data.avatar} status={status} size="lg" />
          <h2>{data.fullName}</h2>
          <span className="muted">{data.role}</span>
        </div>
        <h3>{t('chat.profile.about')}</h3>
        <p>{data.about}</p>
        <fieldset className="chat-profile-status">
          <legend>{t('chat.profile.status')}</legend>
          {CHAT_STATUSES.map((s) => (
            <div key={s} className="field-radio">
              <RadioButton inputId={`chat-status-${s}`} name="chat-status" value={s} checked={status === s} onChange={() => onStatus(s)} />
              <label htmlFor={`chat-status-${s}`}>
                <span className={`chat-status-dot chat-status-${s} chat-status-inline`} aria-hidden /> {t(`chat.status.${s}`)}
              </label>
            </div>
          ))}
          <p className="muted small">{t('chat.profile.statusNote')}</p>
        </fieldset>
        <h3>{t('chat.profile.settings')}</h3>
        <div className="field-switch">
          <label htmlFor="chat-two-step">{t('chat.profile.twoStep')}</label>
          <InputSwitch inputId="chat-two-step" checked={data.settings.isTwoStepAuthVerificationEnabled} disabled />
        </div>
        <div className="field-switch">
          <label htmlFor="chat-notifications">{t('chat.profile.notifications')}</label>
          <InputSwitch inputId="chat-notifications" checked={data.settings.isNotificationsOn} disabled />
        </div>
        <p className="muted small">{t('chat.profile.settingsNote')}</p>
      </div>
    );
  }

  return (
    <Sidebar visible={visible} onHide={onHide} position="left" header={t('chat.profile.title')} className="chat-profile-sidebar">
      {body}
    </Sidebar>
  );
}

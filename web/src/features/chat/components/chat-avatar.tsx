import { useTranslation } from 'react-i18next';

interface Props {
  src: string;
  status?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Alternative text; empty when the name is written next to the picture. */
  alt?: string;
}

/** A round picture with the presence dot; the status is also given as text for screen readers. */
export function ChatAvatar({ src, status, size = 'md', alt = '' }: Props) {
  const { t } = useTranslation();
  return (
    <span className={`chat-avatar chat-avatar-${size}`}>
      <img src={src} alt={alt} />
      {status && (
        <span className={`chat-status-dot chat-status-${status}`}>
          <span className="visually-hidden">{t(`chat.status.${status}`)}</span>
        </span>
      )}
    </span>
  );
}

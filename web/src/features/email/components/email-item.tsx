import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailMessage } from '../../../api/enhanced/email';
import { formatListTime, snippetOf } from './email-utils';

interface Props {
  email: EmailMessage;
  /** Show the recipients instead of the sender (sent and draft). */
  showRecipients: boolean;
  selected: boolean;
  busy: boolean;
  onSelect(id: number, selected: boolean): void;
  onStar(email: EmailMessage): void;
  onOpen(id: number): void;
}

/** One row: select, star, and a button opening the email (sender, subject, preview, labels, attachments, time). */
export function EmailItem({ email, showRecipients, selected, busy, onSelect, onStar, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const snippet = useMemo(() => snippetOf(email.message), [email.message]);
  const subject = email.subject || t('email.noSubject');
  const who = showRecipients
    ? t('email.item.to', { names: email.to.map((r) => r.name || r.email).join(', ') || '—' })
    : email.from.name;
  const selectId = `email-select-${email.id}`;
  const classes = ['email-item', email.isRead ? 'read' : 'unread', selected ? 'selected' : ''].filter(Boolean).join(' ');

  return (
    <li className={classes}>
      <Checkbox inputId={selectId} checked={selected} onChange={(e) => onSelect(email.id, Boolean(e.checked))} />
      <label htmlFor={selectId} className="visually-hidden">
        {t('email.item.select', { subject })}
      </label>
      <Button
        icon={email.isStarred ? 'pi pi-star-fill' : 'pi pi-star'}
        text
        rounded
        severity="secondary"
        className={`email-star${email.isStarred ? ' on' : ''}`}
        aria-label={t('email.item.star', { subject })}
        aria-pressed={email.isStarred}
        disabled={busy}
        onClick={() => onStar(email)}
      />
      <button type="button" className="email-item-open" onClick={() => onOpen(email.id)}>
        <img className="email-avatar" src={email.from.avatar} alt="" />
        <span className="email-item-body">
          <span className="email-item-top">
            <span className="email-item-from" dir="auto">{who}</span>
            <span className="email-item-meta">
              {email.labels.map((label) => (
                <span key={label} className={`email-bullet email-label-${label}`} title={t(`email.labels.${label}`)} aria-hidden />
              ))}
              {email.attachments.length > 0 && <i className="pi pi-paperclip" aria-label={t('email.item.hasAttachments')} />}
              <time dateTime={email.time} dir="auto">{formatListTime(email.time, i18n.language)}</time>
            </span>
          </span>
          <span className="email-item-subject" dir="auto">
            {!email.isRead && <span className="visually-hidden">{t('email.item.unread')} </span>}
            {subject}
          </span>
          <span className="email-item-snippet" dir="auto">{snippet}</span>
        </span>
      </button>
    </li>
  );
}

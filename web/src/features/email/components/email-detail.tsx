import { Button } from 'primereact/button';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import {
  emailEndpoints,
  useGetEmailQuery,
  useLazyPaginateEmailQuery,
  type EmailDetail as Email,
  type EmailReply,
} from '../../../api/enhanced/email';
import { PageLoading } from '../../../components/page-states';
import { useNotifier } from '../../../components/toast';
import type { BulkActions } from './email-list';
import { LabelMenu, MoveMenu } from './email-menus';
import { formatFullTime, sanitiseEmailHtml, type EmailFolder } from './email-utils';

export type ReplyMode = 'reply' | 'forward';

interface Props {
  id: number;
  busy: boolean;
  actions: BulkActions;
  canUpdate: boolean;
  canCompose: boolean;
  onClose(): void;
  onOpen(id: number): void;
  onReply(email: Email, mode: ReplyMode): void;
}

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** One message of the thread: sender, recipients, time, body and attachments. */
function MessageCard({ email, latest }: { email: Email | EmailReply; latest: boolean }) {
  const { t, i18n } = useTranslation();
  const html = useMemo(() => sanitiseEmailHtml(email.message), [email.message]);
  const list = (values: string[]) => values.join(', ');
  return (
    <article className={`email-message${latest ? ' latest' : ''}`} aria-label={t('email.detail.messageFrom', { name: email.from.name })}>
      <header className="email-message-head">
        <img className="email-avatar email-avatar-lg" src={email.from.avatar} alt="" />
        <div className="email-message-people">
          <span className="email-message-from" dir="auto">
            <strong>{email.from.name}</strong> <span className="email-address">&lt;{email.from.email}&gt;</span>
          </span>
          <span className="email-message-to" dir="auto">
            {t('email.detail.to')} {list(email.to.map((r) => (r.name && r.name !== r.email ? `${r.name} <${r.email}>` : r.email)))}
          </span>
          {email.cc.length > 0 && (
            <span className="email-message-to" dir="auto">
              {t('email.detail.cc')} {list(email.cc)}
            </span>
          )}
          {email.bcc.length > 0 && (
            <span className="email-message-to" dir="auto">
              {t('email.detail.bcc')} {list(email.bcc)}
            </span>
          )}
        </div>
        <time className="email-message-time" dateTime={email.time} dir="auto">
          {formatFullTime(email.time, i18n.language)}
        </time>
      </header>
      <div className="email-message-body" dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
      {email.attachments.length > 0 && (
        <section className="email-attachments" aria-label={t('email.detail.attachments', { count: email.attachments.length })}>
          <h3>
            <i className="pi pi-paperclip" aria-hidden /> {t('email.detail.attachments', { count: email.attachments.length })}
          </h3>
          <ul>
            {email.attachments.map((file) => (
              <li key={file.fileName} className="email-attachment">
                <img src={file.thumbnail} alt="" />
                <span className="email-attachment-name" dir="auto">{file.fileName}</span>
                <span className="email-attachment-size">{file.size}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/**
 * The open email: previous/next (by its folder's list), star, move, labels, mark unread, trash, the earlier messages
 * of the thread and reply/forward. Opening an unread email marks it read.
 */
export function EmailDetail({ id, busy, actions, canUpdate, canCompose, onClose, onOpen, onReply }: Props) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const dispatch = useAppDispatch();
  const { data, error, isLoading, refetch } = useGetEmailQuery({ id });
  const [paginate, { isFetching: paging }] = useLazyPaginateEmailQuery();
  const [showEarlier, setShowEarlier] = useState(false);
  const marked = useRef(new Set<number>());
  const heading = useRef<HTMLHeadingElement>(null);
  const email = data && data.id === id ? data : undefined;

  useEffect(() => setShowEarlier(false), [id]);
  useEffect(() => heading.current?.focus(), [email?.id]);

  // Opening is reading: an unread email is marked read the first time it shows. Each id is judged once, so an
  // email marked unread while it is open (or refetched after that) is not marked read again behind the user's back.
  useEffect(() => {
    if (!email || !canUpdate || marked.current.has(email.id)) return;
    marked.current.add(email.id);
    if (!email.isRead) void actions.update([email.id], { isRead: true });
  }, [email, canUpdate, actions]);

  async function go(dir: 'previous' | 'next') {
    const result = await paginate({ dir, emailId: id });
    if (result.error || !result.data) {
      notifier.apiError(result.error);
      return;
    }
    dispatch(emailEndpoints.util.upsertQueryData('getEmail', { id: result.data.id }, result.data));
    onOpen(result.data.id);
  }

  async function change(data: { isRead?: boolean; isStarred?: boolean; folder?: EmailFolder }, done: string | undefined, close: boolean) {
    const ok = await actions.update([id], data, done);
    if (ok && close) onClose();
  }

  const back = (
    <Button icon="pi pi-chevron-left" text rounded severity="secondary" className="email-back" aria-label={t('email.detail.back')} onClick={onClose} />
  );

  if (isLoading) return <PageLoading />;
  if (error || !email) {
    const notFound = isNotFound(error);
    return (
      <div className="email-detail">
        <div className="email-detail-bar">{back}</div>
        <div className="email-state">
          <i className={notFound ? 'pi pi-envelope' : 'pi pi-exclamation-triangle'} aria-hidden />
          <h2>{notFound ? t('email.detail.notFound.title') : t('email.detail.loadFailed.title')}</h2>
          <p>{notFound ? t('email.detail.notFound.message') : t('email.detail.loadFailed.message')}</p>
          {!notFound && <Button label={t('common.retry')} onClick={() => void refetch()} />}
        </div>
      </div>
    );
  }

  const replies = email.replies;
  const disabled = busy || !canUpdate;
  return (
    <div className="email-detail">
      <div className="email-detail-bar">
        {back}
        <h2 className="email-detail-subject" ref={heading} tabIndex={-1} dir="auto">
          {email.subject || t('email.noSubject')}
        </h2>
        <span className="email-detail-labels">
          {email.labels.map((label) => (
            <span key={label} className={`email-chip email-label-${label}`}>
              {t(`email.labels.${label}`)}
            </span>
          ))}
        </span>
        <span className="email-pager">
          <Button icon="pi pi-chevron-left" text rounded severity="secondary" aria-label={t('email.detail.previous')} tooltip={t('email.detail.previous')} tooltipOptions={{ position: 'bottom', showDelay: 400 }} disabled={!email.hasPreviousMail || paging} onClick={() => void go('previous')} />
          <Button icon="pi pi-chevron-right" text rounded severity="secondary" aria-label={t('email.detail.next')} tooltip={t('email.detail.next')} tooltipOptions={{ position: 'bottom', showDelay: 400 }} disabled={!email.hasNextMail || paging} onClick={() => void go('next')} />
        </span>
      </div>
      <div className="email-detail-actions" role="toolbar" aria-label={t('email.actions.label')}>
        <Button
          icon={email.isStarred ? 'pi pi-star-fill' : 'pi pi-star'}
          text
          rounded
          severity="secondary"
          className={`email-star${email.isStarred ? ' on' : ''}`}
          aria-label={t('email.actions.starThis')}
          aria-pressed={email.isStarred}
          disabled={disabled}
          onClick={() => void change({ isStarred: !email.isStarred }, undefined, false)}
        />
        <MoveMenu exclude={[email.folder]} disabled={disabled} onMove={(folder) => void change({ folder }, t('email.done.moved', { folder: t(`email.folders.${folder}`) }), true)} />
        <LabelMenu active={email.labels} disabled={disabled} onToggle={(label) => void actions.toggleLabel([id], label)} />
        <Button icon="pi pi-envelope" text rounded severity="secondary" aria-label={t('email.actions.markUnread')} tooltip={t('email.actions.markUnread')} tooltipOptions={{ position: 'bottom', showDelay: 400 }} disabled={disabled} onClick={() => void change({ isRead: false }, t('email.done.markedUnread'), true)} />
        {email.folder !== 'trash' && (
          <Button icon="pi pi-trash" text rounded severity="danger" aria-label={t('email.actions.trash')} tooltip={t('email.actions.trash')} tooltipOptions={{ position: 'bottom', showDelay: 400 }} disabled={disabled} onClick={() => void change({ folder: 'trash' }, t('email.done.moved', { folder: t('email.folders.trash') }), true)} />
        )}
        <span className="email-folder-chip">
          <i className="pi pi-folder" aria-hidden /> {t(`email.folders.${email.folder}`)}
        </span>
      </div>
      <div className="email-thread">
        {replies.length > 0 && (
          <Button
            label={showEarlier ? t('email.detail.hideEarlier') : t('email.detail.showEarlier', { count: replies.length })}
            icon={showEarlier ? 'pi pi-chevron-up' : 'pi pi-chevron-down'}
            link
            className="email-earlier"
            aria-expanded={showEarlier}
            onClick={() => setShowEarlier((v) => !v)}
          />
        )}
        {showEarlier && replies.map((reply) => <MessageCard key={reply.id} email={reply} latest={false} />)}
        <MessageCard email={email} latest />
        {canCompose && (
          <div className="email-reply-bar">
            <Button label={t('email.detail.reply')} icon="pi pi-reply" outlined onClick={() => onReply(email, 'reply')} />
            <Button label={t('email.detail.forward')} icon="pi pi-directions" outlined severity="secondary" onClick={() => onReply(email, 'forward')} />
          </div>
        )}
      </div>
    </div>
  );
}

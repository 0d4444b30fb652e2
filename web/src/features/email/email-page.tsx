import { Button } from 'primereact/button';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetEmailsQuery,
  useToggleEmailsLabelMutation,
  useUpdateEmailsMutation,
  type EmailDetail as Email,
} from '../../api/enhanced/email';
import { NotFoundPage, PageLoading } from '../../components/page-states';
import { useNotifier } from '../../components/toast';
import { useAbility } from '../auth/ability';
import { ComposeDialog, emptyDraft, type ComposeDraft } from './components/compose-dialog';
import { EmailDetail, type ReplyMode } from './components/email-detail';
import { EmailList, EmailSearch, type BulkActions } from './components/email-list';
import { EmailSidebar } from './components/email-sidebar';
import { forwardSubject, formatFullTime, htmlToText, replySubject } from './components/email-utils';
import { useEmailQuery } from './components/use-email-query';
import './email.css';

/**
 * Email: folder views in the path (/email = inbox, /email/:folder), label filter, search and the open email in the
 * query string (?label=, ?q=, ?email=). Every change goes to the server and the lists refresh through the cache.
 */
export default function EmailPage() {
  const { t, i18n } = useTranslation();
  const notifier = useNotifier();
  const ability = useAbility();
  const canUpdate = ability.can('update', 'Email');
  const canCompose = ability.can('create', 'Email');
  const { query, search, update } = useEmailQuery();
  const { view, label, q, emailId } = query;
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [compose, setCompose] = useState<ComposeDraft | null>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const { data, error, isLoading, isFetching, refetch } = useGetEmailsQuery(
    { folder: view ?? 'inbox', label, q: q || undefined },
    { skip: view === null },
  );
  const [updateEmails, { isLoading: updating }] = useUpdateEmailsMutation();
  const [toggleLabel, { isLoading: labelling }] = useToggleEmailsLabelMutation();

  // A different view starts with nothing selected; a refreshed list keeps only the rows still shown.
  useEffect(() => setSelected(new Set()), [view, label, q]);
  useEffect(() => {
    if (!data) return;
    setSelected((current) => {
      const shown = new Set(data.emails.map((e) => e.id));
      const kept = [...current].filter((id) => shown.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [data]);

  const actions = useMemo<BulkActions>(
    () => ({
      async update(ids, dataToUpdate, done) {
        if (ids.length === 0) return false;
        const result = await updateEmails({ body: { emailIds: ids, dataToUpdate } });
        if (result.error) {
          notifier.apiError(result.error);
          return false;
        }
        if (done) notifier.success(done);
        if (dataToUpdate.folder) setSelected(new Set());
        return true;
      },
      async toggleLabel(ids, value) {
        if (ids.length === 0) return false;
        const result = await toggleLabel({ body: { emailIds: ids, label: value } });
        if (result.error) {
          notifier.apiError(result.error);
          return false;
        }
        return true;
      },
    }),
    [updateEmails, toggleLabel, notifier],
  );

  const onSearch = useCallback((value: string) => update({ q: value }, true), [update]);
  const onSelect = useCallback(
    (ids: number[], on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const open = useCallback((id: number) => update({ email: id }), [update]);
  const openNeighbour = useCallback((id: number) => update({ email: id }, true), [update]);
  const close = useCallback(() => update({ email: null }), [update]);

  function reply(email: Email, mode: ReplyMode) {
    const ownMail = email.folder === 'sent' || email.folder === 'draft';
    const original = htmlToText(email.message);
    const when = formatFullTime(email.time, i18n.language);
    if (mode === 'reply') {
      const quoted = original.split('\n').map((line) => `> ${line}`).join('\n');
      setCompose({
        title: 'reply',
        to: ownMail ? email.to.map((r) => r.email) : [email.from.email],
        cc: [],
        subject: replySubject(email.subject),
        message: `\n\n${t('email.compose.quoteHeader', { date: when, name: email.from.name })}\n${quoted}`,
      });
    } else {
      const header = t('email.compose.forwardHeader', { name: email.from.name, address: email.from.email, date: when, subject: email.subject });
      setCompose({ title: 'forward', to: [], cc: [], subject: forwardSubject(email.subject), message: `\n\n${header}\n\n${original}` });
    }
  }

  if (view === null) return <NotFoundPage />;

  let state = null;
  if (isLoading) state = <PageLoading />;
  else if (error || !data) {
    state = (
      <div className="email-state" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden />
        <h2>{t('email.loadFailed.title')}</h2>
        <p>{t('email.loadFailed.message')}</p>
        <Button label={t('common.retry')} onClick={() => void refetch()} />
      </div>
    );
  } else if (data.emails.length === 0) {
    state = (
      <div className="email-state">
        <i className="pi pi-inbox" aria-hidden />
        <h2>{q || label ? t('email.empty.filteredTitle') : t('email.empty.title', { folder: t(`email.folders.${view}`) })}</h2>
        <p>{q || label ? t('email.empty.filteredMessage') : t('email.empty.message')}</p>
      </div>
    );
  }

  const busy = updating || labelling;
  return (
    <div className="email-page">
      <h1 className="visually-hidden">{t('email.title')}</h1>
      <div className={`email-app${sidebarOpen ? ' sidebar-open' : ''}`}>
        <EmailSidebar
          view={view}
          label={label}
          search={search}
          meta={data?.emailsMeta}
          canCompose={canCompose}
          onCompose={() => {
            setSidebarOpen(false);
            setCompose(emptyDraft);
          }}
          onNavigate={() => setSidebarOpen(false)}
        />
        <div className="email-backdrop" aria-hidden onClick={() => setSidebarOpen(false)} />
        <section className="email-main" aria-label={t(`email.folders.${view}`)}>
          {emailId !== null ? (
            <EmailDetail
              key="detail"
              id={emailId}
              busy={busy}
              actions={actions}
              canUpdate={canUpdate}
              canCompose={canCompose}
              onClose={close}
              onOpen={openNeighbour}
              onReply={reply}
            />
          ) : (
            <>
              <div className="email-toolbar">
                <Button
                  icon="pi pi-bars"
                  text
                  rounded
                  severity="secondary"
                  className="email-menu-toggle"
                  aria-label={t('email.openSidebar')}
                  aria-expanded={sidebarOpen}
                  onClick={() => setSidebarOpen(true)}
                />
                <EmailSearch q={q} onSearch={onSearch} />
                {label && (
                  <button type="button" className={`email-chip email-chip-button email-label-${label}`} onClick={() => update({ label: null })} aria-label={t('email.labels.clear', { label: t(`email.labels.${label}`) })}>
                    {t(`email.labels.${label}`)} <i className="pi pi-times" aria-hidden />
                  </button>
                )}
              </div>
              <EmailList
                view={view}
                emails={data?.emails}
                state={state}
                fetching={isFetching}
                selected={selected}
                busy={busy || !canUpdate}
                onSelect={onSelect}
                onOpen={open}
                onRefresh={() => void refetch()}
                actions={actions}
              />
            </>
          )}
        </section>
      </div>
      {compose && <ComposeDialog draft={compose} onHide={() => setCompose(null)} onDone={() => setCompose(null)} />}
    </div>
  );
}

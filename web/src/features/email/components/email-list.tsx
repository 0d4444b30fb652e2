import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailMessage } from '../../../api/enhanced/email';
import { EmailItem } from './email-item';
import { LabelMenu, MoveMenu } from './email-menus';
import type { EmailFolder, EmailLabel, EmailView } from './email-utils';

const SEARCH_DELAY_MS = 300;

/** The search box: the URL holds the search, typing updates it once it pauses. */
export function EmailSearch({ q, onSearch }: { q: string; onSearch(q: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);

  // The URL is the truth: follow it when it changes from elsewhere (back button, a link).
  useEffect(() => setText((current) => (current.trim() === q ? current : q)), [q]);

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <IconField iconPosition="left" className="email-search">
      <InputIcon className="pi pi-search" />
      <InputText
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('email.search.placeholder')}
        aria-label={t('email.search.label')}
        maxLength={200}
      />
    </IconField>
  );
}

export interface BulkActions {
  update(ids: number[], data: { isRead?: boolean; isStarred?: boolean; folder?: EmailFolder }, done?: string): Promise<boolean>;
  toggleLabel(ids: number[], label: EmailLabel): Promise<boolean>;
}

interface Props {
  view: EmailView;
  emails: EmailMessage[] | undefined;
  /** Shown instead of the rows (loading, error, empty). */
  state: ReactNode;
  fetching: boolean;
  selected: ReadonlySet<number>;
  busy: boolean;
  onSelect(ids: number[], selected: boolean): void;
  onOpen(id: number): void;
  onRefresh(): void;
  actions: BulkActions;
}

/** Select-all and the bulk actions over the list of one folder view, newest first. */
export function EmailList({ view, emails = [], state, fetching, selected, busy, onSelect, onOpen, onRefresh, actions }: Props) {
  const { t } = useTranslation();
  const ids = emails.map((e) => e.id);
  const chosen = emails.filter((e) => selected.has(e.id));
  const all = emails.length > 0 && chosen.length === emails.length;
  const some = chosen.length > 0;
  const chosenIds = chosen.map((e) => e.id);
  const none = !some || busy;
  const folders = [...new Set(chosen.map((e) => e.folder))];
  const labelsOnAll = (['personal', 'company', 'important', 'private'] as const).filter(
    (l) => some && chosen.every((e) => e.labels.includes(l)),
  );
  const move = (folder: EmailFolder) =>
    void actions.update(chosenIds, { folder }, t('email.done.moved', { folder: t(`email.folders.${folder}`) }));

  return (
    <>
      <div className="email-bulk" role="toolbar" aria-label={t('email.actions.label')}>
        <Checkbox
          inputId="email-select-all"
          checked={some}
          icon={all ? undefined : <i className="pi pi-minus p-checkbox-icon" aria-hidden />}
          onChange={() => onSelect(ids, !all)}
          disabled={emails.length === 0}
        />
        <label htmlFor="email-select-all" className="email-select-all-label">
          {some ? t('email.actions.selected', { count: chosen.length }) : t('email.actions.selectAll')}
        </label>
        <span className="email-bulk-actions">
          <Button icon="pi pi-envelope" text rounded severity="secondary" aria-label={t('email.actions.markUnread')} tooltip={t('email.actions.markUnread')} tooltipOptions={{ position: 'bottom', showDelay: 400 }} disabled={none} onClick={() => void actions.update(chosenIds, { isRead: false }, t('email.done.markedUnread'))} />
          <Button icon="pi pi-eye" text rounded severity="secondary" aria-label={t('email.actions.markRead')} tooltip={t('email.actions.markRead')} tooltipOptions={{ position: 'bottom', showDelay: 400 }} disabled={none} onClick={() => void actions.update(chosenIds, { isRead: true }, t('email.done.markedRead'))} />
          <Button icon="pi pi-star-fill" text rounded severity="secondary" aria-label={t('email.actions.star')} tooltip={t('email.actions.star')} tooltipOptions={{ position: 'bottom', showDelay: 400 }} disabled={none} onClick={() => void actions.update(chosenIds, { isStarred: true }, t('email.done.starred'))} />
          <Button icon="pi pi-star" text rounded severity="secondary" aria-label={t('email.actions.unstar')} tooltip={t('email.actions.unstar')} tooltipOptions={{ position: 'bottom', showDelay: 400 }} disabled={none} onClick={() => void actions.update(chosenIds, { isStarred: false }, t('email.done.unstarred'))} />
          <MoveMenu exclude={folders.length === 1 ? folders : []} disabled={none} onMove={move} />
          <LabelMenu active={labelsOnAll} disabled={none} onToggle={(label) => void actions.toggleLabel(chosenIds, label)} />
          {view !== 'trash' && (
            <Button icon="pi pi-trash" text rounded severity="danger" aria-label={t('email.actions.trash')} tooltip={t('email.actions.trash')} tooltipOptions={{ position: 'bottom', showDelay: 400 }} disabled={none} onClick={() => move('trash')} />
          )}
          <Button icon={`pi pi-refresh${fetching ? ' pi-spin' : ''}`} text rounded severity="secondary" aria-label={t('email.actions.refresh')} tooltip={t('email.actions.refresh')} tooltipOptions={{ position: 'bottom', showDelay: 400 }} onClick={onRefresh} />
        </span>
      </div>
      {state ?? (
        <ul className="email-list" aria-label={t('email.listLabel')} aria-busy={fetching}>
          {emails.map((email) => (
            <EmailItem
              key={email.id}
              email={email}
              showRecipients={email.folder === 'sent' || email.folder === 'draft'}
              selected={selected.has(email.id)}
              busy={busy}
              onSelect={(id, on) => onSelect([id], on)}
              onStar={(e) => void actions.update([e.id], { isStarred: !e.isStarred })}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
    </>
  );
}

import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { GetEmailsApiResponse } from '../../../api/enhanced/email';
import { EMAIL_LABELS, EMAIL_VIEWS, VIEW_ICONS, type EmailLabel, type EmailView } from './email-utils';

interface Props {
  view: EmailView;
  label: EmailLabel | undefined;
  /** The current query string. */
  search: URLSearchParams;
  /** Unread counts; undefined until the first list arrives. */
  meta: GetEmailsApiResponse['emailsMeta'] | undefined;
  canCompose: boolean;
  onCompose(): void;
  /** Called after a link is followed (closes the sidebar on small screens). */
  onNavigate(): void;
}

const COUNTED: Partial<Record<EmailView, keyof GetEmailsApiResponse['emailsMeta']>> = {
  inbox: 'inbox',
  draft: 'draft',
  spam: 'spam',
};

export const viewPath = (view: EmailView) => (view === 'inbox' ? paths.email : paths.emailFolder.replace(':folder', view));

/** Compose, the folder views (in the path) with unread counts, and the labels (a filter in the query string). */
export function EmailSidebar({ view, label, search, meta, canCompose, onCompose, onNavigate }: Props) {
  const { t } = useTranslation();

  const folderLink = (target: EmailView) => {
    const next = new URLSearchParams();
    if (label) next.set('label', label);
    const s = next.toString();
    return s ? `${viewPath(target)}?${s}` : viewPath(target);
  };
  const labelLink = (value: EmailLabel) => {
    const next = new URLSearchParams(search);
    next.delete('email');
    if (label === value) next.delete('label');
    else next.set('label', value);
    const s = next.toString();
    return s ? `${viewPath(view)}?${s}` : viewPath(view);
  };

  return (
    <aside className="email-sidebar" aria-label={t('email.sidebarLabel')}>
      {canCompose && <Button label={t('email.compose.open')} icon="pi pi-pencil" className="w-full" onClick={onCompose} />}
      <nav aria-label={t('email.folders.label')}>
        <ul className="email-nav">
          {EMAIL_VIEWS.map((v) => {
            const key = COUNTED[v];
            const count = key && meta ? meta[key] : 0;
            const active = v === view;
            return (
              <li key={v}>
                <Link to={folderLink(v)} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                  <i className={VIEW_ICONS[v]} aria-hidden />
                  <span className="email-nav-text">{t(`email.folders.${v}`)}</span>
                  {count > 0 && ' '}
                  {count > 0 && (
                    <span className={`email-count email-count-${v}`} data-testid={`count-${v}`}>
                      <span aria-hidden>{count}</span>
                      <span className="visually-hidden">{t('email.unreadCount', { count })}</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <h2 id="email-labels-heading">{t('email.labels.label')}</h2>
      <nav aria-labelledby="email-labels-heading">
        <ul className="email-nav">
          {EMAIL_LABELS.map((value) => (
            <li key={value}>
              <Link
                to={labelLink(value)}
                className={label === value ? 'active' : undefined}
                aria-current={label === value ? 'true' : undefined}
                onClick={onNavigate}
              >
                <span className={`email-bullet email-label-${value}`} aria-hidden />
                <span className="email-nav-text">{t(`email.labels.${value}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

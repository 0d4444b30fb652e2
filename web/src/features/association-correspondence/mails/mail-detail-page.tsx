import { Button } from 'primereact/button';
import { confirmDialog, ConfirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  useArchiveMailMutation,
  useDeleteMailMutation,
  useGetMailQuery,
  useStartMailMutation,
  type AssocMail,
} from '../../../api/enhanced/correspondence-mails';
import { paths } from '../../../app/paths';
import { NotFoundPage, PageLoading } from '../../../components/page-states';
import { useNotifier } from '../../../components/toast';
import { useAbility } from '../../auth/ability';
import { LoadError } from '../components/load-error';
import { MailStatusTag, OverdueTag } from '../components/status-tag';
import '../correspondence.css';
import { CompleteDialog, DispositionDialog } from './mail-action-dialogs';
import { DispositionHistory } from './disposition-history';
import { MailFacts } from './mail-facts';
import { MailFiles } from './mail-files';
import { MailFormDialog } from './mail-form-dialog';

type Dialog = 'disposition' | 'complete' | 'edit' | null;

/** What each status allows (the server checks again and answers 409 otherwise). */
const ALLOWED: Record<AssocMail['status'], readonly string[]> = {
  received: ['disposition', 'archive', 'edit', 'delete'],
  dispositioned: ['disposition', 'start', 'edit'],
  in_progress: ['disposition', 'complete', 'edit'],
  done: ['archive', 'edit'],
  archived: [],
};

/** A letter: its register data, where its handling stands, its disposition history and the steps its status allows. */
export default function MailDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const location = useLocation();
  const navigate = useNavigate();
  const notifier = useNotifier();
  const ability = useAbility();
  const { data: mail, error, isLoading, refetch } = useGetMailQuery({ id }, { skip: !Number.isSafeInteger(id) || id < 1 });
  const [start, starting] = useStartMailMutation();
  const [archive, archiving] = useArchiveMailMutation();
  const [remove] = useDeleteMailMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const back = (location.state as { from?: string } | null)?.from ?? paths.associationMails;
  const k = 'associationCorrespondence.mailDetail';

  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundPage />;
  if (isLoading) return <PageLoading />;
  if (error && 'status' in error && error.status === 404) return <NotFoundPage />;
  if (error || !mail) return <LoadError error={error} onRetry={() => void refetch()} />;

  const can = (action: string) => ability.can(action === 'delete' ? 'delete' : 'update', 'Mail') && ALLOWED[mail.status].includes(action);
  const step = async (request: () => Promise<unknown>, done: string) => {
    try {
      await request();
      notifier.success(t(done));
    } catch (e) {
      notifier.apiError(e);
    }
  };

  return (
    <div className="ac-page">
      <Link to={back} className="ac-back">
        <i className="pi pi-arrow-left" aria-hidden /> {t(`${k}.back`)}
      </Link>
      <header className="ac-header">
        <div>
          <p className="muted small ac-eyebrow">{mail.agendaNumber}</p>
          <h1>{mail.subject}</h1>
          <div className="ac-tags">
            <MailStatusTag status={mail.status} />
            {mail.overdue && <OverdueTag />}
          </div>
        </div>
        <div className="ac-header-actions" role="group" aria-label={t(`${k}.actions`)}>
          {can('disposition') && (
            <Button type="button" icon="pi pi-send" label={t(mail.dispositionCount ? `${k}.redisposition` : `${k}.disposition`)} onClick={() => setDialog('disposition')} />
          )}
          {can('start') && (
            <Button type="button" icon="pi pi-play" label={t(`${k}.start`)} loading={starting.isLoading} onClick={() => void step(() => start({ id }).unwrap(), `${k}.started`)} />
          )}
          {can('complete') && <Button type="button" icon="pi pi-check-circle" label={t(`${k}.complete`)} severity="success" onClick={() => setDialog('complete')} />}
          {can('archive') && (
            <Button
              type="button"
              icon="pi pi-box"
              label={t(`${k}.archive`)}
              outlined
              loading={archiving.isLoading}
              onClick={() =>
                confirmDialog({
                  header: t(`${k}.archiveTitle`),
                  message: t(`${k}.archiveConfirm`, { agenda: mail.agendaNumber }),
                  acceptLabel: t(`${k}.archive`),
                  rejectLabel: t('associationCorrespondence.common.cancel'),
                  accept: () => void step(() => archive({ id }).unwrap(), `${k}.archived`),
                })
              }
            />
          )}
          {can('edit') && <Button type="button" icon="pi pi-pencil" label={t(`${k}.edit`)} outlined severity="secondary" onClick={() => setDialog('edit')} />}
          {can('delete') && (
            <Button
              type="button"
              icon="pi pi-trash"
              label={t(`${k}.delete`)}
              outlined
              severity="danger"
              onClick={() =>
                confirmDialog({
                  header: t(`${k}.deleteTitle`),
                  message: t(`${k}.deleteConfirm`, { agenda: mail.agendaNumber }),
                  acceptLabel: t(`${k}.delete`),
                  rejectLabel: t('associationCorrespondence.common.cancel'),
                  acceptClassName: 'p-button-danger',
                  accept: () =>
                    void step(async () => {
                      await remove({ id }).unwrap();
                      navigate(back);
                    }, `${k}.deleted`),
                })
              }
            />
          )}
        </div>
      </header>
      <MailFacts mail={mail} />
      <MailFiles mailId={mail.id} canChange={ability.can('update', 'Mail') && mail.status !== 'archived'} />
      <DispositionHistory id={mail.id} />
      <ConfirmDialog />
      {dialog === 'disposition' && <DispositionDialog mail={mail} onHide={() => setDialog(null)} />}
      {dialog === 'complete' && <CompleteDialog mail={mail} onHide={() => setDialog(null)} />}
      {dialog === 'edit' && <MailFormDialog mail={mail} onHide={() => setDialog(null)} onSaved={() => setDialog(null)} />}
    </div>
  );
}

import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAttachMailFileMutation,
  useLazyGetMailFileQuery,
  useListMailFilesQuery,
  useRemoveMailFileMutation,
  type ListMailFilesApiResponse,
} from '../../../api/enhanced/correspondence-mails';
import { useNotifier } from '../../../components/toast';
import { LoadError } from '../components/load-error';
import { useFormat } from '../lib/format';

type MailFile = ListMailFilesApiResponse['data'][number];

/** What the file picker offers; the server decides by the file's content. */
const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
const ICONS: Record<MailFile['contentType'], string> = { 'application/pdf': 'pi pi-file-pdf', 'image/jpeg': 'pi pi-image', 'image/png': 'pi pi-image' };

/** The scanned letter: its files, opened or saved, and (for staff who change letters) attached or removed. */
export function MailFiles({ mailId, canChange }: { mailId: number; canChange: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const notifier = useNotifier();
  const { data, error, isLoading, refetch } = useListMailFilesQuery({ id: mailId });
  const [attach] = useAttachMailFileMutation();
  const [remove] = useRemoveMailFileMutation();
  const [fetchFile] = useLazyGetMailFileQuery();
  const [uploading, setUploading] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const k = 'associationCorrespondence.mailFiles';

  const size = (bytes: number) => (bytes >= 1024 * 1024 ? t(`${k}.mb`, { n: format.number(Math.round(bytes / 104857.6) / 10) }) : t(`${k}.kb`, { n: format.number(Math.max(1, Math.round(bytes / 1024))) }));

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of chosen) {
      setUploading(file.name);
      try {
        await attach({ id: mailId, filename: file.name, body: file }).unwrap();
        notifier.success(t(`${k}.attached`, { name: file.name }));
      } catch (e) {
        notifier.apiError(e);
      }
    }
    setUploading(null);
  }

  async function open(file: MailFile, save: boolean) {
    try {
      const url = (await fetchFile({ id: mailId, fileId: file.id }).unwrap()) as unknown as string;
      if (save) {
        const link = document.createElement('a');
        link.href = url;
        link.download = file.filename;
        link.click();
      } else {
        window.open(url, '_blank', 'noopener');
      }
      // The browser has read it (a download, a new tab) by then.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (e) {
      notifier.apiError(e);
    }
  }

  function confirmRemove(file: MailFile) {
    confirmDialog({
      header: t(`${k}.removeTitle`),
      message: t(`${k}.removeConfirm`, { name: file.filename }),
      acceptLabel: t(`${k}.remove`),
      rejectLabel: t('associationCorrespondence.common.cancel'),
      acceptClassName: 'p-button-danger',
      accept: () =>
        void remove({ id: mailId, fileId: file.id })
          .unwrap()
          .then(() => notifier.success(t(`${k}.removed`, { name: file.filename })), (e: unknown) => notifier.apiError(e)),
    });
  }

  return (
    <section className="ac-card card-surface" aria-labelledby="mail-files">
      <div className="ac-card-head">
        <h2 id="mail-files">{t(`${k}.title`)}</h2>
        {canChange && (
          <>
            <input ref={input} type="file" accept={ACCEPT} multiple hidden onChange={(e) => void upload(e)} data-testid="mail-file-input" />
            <Button type="button" icon="pi pi-upload" label={t(`${k}.attach`)} outlined loading={uploading !== null} onClick={() => input.current?.click()} />
          </>
        )}
      </div>
      {canChange && <p className="muted small">{t(`${k}.hint`)}</p>}
      {uploading && (
        <p className="muted small" role="status">
          {t(`${k}.uploading`, { name: uploading })}
        </p>
      )}
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <p className="muted">{t('associationCorrespondence.common.loading')}</p>
      ) : !data?.data.length ? (
        <p className="muted">{t(`${k}.none`)}</p>
      ) : (
        <ul className="ac-files" aria-label={t(`${k}.title`)}>
          {data.data.map((file) => (
            <li key={file.id} className="ac-file">
              <i className={ICONS[file.contentType]} aria-hidden />
              <div className="ac-file-name">
                <strong>{file.filename}</strong>
                <span className="muted small">{t(`${k}.meta`, { size: size(file.size), by: file.uploadedBy, at: format.dateTime(file.createdAt) })}</span>
              </div>
              <Button type="button" icon="pi pi-external-link" text rounded aria-label={t(`${k}.open`, { name: file.filename })} onClick={() => void open(file, false)} />
              <Button type="button" icon="pi pi-download" text rounded aria-label={t(`${k}.download`, { name: file.filename })} onClick={() => void open(file, true)} />
              {canChange && <Button type="button" icon="pi pi-trash" text rounded severity="danger" aria-label={t(`${k}.removeNamed`, { name: file.filename })} onClick={() => confirmRemove(file)} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

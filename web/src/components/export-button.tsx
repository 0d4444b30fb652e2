import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifier } from './toast';
import { downloadCsv } from '../lib/download-csv';

/** Downloads the server's CSV of exactly the current filter (every page), through the API with the user's token. */
export function ExportButton({ fetchCsv, fileName }: { fetchCsv: () => Promise<unknown>; fileName: string }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      icon="pi pi-download"
      label={t('common.exportCsv')}
      outlined
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          downloadCsv(fileName, String(await fetchCsv()));
        } catch (error) {
          notifier.apiError(error);
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}

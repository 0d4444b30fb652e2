import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifier } from './toast';
import { downloadCsv } from '../lib/download-csv';
import type { LanguageCode } from '../i18n/languages';

/**
 * Downloads the server's CSV of exactly the current filter (every page), through the API with the user's token;
 * fetchCsv gets the interface language, for the exports that write their header and values in it.
 */
export function ExportButton({ fetchCsv, fileName }: { fetchCsv: (lang: LanguageCode) => Promise<unknown>; fileName: string }) {
  const { t, i18n } = useTranslation();
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
          downloadCsv(fileName, String(await fetchCsv((i18n.resolvedLanguage ?? i18n.language) as LanguageCode)));
        } catch (error) {
          notifier.apiError(error);
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}

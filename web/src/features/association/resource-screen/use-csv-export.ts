import { useTranslation } from 'react-i18next';
import { useNotifier } from '../../../components/toast';
import { isoDay } from './format';
import type { ListArg, ResourceConfig } from './types';

/** Hands text to the browser as a file; a byte-order mark lets spreadsheet programs read it as UTF-8. */
export function saveCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv.startsWith('\ufeff') ? '' : '\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The server's CSV of every row matching the list's current search, filters and sort (all pages), fetched through
 * the API with the signed-in user's token and saved as <resource>-<day>.csv.
 */
export function useCsvExport(config: Pick<ResourceConfig, 'name' | 'api'>, arg: ListArg) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [fetchCsv, { isFetching }] = config.api.useExport();

  async function run() {
    try {
      const csv = await fetchCsv(arg).unwrap();
      saveCsv(`${config.name}-${isoDay(new Date())}.csv`, typeof csv === 'string' ? csv : '');
      notifier.success(t('association.screen.export.done'));
    } catch (error) {
      notifier.apiError(error);
    }
  }

  return { run, exporting: isFetching };
}

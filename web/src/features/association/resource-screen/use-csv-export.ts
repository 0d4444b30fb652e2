import { useTranslation } from 'react-i18next';
import { useNotifier } from '../../../components/toast';
import { downloadCsv } from '../../../lib/download-csv';
import { isoDay } from '../../../lib/dates';
import type { ListArg, ResourceConfig } from './types';

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
      downloadCsv(`${config.name}-${isoDay(new Date())}.csv`, typeof csv === 'string' ? csv : '');
      notifier.success(t('association.screen.export.done'));
    } catch (error) {
      notifier.apiError(error);
    }
  }

  return { run, exporting: isFetching };
}

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
  const { t, i18n } = useTranslation();
  const notifier = useNotifier();
  const [fetchCsv, { isFetching }] = config.api.useExport();

  async function run() {
    try {
      // Header and values in the interface language (the server has the same labels).
      const csv = await fetchCsv({ ...arg, lang: i18n.resolvedLanguage ?? i18n.language }).unwrap();
      downloadCsv(`${config.name}-${isoDay(new Date())}.csv`, typeof csv === 'string' ? csv : '');
      notifier.success(t('association.screen.export.done'));
    } catch (error) {
      notifier.apiError(error);
    }
  }

  return { run, exporting: isFetching };
}

import { useTranslation } from 'react-i18next';
import { intlLocale, makeDateFormatter } from '../../../lib/dates';

/** Dates as the app shows them (lib/dates); ISO dates (yyyy-mm-dd) are calendar days, not instants. */
export function useFormat() {
  const { i18n } = useTranslation();
  const dates = makeDateFormatter(i18n.language);
  const numbers = new Intl.NumberFormat(intlLocale(i18n.language));
  return {
    date: (iso: string | null | undefined) => dates.date(iso),
    dateTime: (iso: string | null | undefined) => dates.dateTime(iso),
    number: (n: number) => numbers.format(n),
  };
}

export { today } from '../../../lib/dates';

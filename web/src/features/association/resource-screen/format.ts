import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, makeDateFormatter } from '../../../lib/dates';

export interface Formats {
  number(value: number): string;
  /** Whole rupiah. */
  money(value: number): string;
  /** A calendar day (YYYY-MM-DD), never shifted by the time zone. */
  date(value: string): string;
  dateTime(value: string): string;
}

export function useFormats(): Formats {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const locale = intlLocale(i18n.language);
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const dates = makeDateFormatter(i18n.language);
    return {
      number: (value) => number.format(value),
      money: (value) => money.format(value),
      date: dates.date,
      dateTime: dates.dateTime,
    };
  }, [i18n.language]);
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, makeDateFormatter } from '../../../lib/dates';


export interface Formatters {
  /** Whole rupiah. */
  money(value: number): string;
  number(value: number): string;
  /** A calendar day (YYYY-MM-DD) as the language writes it, never shifted by the time zone. */
  date(value: string | null | undefined): string;
}

export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const locale = intlLocale(i18n.language);
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const dates = makeDateFormatter(i18n.language);
    return {
      money: (value) => money.format(value),
      number: (value) => number.format(value),
      date: (value) => dates.date(value?.slice(0, 10)),
    };
  }, [i18n.language]);
}

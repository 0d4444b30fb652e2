import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, makeDateFormatter } from '../../../lib/dates';

export interface Formatters {
  locale: string;
  number(value: number): string;
  /** Whole rupiah. */
  money(value: number): string;
  /** Rupiah in short (IDR 603.6M), for headline figures. */
  moneyShort(value: number): string;
  percent(value: number): string;
  /** A calendar day (YYYY-MM-DD) as the language writes it; the day is not shifted by the time zone. */
  date(value: string | null | undefined): string;
  dateTime(value: string | null | undefined): string;
  /** A YYYY-MM bucket as a short month name and year. */
  month(value: string): string;
}

export function makeFormatters(language: string): Formatters {
  const locale = intlLocale(language);
  const numbers = new Intl.NumberFormat(locale);
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'IDR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const moneyShort = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'IDR',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const dates = makeDateFormatter(language);
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    locale,
    number: (value) => numbers.format(value),
    money: (value) => money.format(value),
    moneyShort: (value) => moneyShort.format(value),
    percent: (value) => percent.format(value),
    date: (value) => dates.date(value?.slice(0, 10)),
    dateTime: (value) => dates.dateTime(value),
    month: (value) => monthYear.format(new Date(`${value}-01T00:00:00Z`)),
  };
}

export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => makeFormatters(i18n.language), [i18n.language]);
}

export { today } from '../../../lib/dates';

/** The dues periods a screen offers: this year and the years before it. */
export function recentPeriods(count = 8): string[] {
  const year = new Date().getFullYear();
  return Array.from({ length: count }, (_, i) => String(year - i));
}

/** Province board names all start with "Pengurus Wilayah"; charts label them by the province alone. */
export const shortDivisionName = (name: string) => name.replace(/^Pengurus Wilayah\s+/i, '').replace(/^Cabang\s+/i, '');

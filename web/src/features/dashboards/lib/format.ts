import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface Formatter {
  locale: string;
  /** A plain figure with grouping, up to one decimal. */
  number(value: number): string;
  /** A share given in percent (54.3 -> "54.3%"). */
  percent(value: number): string;
  /** A change given in percent, always signed (6.8 -> "+6.8%"). */
  signedPercent(value: number): string;
  /** A change in percentage points, always signed. */
  signedNumber(value: number): string;
  /** An amount in rupiah, the product's only currency. */
  money(value: number): string;
  minutes(value: number): string;
  days(value: number): string;
  /** "a, b and c" in the current language. */
  list(items: string[]): string;
}

/** Number formatting in the current interface language. */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const signedPercent = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const signed = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
    const minutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
    const days = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' });
    const list = new Intl.ListFormat(locale, { type: 'conjunction' });
    return {
      locale,
      number: (v) => number.format(v),
      percent: (v) => percent.format(v / 100),
      signedPercent: (v) => signedPercent.format(v / 100),
      signedNumber: (v) => signed.format(v),
      money: (v) => money.format(v),
      minutes: (v) => minutes.format(v),
      days: (v) => days.format(v),
      list: (items) => list.format(items),
    };
  }, [locale]);
}

/** Share of `part` in `whole`, in percent; 0 when there is no whole. */
export const shareOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The interface language as a locale Intl knows (Indonesian numbers group with dots). */
export const LOCALES: Record<string, string> = { en: 'en-GB', id: 'id-ID', de: 'de-DE', fr: 'fr-FR', pt: 'pt-PT' };

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
    const locale = LOCALES[i18n.language] ?? i18n.language;
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (value) => number.format(value),
      money: (value) => money.format(value),
      date: (value) => day.format(new Date(`${value.slice(0, 10)}T00:00:00Z`)),
      dateTime: (value) => moment.format(new Date(value)),
    };
  }, [i18n.language]);
}

/** A Date picked in a calendar as the day it shows (YYYY-MM-DD, local time). */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** YYYY-MM-DD as a local Date for a calendar; null when it is no valid day. */
export function dayDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

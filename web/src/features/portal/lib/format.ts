import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The interface language as a locale Intl knows (Indonesian numbers use dots for thousands). */
const LOCALES: Record<string, string> = { en: 'en-GB', id: 'id-ID', de: 'de-DE', fr: 'fr-FR', pt: 'pt-PT' };

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
    const locale = LOCALES[i18n.language] ?? i18n.language;
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return {
      money: (value) => money.format(value),
      number: (value) => number.format(value),
      date: (value) => (value ? day.format(new Date(`${value.slice(0, 10)}T00:00:00Z`)) : '—'),
    };
  }, [i18n.language]);
}

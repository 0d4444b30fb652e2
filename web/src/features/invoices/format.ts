import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { makeDateFormatter } from '../../lib/dates';

/** Rupiah amounts, written the way the interface language writes them (no decimals: the rupiah has no cents in use). */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
    return (amount: number) => format.format(amount);
  }, [i18n.language]);
}

/** A calendar date (YYYY-MM-DD, no time) in the interface language; read as UTC so no time zone moves the day. */
export function useDay(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const dates = makeDateFormatter(i18n.language);
    return (iso: string) => dates.date(iso);
  }, [i18n.language]);
}

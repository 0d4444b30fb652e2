import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { makeDateFormatter } from '../../lib/dates';

/** Rupiah like every amount in the product, written the way the interface language writes them (no cents in use). */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
    return (amount: number) => format.format(amount);
  }, [i18n.language]);
}

/** A calendar date (no time) in the interface language. */
export function useDateFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const dates = makeDateFormatter(i18n.language);
    return (iso: string) => dates.date(iso);
  }, [i18n.language]);
}

/** The product id is the slug's trailing number ("intraoral-camera-hd-pro-1" -> 1); undefined when there is none. */
export function productIdOf(slug: string | undefined): number | undefined {
  const match = /(?:^|-)(\d+)$/.exec(slug ?? '');
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

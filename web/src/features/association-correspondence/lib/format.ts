import { useTranslation } from 'react-i18next';

/** Dates as the interface language writes them; ISO dates (yyyy-mm-dd) are calendar days, not instants. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    date: (iso: string | null | undefined) => {
      if (!iso) return '—';
      const day = /^\d{4}-\d{2}-\d{2}$/.test(iso);
      return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: day ? 'UTC' : undefined }).format(new Date(iso));
    },
    dateTime: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—',
    number: (n: number) => new Intl.NumberFormat(language).format(n),
  };
}

/** Today as yyyy-mm-dd in the browser's own calendar. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A Date picked in a Calendar to yyyy-mm-dd (its own calendar day), and back. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
export const dayDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Dates, one way across the app. Shown: "1 Feb 1990" (with ", 14.05" for a moment) as the interface language writes
 * it; typed: the language's numeric day (dd/mm/yyyy in Indonesian, dd.mm.yyyy in German); sent: YYYY-MM-DD.
 */

/** The interface language as a locale Intl knows (en-GB: day before month like the rest; Indonesian dots in numbers). */
const LOCALES: Record<string, string> = { en: 'en-GB', id: 'id-ID', de: 'de-DE', fr: 'fr-FR', pt: 'pt-PT' };

export function intlLocale(language: string): string {
  return LOCALES[language] ?? language;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date picked in a calendar as the day it shows (YYYY-MM-DD, local time). */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Today as YYYY-MM-DD in the browser's time zone (what a person means by "today"). */
export function today(): string {
  return isoDay(new Date());
}

/** YYYY-MM-DD as a local Date for a calendar; null when it is no real day (31/02 included). */
export function dayDate(value: string | null | undefined): Date | null {
  const match = DAY_ONLY.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export interface DateFormatter {
  /** A calendar day (YYYY-MM-DD, never shifted by the time zone) or a moment's day; '—' for none. */
  date(value: string | Date | null | undefined): string;
  /** A moment with its time; '—' for none. */
  dateTime(value: string | Date | null | undefined): string;
}

const formatters = new Map<string, DateFormatter>();

/** The date display of a language; made once per language (Intl formatters are costly to build, a table has many cells). */
export function makeDateFormatter(language: string): DateFormatter {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = buildDateFormatter(language);
    formatters.set(language, formatter);
  }
  return formatter;
}

function buildDateFormatter(language: string): DateFormatter {
  const locale = intlLocale(language);
  const calendarDay = new Intl.DateTimeFormat(locale, { ...DAY, timeZone: 'UTC' });
  const localDay = new Intl.DateTimeFormat(locale, DAY);
  const moment = new Intl.DateTimeFormat(locale, { ...DAY, ...TIME });
  const instant = (value: string | Date) => (value instanceof Date ? value : new Date(value));
  const valid = (date: Date) => !Number.isNaN(date.getTime());
  return {
    date(value) {
      if (!value) return '—';
      if (typeof value === 'string' && DAY_ONLY.test(value)) return calendarDay.format(new Date(`${value}T00:00:00Z`));
      const date = instant(value);
      return valid(date) ? localDay.format(date) : String(value);
    },
    dateTime(value) {
      if (!value) return '—';
      const date = instant(value);
      return valid(date) ? moment.format(date) : String(value);
    },
  };
}

/** The app's date display in the interface language. */
export function useDateFormat(): DateFormatter {
  const { i18n } = useTranslation();
  return useMemo(() => makeDateFormatter(i18n.language), [i18n.language]);
}

export type DatePart = 'day' | 'month' | 'year';
export interface TypedDatePattern {
  /** The parts in the language's order. */
  order: [DatePart, DatePart, DatePart];
  separator: string;
}

/** How the language writes a day in digits: dd/mm/yyyy in Indonesian, English (GB), French, Portuguese; dd.mm.yyyy in German. */
export function typedDatePattern(language: string): TypedDatePattern {
  const parts = new Intl.DateTimeFormat(intlLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(2000, 10, 22));
  const order = parts
    .filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year')
    .map((p) => p.type as DatePart);
  const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/';
  return { order: order.length === 3 ? (order as TypedDatePattern['order']) : ['day', 'month', 'year'], separator };
}

const WIDTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

/** YYYY-MM-DD as the language types it (01/02/1990); '' for none. */
export function formatTypedDate(value: string | null | undefined, pattern: TypedDatePattern): string {
  const match = DAY_ONLY.exec(value ?? '');
  if (!match) return '';
  const parts: Record<DatePart, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  return pattern.order.map((part) => parts[part]).join(pattern.separator);
}

/**
 * What was typed so far, with the separators put in as the digits come (01021 -> 01/02/1): digits alone are enough.
 * A separator the person types closes the part early (1/2/1990); letters and extra digits are dropped.
 */
export function maskTypedDate(text: string, pattern: TypedDatePattern): string {
  // YYYY-MM-DD pasted (or filled in by a test or a password manager) is taken as it is.
  if (/^\s*\d{4}-/.test(text)) return text.trim().replace(/[^\d-]/g, '').slice(0, 10);
  const groups = text.replace(/[^\d./\-\s]/g, '').split(/[./\-\s]/);
  const parts: string[] = [];
  let current = '';
  groups.forEach((group, index) => {
    let rest = group;
    while (rest && parts.length < 3) {
      const width = WIDTH[pattern.order[parts.length]!];
      const take = width - current.length;
      current += rest.slice(0, take);
      rest = rest.slice(take);
      // A full part with more digits behind it is done: the next digits start the next part.
      if (rest) {
        parts.push(current);
        current = '';
      }
    }
    const closedByHand = index < groups.length - 1;
    if (closedByHand && current && parts.length < 3) {
      parts.push(current);
      current = '';
    }
  });
  const trailing = groups.length > 1 && groups[groups.length - 1] === '' && parts.length > 0 && parts.length < 3;
  return parts.join(pattern.separator) + (parts.length > 0 && (current || trailing) ? pattern.separator : '') + current;
}

/**
 * A typed day to YYYY-MM-DD: the language's order with any of / . - as separator (1/2/1990 and 01021990 too), or
 * YYYY-MM-DD itself. null when it is no real day.
 */
export function parseTypedDate(text: string, pattern: TypedDatePattern): string | null {
  const trimmed = text.trim();
  if (DAY_ONLY.test(trimmed)) return dayDate(trimmed) ? trimmed : null;
  let pieces = trimmed.split(/[./\-\s]+/).filter(Boolean);
  if (pieces.length === 1 && /^\d{8}$/.test(trimmed)) {
    let at = 0;
    pieces = pattern.order.map((part) => trimmed.slice(at, (at += WIDTH[part])));
  }
  if (pieces.length !== 3 || pieces.some((p) => !/^\d+$/.test(p))) return null;
  const parts = Object.fromEntries(pattern.order.map((part, i) => [part, pieces[i]!])) as Record<DatePart, string>;
  if (parts.year.length !== 4 || parts.day.length > 2 || parts.month.length > 2) return null;
  const iso = `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
  return dayDate(iso) ? iso : null;
}

import type { TFunction } from 'i18next';
import type { Formatter } from './format';

/** The months of a monthly series that ends this month ("Jun" … "Nov" in the current language), oldest first. */
export function monthLabels(locale: string, count: number, today = new Date()): string[] {
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) =>
    month.format(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (count - 1 - i), 1))),
  );
}

/** The days of a series sampled evenly through a month ("Day 1", "Day 5", … "Day 30"). */
export function dayLabels(t: TFunction, count: number): string[] {
  return Array.from({ length: count }, (_, i) => t('dashboards.axis.dayN', { n: count < 2 ? 1 : 1 + Math.round((i * 29) / (count - 1)) }));
}

/** A one-sentence text version of a series, for the accessible name of its chart. */
export function seriesSummary(t: TFunction, f: Formatter, name: string, data: number[]): string {
  if (data.length === 0) return t('dashboards.summary.noData', { name });
  return t('dashboards.summary.series', {
    name,
    points: f.number(data.length),
    first: f.number(data[0]!),
    last: f.number(data[data.length - 1]!),
    max: f.number(Math.max(...data)),
  });
}

/** "Label: value, label: value and label: value". */
export function partsSummary(f: Formatter, parts: [label: string, value: string][]): string {
  return f.list(parts.map(([label, value]) => `${label}: ${value}`));
}

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

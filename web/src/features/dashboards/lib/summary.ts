import type { TFunction } from 'i18next';
import type { Formatter } from './format';

/** The point labels of a series without named points: "Point 1", "Point 2", … in the current language. */
export function pointLabels(t: TFunction, count: number): string[] {
  return Array.from({ length: count }, (_, i) => t('dashboards.axis.pointN', { n: i + 1 }));
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

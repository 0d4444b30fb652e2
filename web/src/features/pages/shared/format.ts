import { makeDateFormatter } from '../../../lib/dates';

/** A calendar day (YYYY-MM-DD) or a timestamp, in the interface language. */
export function formatDate(value: string, language: string, withTime = false): string {
  const dates = makeDateFormatter(language);
  return withTime ? dates.dateTime(value) : dates.date(value);
}

export function formatNumber(value: number, language: string): string {
  return value.toLocaleString(language);
}

/** A calendar day (YYYY-MM-DD) or a timestamp, in the interface language. */
export function formatDate(value: string, language: string, withTime = false): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.exec(value);
  const date = day ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  });
}

export function formatNumber(value: number, language: string): string {
  return value.toLocaleString(language);
}

import { Readable } from 'node:stream';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Quote when needed, and defuse spreadsheet formulas (a cell starting with = + - @ runs as a formula in Excel).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Streams rows as CSV (RFC 4180, UTF-8 with BOM so spreadsheets read Indonesian names right). */
export function toCsv(columns: string[], batches: AsyncIterable<Record<string, unknown>[]>): Readable {
  async function* lines() {
    yield `\uFEFF${columns.map(cell).join(',')}\r\n`;
    for await (const rows of batches) {
      yield rows.map((row) => columns.map((c) => cell(row[c])).join(',')).join('\r\n') + '\r\n';
    }
  }
  return Readable.from(lines());
}

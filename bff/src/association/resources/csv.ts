import { Readable } from 'node:stream';
import type { CsvWording } from './csv-language.js';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Quote when needed, and defuse spreadsheet formulas (a cell starting with = + - @ runs as a formula in Excel).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Streams rows as CSV (RFC 4180, UTF-8 with BOM so spreadsheets read Indonesian names right). `wording` gives the
 * header and values in the reader's language; without it the API's column names and raw values are written.
 */
export function toCsv(columns: string[], batches: AsyncIterable<Record<string, unknown>[]>, wording?: CsvWording): Readable {
  const headers = wording?.headers ?? columns;
  const value = wording?.value ?? ((_column: string, v: unknown) => v);
  async function* lines() {
    yield `\uFEFF${headers.map(cell).join(',')}\r\n`;
    for await (const rows of batches) {
      yield rows.map((row) => columns.map((c) => cell(value(c, row[c]))).join(',')).join('\r\n') + '\r\n';
    }
  }
  return Readable.from(lines());
}

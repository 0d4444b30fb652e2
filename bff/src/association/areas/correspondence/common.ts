import type { Db } from '../../db/db.js';
import { badField, coded, conflict, kindOf, notFound } from '../../errors.js';

/** Helpers the correspondence area's resources share: field errors, running numbers, slugs, state checks. */

export { badField };

/**
 * The next number of a register (scope, e.g. 'PB-00/SM') in a year, starting at 1. The counter row stays locked until
 * the caller's transaction ends, so concurrent requests queue for it and never share a number.
 */
export async function nextNumber(tx: Db, scope: string, year: number): Promise<number> {
  const rows = await tx.query<{ last: number }>(
    `INSERT INTO correspondence_counters (scope, year, last) VALUES ($1, $2, 1)
     ON CONFLICT (scope, year) DO UPDATE SET last = correspondence_counters.last + 1 RETURNING last`,
    [scope, year],
  );
  return rows.rows[0]!.last;
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
/** Indonesian letter numbers carry the month in Roman numerals: 1 -> I ... 12 -> XII. */
export const romanMonth = (month: number) => ROMAN[month - 1]!;

/** A URL slug from a title: ASCII lower-case words joined by hyphens, at most 120 characters, cut at a word. */
export function slugify(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 120) break;
    slug = next;
  }
  return slug || (words[0] ?? '').slice(0, 120);
}

/** A status for messages: in_progress -> in progress. */
export const label = (status: string) => status.replaceAll('_', ' ');

/** "a or b" / "a, b or c" for messages. */
export const either = (values: readonly string[]) =>
  values.length <= 1 ? values.map(label).join('') : `${values.slice(0, -1).map(label).join(', ')} or ${label(values[values.length - 1]!)}`;

/** Reads a row with its status and locks it until the transaction ends, so two changes cannot interleave. */
export async function lockRow<T extends { status: string }>(tx: Db, sql: string, id: number, what: string): Promise<T> {
  const rows = await tx.query<T>(`${sql} FOR UPDATE`, [id]);
  const row = rows.rows[0];
  if (!row) throw notFound(`${what} ${id}`);
  return row;
}

/**
 * A step of a workflow: which states it leaves from and where it leads. `hint` adds to the 409 why a state cannot take
 * the step (e.g. "disposition it first").
 */
export interface Step<S extends string> {
  from: readonly S[];
  to: S;
  verb: string;
  hint?: Partial<Record<S, string>>;
}

/** Refuses the step with a 409 saying which state the record is in and which states the step needs. */
export function assertStep<S extends string>(what: string, id: number, current: S, step: Step<S>, noun: string): void {
  if (step.from.includes(current)) return;
  const hint = step.hint?.[current];
  const already = current === step.to ? `${what} ${id} is already ${label(current)}` : `${what} ${id} is ${label(current)}`;
  throw conflict(
    `${already}; only ${noun} that is ${either(step.from)} can be ${step.verb}${hint ? ` (${hint})` : ''}`,
    coded(current === step.to ? 'state.already' : 'state.stepRefused', { entity: kindOf(what), id, status: current, allowed: step.from.join(',') }),
  );
}

import type { TodoTask } from '../../../api/enhanced/todo';
import { makeDateFormatter } from '../../../lib/dates';

export const TODO_FILTERS = ['important', 'completed', 'deleted'] as const;
export const TODO_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;
export const TODO_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;

export type TodoFilter = (typeof TODO_FILTERS)[number];
export type TodoTag = (typeof TODO_TAGS)[number];
export type TodoSort = (typeof TODO_SORTS)[number];
export type Assignee = TodoTask['assignee'];

export const isFilter = (v: unknown): v is TodoFilter => TODO_FILTERS.includes(v as TodoFilter);
export const isTag = (v: unknown): v is TodoTag => TODO_TAGS.includes(v as TodoTag);
export const isSort = (v: unknown): v is TodoSort => TODO_SORTS.includes(v as TodoSort);

/** A YYYY-MM-DD date as local midnight (so the day never shifts with the time zone). */
export function parseDay(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

/** A local date as YYYY-MM-DD. */
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function formatDue(value: string, language: string): string {
  return parseDay(value) ? makeDateFormatter(language).date(value) : value;
}

export const isOverdue = (task: TodoTask, today: string = toDay(new Date())) => !task.isCompleted && task.dueDate < today;

/** Every assignee seen in the tasks, once each, by name. */
export function assigneesOf(tasks: readonly TodoTask[], extra?: Assignee | null): Assignee[] {
  const byName = new Map<string, Assignee>();
  for (const a of [...tasks.map((t) => t.assignee), ...(extra ? [extra] : [])]) if (!byName.has(a.fullName)) byName.set(a.fullName, a);
  return [...byName.values()].sort((a, b) => a.fullName.localeCompare(b.fullName));
}

import { includesText, nextId } from '../lib/paginate.js';
import type { NewTodoTask, TodoFilter, TodoSort, TodoTask, TodoTaskPatch } from '../routes/demo/todo/schemas.js';

export interface TodoQuery {
  q?: string;
  filter?: TodoFilter | '';
  tag?: string;
  sortBy?: TodoSort | '';
}

export interface TodoStore {
  list(query: TodoQuery): TodoTask[];
  add(task: NewTodoTask): TodoTask;
  update(id: number, patch: TodoTaskPatch): TodoTask | undefined;
  /** Soft delete: the task stays, flagged isDeleted. */
  remove(id: number): TodoTask | undefined;
}

const FILTERS: Record<TodoFilter | '', (task: TodoTask) => boolean> = {
  important: (t) => t.isImportant && !t.isDeleted,
  completed: (t) => t.isCompleted && !t.isDeleted,
  deleted: (t) => t.isDeleted,
  '': (t) => !t.isDeleted,
};

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

const SORTS: Record<TodoSort, (a: TodoTask, b: TodoTask) => number> = {
  latest: (a, b) => b.id - a.id,
  'title-asc': (a, b) => byText(a.title, b.title),
  'title-desc': (a, b) => byText(b.title, a.title),
  assignee: (a, b) => byText(a.assignee.fullName, b.assignee.fullName),
  // YYYY-MM-DD strings order like the dates they name.
  'due-date': (a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0),
};

export class MemoryTodoStore implements TodoStore {
  private readonly tasks: TodoTask[];

  constructor(fixture: { tasks: TodoTask[] }) {
    this.tasks = structuredClone(fixture.tasks);
  }

  list({ q = '', filter = '', tag = '', sortBy = '' }: TodoQuery): TodoTask[] {
    const matches = this.tasks.filter(
      (t) => includesText(t.title, q) && FILTERS[filter](t) && (tag === '' || t.tags.some((x) => x === tag)),
    );
    // Latest first, then the requested order: the sort is stable, so ties stay newest first.
    matches.sort(SORTS.latest);
    if (sortBy !== '' && sortBy !== 'latest') matches.sort(SORTS[sortBy]);
    return structuredClone(matches);
  }

  add(task: NewTodoTask): TodoTask {
    const created: TodoTask = {
      id: nextId(this.tasks),
      title: task.title,
      dueDate: task.dueDate,
      description: task.description ?? '',
      assignee: task.assignee,
      tags: task.tags ?? [],
      isCompleted: task.isCompleted ?? false,
      isDeleted: false,
      isImportant: task.isImportant ?? false,
    };
    this.tasks.push(structuredClone(created));
    return created;
  }

  update(id: number, patch: TodoTaskPatch): TodoTask | undefined {
    const task = this.tasks.find((t) => t.id === id);
    if (!task) return undefined;
    Object.assign(task, structuredClone(patch));
    return structuredClone(task);
  }

  remove(id: number): TodoTask | undefined {
    return this.update(id, { isDeleted: true });
  }
}

import { Button } from 'primereact/button';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAddTodoTaskMutation,
  useDeleteTodoTaskMutation,
  useGetTodoTasksQuery,
  useUpdateTodoTaskMutation,
  type TodoTask,
} from '../../api/enhanced/todo';
import { NotFoundPage, PageLoading, PageState } from '../../components/page-states';
import { useNotifier } from '../../components/toast';
import { TaskItem } from './components/task-item';
import { TaskSidebar, type TaskDraft } from './components/task-sidebar';
import { TodoSidebar } from './components/todo-sidebar';
import { TodoToolbar } from './components/todo-toolbar';
import { assigneesOf, toDay, type Assignee, type TodoSort } from './components/todo-utils';
import { useTodoQuery } from './components/use-todo-query';
import './todo.css';

const FORM_FIELDS = ['title', 'dueDate', 'assignee', 'tags', 'description'];

/** Tasks: filters in the path, tag/search/sort in the query string; add and edit in a sidebar; soft delete. */
export default function TodoPage() {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const { query, search, update } = useTodoQuery();
  const [editing, setEditing] = useState<TodoTask | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const filter = query.filter ?? undefined;
  const { data, error, isLoading, isFetching, refetch } = useGetTodoTasksQuery(
    { filter, tag: query.tag, q: query.q || undefined, sortBy: query.sortBy === 'latest' ? undefined : query.sortBy },
    { skip: query.filter === null },
  );
  const [addTask, { isLoading: adding }] = useAddTodoTaskMutation();
  const [updateTask, { isLoading: updating }] = useUpdateTodoTaskMutation();
  const [deleteTask] = useDeleteTodoTaskMutation();
  const onSearch = useCallback((q: string) => update({ q }, true), [update]);

  if (query.filter === null) return <NotFoundPage />;

  async function change(task: TodoTask, patch: Partial<TodoTask>, success?: string) {
    setBusyId(task.id);
    const result = await updateTask({ body: { task: { id: task.id, ...patch } } });
    setBusyId(null);
    if (result.error) notifier.apiError(result.error);
    else if (success) notifier.success(success);
  }

  async function save(draft: TaskDraft & { dueDate: Date; assignee: Assignee }) {
    const task = { ...draft, dueDate: toDay(draft.dueDate) };
    const result = editing === 'new' || !editing ? await addTask({ body: { task } }) : await updateTask({ body: { task: { id: editing.id, ...task } } });
    if (result.error) {
      const fields = notifier.apiError(result.error, FORM_FIELDS.map((f) => `task.${f}`));
      return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^task\./, ''), v]));
    }
    notifier.success(editing === 'new' ? t('todo.added') : t('todo.saved'));
    setEditing(null);
    return null;
  }

  async function remove(task: TodoTask) {
    const result = await deleteTask({ taskId: task.id });
    if (result.error) {
      notifier.apiError(result.error);
      return;
    }
    notifier.success(t('todo.deleted'));
    setEditing(null);
  }

  let list;
  if (isLoading) list = <PageLoading />;
  else if (error || !data) {
    list = (
      <PageState
        icon="pi pi-exclamation-triangle"
        title={t('todo.loadFailed.title')}
        message={t('todo.loadFailed.message')}
        action={<Button label={t('common.retry')} onClick={() => void refetch()} />}
      />
    );
  } else if (data.length === 0) {
    list = (
      <div className="todo-empty">
        <i className="pi pi-check-circle" aria-hidden />
        <p>{query.q || query.tag || filter ? t('todo.emptyFiltered') : t('todo.empty')}</p>
      </div>
    );
  } else {
    list = (
      <ul className="todo-list" aria-label={t('todo.listLabel')} aria-busy={isFetching}>
        {data.map((task) => (
          <TaskItem
            key={task.id}
            task={task}
            busy={busyId === task.id}
            onOpen={() => setEditing(task)}
            onToggleComplete={() => void change(task, { isCompleted: !task.isCompleted })}
            onToggleImportant={() => void change(task, { isImportant: !task.isImportant })}
            onRestore={() => void change(task, { isDeleted: false }, t('todo.restored'))}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="todo-page">
      <h1 className="visually-hidden">{t('todo.title')}</h1>
      <div className="todo-app">
        <TodoSidebar filter={filter} tag={query.tag} search={search} onAdd={() => setEditing('new')} />
        <section className="todo-main">
          <TodoToolbar q={query.q} sortBy={query.sortBy} onSearch={onSearch} onSort={(sortBy: TodoSort) => update({ sortBy })} />
          {list}
        </section>
      </div>
      {editing && (
        <TaskSidebar
          key={editing === 'new' ? 'new' : editing.id}
          task={editing === 'new' ? null : editing}
          assignees={assigneesOf(data ?? [], editing === 'new' ? null : editing.assignee)}
          saving={adding || updating}
          onSave={save}
          onDelete={() => editing !== 'new' && void remove(editing)}
          onHide={() => setEditing(null)}
        />
      )}
    </div>
  );
}

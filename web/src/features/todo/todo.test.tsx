import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./todo-page'), 120_000);

type Task = {
  id: number; title: string; dueDate: string; description: string; assignee: { fullName: string; avatar: string };
  tags: string[]; isCompleted: boolean; isDeleted: boolean; isImportant: boolean;
};

const base = (id: number, title: string, extra: Partial<Task> = {}): Task => ({
  id, title, dueDate: '2099-01-10', description: '', assignee: { fullName: 'Sari Wulandari', avatar: '/images/avatars/2.svg' },
  tags: [], isCompleted: false, isDeleted: false, isImportant: false, ...extra,
});

/** An in-memory task server: filter, tag and q as the BFF applies them; soft delete. */
function todoServer(overrides: Record<string, (req: FakeRequest) => { status?: number; body?: unknown }> = {}) {
  const tasks: Task[] = [
    base(1, 'Verify STR renewal files', { tags: ['medium'], isCompleted: true }),
    base(2, 'Send iuran reminders', { tags: ['high', 'team'], isImportant: true, assignee: { fullName: 'Teguh Wibowo', avatar: '/images/avatars/13.svg' } }),
    base(3, 'Old draft', { isDeleted: true }),
  ];
  const api = installFakeApi({
    'GET /apps/todo/tasks': (req) => {
      const filter = req.query.get('filter') ?? '';
      const tag = req.query.get('tag') ?? '';
      const q = (req.query.get('q') ?? '').toLowerCase();
      const keep = (t: Task) =>
        (filter === 'deleted' ? t.isDeleted : !t.isDeleted) &&
        (filter !== 'important' || t.isImportant) &&
        (filter !== 'completed' || t.isCompleted) &&
        (!tag || t.tags.includes(tag)) &&
        t.title.toLowerCase().includes(q);
      return { body: tasks.filter(keep).sort((a, b) => b.id - a.id) };
    },
    'POST /apps/todo/update-task': (req) => {
      const { task } = req.body as { task: Partial<Task> & { id: number } };
      const found = tasks.find((t) => t.id === task.id)!;
      Object.assign(found, task);
      return { body: { task: found } };
    },
    'DELETE /apps/todo/delete-task': (req) => {
      const found = tasks.find((t) => t.id === Number(req.query.get('taskId')))!;
      found.isDeleted = true;
      return { body: { task: found } };
    },
    'POST /apps/todo/add-tasks': (req) => {
      const { task } = req.body as { task: Task };
      const created = { ...base(10, ''), ...task, id: 10 };
      tasks.push(created);
      return { status: 201, body: { task: created } };
    },
    ...overrides,
  });
  return { ...api, tasks };
}

const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/apps/todo/tasks');
const lastList = (calls: FakeRequest[]) => listCalls(calls).at(-1)!.query;

describe('todo', { timeout: 120_000 }, () => {
  it('shows the tasks with tags, assignee and due date', async () => {
    todoServer();
    renderApp('/todo', { user: ADMIN_USER });
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Send iuran reminders');
    expect(within(items[0]!).getByText('High')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Team')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: 'Teguh Wibowo' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('10 Jan 2099')).toBeInTheDocument();
    expect(screen.getByLabelText('Completed: Verify STR renewal files')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Important: Send iuran reminders' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filter, tag, search and sort go to the server as filter, tag, q and sortBy', async () => {
    const { calls } = todoServer();
    renderApp('/todo', { user: ADMIN_USER });
    await screen.findByRole('list', { name: 'Tasks' });
    const q0 = lastList(calls);
    expect([q0.get('filter'), q0.get('tag'), q0.get('q'), q0.get('sortBy')]).toEqual([null, null, null, null]);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('link', { name: 'Important' }));
    await waitFor(() => expect(lastList(calls).get('filter')).toBe('important'));
    expect(window.location.pathname).toBe('/todo/important');

    await user.click(screen.getByRole('link', { name: 'Team' }));
    await waitFor(() => expect(lastList(calls).get('tag')).toBe('team'));
    expect(lastList(calls).get('filter')).toBe('important');
    expect(window.location.search).toBe('?tag=team');

    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'iuran');
    await waitFor(() => expect(lastList(calls).get('q')).toBe('iuran'));
    expect(listCalls(calls).filter((c) => c.query.get('q') === 'i')).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: 'Sort by' }).closest('.p-dropdown')!);
    await user.click(await screen.findByRole('option', { name: 'Due date', hidden: true }));
    await waitFor(() => expect(lastList(calls).get('sortBy')).toBe('due-date'));
    const last = lastList(calls);
    expect([last.get('filter'), last.get('tag'), last.get('q')]).toEqual(['important', 'team', 'iuran']);
    expect(new URLSearchParams(window.location.search).get('sortBy')).toBe('due-date');
  });

  it('reads the filter from the path and tag, search and sort from the query string', async () => {
    const { calls } = todoServer();
    renderApp('/todo/completed?tag=medium&q=str&sortBy=title-desc', { user: ADMIN_USER });
    await screen.findByRole('list', { name: 'Tasks' });
    const q = lastList(calls);
    expect([q.get('filter'), q.get('tag'), q.get('q'), q.get('sortBy')]).toEqual(['completed', 'medium', 'str', 'title-desc']);
    expect(screen.getByRole('link', { name: 'Completed' })).toHaveAttribute('aria-current', 'page');
  });

  it('completing and starring send update-task and the list is fetched again', async () => {
    const { calls } = todoServer();
    renderApp('/todo', { user: ADMIN_USER });
    await screen.findByRole('list', { name: 'Tasks' });
    const user = userEvent.setup({ delay: null });
    const before = listCalls(calls).length;
    await user.click(screen.getByLabelText('Completed: Send iuran reminders'));
    await waitFor(() => expect(screen.getByLabelText('Completed: Send iuran reminders')).toBeChecked());
    expect(calls.find((c) => c.path === '/apps/todo/update-task')!.body).toEqual({ task: { id: 2, isCompleted: true } });
    expect(listCalls(calls).length).toBe(before + 1);

    await user.click(screen.getByRole('button', { name: 'Important: Verify STR renewal files' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Important: Verify STR renewal files' })).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.filter((c) => c.path === '/apps/todo/update-task').at(-1)!.body).toEqual({ task: { id: 1, isImportant: true } });
    expect(listCalls(calls).length).toBe(before + 2);
  });

  it('deleting is soft: the task leaves the list, shows under Deleted and can be restored', async () => {
    const { calls } = todoServer();
    renderApp('/todo', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send iuran reminders' }));
    const form = await screen.findByRole('form', { name: 'Edit the task' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Send iuran reminders');
    const before = listCalls(calls).length;
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send iuran reminders' })).toBeNull());
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toBe('/apps/todo/delete-task');
    expect(del.query.get('taskId')).toBe('2');
    expect(listCalls(calls).length).toBe(before + 1);
    expect(await screen.findByText('The task was moved to Deleted.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Deleted' }));
    const deleted = await screen.findByRole('button', { name: 'Send iuran reminders' });
    const item = deleted.closest('li')!;
    await user.click(within(item as HTMLElement).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send iuran reminders' })).toBeNull());
    expect(calls.filter((c) => c.path === '/apps/todo/update-task').at(-1)!.body).toEqual({ task: { id: 2, isDeleted: false } });
  });

  it('adds a task from the sidebar; the title is required and server field errors show on their fields', async () => {
    let answer: 'error' | 'ok' = 'error';
    const { calls } = todoServer({
      'POST /apps/todo/add-tasks': (req) =>
        answer === 'error'
          ? { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'bad', details: [{ field: 'task.description', in: 'body', message: 'must be shorter' }] } }
          : { status: 201, body: { task: { ...(req.body as { task: object }).task, id: 10 } } },
    });
    renderApp('/todo', { user: ADMIN_USER });
    await screen.findByRole('list', { name: 'Tasks' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const form = await screen.findByRole('form', { name: 'Add a task' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);
    expect(calls.some((c) => c.path === '/apps/todo/add-tasks')).toBe(false);

    await user.type(within(form).getByLabelText('Title'), 'Book the PIT venue');
    await user.click(within(form).getByRole('textbox', { name: 'Assignee' }).closest('.p-dropdown')!);
    await user.click(await screen.findByRole('option', { name: 'Teguh Wibowo', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('must be shorter')).toHaveAttribute('id', 'task-description-error');
    // The form can be sent again as soon as the error shows (app/store.ts: the store's state is on the page first).
    expect(within(form).getByRole('button', { name: 'Add' })).toBeEnabled();

    answer = 'ok';
    const before = listCalls(calls).length;
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a task' })).toBeNull());
    const body = calls.filter((c) => c.path === '/apps/todo/add-tasks').at(-1)!.body as { task: Record<string, unknown> };
    expect(body.task).toMatchObject({ title: 'Book the PIT venue', assignee: { fullName: 'Teguh Wibowo', avatar: '/images/avatars/13.svg' }, tags: [], isImportant: false });
    expect(body.task.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 1));
  });

  it('shows empty and error states', async () => {
    todoServer({ 'GET /apps/todo/tasks': () => ({ body: [] }) });
    const first = renderApp('/todo', { user: ADMIN_USER });
    expect(await screen.findByText('No tasks yet. Add the first one.')).toBeInTheDocument();
    first.unmount();

    todoServer({ 'GET /apps/todo/tasks': () => ({ status: 500, body: { statusCode: 500, error: 'Internal', message: 'boom' } }) });
    renderApp('/todo', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { name: 'The tasks could not be loaded' })).toBeInTheDocument();
  });

  it('an unknown filter in the path is a not-found page', async () => {
    const { calls } = todoServer();
    renderApp('/todo/archived', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(0);
  });
});

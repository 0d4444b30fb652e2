import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../src/lib/fixtures.js';
import { TodoTaskSchema, type TodoTask } from '../../src/routes/demo/todo/schemas.js';
import { bearer } from '../helpers.js';
import { badFields, demoClient, type DemoClient } from './client.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const fixture = () => loadFixture<{ tasks: TodoTask[] }>('demo/todo.json', NOW).tasks;
const live = () => fixture().filter((t) => !t.isDeleted);
const idsDesc = (tasks: TodoTask[]) => tasks.map((t) => t.id).sort((a, b) => b - a);
const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

const NEW_TASK = {
  title: 'Send the PIT invitations',
  dueDate: '2026-12-01',
  assignee: { fullName: 'Putri Maharani', avatar: '/images/avatars/6.svg' },
};

let c: DemoClient;
beforeEach(async () => {
  c = await demoClient(NOW);
});
afterEach(async () => {
  await c.close();
});

const tasks = async (query = '') => {
  const res = await c.get(`/apps/todo/tasks${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TodoTask[];
};
const ids = async (query = '') => (await tasks(query)).map((t) => t.id);

describe('GET /apps/todo/tasks', () => {
  it('answers a bare array of every task not deleted, latest (id descending) first', async () => {
    const all = await tasks();
    expect(all).toEqual(live().sort((a, b) => b.id - a.id));
    expect(fixture().some((t) => t.isDeleted)).toBe(true);
  });

  it.each([
    ['important', (t: TodoTask) => t.isImportant && !t.isDeleted],
    ['completed', (t: TodoTask) => t.isCompleted && !t.isDeleted],
    ['deleted', (t: TodoTask) => t.isDeleted],
    ['', (t: TodoTask) => !t.isDeleted],
  ])('filter=%s', async (filter, rule) => {
    const expected = idsDesc(fixture().filter(rule));
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids(`?filter=${filter}`)).toEqual(expected);
  });

  it('leaves deleted tasks out of important and completed', async () => {
    const deletedCompleted = fixture().filter((t) => t.isDeleted && t.isCompleted);
    expect(deletedCompleted.length).toBeGreaterThan(0);
    const completed = await ids('?filter=completed');
    for (const t of deletedCompleted) expect(completed).not.toContain(t.id);

    const important = live().find((t) => t.isImportant)!;
    await c.del(`/apps/todo/delete-task?taskId=${important.id}`);
    expect(await ids('?filter=important')).not.toContain(important.id);
    expect(await ids('?filter=deleted')).toContain(important.id);
  });

  it.each(['team', 'low', 'medium', 'high', 'update'])('tag=%s keeps tasks carrying the tag', async (tag) => {
    const expected = idsDesc(live().filter((t) => t.tags.some((x) => x === tag)));
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids(`?tag=${tag}`)).toEqual(expected);
  });

  it('combines filter, tag and q', async () => {
    const expected = idsDesc(live().filter((t) => t.isImportant && t.tags.some((x) => x === 'high')));
    expect(await ids('?filter=important&tag=high')).toEqual(expected);
    const pit = idsDesc(live().filter((t) => t.title.toLowerCase().includes('pit')));
    expect(pit.length).toBeGreaterThan(0);
    expect(await ids('?q=pIt')).toEqual(pit);
    expect(await ids('?q=pit&tag=low')).toEqual(
      pit.filter((id) =>
        live()
          .find((t) => t.id === id)!
          .tags.some((x) => x === 'low'),
      ),
    );
    expect(await ids('?q=no-such-title')).toEqual([]);
  });

  it('sorts by title both ways, case-insensitively', async () => {
    await c.post('/apps/todo/add-tasks', { task: { ...NEW_TASK, title: 'aaa lower-case first' } });
    const asc = (await tasks('?sortBy=title-asc')).map((t) => t.title);
    expect(asc[0]).toBe('aaa lower-case first');
    expect(asc).toEqual([...asc].sort(byText));
    const desc = (await tasks('?sortBy=title-desc')).map((t) => t.title);
    expect(desc).toEqual([...asc].reverse());
  });

  it('sorts by assignee name and by due date', async () => {
    const names = (await tasks('?sortBy=assignee')).map((t) => t.assignee.fullName);
    expect(names).toEqual(
      live()
        .map((t) => t.assignee.fullName)
        .sort(byText),
    );
    const dates = (await tasks('?sortBy=due-date')).map((t) => t.dueDate);
    expect(dates).toEqual(
      live()
        .map((t) => t.dueDate)
        .sort(),
    );
    expect(dates).not.toEqual(live().map((t) => t.dueDate));
  });

  it('sortBy=latest and an empty sortBy give id descending', async () => {
    expect(await ids('?sortBy=latest')).toEqual(idsDesc(live()));
    expect(await ids('?sortBy=')).toEqual(idsDesc(live()));
  });

  it.each([
    ['filter=starred', 'filter'],
    ['tag=urgent', 'tag'],
    ['sortBy=random', 'sortBy'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await c.get(`/apps/todo/tasks?${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
  });
});

describe('POST /apps/todo/add-tasks', () => {
  it('creates the task with a new id and defaults, first in the latest view', async () => {
    const res = await c.post('/apps/todo/add-tasks', { task: NEW_TASK });
    expect(res.statusCode).toBe(201);
    const id = Math.max(...fixture().map((t) => t.id)) + 1;
    const created = {
      ...NEW_TASK,
      id,
      description: '',
      tags: [],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
    };
    expect(res.json()).toEqual({ task: created });
    expect((await tasks())[0]).toEqual(created);

    const second = await c.post('/apps/todo/add-tasks', {
      task: { ...NEW_TASK, description: 'Urgent.', tags: ['team', 'high'], isImportant: true, isCompleted: true },
    });
    expect(second.json()).toMatchObject({
      task: { id: id + 1, description: 'Urgent.', tags: ['team', 'high'], isImportant: true, isCompleted: true },
    });
    expect(await ids('?filter=important&tag=team')).toContain(id + 1);
  });

  it.each([
    ['no task', {}, 'task'],
    ['no title', { task: { ...NEW_TASK, title: undefined } }, 'task.title'],
    ['an empty title', { task: { ...NEW_TASK, title: '' } }, 'task.title'],
    ['a blank title', { task: { ...NEW_TASK, title: '  ' } }, 'task.title'],
    ['a title past 200 characters', { task: { ...NEW_TASK, title: 'x'.repeat(201) } }, 'task.title'],
    ['no due date', { task: { ...NEW_TASK, dueDate: undefined } }, 'task.dueDate'],
    ['an impossible due date', { task: { ...NEW_TASK, dueDate: '2026-13-01' } }, 'task.dueDate'],
    ['a due date in another format', { task: { ...NEW_TASK, dueDate: '01/12/2026' } }, 'task.dueDate'],
    ['a description past 5000', { task: { ...NEW_TASK, description: 'x'.repeat(5001) } }, 'task.description'],
    ['no assignee', { task: { ...NEW_TASK, assignee: undefined } }, 'task.assignee'],
    ['an assignee without a name', { task: { ...NEW_TASK, assignee: { avatar: '' } } }, 'task.assignee.fullName'],
    ['an unknown tag', { task: { ...NEW_TASK, tags: ['urgent'] } }, 'task.tags.0'],
    ['a repeated tag', { task: { ...NEW_TASK, tags: ['low', 'low'] } }, 'task.tags'],
    ['tags that are not an array of strings', { task: { ...NEW_TASK, tags: [{}] } }, 'task.tags.0'],
    ['a non-boolean flag', { task: { ...NEW_TASK, isImportant: 'very' } }, 'task.isImportant'],
    ['a field outside the task', { task: { ...NEW_TASK, priority: 'high' } }, 'task.priority'],
    ['a task created deleted', { task: { ...NEW_TASK, isDeleted: true } }, 'task.isDeleted'],
    ['an extra top-level field', { task: NEW_TASK, notify: true }, 'notify'],
  ])('answers 400 for %s', async (_name, body, field) => {
    const res = await c.post('/apps/todo/add-tasks', JSON.parse(JSON.stringify(body)));
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
    expect(await tasks()).toHaveLength(live().length);
  });
});

describe('POST /apps/todo/update-task', () => {
  it('merges the given fields and keeps the rest', async () => {
    const before = fixture().find((t) => t.id === 2)!;
    const res = await c.post('/apps/todo/update-task', { task: { id: 2, isCompleted: true, tags: ['low'] } });
    expect(res.statusCode).toBe(200);
    const merged = { ...before, isCompleted: true, tags: ['low'] };
    expect(res.json()).toEqual({ task: merged });
    expect((await tasks()).find((t) => t.id === 2)).toEqual(merged);
    expect(await ids('?filter=completed')).toContain(2);
    expect(await ids('?tag=high')).not.toContain(2);
  });

  it('restores a deleted task with isDeleted false', async () => {
    const deleted = fixture().find((t) => t.isDeleted)!;
    const res = await c.post('/apps/todo/update-task', { task: { id: deleted.id, isDeleted: false } });
    expect(res.json()).toEqual({ task: { ...deleted, isDeleted: false } });
    expect(await ids()).toContain(deleted.id);
    expect(await ids('?filter=deleted')).not.toContain(deleted.id);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await c.post('/apps/todo/update-task', { task: { id: 999, title: 'Ghost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Task 999 not found' });
  });

  it.each([
    ['no id', { task: { title: 'X' } }, 'task.id'],
    ['a non-numeric id', { task: { id: 'two' } }, 'task.id'],
    ['an empty title', { task: { id: 2, title: '' } }, 'task.title'],
    ['a bad due date', { task: { id: 2, dueDate: 'tomorrow' } }, 'task.dueDate'],
    ['an unknown tag', { task: { id: 2, tags: ['someday'] } }, 'task.tags.0'],
    ['an unknown field', { task: { id: 2, priority: 1 } }, 'task.priority'],
  ])('answers 400 for %s and changes nothing', async (_name, body, field) => {
    const res = await c.post('/apps/todo/update-task', body);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
    expect((await tasks()).find((t) => t.id === 2)).toEqual(fixture().find((t) => t.id === 2));
  });
});

describe('DELETE /apps/todo/delete-task', () => {
  it('soft-deletes: the task then shows under filter=deleted only', async () => {
    const task = live()[0]!;
    const res = await c.del(`/apps/todo/delete-task?taskId=${task.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ task: { ...task, isDeleted: true } });
    expect(await ids()).not.toContain(task.id);
    expect(await ids('?filter=deleted')).toContain(task.id);
    expect(await ids(`?filter=${task.isImportant ? 'important' : 'completed'}`)).not.toContain(task.id);
  });

  it('answers 404 for an unknown id and deletes nothing', async () => {
    const res = await c.del('/apps/todo/delete-task?taskId=999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Task 999 not found' });
    expect(await tasks()).toHaveLength(live().length);
  });

  it.each(['', '?taskId=abc', '?taskId=-1'])('answers 400 naming taskId for delete-task%s', async (query) => {
    const res = await c.del(`/apps/todo/delete-task${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain('taskId');
  });
});

describe('access', () => {
  it('answers 403 to the client demo account and 401 without a token', async () => {
    const forbidden = await c.request({ method: 'GET', url: '/apps/todo/tasks', headers: bearer(c.clientToken) });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await c.app.inject({ method: 'GET', url: '/apps/todo/tasks' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('todo fixture', () => {
  it('matches the TodoTask schema record by record, with unique ids', () => {
    const all = fixture();
    const problems = all.flatMap((t) =>
      [...Value.Errors(TodoTaskSchema, t)].map((e) => `task ${t.id}${e.instancePath} ${e.message}`),
    );
    expect(problems).toEqual([]);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
  });
});

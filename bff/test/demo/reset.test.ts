import { describe, expect, it } from 'vitest';
import { demoClient } from './client.js';

const NOW = new Date('2026-11-21T10:00:00Z');

// The demo tests share one app per file and reset its stores before each test; this proves the reset does it.
describe('resetDemoWorkspace', () => {
  it("puts every area's changes back as the fixtures have them, on the same app", async () => {
    const c = await demoClient(NOW);
    const users = async () => (await c.get('/api/users/list/all-data')).json() as { id: number }[];
    const tasks = async () => (await c.get('/apps/todo/tasks')).json() as { id: number; title: string }[];
    const before = { users: await users(), tasks: await tasks() };

    expect((await c.del('/apps/users/delete?id=7')).statusCode).toBe(200);
    expect(
      (
        await c.post('/apps/todo/add-tasks', {
          task: {
            title: 'Kept only until the reset',
            dueDate: '2026-11-30',
            assignee: { fullName: 'Putri Maharani', avatar: '/images/avatars/6.svg' },
          },
        })
      ).statusCode,
    ).toBe(201);
    expect((await users()).map((u) => u.id)).not.toContain(7);
    expect((await tasks()).map((t) => t.title)).toContain('Kept only until the reset');

    const again = await demoClient(NOW);
    expect(again.app).toBe(c.app);
    expect(await users()).toEqual(before.users);
    expect(await tasks()).toEqual(before.tasks);
  });
});

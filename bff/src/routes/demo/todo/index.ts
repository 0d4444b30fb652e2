import { Type } from 'typebox';
import { loadFixture } from '../../../lib/fixtures.js';
import { notFound } from '../../../lib/http-error.js';
import { errorResponses } from '../../../schemas/common.js';
import { MemoryTodoStore } from '../../../stores/todo.js';
import { resettableStore, type DemoArea } from '../area.js';
import { refusedDeleted } from '../template-fields.js';
import {
  AddTaskBodySchema,
  DeleteTaskQuerySchema,
  TaskResponseSchema,
  todoSchemas,
  TodoTasksQuerySchema,
  UpdateTaskBodySchema,
  type TodoTask,
} from './schemas.js';

const area: DemoArea = {
  tag: { name: 'Todo', description: 'The task app: filters, tags, sorting, soft delete.' },
  plugin: async (app, options) => {
    const { now = () => new Date() } = options;
    for (const schema of todoSchemas) app.addSchema(schema);
    const store = resettableStore(
      options,
      () => new MemoryTodoStore(loadFixture<{ tasks: TodoTask[] }>('demo/todo.json', now())),
    );

    app.get(
      '/apps/todo/tasks',
      {
        config: { ability: { action: 'read', subject: 'Todo' } },
        schema: {
          operationId: 'getTodoTasks',
          tags: ['Todo'],
          summary: 'List tasks',
          description:
            'q matches the title (case-insensitive substring). filter: important = important and not deleted; ' +
            'completed = completed and not deleted; deleted = deleted tasks only; absent or empty = every task ' +
            'not deleted. tag keeps tasks carrying that tag. sortBy: latest (default, id descending), title-asc, ' +
            'title-desc (case-insensitive), assignee (by full name), due-date (earliest first); ties stay newest ' +
            'first. Answers a bare array, unpaged.',
          querystring: TodoTasksQuerySchema,
          response: { 200: Type.Array(Type.Ref('TodoTask')) },
        },
      },
      async (request) => store.list(request.query),
    );

    app.post(
      '/apps/todo/add-tasks',
      {
        config: { ability: { action: 'create', subject: 'Todo' } },
        schema: {
          operationId: 'addTodoTask',
          tags: ['Todo'],
          summary: 'Add a task',
          description:
            'Creates the task with a new id and isDeleted false; description defaults to empty, tags to none, ' +
            'isCompleted and isImportant to false. The whole task as the template sends it is accepted: an id is ' +
            'ignored, isDeleted false is accepted and isDeleted true answers 400 naming task.isDeleted. Answers ' +
            '201 {task}.',
          body: AddTaskBodySchema,
          response: { 201: TaskResponseSchema },
        },
      },
      async (request, reply) => {
        if (request.body.task.isDeleted) {
          throw refusedDeleted('task.isDeleted', 'must be false: a new task cannot be created deleted');
        }
        return reply.code(201).send({ task: store.add(request.body.task) });
      },
    );

    app.post(
      '/apps/todo/update-task',
      {
        config: { ability: { action: 'update', subject: 'Todo' } },
        schema: {
          operationId: 'updateTodoTask',
          tags: ['Todo'],
          summary: 'Update a task',
          description:
            'Merges the given fields into the task with task.id (the id itself never changes; isDeleted false ' +
            'restores a deleted task). Answers {task}, the merged task. Unknown id: 404.',
          body: UpdateTaskBodySchema,
          response: { 200: TaskResponseSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { id, ...patch } = request.body.task;
        const task = store.update(id, patch);
        if (!task) throw notFound(`Task ${id}`);
        return { task };
      },
    );

    app.delete(
      '/apps/todo/delete-task',
      {
        config: { ability: { action: 'delete', subject: 'Todo' } },
        schema: {
          operationId: 'deleteTodoTask',
          tags: ['Todo'],
          summary: 'Delete a task (soft)',
          description:
            'Flags the task isDeleted: it then only shows under filter=deleted and can be restored with ' +
            'update-task. Answers {task} (the template answered without a body). Unknown id: 404.',
          querystring: DeleteTaskQuerySchema,
          response: { 200: TaskResponseSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const task = store.remove(request.query.taskId);
        if (!task) throw notFound(`Task ${request.query.taskId}`);
        return { task };
      },
    );
  },
};

export default area;

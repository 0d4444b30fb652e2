import { Type, type Static } from 'typebox';
import { FilterEnum, IdSchema, SearchQuery } from '../../../schemas/common.js';
import { CreateIsDeletedSchema, IgnoredIdSchema } from '../template-fields.js';
import { VISIBLE_TEXT } from '../../../schemas/common.js';

export const TODO_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;
export const TODO_FILTERS = ['important', 'completed', 'deleted'] as const;
export const TODO_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;

export type TodoFilter = (typeof TODO_FILTERS)[number];
export type TodoSort = (typeof TODO_SORTS)[number];

const TagSchema = Type.Enum(TODO_TAGS, { type: 'string' });

const TASK_EXAMPLE = {
  id: 1,
  title: 'Verify STR renewal files for Cabang Depok',
  dueDate: '2026-11-15',
  description: 'Check SKP totals and SIP copies for the 23 renewal requests submitted in October.',
  assignee: { fullName: 'Sari Wulandari', avatar: '/images/avatars/2.svg' },
  tags: ['medium'],
  isCompleted: false,
  isDeleted: false,
  isImportant: true,
};

export const TodoTaskSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    dueDate: Type.String({ format: 'date' }),
    description: Type.String(),
    assignee: Type.Object({ fullName: Type.String(), avatar: Type.String() }, { additionalProperties: false }),
    tags: Type.Array(TagSchema),
    isCompleted: Type.Boolean(),
    isDeleted: Type.Boolean({ description: 'Soft-deleted: the task only shows under filter=deleted.' }),
    isImportant: Type.Boolean(),
  },
  { $id: 'TodoTask', additionalProperties: false, examples: [TASK_EXAMPLE] },
);
export type TodoTask = Static<typeof TodoTaskSchema>;

export const todoSchemas = [TodoTaskSchema];

export const TodoTasksQuerySchema = Type.Object({
  q: SearchQuery,
  filter: FilterEnum(TODO_FILTERS, 'important, completed or deleted; empty or absent = every task not deleted.'),
  tag: FilterEnum(TODO_TAGS, 'Only tasks carrying this tag.'),
  sortBy: FilterEnum(TODO_SORTS, 'Order; empty or absent = latest (id descending).'),
});
export type TodoTasksQuery = Static<typeof TodoTasksQuerySchema>;

const title = Type.String({ minLength: 1, maxLength: 200, pattern: VISIBLE_TEXT, examples: ['Send the PIT invitations'] });
const dueDate = Type.String({ format: 'date', description: 'YYYY-MM-DD.', examples: ['2026-12-01'] });
const description = Type.String({ maxLength: 5000 });
const assignee = Type.Object(
  { fullName: Type.String({ minLength: 1, maxLength: 200 }), avatar: Type.String({ maxLength: 2048 }) },
  { additionalProperties: false },
);
const tags = Type.Array(TagSchema, { maxItems: TODO_TAGS.length, uniqueItems: true });

const NEW_TASK_EXAMPLE = {
  title: 'Send the PIT invitations',
  dueDate: '2026-12-01',
  description: 'To every branch chair.',
  assignee: { fullName: 'Putri Maharani', avatar: '/images/avatars/6.svg' },
  tags: ['team', 'high'],
  isImportant: true,
};

export const AddTaskBodySchema = Type.Object(
  {
    task: Type.Object(
      {
        id: IgnoredIdSchema,
        title,
        dueDate,
        description: Type.Optional(Type.String({ maxLength: 5000, default: '' })),
        assignee,
        tags: Type.Optional(Type.Array(TagSchema, { maxItems: TODO_TAGS.length, uniqueItems: true, default: [] })),
        isCompleted: Type.Optional(Type.Boolean({ default: false })),
        isDeleted: CreateIsDeletedSchema,
        isImportant: Type.Optional(Type.Boolean({ default: false })),
      },
      { additionalProperties: false },
    ),
  },
  {
    additionalProperties: false,
    examples: [{ task: NEW_TASK_EXAMPLE }, { task: { ...NEW_TASK_EXAMPLE, isCompleted: false, isDeleted: false } }],
  },
);
export type NewTodoTask = Static<typeof AddTaskBodySchema>['task'];

export const UpdateTaskBodySchema = Type.Object(
  {
    task: Type.Object(
      {
        id: IdSchema,
        title: Type.Optional(title),
        dueDate: Type.Optional(dueDate),
        description: Type.Optional(description),
        assignee: Type.Optional(assignee),
        tags: Type.Optional(tags),
        isCompleted: Type.Optional(Type.Boolean()),
        isImportant: Type.Optional(Type.Boolean()),
        isDeleted: Type.Optional(Type.Boolean({ description: 'false restores a deleted task.' })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, examples: [{ task: { id: 2, isCompleted: true } }] },
);
export type TodoTaskPatch = Omit<Static<typeof UpdateTaskBodySchema>['task'], 'id'>;

export const DeleteTaskQuerySchema = Type.Object({ taskId: IdSchema });

export const TaskResponseSchema = Type.Object({ task: Type.Ref('TodoTask') }, { examples: [{ task: TASK_EXAMPLE }] });

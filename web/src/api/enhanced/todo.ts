import { todoApi } from '../generated/todo';

const TASKS = { type: 'Task', id: 'LIST' } as const;

// Every change can move a task in or out of a filtered list (completed, important, deleted, a tag) or change its
// place in the order, so updates and deletes invalidate the lists as well as the row.
const api = todoApi.enhanceEndpoints({
  addTagTypes: ['Task'],
  endpoints: {
    getTodoTasks: {
      providesTags: (result) => [TASKS, ...(result ?? []).map((task) => ({ type: 'Task' as const, id: task.id }))],
    },
    addTodoTask: { invalidatesTags: [TASKS] },
    updateTodoTask: { invalidatesTags: (_r, _e, arg) => [TASKS, { type: 'Task', id: arg.body.task.id }] },
    deleteTodoTask: { invalidatesTags: (_r, _e, arg) => [TASKS, { type: 'Task', id: arg.taskId }] },
  },
});

export const {
  useGetTodoTasksQuery,
  useAddTodoTaskMutation,
  useUpdateTodoTaskMutation,
  useDeleteTodoTaskMutation,
} = api;
export type { TodoTask, GetTodoTasksApiArg } from '../generated/todo';

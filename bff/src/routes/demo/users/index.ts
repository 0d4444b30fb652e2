import { Type } from 'typebox';
import { loadFixture } from '../../../lib/fixtures.js';
import { HttpError, notFound } from '../../../lib/http-error.js';
import { errorResponses } from '../../../schemas/common.js';
import { MemoryUserStore, type UniqueUserField } from '../../../stores/users.js';
import { resettableStore, type DemoArea } from '../area.js';
import {
  AddUserBodySchema,
  DeletedUserResponseSchema,
  UserIdQuerySchema,
  UserListQuerySchema,
  UserListResponseSchema,
  UserResponseSchema,
  usersSchemas,
  type NewUser,
  type UserAccount,
} from './schemas.js';

const TAG = 'Users';
const read = { ability: { action: 'read', subject: 'User' } } as const;
const create = { ability: { action: 'create', subject: 'User' } } as const;
const remove = { ability: { action: 'delete', subject: 'User' } } as const;

const TAKEN_MESSAGE: Record<UniqueUserField, (user: NewUser) => string> = {
  username: (user) => `Username '${user.username}' is already taken`,
  email: (user) => `Email '${user.email}' is already in use`,
};

/** 409 naming every field in use, with details so a form can mark them. */
function alreadyTaken(fields: UniqueUserField[], user: NewUser): HttpError {
  const messages = fields.map((field) => TAKEN_MESSAGE[field](user));
  return new HttpError(
    409,
    messages.join('; '),
    fields.map((field, i) => ({ field, in: 'body', message: messages[i]! })),
  );
}

const area: DemoArea = {
  tag: { name: TAG, description: 'User management: list, filter, add, delete.' },
  plugin: async (app, options) => {
    const { now = () => new Date() } = options;
    for (const schema of usersSchemas) app.addSchema(schema);
    const store = resettableStore(
      options,
      () => new MemoryUserStore(loadFixture<{ users: UserAccount[] }>('demo/users.json', now()).users),
    );

    app.get(
      '/api/users/list/all-data',
      {
        config: read,
        schema: {
          operationId: 'getAllUsers',
          tags: [TAG],
          summary: 'Every user',
          description:
            'All users as a bare array, in list order (the most recently added first, then the rest in id order); ' +
            'reflects adds and deletes.',
          response: { 200: Type.Array(Type.Ref('UserAccount')) },
        },
      },
      async () => store.all(),
    );

    app.get(
      '/api/users/list/data',
      {
        config: read,
        schema: {
          operationId: 'getUsers',
          tags: [TAG],
          summary: 'One page of users, searched and filtered',
          description:
            'q matches a substring of username or fullName, case-insensitively (not email). role, currentPlan and ' +
            'status keep exact matches; empty or absent means no filter, an unknown value is a 400. List order: ' +
            'the most recently added user first, then the rest in id order. page defaults to 1, perPage to 10; a ' +
            'page past the end is empty with the right total. total counts every matching user.',
          querystring: UserListQuerySchema,
          response: { 200: UserListResponseSchema },
        },
      },
      async ({ query }) => store.list(query),
    );

    app.get(
      '/api/users/user',
      {
        config: read,
        schema: {
          operationId: 'getUser',
          tags: [TAG],
          summary: 'One user',
          description: 'The user with this id as {user}. Unknown id: 404 (the template answered an empty object).',
          querystring: UserIdQuerySchema,
          response: { 200: UserResponseSchema, ...errorResponses(404) },
        },
      },
      async ({ query }) => {
        const user = store.get(query.id);
        if (!user) throw notFound(`User ${query.id}`);
        return { user };
      },
    );

    app.post(
      '/apps/users/add-user',
      {
        config: create,
        schema: {
          operationId: 'addUser',
          tags: [TAG],
          summary: 'Add a user',
          description:
            'Creates the user (the body is the user itself, not wrapped) with a new id that was never used before, ' +
            'and puts it first in the list; an id in the body is accepted and ignored. status defaults to pending, ' +
            'avatar to empty. A username or email ' +
            "another user has (compared case-insensitively) answers 409 naming it, e.g. \"Username 'drg.ayu' is " +
            'already taken", with details per field, and adds nothing. Answers 201 {user}.',
          body: AddUserBodySchema,
          response: { 201: UserResponseSchema, ...errorResponses(409) },
        },
      },
      async ({ body }, reply) => {
        const { id: _ignored, ...user } = body;
        const result = store.add(user);
        if ('taken' in result) throw alreadyTaken(result.taken, user);
        return reply.code(201).send(result);
      },
    );

    app.delete(
      '/apps/users/delete',
      {
        config: remove,
        schema: {
          operationId: 'deleteUser',
          tags: [TAG],
          summary: 'Delete a user',
          description:
            'Removes the user and answers {id} (the template answered without a body). Unknown id: 404, and ' +
            'nothing is deleted (the template deleted the last user instead).',
          querystring: UserIdQuerySchema,
          response: { 200: DeletedUserResponseSchema, ...errorResponses(404) },
        },
      },
      async ({ query }) => {
        if (!store.remove(query.id)) throw notFound(`User ${query.id}`);
        return { id: query.id };
      },
    );
  },
};

export default area;

import { usersApi } from '../generated/users';

const USERS = { type: 'User', id: 'LIST' } as const;

// An add puts the new user first in every list and changes the counts; a delete removes the row from every list.
// getAllUsers (the statistics) and getUsers (the table) both provide the list tag, so both refresh.
const api = usersApi.enhanceEndpoints({
  addTagTypes: ['User'],
  endpoints: {
    getAllUsers: {
      providesTags: (result) => [USERS, ...(result ?? []).map((user) => ({ type: 'User' as const, id: user.id }))],
    },
    getUsers: {
      providesTags: (result) => [USERS, ...(result?.users ?? []).map((user) => ({ type: 'User' as const, id: user.id }))],
    },
    getUser: { providesTags: (_r, _e, arg) => [{ type: 'User', id: arg.id }] },
    addUser: { invalidatesTags: [USERS] },
    deleteUser: { invalidatesTags: (_r, _e, arg) => [USERS, { type: 'User', id: arg.id }] },
  },
});

export const { useGetAllUsersQuery, useGetUsersQuery, useGetUserQuery, useAddUserMutation, useDeleteUserMutation } = api;
export type { AddUserApiArg, GetUsersApiArg, UserAccount } from '../generated/users';

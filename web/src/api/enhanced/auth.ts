import { authApi } from '../generated/auth';

const api = authApi.enhanceEndpoints({
  addTagTypes: ['CurrentUser'],
  endpoints: {
    getCurrentUser: { providesTags: ['CurrentUser'] },
  },
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation, useLazyGetCurrentUserQuery } = api;

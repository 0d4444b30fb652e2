import { authApi } from '../generated/auth';

const api = authApi.enhanceEndpoints({
  addTagTypes: ['CurrentUser'],
  endpoints: {
    getCurrentUser: { providesTags: ['CurrentUser'] },
    changePassword: { invalidatesTags: ['CurrentUser'] },
  },
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useLazyGetCurrentUserQuery,
  useListDemoAccountsQuery,
  useChangePasswordMutation,
} = api;
export type { ListDemoAccountsApiResponse, UserData } from '../generated/auth';

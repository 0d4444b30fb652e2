import { accountsApi, type CreateAccountApiResponse } from '../generated/accounts';
import { ASSOC_TAGS, csvExport, listTag, pageTags, recordTags, rowTag } from './association-common';

const ACCOUNTS = listTag('Account');

const api = accountsApi.enhanceEndpoints({
  addTagTypes: ASSOC_TAGS,
  endpoints: {
    listAccounts: { providesTags: (result) => pageTags('Account', result) },
    getAccount: { providesTags: recordTags('Account') },
    getAccountAudit: { providesTags: recordTags('Account') },
    exportAccounts: csvExport,
    createAccount: { invalidatesTags: [ACCOUNTS] },
    updateAccount: { invalidatesTags: (_r, _e, arg) => [ACCOUNTS, rowTag('Account', arg.id)] },
    // The account now waits for a new password of its own: its state in the list and its audit trail change.
    resetAccountPassword: { invalidatesTags: (_r, _e, arg) => [ACCOUNTS, rowTag('Account', arg.id)] },
  },
});

export const {
  useListAccountsQuery,
  useGetAccountQuery,
  useGetAccountAuditQuery,
  useLazyExportAccountsQuery,
  useCreateAccountMutation,
  useUpdateAccountMutation,
  useResetAccountPasswordMutation,
} = api;
export type { AssocAccount, ListAccountsApiArg } from '../generated/accounts';
/** An account with its temporary password: the answer to a create and to a password reset. */
export type AccountWithPassword = CreateAccountApiResponse;

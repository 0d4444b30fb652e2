import { emailApi } from '../generated/email';

const EMAILS = { type: 'Email', id: 'LIST' } as const;

// A change can move an email in or out of any folder view (starred, trash, a label, a search) and changes the unread
// counts every list answer carries, so each mutation invalidates every list as well as the changed emails. An open
// email is cached under its id; its neighbour flags depend on its folder, so a change to it refetches it.
const api = emailApi.enhanceEndpoints({
  addTagTypes: ['Email'],
  endpoints: {
    getEmails: {
      providesTags: (result) => [EMAILS, ...(result?.emails ?? []).map((email) => ({ type: 'Email' as const, id: email.id }))],
    },
    getEmail: { providesTags: (_result, _error, arg) => [{ type: 'Email', id: arg.id }] },
    // Previous/next is read on demand and copied into the getEmail cache by the page; keeping it out of the cache
    // means a second click after a change asks the server again.
    paginateEmail: { keepUnusedDataFor: 0 },
    updateEmails: {
      invalidatesTags: (_result, _error, arg) => [EMAILS, ...arg.body.emailIds.map((id) => ({ type: 'Email' as const, id }))],
    },
    toggleEmailsLabel: {
      invalidatesTags: (_result, _error, arg) => [EMAILS, ...arg.body.emailIds.map((id) => ({ type: 'Email' as const, id }))],
    },
    composeEmail: { invalidatesTags: [EMAILS] },
  },
});

export const emailEndpoints = api;

export const {
  useGetEmailsQuery,
  useGetEmailQuery,
  useLazyPaginateEmailQuery,
  useUpdateEmailsMutation,
  useToggleEmailsLabelMutation,
  useComposeEmailMutation,
} = api;
export type {
  EmailDetail,
  EmailMessage,
  EmailReply,
  GetEmailsApiArg,
  GetEmailsApiResponse,
  UpdateEmailsApiArg,
  ComposeEmailApiArg,
} from '../generated/email';

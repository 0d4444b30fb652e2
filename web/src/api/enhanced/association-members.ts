import { membersApi } from '../generated/members';
import { ASSOC_TAGS, csvExport, listTag, MEMBER_NAMED_LISTS, pageTags, recordTags, rowTag } from './association-common';

// A new member is an applicant with an application to verify, and counts in its branch. A profile change renames
// the member in every list that shows it. (Status changes and transfers are the workflow screens' own, in
// workflows-members.ts, with the same tags.)
const api = membersApi.enhanceEndpoints({
  addTagTypes: ASSOC_TAGS,
  endpoints: {
    listMembers: { providesTags: (result) => pageTags('Member', result) },
    getMember: { providesTags: recordTags('Member') },
    getMemberAudit: { providesTags: recordTags('Member') },
    exportMembers: csvExport,
    createMember: { invalidatesTags: [listTag('Member'), listTag('Verification'), listTag('Division')] },
    updateMember: { invalidatesTags: (_r, _e, arg) => [rowTag('Member', arg.id), ...MEMBER_NAMED_LISTS] },
  },
});

export const {
  useListMembersQuery,
  useGetMemberQuery,
  useGetMemberAuditQuery,
  useLazyExportMembersQuery,
  useCreateMemberMutation,
  useUpdateMemberMutation,
} = api;
export type { AssocMember, ListMembersApiArg } from '../generated/members';

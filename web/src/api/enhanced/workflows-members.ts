import { membersApi } from '../generated/members';
import { divisionsApi } from '../generated/divisions';
import { listTag, listTags, MEMBER_STANDING_TAGS, recordTag, WORKFLOW_TAGS } from './workflows-tags';

// A member record, its timeline, transfers and audit trail all carry the member's tag: a transition or a transfer
// refreshes every part of the member view at once, and the lists and statistics through the list tag.
const members = membersApi.enhanceEndpoints({
  addTagTypes: WORKFLOW_TAGS,
  endpoints: {
    listMembers: { providesTags: (result) => listTags('Member', result?.data) },
    getMember: { providesTags: (_r, _e, arg) => [recordTag('Member', arg.id)] },
    getMemberTimeline: { providesTags: (_r, _e, arg) => [recordTag('Member', arg.id)] },
    getMemberTransfers: { providesTags: (_r, _e, arg) => [recordTag('Member', arg.id)] },
    getMemberAudit: { providesTags: (_r, _e, arg) => [recordTag('Member', arg.id)] },
    getMemberStatistics: { providesTags: [listTag('Member')] },
    transitionMember: { invalidatesTags: (_r, _e, arg) => [recordTag('Member', arg.id), ...MEMBER_STANDING_TAGS] },
    // A transfer also changes the member counts of both branches.
    transferMember: {
      invalidatesTags: (_r, _e, arg) => [recordTag('Member', arg.id), ...MEMBER_STANDING_TAGS, listTag('Division'), listTag('Transfer')],
    },
    // A requested transfer is another board's to accept: accepting moves the member, so every member view changes.
    listMemberTransfers: { providesTags: (result) => listTags('Transfer', result?.data) },
    acceptMemberTransfer: { invalidatesTags: (r) => [listTag('Transfer'), ...MEMBER_STANDING_TAGS, listTag('Division'), ...(r ? [recordTag('Member', r.memberId)] : [])] },
    declineMemberTransfer: { invalidatesTags: (r) => [listTag('Transfer'), ...(r ? [recordTag('Member', r.memberId)] : [])] },
    cancelMemberTransfer: { invalidatesTags: (r) => [listTag('Transfer'), ...(r ? [recordTag('Member', r.memberId)] : [])] },
  },
});

const divisions = divisionsApi.enhanceEndpoints({
  addTagTypes: WORKFLOW_TAGS,
  endpoints: {
    listDivisions: { providesTags: (result) => listTags('Division', result?.data) },
    getDivision: { providesTags: (_r, _e, arg) => [recordTag('Division', arg.id)] },
  },
});

export const {
  useListMembersQuery,
  useGetMemberQuery,
  useGetMemberTimelineQuery,
  useGetMemberTransfersQuery,
  useGetMemberAuditQuery,
  useGetMemberStatisticsQuery,
  useTransitionMemberMutation,
  useTransferMemberMutation,
  useListMemberTransfersQuery,
  useAcceptMemberTransferMutation,
  useDeclineMemberTransferMutation,
  useCancelMemberTransferMutation,
} = members;
export const { useListDivisionsQuery, useGetDivisionQuery } = divisions;
export type {
  AssocAuditRecord,
  AssocMember,
  GetMemberStatisticsApiResponse,
  GetMemberTimelineApiResponse,
  GetMemberTransfersApiResponse,
  AssocMemberTransfer,
  ListMemberTransfersApiArg,
} from '../generated/members';
export type { AssocDivision } from '../generated/divisions';

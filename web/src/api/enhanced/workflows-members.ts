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
      invalidatesTags: (_r, _e, arg) => [recordTag('Member', arg.id), ...MEMBER_STANDING_TAGS, listTag('Division')],
    },
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
} = members;
export const { useListDivisionsQuery, useGetDivisionQuery } = divisions;
export type {
  AssocAuditRecord,
  AssocMember,
  GetMemberStatisticsApiResponse,
  GetMemberTimelineApiResponse,
  GetMemberTransfersApiResponse,
} from '../generated/members';
export type { AssocDivision } from '../generated/divisions';

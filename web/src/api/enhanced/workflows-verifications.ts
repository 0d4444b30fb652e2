import { verificationsApi } from '../generated/verifications';
import { listTag, listTags, MEMBER_STANDING_TAGS, recordTag, WORKFLOW_TAGS } from './workflows-tags';

// Ticking documents changes the row the queue shows; a decision also takes the request out of the pending queue,
// and approving an application moves its member from applicant to verified.
const api = verificationsApi.enhanceEndpoints({
  addTagTypes: WORKFLOW_TAGS,
  endpoints: {
    listVerifications: { providesTags: (result) => listTags('Verification', result?.data) },
    getVerification: { providesTags: (_r, _e, arg) => [recordTag('Verification', arg.id)] },
    getVerificationAudit: { providesTags: (_r, _e, arg) => [recordTag('Verification', arg.id)] },
    updateVerificationChecklist: {
      invalidatesTags: (_r, _e, arg) => [recordTag('Verification', arg.id), listTag('Verification')],
    },
    approveVerification: {
      invalidatesTags: (result, _e, arg) => [
        recordTag('Verification', arg.id),
        listTag('Verification'),
        ...(result ? [recordTag('Member', result.memberId)] : []),
        ...MEMBER_STANDING_TAGS,
      ],
    },
    rejectVerification: {
      invalidatesTags: (result, _e, arg) => [
        recordTag('Verification', arg.id),
        listTag('Verification'),
        ...(result ? [recordTag('Member', result.memberId)] : []),
      ],
    },
  },
});

export const {
  useListVerificationsQuery,
  useGetVerificationQuery,
  useUpdateVerificationChecklistMutation,
  useApproveVerificationMutation,
  useRejectVerificationMutation,
} = api;
export type { AssocVerification, ListVerificationsApiArg } from '../generated/verifications';

import { licencesApi } from '../generated/licences';
import { listTag, listTags, recordTag, WORKFLOW_TAGS } from './workflows-tags';

// The member's credential summary is tagged with the member id; every STR action refreshes the summary of the member
// it concerns (the answer names the member), the renewal itself and the lists.
const renewalChanged = (result: { memberId: number } | undefined, id: number) => [
  recordTag('StrRenewal', id),
  listTag('StrRenewal'),
  listTag('Alert'),
  ...(result ? [recordTag('Licence', result.memberId)] : []),
];

const api = licencesApi.enhanceEndpoints({
  addTagTypes: WORKFLOW_TAGS,
  endpoints: {
    getMemberLicences: { providesTags: (_r, _e, arg) => [recordTag('Licence', arg.id)] },
    listSkpEntries: { providesTags: (result) => listTags('SkpEntry', result?.data) },
    listStrRecords: { providesTags: (result) => listTags('StrRecord', result?.data) },
    getStrRecord: { providesTags: (_r, _e, arg) => [recordTag('StrRecord', arg.id)] },
    listStrRenewals: { providesTags: (result) => listTags('StrRenewal', result?.data) },
    getStrRenewal: { providesTags: (_r, _e, arg) => [recordTag('StrRenewal', arg.id)] },
    getStrRenewalAudit: { providesTags: (_r, _e, arg) => [recordTag('StrRenewal', arg.id)] },
    updateStrRenewalChecklist: { invalidatesTags: (result, _e, arg) => renewalChanged(result, arg.id) },
    reviewStrRenewal: { invalidatesTags: (result, _e, arg) => renewalChanged(result, arg.id) },
    recommendStrRenewal: { invalidatesTags: (result, _e, arg) => renewalChanged(result, arg.id) },
    rejectStrRenewal: { invalidatesTags: (result, _e, arg) => renewalChanged(result, arg.id) },
    // Completion issues the new STR and marks the renewed one replaced: both show elsewhere (the renewal's own page too).
    completeStrRenewal: {
      invalidatesTags: (result, _e, arg) => [
        ...renewalChanged(result, arg.id),
        listTag('StrRecord'),
        ...(result ? [recordTag('StrRecord', result.strId)] : []),
      ],
    },
    // The legacy STR becomes converted and a lifetime STR appears: both records, the lists and the member summary.
    convertStrToLifetime: {
      invalidatesTags: (result, _e, arg) => [
        recordTag('StrRecord', arg.id),
        listTag('StrRecord'),
        listTag('StrRenewal'),
        ...(result ? [recordTag('Licence', result.memberId)] : []),
      ],
    },
  },
});

export const {
  useGetMemberLicencesQuery,
  useListSkpEntriesQuery,
  useGetStrRecordQuery,
  useGetStrRenewalQuery,
  useGetStrRenewalAuditQuery,
  useUpdateStrRenewalChecklistMutation,
  useReviewStrRenewalMutation,
  useRecommendStrRenewalMutation,
  useRejectStrRenewalMutation,
  useCompleteStrRenewalMutation,
  useConvertStrToLifetimeMutation,
} = api;
export type {
  AssocSipPermit,
  AssocSkpEntry,
  AssocStrRecord,
  AssocStrRenewal,
  GetMemberLicencesApiResponse,
} from '../generated/licences';

import { licencesApi } from '../generated/licences';
import { ASSOC_TAGS, csvExport, listTag, pageTags, recordTags, rowTag } from './association-common';

const STR = listTag('StrRecord');
const RENEWALS = listTag('StrRenewal');
const SIP = listTag('SipPermit');
const SKP = listTag('SkpEntry');

/**
 * A member's credential summary (getMemberLicences, tagged 'Licence' with the member id) and the alerts follow every
 * STR, SIP and SKP change of that member. A delete answers no body: then every summary refreshes.
 */
const summaries = (memberId: number | undefined) => [
  listTag('Alert'),
  memberId === undefined ? listTag('Licence') : rowTag('Licence', memberId),
];

const api = licencesApi.enhanceEndpoints({
  addTagTypes: ASSOC_TAGS,
  endpoints: {
    getMemberLicences: { providesTags: (_r, _e, arg) => [listTag('Licence'), rowTag('Licence', arg.id)] },

    listStrRecords: { providesTags: (result) => pageTags('StrRecord', result) },
    getStrRecord: { providesTags: recordTags('StrRecord') },
    getStrRecordAudit: { providesTags: recordTags('StrRecord') },
    exportStrRecords: csvExport,
    createStrRecord: { invalidatesTags: (_r, _e, arg) => [STR, ...summaries(arg.body.memberId)] },
    // The legacy STR becomes converted and a lifetime STR appears; renewals of it show the new state.
    convertStrToLifetime: {
      invalidatesTags: (result, _e, arg) => [STR, rowTag('StrRecord', arg.id), RENEWALS, ...summaries(result?.memberId)],
    },

    listStrRenewals: { providesTags: (result) => pageTags('StrRenewal', result) },
    getStrRenewal: { providesTags: recordTags('StrRenewal') },
    getStrRenewalAudit: { providesTags: recordTags('StrRenewal') },
    exportStrRenewals: csvExport,
    createStrRenewal: { invalidatesTags: (result) => [RENEWALS, ...summaries(result?.memberId)] },

    listSipPermits: { providesTags: (result) => pageTags('SipPermit', result) },
    getSipPermit: { providesTags: recordTags('SipPermit') },
    getSipPermitAudit: { providesTags: recordTags('SipPermit') },
    exportSipPermits: csvExport,
    createSipPermit: { invalidatesTags: (_r, _e, arg) => [SIP, ...summaries(arg.body.memberId)] },
    updateSipPermit: { invalidatesTags: (result, _e, arg) => [SIP, rowTag('SipPermit', arg.id), ...summaries(result?.memberId)] },
    deleteSipPermit: { invalidatesTags: (_r, _e, arg) => [SIP, rowTag('SipPermit', arg.id), ...summaries(undefined)] },

    listSkpEntries: { providesTags: (result) => pageTags('SkpEntry', result) },
    getSkpEntry: { providesTags: recordTags('SkpEntry') },
    getSkpEntryAudit: { providesTags: recordTags('SkpEntry') },
    exportSkpEntries: csvExport,
    createSkpEntry: { invalidatesTags: (_r, _e, arg) => [SKP, ...summaries(arg.body.memberId)] },
    updateSkpEntry: { invalidatesTags: (result, _e, arg) => [SKP, rowTag('SkpEntry', arg.id), ...summaries(result?.memberId)] },
    deleteSkpEntry: { invalidatesTags: (_r, _e, arg) => [SKP, rowTag('SkpEntry', arg.id), ...summaries(undefined)] },
  },
});

export const {
  useListStrRecordsQuery,
  useGetStrRecordQuery,
  useGetStrRecordAuditQuery,
  useLazyExportStrRecordsQuery,
  useCreateStrRecordMutation,
  useConvertStrToLifetimeMutation,
  useListStrRenewalsQuery,
  useGetStrRenewalQuery,
  useGetStrRenewalAuditQuery,
  useLazyExportStrRenewalsQuery,
  useCreateStrRenewalMutation,
  useListSipPermitsQuery,
  useGetSipPermitQuery,
  useGetSipPermitAuditQuery,
  useLazyExportSipPermitsQuery,
  useCreateSipPermitMutation,
  useUpdateSipPermitMutation,
  useDeleteSipPermitMutation,
  useListSkpEntriesQuery,
  useGetSkpEntryQuery,
  useGetSkpEntryAuditQuery,
  useLazyExportSkpEntriesQuery,
  useCreateSkpEntryMutation,
  useUpdateSkpEntryMutation,
  useDeleteSkpEntryMutation,
} = api;
export type { AssocSipPermit, AssocSkpEntry, AssocStrRecord, AssocStrRenewal } from '../generated/licences';

import { verificationsApi } from '../generated/verifications';
import { ASSOC_TAGS, csvExport, pageTags, recordTags } from './association-common';

// The list of every verification, read-only here: the decisions are taken in the queue (workflows-verifications.ts),
// whose actions invalidate the same tags.
const api = verificationsApi.enhanceEndpoints({
  addTagTypes: ASSOC_TAGS,
  endpoints: {
    listVerifications: { providesTags: (result) => pageTags('Verification', result) },
    getVerification: { providesTags: recordTags('Verification') },
    getVerificationAudit: { providesTags: recordTags('Verification') },
    exportVerifications: csvExport,
  },
});

export const { useListVerificationsQuery, useGetVerificationQuery, useGetVerificationAuditQuery, useLazyExportVerificationsQuery } = api;
export type { AssocVerification, ListVerificationsApiArg } from '../generated/verifications';

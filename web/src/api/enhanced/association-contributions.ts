import { contributionsApi } from '../generated/contributions';
import { ASSOC_TAGS, csvExport, listTag, pageTags, recordTags, rowTag } from './association-common';

const RATES = listTag('ContributionRate');

// Rates, dues and payments as lists and records. Raising dues, recording, reversing and waiving are the workflow
// screens' actions (workflows-contributions.ts) and invalidate the same 'Due' and 'Payment' tags.
const api = contributionsApi.enhanceEndpoints({
  addTagTypes: ASSOC_TAGS,
  endpoints: {
    listContributionRates: { providesTags: (result) => pageTags('ContributionRate', result) },
    getContributionRate: { providesTags: recordTags('ContributionRate') },
    getContributionRateAudit: { providesTags: recordTags('ContributionRate') },
    exportContributionRates: csvExport,
    createContributionRate: { invalidatesTags: [RATES] },
    updateContributionRate: { invalidatesTags: (_r, _e, arg) => [RATES, rowTag('ContributionRate', arg.id)] },
    deleteContributionRate: { invalidatesTags: (_r, _e, arg) => [RATES, rowTag('ContributionRate', arg.id)] },

    listDues: { providesTags: (result) => pageTags('Due', result) },
    getDue: { providesTags: recordTags('Due') },
    getDueAudit: { providesTags: recordTags('Due') },
    exportDues: csvExport,

    listPayments: { providesTags: (result) => pageTags('Payment', result) },
    getPayment: { providesTags: recordTags('Payment') },
    getPaymentAudit: { providesTags: recordTags('Payment') },
    exportPayments: csvExport,
  },
});

export const {
  useListContributionRatesQuery,
  useGetContributionRateQuery,
  useGetContributionRateAuditQuery,
  useLazyExportContributionRatesQuery,
  useCreateContributionRateMutation,
  useUpdateContributionRateMutation,
  useDeleteContributionRateMutation,
  useListDuesQuery,
  useGetDueQuery,
  useGetDueAuditQuery,
  useLazyExportDuesQuery,
  useListPaymentsQuery,
  useGetPaymentQuery,
  useGetPaymentAuditQuery,
  useLazyExportPaymentsQuery,
} = api;
export type { AssocContributionRate, AssocDue, AssocPayment } from '../generated/contributions';

import type { FetchArgs } from '@reduxjs/toolkit/query';
import { contributionReportsApi } from '../generated/contribution-reports';
import { contributionsApi } from '../generated/contributions';
import { listTag, listTags, MEMBER_STANDING_TAGS, recordTag, WORKFLOW_TAGS } from './workflows-tags';

/** An export answers CSV: read it as text (the token still goes with it through the one base query). */
const csv = (url: string, params: object): FetchArgs => ({ url, params: { ...params }, responseHandler: 'text' });

// Money that arrives or is forgiven changes dues, payments, arrears, every report and the members it paid for
// (a member in arrears becomes active when the last overdue due is paid).
const contributions = contributionsApi.enhanceEndpoints({
  addTagTypes: WORKFLOW_TAGS,
  endpoints: {
    listDues: { providesTags: (result) => listTags('Due', result?.data) },
    listPayments: { providesTags: (result) => listTags('Payment', result?.data) },
    listArrears: { providesTags: [listTag('Arrears')] },
    getBranchArrears: { providesTags: [listTag('Arrears')] },
    exportArrears: {
      query: (arg) => csv('/api/association/contributions/arrears/export.csv', arg),
      keepUnusedDataFor: 0,
    },
    recordCollectivePayment: {
      invalidatesTags: (_r, _e, arg) => [
        listTag('Payment'),
        ...MEMBER_STANDING_TAGS,
        ...arg.body.memberIds.map((id) => recordTag('Member', id)),
      ],
    },
    markArrears: { invalidatesTags: MEMBER_STANDING_TAGS },
    generateDues: { invalidatesTags: MEMBER_STANDING_TAGS },
    recordMemberPayment: {
      invalidatesTags: (_r, _e, arg) => [
        listTag('Payment'),
        ...MEMBER_STANDING_TAGS,
        recordTag('Member', arg.body.memberId),
      ],
    },
    // A reversed payment or a waived due reopens or closes dues of members the answer names.
    reversePayment: {
      invalidatesTags: (result, _e, arg) => [
        recordTag('Payment', arg.id),
        listTag('Payment'),
        ...MEMBER_STANDING_TAGS,
        ...(result?.allocations ?? []).map((a) => recordTag('Member', a.memberId)),
      ],
    },
    waiveDue: {
      invalidatesTags: (result, _e, arg) => [
        recordTag('Due', arg.id),
        ...MEMBER_STANDING_TAGS,
        ...(result ? [recordTag('Member', result.memberId)] : []),
      ],
    },
  },
});

const reports = contributionReportsApi.enhanceEndpoints({
  addTagTypes: WORKFLOW_TAGS,
  endpoints: {
    getCashReport: { providesTags: [listTag('ContributionReport')] },
    getPaymentReport: { providesTags: [listTag('ContributionReport')] },
    exportPaymentReport: {
      query: (arg) => csv('/api/association/contributions/reports/payments/export.csv', arg),
      keepUnusedDataFor: 0,
    },
    getMemberDuesReport: {
      providesTags: (_r, _e, arg) => [listTag('ContributionReport'), recordTag('Member', arg.memberId)],
    },
    getContributionStatistics: { providesTags: [listTag('ContributionReport')] },
    getDivisionTotals: { providesTags: [listTag('ContributionReport')] },
  },
});

export const {
  useListDuesQuery,
  useListArrearsQuery,
  useLazyExportArrearsQuery,
  useGetBranchArrearsQuery,
  useRecordCollectivePaymentMutation,
  useMarkArrearsMutation,
  useGenerateDuesMutation,
  useRecordMemberPaymentMutation,
  useReversePaymentMutation,
  useWaiveDueMutation,
} = contributions;
export const {
  useGetCashReportQuery,
  useGetPaymentReportQuery,
  useLazyExportPaymentReportQuery,
  useGetMemberDuesReportQuery,
  useGetContributionStatisticsQuery,
  useGetDivisionTotalsQuery,
} = reports;
export type {
  AssocDue,
  GenerateDuesApiResponse,
  ListArrearsApiArg,
  RecordCollectivePaymentApiArg,
  RecordCollectivePaymentApiResponse,
  RecordMemberPaymentApiArg,
  ReversePaymentApiResponse,
} from '../generated/contributions';
export type {
  GetCashReportApiResponse,
  GetContributionStatisticsApiResponse,
  GetDivisionTotalsApiResponse,
  GetMemberDuesReportApiResponse,
  GetPaymentReportApiArg,
  GetPaymentReportApiResponse,
} from '../generated/contribution-reports';

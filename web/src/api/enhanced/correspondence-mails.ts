import type { FetchArgs } from '@reduxjs/toolkit/query';
import { mailApi } from '../generated/mail';

/**
 * Incoming mail (Surat Masuk). Lists provide `{Mail, LIST}` plus one tag per row; a letter, its dispositions and its
 * audit trail provide `{Mail, id}`. Every workflow step changes the letter's status and the counts the statistics
 * show, so it invalidates the letter, the lists and the statistics.
 */
const LIST = { type: 'Mail', id: 'LIST' } as const;
const STATISTICS = { type: 'MailStatistics', id: 'LIST' } as const;
const row = (id: number) => ({ type: 'Mail' as const, id });
const changed = (_r: unknown, _e: unknown, arg: { id: number }) => [LIST, STATISTICS, row(arg.id)];

/** The export answers CSV: read it as text, and drop it from the cache once handed to the browser. */
function csvExport(definition: { query?: unknown; keepUnusedDataFor?: number }) {
  const query = definition.query as (arg: unknown) => FetchArgs;
  definition.query = (arg: unknown) => ({ ...query(arg), responseHandler: 'content-type' });
  definition.keepUnusedDataFor = 0;
}

const api = mailApi.enhanceEndpoints({
  addTagTypes: ['Mail', 'MailStatistics'],
  endpoints: {
    listMails: { providesTags: (result) => [LIST, ...(result?.data ?? []).map((m) => row(m.id))] },
    getMail: { providesTags: (_r, _e, arg) => [row(arg.id)] },
    getMailDispositions: { providesTags: (_r, _e, arg) => [row(arg.id)] },
    getMailAudit: { providesTags: (_r, _e, arg) => [row(arg.id)] },
    getMailStatistics: { providesTags: [STATISTICS] },
    exportMails: csvExport,
    createMail: { invalidatesTags: [LIST, STATISTICS] },
    updateMail: { invalidatesTags: changed },
    // Not the deleted letter's own tag: its page, still open while the delete answers, would fetch it again (404).
    deleteMail: { invalidatesTags: [LIST, STATISTICS] },
    dispositionMail: { invalidatesTags: changed },
    startMail: { invalidatesTags: changed },
    completeMail: { invalidatesTags: changed },
    archiveMail: { invalidatesTags: changed },
  },
});

export const {
  useListMailsQuery,
  useGetMailQuery,
  useGetMailDispositionsQuery,
  useGetMailStatisticsQuery,
  useLazyExportMailsQuery,
  useCreateMailMutation,
  useUpdateMailMutation,
  useDeleteMailMutation,
  useDispositionMailMutation,
  useStartMailMutation,
  useCompleteMailMutation,
  useArchiveMailMutation,
} = api;
export type {
  AssocMail,
  CreateMailApiArg,
  GetMailDispositionsApiResponse,
  GetMailStatisticsApiResponse,
  ListMailsApiArg,
} from '../generated/mail';

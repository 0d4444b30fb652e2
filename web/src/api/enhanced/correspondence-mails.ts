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

/** A scan's bytes become an object URL (the store holds serialisable values only); an error stays the JSON body. */
async function objectUrl(response: Response): Promise<string | unknown> {
  if (!response.ok) return response.json().catch(() => undefined);
  return URL.createObjectURL(await response.blob());
}

function asObjectUrl(definition: { query?: unknown; keepUnusedDataFor?: number }) {
  const query = definition.query as (arg: unknown) => FetchArgs;
  definition.query = (arg: unknown) => ({ ...query(arg), responseHandler: objectUrl });
  definition.keepUnusedDataFor = 0;
}

/** A letter's scans; attaching or removing one also changes the letter (its audit trail and updatedAt). */
const files = (id: number) => ({ type: 'MailFiles' as const, id });
const filesChanged = (_r: unknown, _e: unknown, arg: { id: number }) => [files(arg.id), row(arg.id)];

const api = mailApi.enhanceEndpoints({
  addTagTypes: ['Mail', 'MailStatistics', 'MailFiles'],
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
    // Who can take a letter changes with the accounts, which another screen manages: always asked afresh.
    listMailAssignees: { keepUnusedDataFor: 0 },
    listMailFiles: { providesTags: (_r, _e, arg) => [files(arg.id)] },
    getMailFile: asObjectUrl,
    attachMailFile: { invalidatesTags: filesChanged },
    removeMailFile: { invalidatesTags: filesChanged },
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
  useListMailAssigneesQuery,
  useListMailFilesQuery,
  useAttachMailFileMutation,
  useRemoveMailFileMutation,
} = api;

/** A scan's bytes, answered as an object URL to open or save (revoke it once used). */
export const { useLazyGetMailFileQuery } = api;
export type {
  AssocMail,
  ListMailAssigneesApiResponse,
  ListMailFilesApiResponse,
  CreateMailApiArg,
  GetMailDispositionsApiResponse,
  GetMailStatisticsApiResponse,
  ListMailsApiArg,
} from '../generated/mail';

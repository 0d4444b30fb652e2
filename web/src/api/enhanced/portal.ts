import type { FetchArgs } from '@reduxjs/toolkit/query';
import { portalApi } from '../generated/portal';

const TAGS = ['PortalProfile', 'PortalRequests', 'PortalDues', 'PortalLicences', 'PortalNotices'] as const;

/** A file the API answered, kept in the cache as an object URL (the store holds serialisable values only). */
export interface FetchedFile {
  url: string;
  fileName: string;
}

/** A PDF answer becomes an object URL with the name the server gave it; an error stays the JSON error body. */
async function fileResponse(response: Response): Promise<FetchedFile | unknown> {
  if (!response.ok) return response.json().catch(() => undefined);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'document.pdf';
  return { url: URL.createObjectURL(await response.blob()), fileName };
}

function asFile(definition: { query?: unknown; keepUnusedDataFor?: number }) {
  const query = definition.query as (arg: unknown) => FetchArgs;
  definition.query = (arg: unknown) => ({ ...query(arg), responseHandler: fileResponse });
  definition.keepUnusedDataFor = 0;
}

const api = portalApi.enhanceEndpoints({
  addTagTypes: TAGS,
  endpoints: {
    getPortalProfile: { providesTags: ['PortalProfile'] },
    updatePortalContact: { invalidatesTags: ['PortalProfile'] },
    // A request changes the profile's pending request and the list of requests.
    requestPortalDataUpdate: { invalidatesTags: ['PortalProfile', 'PortalRequests'] },
    getPortalDues: { providesTags: ['PortalDues'] },
    getPortalLicences: { providesTags: ['PortalLicences'] },
    getPortalRequests: { providesTags: ['PortalRequests'] },
    listPortalNotices: { providesTags: ['PortalNotices'] },
    getPortalCard: asFile,
    getPortalCertificate: asFile,
  },
});

export const {
  useGetPortalProfileQuery,
  useUpdatePortalContactMutation,
  useRequestPortalDataUpdateMutation,
  useGetPortalDuesQuery,
  useGetPortalLicencesQuery,
  useGetPortalRequestsQuery,
  useListPortalNoticesQuery,
  useVerifyDocumentQuery,
} = api;

/** The card's and the certificate's downloads: each answer is a FetchedFile (see fileResponse). */
export const { useLazyGetPortalCardQuery, useLazyGetPortalCertificateQuery } = api;

export type {
  GetPortalDuesApiResponse as PortalDues,
  GetPortalLicencesApiResponse as PortalLicences,
  GetPortalProfileApiResponse as PortalProfile,
  GetPortalRequestsApiResponse as PortalRequests,
  ListPortalNoticesApiResponse as PortalNotices,
  RequestPortalDataUpdateApiArg,
  UpdatePortalContactApiArg,
  VerifyDocumentApiResponse as DocumentVerdict,
} from '../generated/portal';

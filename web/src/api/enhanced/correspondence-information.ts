import type { FetchArgs } from '@reduxjs/toolkit/query';
import { informationApi } from '../generated/information';

/**
 * The information centre (Pusat Informasi). A category's list shows how many items it holds, so creating, moving or
 * deleting an item refreshes the categories too; every status change refreshes the item and the lists.
 */
const ITEMS = { type: 'Information', id: 'LIST' } as const;
const CATEGORIES = { type: 'InformationCategory', id: 'LIST' } as const;
const item = (id: number) => ({ type: 'Information' as const, id });
const category = (id: number) => ({ type: 'InformationCategory' as const, id });
const itemChanged = (_r: unknown, _e: unknown, arg: { id: number }) => [ITEMS, CATEGORIES, item(arg.id)];
const categoryChanged = (_r: unknown, _e: unknown, arg: { id: number }) => [CATEGORIES, ITEMS, category(arg.id)];

function csvExport(definition: { query?: unknown; keepUnusedDataFor?: number }) {
  const query = definition.query as (arg: unknown) => FetchArgs;
  definition.query = (arg: unknown) => ({ ...query(arg), responseHandler: 'content-type' });
  definition.keepUnusedDataFor = 0;
}

const api = informationApi.enhanceEndpoints({
  addTagTypes: ['Information', 'InformationCategory'],
  endpoints: {
    listInformationCategories: {
      providesTags: (result) => [CATEGORIES, ...(result?.data ?? []).map((c) => category(c.id))],
    },
    getInformationCategory: { providesTags: (_r, _e, arg) => [category(arg.id)] },
    createInformationCategory: { invalidatesTags: [CATEGORIES] },
    updateInformationCategory: { invalidatesTags: categoryChanged },
    deleteInformationCategory: { invalidatesTags: categoryChanged },
    exportInformationCategories: csvExport,

    listInformation: { providesTags: (result) => [ITEMS, ...(result?.data ?? []).map((i) => item(i.id))] },
    getInformation: { providesTags: (_r, _e, arg) => [item(arg.id)] },
    getInformationAudit: { providesTags: (_r, _e, arg) => [item(arg.id)] },
    createInformation: { invalidatesTags: [ITEMS, CATEGORIES] },
    updateInformation: { invalidatesTags: itemChanged },
    deleteInformation: { invalidatesTags: itemChanged },
    publishInformation: { invalidatesTags: itemChanged },
    unpublishInformation: { invalidatesTags: itemChanged },
    archiveInformation: { invalidatesTags: itemChanged },
    exportInformation: csvExport,
  },
});

export const {
  useListInformationCategoriesQuery,
  useCreateInformationCategoryMutation,
  useUpdateInformationCategoryMutation,
  useDeleteInformationCategoryMutation,
  useListInformationQuery,
  useGetInformationQuery,
  useCreateInformationMutation,
  useUpdateInformationMutation,
  useDeleteInformationMutation,
  usePublishInformationMutation,
  useUnpublishInformationMutation,
  useArchiveInformationMutation,
  useLazyExportInformationQuery,
  useUploadInformationImageMutation,
} = api;
export type {
  AssocInformation,
  AssocInformationCategory,
  CreateInformationApiArg,
  ListInformationApiArg,
} from '../generated/information';

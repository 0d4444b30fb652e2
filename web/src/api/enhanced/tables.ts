import { tablesApi } from '../generated/tables';

export type { AutoCompleteItem, DataTableRow, GetDataTableRowsApiArg } from '../generated/tables';

const ROWS = { type: 'TableRow', id: 'LIST' } as const;
const SUGGESTIONS = { type: 'AutoCompleteItem', id: 'LIST' } as const;

// The demo table and suggestion list are read-only; the tags are there so any future mutation can refresh them.
const api = tablesApi.enhanceEndpoints({
  addTagTypes: ['TableRow', 'AutoCompleteItem'],
  endpoints: {
    getDataTableInitialData: {
      providesTags: (result) => [ROWS, ...(result ?? []).map((row) => ({ type: 'TableRow' as const, id: row.id }))],
    },
    getDataTableRows: {
      providesTags: (result) => [ROWS, ...(result?.rows ?? []).map((row) => ({ type: 'TableRow' as const, id: row.id }))],
    },
    getAutoCompleteItems: {
      providesTags: (result) => [
        SUGGESTIONS,
        ...(result?.autoComplete ?? []).map((item) => ({ type: 'AutoCompleteItem' as const, id: item.id })),
      ],
    },
  },
});

export const {
  useGetDataTableInitialDataQuery,
  useGetDataTableRowsQuery,
  useGetAutoCompleteItemsQuery,
  useLazyGetAutoCompleteItemsQuery,
} = api;

import { divisionsApi } from '../generated/divisions';
import { ASSOC_TAGS, csvExport, listTag, pageTags, recordTags, rowTag } from './association-common';

const DIVISIONS = listTag('Division');
// Members, verifications, dues and payments show their division's name; a board's change shows there too.
const NAMED_BY_DIVISION = [listTag('Member'), listTag('Verification'), listTag('Due'), listTag('Payment'), listTag('Account')];

const api = divisionsApi.enhanceEndpoints({
  addTagTypes: ASSOC_TAGS,
  endpoints: {
    listDivisions: { providesTags: (result) => pageTags('Division', result) },
    getDivision: { providesTags: recordTags('Division') },
    getDivisionAudit: { providesTags: recordTags('Division') },
    exportDivisions: csvExport,
    createDivision: { invalidatesTags: [DIVISIONS] },
    updateDivision: { invalidatesTags: (_r, _e, arg) => [DIVISIONS, rowTag('Division', arg.id), ...NAMED_BY_DIVISION] },
    deleteDivision: { invalidatesTags: (_r, _e, arg) => [DIVISIONS, rowTag('Division', arg.id)] },
  },
});

export const {
  useListDivisionsQuery,
  useGetDivisionQuery,
  useGetDivisionAuditQuery,
  useLazyExportDivisionsQuery,
  useCreateDivisionMutation,
  useUpdateDivisionMutation,
  useDeleteDivisionMutation,
} = api;
export type { AssocDivision, ListDivisionsApiArg } from '../generated/divisions';

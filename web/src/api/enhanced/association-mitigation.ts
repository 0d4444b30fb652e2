import { mitigationApi } from '../generated/mitigation';
import { ASSOC_TAGS, csvExport, listTag, MEMBER_NAMED_LISTS, pageTags, recordTags, rowTag } from './association-common';

// Every record counts in the mitigation statistics (the 'Mitigation' list tag of the charts); recording a death makes
// the member deceased everywhere and takes the member out of the branch's count.
const STATISTICS = listTag('Mitigation');
const changed = <T extends 'Survivor' | 'Death' | 'Vaccination'>(type: T) => (_r: unknown, _e: unknown, arg: { id: number }) => [
  listTag(type),
  rowTag(type, arg.id),
  STATISTICS,
];

const api = mitigationApi.enhanceEndpoints({
  addTagTypes: ASSOC_TAGS,
  endpoints: {
    listSurvivors: { providesTags: (result) => pageTags('Survivor', result) },
    getSurvivor: { providesTags: recordTags('Survivor') },
    getSurvivorAudit: { providesTags: recordTags('Survivor') },
    exportSurvivors: csvExport,
    createSurvivor: { invalidatesTags: [listTag('Survivor'), STATISTICS] },
    updateSurvivor: { invalidatesTags: changed('Survivor') },
    deleteSurvivor: { invalidatesTags: changed('Survivor') },

    listDeaths: { providesTags: (result) => pageTags('Death', result) },
    getDeath: { providesTags: recordTags('Death') },
    getDeathAudit: { providesTags: recordTags('Death') },
    exportDeaths: csvExport,
    createDeath: {
      invalidatesTags: (_r, _e, arg) => [STATISTICS, ...MEMBER_NAMED_LISTS, listTag('Division'), rowTag('Member', arg.body.memberId)],
    },
    updateDeath: { invalidatesTags: changed('Death') },

    listVaccinations: { providesTags: (result) => pageTags('Vaccination', result) },
    getVaccination: { providesTags: recordTags('Vaccination') },
    getVaccinationAudit: { providesTags: recordTags('Vaccination') },
    exportVaccinations: csvExport,
    createVaccination: { invalidatesTags: [listTag('Vaccination'), STATISTICS] },
    updateVaccination: { invalidatesTags: changed('Vaccination') },
    deleteVaccination: { invalidatesTags: changed('Vaccination') },
  },
});

export const {
  useListSurvivorsQuery,
  useGetSurvivorQuery,
  useGetSurvivorAuditQuery,
  useLazyExportSurvivorsQuery,
  useCreateSurvivorMutation,
  useUpdateSurvivorMutation,
  useDeleteSurvivorMutation,
  useListDeathsQuery,
  useGetDeathQuery,
  useGetDeathAuditQuery,
  useLazyExportDeathsQuery,
  useCreateDeathMutation,
  useUpdateDeathMutation,
  useListVaccinationsQuery,
  useGetVaccinationQuery,
  useGetVaccinationAuditQuery,
  useLazyExportVaccinationsQuery,
  useCreateVaccinationMutation,
  useUpdateVaccinationMutation,
  useDeleteVaccinationMutation,
} = api;
export type { AssocDeath, AssocSurvivor, AssocVaccination } from '../generated/mitigation';

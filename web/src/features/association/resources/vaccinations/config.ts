import {
  useCreateVaccinationMutation,
  useDeleteVaccinationMutation,
  useGetVaccinationAuditQuery,
  useGetVaccinationQuery,
  useLazyExportVaccinationsQuery,
  useListVaccinationsQuery,
  useUpdateVaccinationMutation,
  type AssocVaccination,
} from '../../../../api/enhanced/association-mitigation';
import type { ResourceConfig } from '../../resource-screen/types';
import { VACCINES } from '../enums';
import { memberPath } from '../links';
import { memberSource, provinceSource } from '../references';
import { meta } from './meta';

/** Vaksinasi: one record per member and dose (1 to 4); vaccine names are proper names, shown as they are. */
export const config: ResourceConfig<AssocVaccination> = {
  ...meta,
  api: {
    useList: useListVaccinationsQuery,
    useGet: useGetVaccinationQuery,
    useAudit: useGetVaccinationAuditQuery,
    useExport: useLazyExportVaccinationsQuery,
    useCreate: useCreateVaccinationMutation,
    useUpdate: useUpdateVaccinationMutation,
    useDelete: useDeleteVaccinationMutation,
  },
  label: (v) => `${v.memberName} · ${v.vaccine} ${v.dose}`,
  labelField: 'memberName',
  fields: [
    { name: 'memberName', type: 'text', sortable: true, link: memberPath },
    { name: 'vaccine', type: 'enum', sortable: true },
    { name: 'dose', type: 'number', sortable: true },
    { name: 'vaccinatedAt', type: 'date', sortable: true },
    { name: 'location', type: 'text' },
    { name: 'createdAt', type: 'datetime', hidden: true },
  ],
  filters: [
    { name: 'vaccine', type: 'enum', values: VACCINES },
    { name: 'dose', type: 'number', min: 1, max: 4 },
    { name: 'memberId', type: 'reference', source: memberSource },
    { name: 'provinceId', type: 'reference', source: provinceSource },
    { name: 'vaccinatedFrom', type: 'date' },
    { name: 'vaccinatedTo', type: 'date' },
  ],
  sorts: ['vaccinatedAt', 'dose', 'vaccine', 'memberName'],
  defaultSort: 'vaccinatedAt:desc',
  search: true,
  form: [
    { name: 'memberId', type: 'reference', source: memberSource, required: true, only: 'create' },
    { name: 'dose', type: 'number', required: true, min: 1, max: 4, only: 'create' },
    { name: 'vaccine', type: 'enum', values: VACCINES, required: true },
    { name: 'vaccinatedAt', type: 'date', required: true },
    { name: 'location', type: 'text', required: true, maxLength: 200, wide: true },
  ],
};

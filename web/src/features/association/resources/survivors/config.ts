import {
  useCreateSurvivorMutation,
  useDeleteSurvivorMutation,
  useGetSurvivorAuditQuery,
  useGetSurvivorQuery,
  useLazyExportSurvivorsQuery,
  useListSurvivorsQuery,
  useUpdateSurvivorMutation,
  type AssocSurvivor,
} from '../../../../api/enhanced/association-mitigation';
import type { ResourceConfig } from '../../resource-screen/types';
import { SEVERITIES, TONES } from '../enums';
import { memberPath } from '../links';
import { memberSource, provinceSource } from '../references';
import { meta } from './meta';

/** Penyintas: members who fell ill in the pandemic, with the course of the illness. */
export const config: ResourceConfig<AssocSurvivor> = {
  ...meta,
  api: {
    useList: useListSurvivorsQuery,
    useGet: useGetSurvivorQuery,
    useAudit: useGetSurvivorAuditQuery,
    useExport: useLazyExportSurvivorsQuery,
    useCreate: useCreateSurvivorMutation,
    useUpdate: useUpdateSurvivorMutation,
    useDelete: useDeleteSurvivorMutation,
  },
  label: (s) => s.memberName,
  labelField: 'memberName',
  fields: [
    { name: 'memberName', type: 'text', sortable: true, link: memberPath },
    { name: 'severity', type: 'enum', enum: 'severity', tones: TONES.severity, sortable: true },
    { name: 'diagnosedAt', type: 'date', sortable: true },
    { name: 'recoveredAt', type: 'date', sortable: true },
    { name: 'notes', type: 'text' },
    { name: 'createdAt', type: 'datetime', hidden: true },
  ],
  filters: [
    { name: 'severity', type: 'enum', enum: 'severity', values: SEVERITIES },
    { name: 'recovered', type: 'boolean' },
    { name: 'memberId', type: 'reference', source: memberSource },
    { name: 'provinceId', type: 'reference', source: provinceSource },
    { name: 'diagnosedFrom', type: 'date' },
    { name: 'diagnosedTo', type: 'date' },
  ],
  sorts: ['diagnosedAt', 'recoveredAt', 'severity', 'memberName'],
  defaultSort: 'diagnosedAt:desc',
  search: true,
  form: [
    { name: 'memberId', type: 'reference', source: memberSource, required: true, only: 'create' },
    { name: 'severity', type: 'enum', enum: 'severity', values: SEVERITIES, required: true },
    { name: 'diagnosedAt', type: 'date', required: true },
    { name: 'recoveredAt', type: 'date', nullable: true, hint: true },
    { name: 'notes', type: 'longText', maxLength: 1000, wide: true },
  ],
};

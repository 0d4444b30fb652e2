import {
  useCreateDivisionMutation,
  useDeleteDivisionMutation,
  useGetDivisionAuditQuery,
  useGetDivisionQuery,
  useLazyExportDivisionsQuery,
  useListDivisionsQuery,
  useUpdateDivisionMutation,
  type AssocDivision,
} from '../../../../api/enhanced/association-divisions';
import type { ResourceConfig } from '../../resource-screen/types';
import { DIVISION_LEVELS } from '../enums';
import { divisionPath } from '../links';
import { anyDivisionSource } from '../references';
import { meta } from './meta';

/** Kelompok: the national board, the provincial boards and the branches. */
export const config: ResourceConfig<AssocDivision> = {
  ...meta,
  api: {
    useList: useListDivisionsQuery,
    useGet: useGetDivisionQuery,
    useAudit: useGetDivisionAuditQuery,
    useExport: useLazyExportDivisionsQuery,
    useCreate: useCreateDivisionMutation,
    useUpdate: useUpdateDivisionMutation,
    useDelete: useDeleteDivisionMutation,
  },
  label: (d) => d.name,
  labelField: 'name',
  fields: [
    { name: 'code', type: 'text', sortable: true },
    { name: 'name', type: 'text', sortable: true, link: (d) => divisionPath(d.id) },
    { name: 'level', type: 'enum', enum: 'divisionLevel', sortable: true },
    { name: 'parentName', type: 'text', link: (d) => divisionPath(d.parentId) },
    { name: 'city', type: 'text' },
    { name: 'memberCount', type: 'number', sortable: true },
    { name: 'phone', type: 'phone', hidden: true },
    { name: 'email', type: 'email', hidden: true },
    { name: 'address', type: 'text', detailOnly: true },
    { name: 'createdAt', type: 'datetime', sortable: true, hidden: true },
    { name: 'updatedAt', type: 'datetime', detailOnly: true },
  ],
  filters: [
    { name: 'level', type: 'enum', enum: 'divisionLevel', values: DIVISION_LEVELS },
    { name: 'parentId', type: 'reference', source: anyDivisionSource },
  ],
  sorts: ['name', 'code', 'level', 'memberCount', 'createdAt'],
  defaultSort: 'code:asc',
  search: true,
  form: [
    { name: 'code', type: 'text', required: true, maxLength: 23, hint: true },
    { name: 'name', type: 'text', required: true, maxLength: 160 },
    { name: 'level', type: 'enum', enum: 'divisionLevel', values: DIVISION_LEVELS, required: true },
    { name: 'parentId', type: 'reference', source: anyDivisionSource, nullable: true, hint: true },
    { name: 'city', type: 'text', maxLength: 120, nullable: true },
    { name: 'phone', type: 'phone', maxLength: 25 },
    { name: 'email', type: 'email', maxLength: 254 },
    { name: 'address', type: 'longText', maxLength: 500, wide: true },
  ],
};

import {
  useCreateDeathMutation,
  useGetDeathAuditQuery,
  useGetDeathQuery,
  useLazyExportDeathsQuery,
  useListDeathsQuery,
  useUpdateDeathMutation,
  type AssocDeath,
} from '../../../../api/enhanced/association-mitigation';
import type { ResourceConfig } from '../../resource-screen/types';
import { memberPath } from '../links';
import { memberSource, provinceSource } from '../references';
import { meta } from './meta';

/** Kematian: deaths of members. Recording one makes the member deceased; records are never deleted. */
export const config: ResourceConfig<AssocDeath> = {
  ...meta,
  api: {
    useList: useListDeathsQuery,
    useGet: useGetDeathQuery,
    useAudit: useGetDeathAuditQuery,
    useExport: useLazyExportDeathsQuery,
    useCreate: useCreateDeathMutation,
    useUpdate: useUpdateDeathMutation,
  },
  label: (d) => d.memberName,
  labelField: 'memberName',
  fields: [
    { name: 'memberName', type: 'text', sortable: true, link: memberPath },
    { name: 'diedAt', type: 'date', sortable: true },
    { name: 'cause', type: 'text' },
    { name: 'covidRelated', type: 'boolean' },
    { name: 'notes', type: 'text', hidden: true },
    { name: 'createdAt', type: 'datetime', hidden: true },
  ],
  filters: [
    { name: 'covidRelated', type: 'boolean' },
    { name: 'memberId', type: 'reference', source: memberSource },
    { name: 'provinceId', type: 'reference', source: provinceSource },
    { name: 'diedFrom', type: 'date' },
    { name: 'diedTo', type: 'date' },
  ],
  sorts: ['diedAt', 'memberName'],
  defaultSort: 'diedAt:desc',
  search: true,
  form: [
    { name: 'memberId', type: 'reference', source: memberSource, required: true, only: 'create', hint: true },
    { name: 'diedAt', type: 'date', required: true },
    { name: 'cause', type: 'text', required: true, maxLength: 300 },
    { name: 'covidRelated', type: 'boolean', initial: false },
    { name: 'notes', type: 'longText', maxLength: 1000, wide: true },
  ],
};

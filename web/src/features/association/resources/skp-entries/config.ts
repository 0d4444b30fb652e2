import {
  useCreateSkpEntryMutation,
  useDeleteSkpEntryMutation,
  useGetSkpEntryAuditQuery,
  useGetSkpEntryQuery,
  useLazyExportSkpEntriesQuery,
  useListSkpEntriesQuery,
  useUpdateSkpEntryMutation,
  type AssocSkpEntry,
} from '../../../../api/enhanced/association-licences';
import type { ResourceConfig } from '../../resource-screen/types';
import { SKP_DOMAINS } from '../enums';
import { memberPath } from '../links';
import { memberSource } from '../references';
import { meta } from './meta';

/** The SKP ledger: continuing-development credits per activity, by domain. */
export const config: ResourceConfig<AssocSkpEntry> = {
  ...meta,
  api: {
    useList: useListSkpEntriesQuery,
    useGet: useGetSkpEntryQuery,
    useAudit: useGetSkpEntryAuditQuery,
    useExport: useLazyExportSkpEntriesQuery,
    useCreate: useCreateSkpEntryMutation,
    useUpdate: useUpdateSkpEntryMutation,
    useDelete: useDeleteSkpEntryMutation,
  },
  label: (s) => `${s.activity} (${s.memberName})`,
  labelField: 'activity',
  fields: [
    { name: 'memberName', type: 'text', sortable: true, link: memberPath },
    { name: 'activity', type: 'text', link: (s) => meta.paths.detail!(s.id) },
    { name: 'domain', type: 'enum', enum: 'skpDomain', sortable: true },
    { name: 'credits', type: 'number', sortable: true },
    { name: 'earnedAt', type: 'date', sortable: true },
    { name: 'source', type: 'text' },
    { name: 'createdAt', type: 'datetime', hidden: true },
  ],
  filters: [
    { name: 'memberId', type: 'reference', source: memberSource },
    { name: 'domain', type: 'enum', enum: 'skpDomain', values: SKP_DOMAINS },
    { name: 'earnedFrom', type: 'date' },
    { name: 'earnedTo', type: 'date' },
  ],
  sorts: ['earnedAt', 'credits', 'domain', 'memberName'],
  defaultSort: 'earnedAt:desc',
  search: true,
  form: [
    { name: 'memberId', type: 'reference', source: memberSource, required: true, only: 'create' },
    { name: 'activity', type: 'text', required: true, maxLength: 200, wide: true },
    { name: 'domain', type: 'enum', enum: 'skpDomain', values: SKP_DOMAINS, required: true },
    { name: 'credits', type: 'number', required: true, min: 0.5, max: 50, fractionDigits: 1, hint: true },
    { name: 'earnedAt', type: 'date', required: true },
    { name: 'source', type: 'text', required: true, maxLength: 160 },
  ],
};

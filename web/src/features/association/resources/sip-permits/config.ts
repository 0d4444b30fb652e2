import {
  useCreateSipPermitMutation,
  useDeleteSipPermitMutation,
  useGetSipPermitAuditQuery,
  useGetSipPermitQuery,
  useLazyExportSipPermitsQuery,
  useListSipPermitsQuery,
  useUpdateSipPermitMutation,
  type AssocSipPermit,
} from '../../../../api/enhanced/association-licences';
import type { ResourceConfig } from '../../resource-screen/types';
import { SIP_STATUSES, TONES } from '../enums';
import { memberPath } from '../links';
import { memberSource } from '../references';
import { meta } from './meta';

const SIP_NUMBER = /^[0-9A-Za-z][0-9A-Za-z ./-]{2,59}$/;

/** SIP practice permits: one per practice place, valid five years from issue (the server computes the end). */
export const config: ResourceConfig<AssocSipPermit> = {
  ...meta,
  api: {
    useList: useListSipPermitsQuery,
    useGet: useGetSipPermitQuery,
    useAudit: useGetSipPermitAuditQuery,
    useExport: useLazyExportSipPermitsQuery,
    useCreate: useCreateSipPermitMutation,
    useUpdate: useUpdateSipPermitMutation,
    useDelete: useDeleteSipPermitMutation,
  },
  label: (s) => s.number,
  labelField: 'number',
  fields: [
    { name: 'number', type: 'text', sortable: true, link: (s) => meta.paths.detail!(s.id) },
    { name: 'memberName', type: 'text', sortable: true, link: memberPath },
    { name: 'practicePlace', type: 'text' },
    { name: 'city', type: 'text', sortable: true },
    { name: 'issuedAt', type: 'date', sortable: true },
    { name: 'expiresAt', type: 'date', sortable: true },
    { name: 'status', type: 'enum', enum: 'sipStatus', tones: TONES.sipStatus },
    { name: 'createdAt', type: 'datetime', hidden: true },
    { name: 'updatedAt', type: 'datetime', detailOnly: true },
  ],
  filters: [
    { name: 'status', type: 'enum', enum: 'sipStatus', values: SIP_STATUSES },
    { name: 'memberId', type: 'reference', source: memberSource },
    { name: 'expiringBefore', type: 'date' },
    { name: 'number', type: 'text', pattern: SIP_NUMBER },
  ],
  sorts: ['expiresAt', 'issuedAt', 'number', 'memberName', 'city'],
  defaultSort: 'expiresAt:asc',
  search: true,
  form: [
    { name: 'memberId', type: 'reference', source: memberSource, required: true, only: 'create' },
    { name: 'number', type: 'text', required: true, maxLength: 60, hint: true },
    { name: 'practicePlace', type: 'text', required: true, maxLength: 160 },
    { name: 'city', type: 'text', required: true, maxLength: 120 },
    { name: 'issuedAt', type: 'date', required: true, hint: true },
  ],
};

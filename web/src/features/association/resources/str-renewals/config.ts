import {
  useCreateStrRenewalMutation,
  useGetStrRenewalAuditQuery,
  useGetStrRenewalQuery,
  useLazyExportStrRenewalsQuery,
  useListStrRenewalsQuery,
  type AssocStrRenewal,
} from '../../../../api/enhanced/association-licences';
import type { ResourceConfig } from '../../resource-screen/types';
import { receivedCount } from '../checklist';
import { RENEWAL_STATUSES, TONES } from '../enums';
import { memberPath, strRecordPath } from '../links';
import { legacyStrSource, memberSource } from '../references';
import { meta } from './meta';

/** Registrasi Ulang STR: the (legacy) re-registration requests, and filing a new one for a legacy STR. */
export const config: ResourceConfig<AssocStrRenewal> = {
  ...meta,
  api: {
    useList: useListStrRenewalsQuery,
    useGet: useGetStrRenewalQuery,
    useAudit: useGetStrRenewalAuditQuery,
    useExport: useLazyExportStrRenewalsQuery,
    useCreate: useCreateStrRenewalMutation,
  },
  label: (r) => `${r.strNumber} (${r.memberName})`,
  labelField: 'strNumber',
  fields: [
    { name: 'strNumber', type: 'text', link: (r) => strRecordPath(r.strId) },
    { name: 'memberName', type: 'text', sortable: true, link: memberPath },
    { name: 'status', type: 'enum', enum: 'renewalStatus', tones: TONES.renewalStatus, sortable: true },
    { name: 'received', type: 'text', value: (r) => receivedCount(r.documents) },
    { name: 'submittedAt', type: 'datetime', sortable: true },
    { name: 'decidedAt', type: 'datetime', sortable: true },
    { name: 'reason', type: 'text', hidden: true },
  ],
  filters: [
    { name: 'status', type: 'enum', enum: 'renewalStatus', values: RENEWAL_STATUSES },
    { name: 'memberId', type: 'reference', source: memberSource },
    { name: 'strId', type: 'reference', source: legacyStrSource },
  ],
  sorts: ['submittedAt', 'decidedAt', 'status', 'memberName'],
  defaultSort: 'submittedAt:desc',
  search: true,
  form: [{ name: 'strId', type: 'reference', source: legacyStrSource, required: true, hint: true, wide: true }],
};

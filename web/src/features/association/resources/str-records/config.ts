import {
  useConvertStrToLifetimeMutation,
  useCreateStrRecordMutation,
  useGetStrRecordAuditQuery,
  useGetStrRecordQuery,
  useLazyExportStrRecordsQuery,
  useListStrRecordsQuery,
  type AssocStrRecord,
} from '../../../../api/enhanced/association-licences';
import type { ResourceConfig } from '../../resource-screen/types';
import { STR_KINDS, STR_STATUSES, TONES } from '../enums';
import { memberPath, strRecordPath } from '../links';
import { memberSource } from '../references';
import { meta } from './meta';

const STR_NUMBER = /^[0-9A-Z][0-9A-Z./-]{5,39}$/;

/**
 * STR registration certificates. Since Health Law 17/2023 an STR is valid for life and legacy holders convert free
 * of charge: converting the selected legacy STRs is this list's bulk action.
 */
export const config: ResourceConfig<AssocStrRecord> = {
  ...meta,
  api: {
    useList: useListStrRecordsQuery,
    useGet: useGetStrRecordQuery,
    useAudit: useGetStrRecordAuditQuery,
    useExport: useLazyExportStrRecordsQuery,
    useCreate: useCreateStrRecordMutation,
  },
  label: (s) => s.number,
  labelField: 'number',
  fields: [
    { name: 'number', type: 'text', sortable: true, link: (s) => strRecordPath(s.id) },
    { name: 'memberName', type: 'text', sortable: true, link: memberPath },
    { name: 'kind', type: 'enum', enum: 'strKind' },
    { name: 'status', type: 'enum', enum: 'strStatus', tones: TONES.strStatus },
    { name: 'issuedAt', type: 'date', sortable: true },
    { name: 'expiresAt', type: 'date', sortable: true },
    { name: 'convertedToId', type: 'text', value: (s) => (s.convertedToId === null ? null : `#${s.convertedToId}`), link: (s) => strRecordPath(s.convertedToId), detailOnly: true },
    { name: 'createdAt', type: 'datetime', hidden: true },
  ],
  filters: [
    { name: 'kind', type: 'enum', enum: 'strKind', values: STR_KINDS },
    { name: 'status', type: 'enum', enum: 'strStatus', values: STR_STATUSES },
    { name: 'memberId', type: 'reference', source: memberSource },
    { name: 'number', type: 'text', pattern: STR_NUMBER },
  ],
  sorts: ['issuedAt', 'expiresAt', 'number', 'memberName'],
  defaultSort: 'issuedAt:desc',
  search: true,
  form: [
    { name: 'memberId', type: 'reference', source: memberSource, required: true },
    { name: 'number', type: 'text', required: true, maxLength: 40, hint: true },
    { name: 'kind', type: 'enum', enum: 'strKind', values: STR_KINDS, required: true, initial: 'lifetime' },
    { name: 'issuedAt', type: 'date', required: true },
  ],
  bulkActions: [
    {
      id: 'convert',
      icon: 'pi pi-sync',
      access: { action: 'update', subject: 'Licence' },
      useRun: () => {
        const [convert] = useConvertStrToLifetimeMutation();
        return (row) => convert({ id: row.id }).unwrap();
      },
    },
  ],
};

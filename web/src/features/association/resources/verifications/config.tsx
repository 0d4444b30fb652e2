import {
  useGetVerificationAuditQuery,
  useGetVerificationQuery,
  useLazyExportVerificationsQuery,
  useListVerificationsQuery,
  type AssocVerification,
} from '../../../../api/enhanced/association-verifications';
import type { ResourceConfig } from '../../resource-screen/types';
import { Checklist, receivedCount } from '../checklist';
import { TONES, VERIFICATION_KINDS, VERIFICATION_STATUSES } from '../enums';
import { divisionPath, memberPath } from '../links';
import { branchSource, memberSource, provinceSource } from '../references';
import { meta } from './meta';

export const config: ResourceConfig<AssocVerification> = {
  ...meta,
  api: {
    useList: useListVerificationsQuery,
    useGet: useGetVerificationQuery,
    useAudit: useGetVerificationAuditQuery,
    useExport: useLazyExportVerificationsQuery,
  },
  label: (v) => `${v.memberName} #${v.id}`,
  labelField: 'memberName',
  fields: [
    { name: 'memberName', type: 'text', sortable: true, link: memberPath },
    { name: 'kind', type: 'enum', enum: 'verificationKind', sortable: true },
    { name: 'status', type: 'enum', enum: 'verificationStatus', tones: TONES.verificationStatus, sortable: true },
    { name: 'divisionName', type: 'text', link: (v) => divisionPath(v.divisionId) },
    { name: 'received', type: 'text', value: (v) => receivedCount(v.documents) },
    { name: 'submittedAt', type: 'datetime', sortable: true },
    { name: 'decidedAt', type: 'datetime', sortable: true },
    { name: 'decidedBy', type: 'text', hidden: true },
    { name: 'reason', type: 'text', hidden: true },
    { name: 'documents', type: 'text', detailOnly: true, render: (v) => <Checklist documents={v.documents} /> },
  ],
  filters: [
    { name: 'status', type: 'enum', enum: 'verificationStatus', values: VERIFICATION_STATUSES },
    { name: 'kind', type: 'enum', enum: 'verificationKind', values: VERIFICATION_KINDS },
    { name: 'divisionId', type: 'reference', source: branchSource },
    { name: 'provinceId', type: 'reference', source: provinceSource },
    { name: 'memberId', type: 'reference', source: memberSource },
  ],
  sorts: ['submittedAt', 'decidedAt', 'memberName', 'status', 'kind'],
  defaultSort: 'submittedAt:desc',
  search: true,
};

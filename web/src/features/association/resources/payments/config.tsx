import {
  useGetPaymentAuditQuery,
  useGetPaymentQuery,
  useLazyExportPaymentsQuery,
  useListPaymentsQuery,
  type AssocPayment,
} from '../../../../api/enhanced/association-contributions';
import type { ResourceConfig } from '../../resource-screen/types';
import { PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES, TONES } from '../enums';
import { divisionPath, memberPath } from '../links';
import { branchSource, memberSource } from '../references';
import { Allocations } from './allocations';
import { meta } from './meta';

/** Dues payments: members' own and branches' collective remittances, with the dues each one paid. */
export const config: ResourceConfig<AssocPayment> = {
  ...meta,
  api: { useList: useListPaymentsQuery, useGet: useGetPaymentQuery, useAudit: useGetPaymentAuditQuery, useExport: useLazyExportPaymentsQuery },
  label: (p) => p.reference || `#${p.id}`,
  labelField: 'reference',
  fields: [
    { name: 'paidAt', type: 'date', sortable: true },
    { name: 'reference', type: 'text', link: (p) => meta.paths.detail!(p.id) },
    { name: 'kind', type: 'enum', enum: 'paymentKind' },
    { name: 'divisionName', type: 'text', link: (p) => divisionPath(p.divisionId) },
    { name: 'memberName', type: 'text', link: memberPath },
    { name: 'period', type: 'text' },
    { name: 'amount', type: 'money', sortable: true },
    { name: 'method', type: 'enum', enum: 'paymentMethod' },
    { name: 'status', type: 'enum', enum: 'paymentStatus', tones: TONES.paymentStatus },
    { name: 'note', type: 'text', hidden: true },
    { name: 'reversedAt', type: 'datetime', detailOnly: true },
    { name: 'reversalReason', type: 'text', detailOnly: true },
    { name: 'allocations', type: 'text', detailOnly: true, render: (p) => <Allocations payment={p} /> },
    { name: 'createdAt', type: 'datetime', sortable: true, hidden: true },
  ],
  filters: [
    { name: 'kind', type: 'enum', enum: 'paymentKind', values: PAYMENT_KINDS },
    { name: 'method', type: 'enum', enum: 'paymentMethod', values: PAYMENT_METHODS },
    { name: 'status', type: 'enum', enum: 'paymentStatus', values: PAYMENT_STATUSES },
    { name: 'divisionId', type: 'reference', source: branchSource },
    { name: 'memberId', type: 'reference', source: memberSource },
    { name: 'from', type: 'date' },
    { name: 'to', type: 'date' },
  ],
  sorts: ['paidAt', 'amount', 'createdAt'],
  defaultSort: 'paidAt:desc',
  search: true,
};

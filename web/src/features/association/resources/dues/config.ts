import {
  useGetDueAuditQuery,
  useGetDueQuery,
  useLazyExportDuesQuery,
  useListDuesQuery,
  type AssocDue,
} from '../../../../api/enhanced/association-contributions';
import type { ResourceConfig } from '../../resource-screen/types';
import { DUE_STATUSES, TONES } from '../enums';
import { divisionPath, memberPath } from '../links';
import { branchSource, memberSource, provinceSource } from '../references';
import { meta } from './meta';

/** A member's dues per period, what was paid towards them and what is still owed. */
export const config: ResourceConfig<AssocDue> = {
  ...meta,
  api: { useList: useListDuesQuery, useGet: useGetDueQuery, useAudit: useGetDueAuditQuery, useExport: useLazyExportDuesQuery },
  label: (d) => `${d.memberName} · ${d.period}`,
  labelField: 'memberName',
  fields: [
    { name: 'memberName', type: 'text', sortable: true, link: memberPath },
    { name: 'npa', type: 'text', hidden: true },
    { name: 'divisionName', type: 'text', link: (d) => divisionPath(d.divisionId) },
    { name: 'provinceName', type: 'text', link: (d) => divisionPath(d.provinceId), hidden: true },
    { name: 'period', type: 'text', sortable: true },
    { name: 'amount', type: 'money', sortable: true },
    { name: 'paidAmount', type: 'money' },
    { name: 'outstanding', type: 'money' },
    { name: 'status', type: 'enum', enum: 'dueStatus', tones: TONES.dueStatus, sortable: true },
    { name: 'dueDate', type: 'date', sortable: true },
    { name: 'overdue', type: 'boolean' },
    { name: 'paidAt', type: 'date', hidden: true },
    { name: 'waivedReason', type: 'text', detailOnly: true },
    { name: 'createdAt', type: 'datetime', hidden: true },
  ],
  filters: [
    { name: 'period', type: 'text', pattern: /^(19|20)[0-9]{2}$/ },
    { name: 'status', type: 'enum', enum: 'dueStatus', values: DUE_STATUSES },
    { name: 'overdue', type: 'boolean' },
    { name: 'divisionId', type: 'reference', source: branchSource },
    { name: 'provinceId', type: 'reference', source: provinceSource },
    { name: 'memberId', type: 'reference', source: memberSource },
  ],
  sorts: ['period', 'dueDate', 'amount', 'status', 'memberName'],
  defaultSort: 'period:desc',
  search: true,
};

import {
  useCreateContributionRateMutation,
  useDeleteContributionRateMutation,
  useGetContributionRateAuditQuery,
  useGetContributionRateQuery,
  useLazyExportContributionRatesQuery,
  useListContributionRatesQuery,
  useUpdateContributionRateMutation,
  type AssocContributionRate,
} from '../../../../api/enhanced/association-contributions';
import type { ResourceConfig } from '../../resource-screen/types';
import { RATE_CATEGORIES } from '../enums';
import { meta } from './meta';

const share = (name: string) => ({ name, type: 'percent' as const, required: true, min: 0, max: 100 });

/**
 * Dues rates per member category and validity window, and how the dues split between the national board, the
 * province and the branch. A rate that priced dues keeps its amount and shares (the server says so on the field).
 */
export const config: ResourceConfig<AssocContributionRate> = {
  ...meta,
  api: {
    useList: useListContributionRatesQuery,
    useGet: useGetContributionRateQuery,
    useAudit: useGetContributionRateAuditQuery,
    useExport: useLazyExportContributionRatesQuery,
    useCreate: useCreateContributionRateMutation,
    useUpdate: useUpdateContributionRateMutation,
    useDelete: useDeleteContributionRateMutation,
  },
  label: (r) => r.name,
  labelField: 'name',
  fields: [
    { name: 'name', type: 'text', sortable: true, link: (r) => meta.paths.detail!(r.id) },
    { name: 'category', type: 'enum', enum: 'memberCategory', sortable: true },
    { name: 'amount', type: 'money', sortable: true },
    { name: 'nationalShare', type: 'percent' },
    { name: 'provinceShare', type: 'percent' },
    { name: 'branchShare', type: 'percent' },
    { name: 'validFrom', type: 'date', sortable: true },
    { name: 'validTo', type: 'date' },
    { name: 'dueCount', type: 'number' },
    { name: 'period', type: 'enum', enum: 'ratePeriod', detailOnly: true },
    { name: 'createdAt', type: 'datetime', hidden: true },
    { name: 'updatedAt', type: 'datetime', detailOnly: true },
  ],
  filters: [
    { name: 'category', type: 'enum', enum: 'memberCategory', values: RATE_CATEGORIES },
    { name: 'validOn', type: 'date' },
  ],
  sorts: ['validFrom', 'name', 'category', 'amount'],
  defaultSort: 'validFrom:desc',
  search: true,
  form: [
    { name: 'name', type: 'text', required: true, maxLength: 160, wide: true },
    { name: 'category', type: 'enum', enum: 'memberCategory', values: RATE_CATEGORIES, required: true },
    { name: 'amount', type: 'money', required: true, min: 0, max: 100_000_000 },
    share('nationalShare'),
    share('provinceShare'),
    { ...share('branchShare'), hint: true },
    { name: 'validFrom', type: 'date', required: true },
    { name: 'validTo', type: 'date', nullable: true, hint: true },
  ],
};

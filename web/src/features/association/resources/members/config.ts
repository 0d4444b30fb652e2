import {
  useCreateMemberMutation,
  useGetMemberAuditQuery,
  useGetMemberQuery,
  useLazyExportMembersQuery,
  useListMembersQuery,
  useUpdateMemberMutation,
  type AssocMember,
} from '../../../../api/enhanced/association-members';
import type { ResourceConfig } from '../../resource-screen/types';
import { APPLICANT_CATEGORIES, GENDERS, MEMBER_CATEGORIES, MEMBER_STATUSES, SPECIALTIES, TONES } from '../enums';
import { divisionPath, memberPath } from '../links';
import { branchSource, branchSourceFor, provinceSource } from '../references';
import { meta } from './meta';

/**
 * Members. A new member is registered as an applicant in a branch (status, NPA and branch then change through the
 * member workflows); the form edits the profile. Members are never deleted.
 */
export const config: ResourceConfig<AssocMember> = {
  ...meta,
  api: {
    useList: useListMembersQuery,
    useGet: useGetMemberQuery,
    useAudit: useGetMemberAuditQuery,
    useExport: useLazyExportMembersQuery,
    useCreate: useCreateMemberMutation,
    useUpdate: useUpdateMemberMutation,
  },
  label: (m) => m.fullName,
  labelField: 'fullName',
  fields: [
    { name: 'npa', type: 'text', sortable: true },
    { name: 'fullName', type: 'text', sortable: true, link: (m) => memberPath({ memberId: m.id }) },
    { name: 'status', type: 'enum', enum: 'memberStatus', tones: TONES.memberStatus, sortable: true },
    { name: 'divisionName', type: 'text', link: (m) => divisionPath(m.divisionId) },
    { name: 'provinceName', type: 'text', link: (m) => divisionPath(m.provinceId), hidden: true },
    { name: 'specialty', type: 'enum', enum: 'specialty' },
    { name: 'category', type: 'enum', enum: 'memberCategory', hidden: true },
    { name: 'gender', type: 'enum', enum: 'gender', hidden: true },
    { name: 'email', type: 'email', hidden: true },
    { name: 'phone', type: 'phone', hidden: true },
    { name: 'birthDate', type: 'date', sortable: true, hidden: true },
    { name: 'joinedAt', type: 'date', sortable: true },
    { name: 'createdAt', type: 'datetime', sortable: true, hidden: true },
  ],
  filters: [
    { name: 'status', type: 'enum', enum: 'memberStatus', values: MEMBER_STATUSES },
    { name: 'divisionId', type: 'reference', source: branchSource },
    { name: 'provinceId', type: 'reference', source: provinceSource },
    { name: 'specialty', type: 'enum', enum: 'specialty', values: SPECIALTIES },
    { name: 'category', type: 'enum', enum: 'memberCategory', values: MEMBER_CATEGORIES },
    { name: 'gender', type: 'enum', enum: 'gender', values: GENDERS },
    { name: 'joinedFrom', type: 'date' },
    { name: 'joinedTo', type: 'date' },
  ],
  sorts: ['fullName', 'npa', 'joinedAt', 'status', 'createdAt', 'birthDate'],
  defaultSort: 'fullName:asc',
  search: true,
  form: [
    { name: 'fullName', type: 'text', required: true, maxLength: 160, hint: true },
    { name: 'gender', type: 'enum', enum: 'gender', values: GENDERS, required: true },
    { name: 'birthDate', type: 'date', required: true },
    { name: 'birthPlace', type: 'text', maxLength: 120 },
    { name: 'email', type: 'email', required: true, maxLength: 254 },
    { name: 'phone', type: 'phone', maxLength: 25 },
    { name: 'specialty', type: 'enum', enum: 'specialty', values: SPECIALTIES, required: true, initial: 'general' },
    { name: 'divisionId', type: 'reference', source: branchSourceFor('create', 'Member'), required: true, only: 'create', hint: true },
    { name: 'category', type: 'enum', enum: 'memberCategory', values: APPLICANT_CATEGORIES, required: true, only: 'create', initial: 'ordinary' },
    { name: 'address', type: 'longText', maxLength: 500, wide: true },
  ],
};

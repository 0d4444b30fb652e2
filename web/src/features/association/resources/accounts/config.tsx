import {
  useCreateAccountMutation,
  useGetAccountAuditQuery,
  useGetAccountQuery,
  useLazyExportAccountsQuery,
  useListAccountsQuery,
  useUpdateAccountMutation,
  type AccountWithPassword,
  type AssocAccount,
} from '../../../../api/enhanced/association-accounts';
import type { BulkAction, ResourceConfig } from '../../resource-screen/types';
import { ACCOUNT_ROLES, STAFF_ROLES, TONES } from '../enums';
import { divisionPath, memberPath } from '../links';
import { anyDivisionSource, memberSource } from '../references';
import { AccountStateAction, ResetPasswordAction } from './account-actions';
import { boardSource } from './board-source';
import { meta } from './meta';
import { TemporaryPasswordDialog } from './temporary-password-dialog';

const UPDATE = { action: 'update', subject: meta.subject } as const;
const staff = (values: Readonly<Record<string, unknown>>) => values.role !== 'member';

/** Disables or enables every selected account (one request each; the server refuses those outside the board's reach). */
function setDisabled(id: 'disable' | 'enable', disabled: boolean): BulkAction<AssocAccount> {
  return {
    id,
    icon: disabled ? 'pi pi-ban' : 'pi pi-lock-open',
    severity: disabled ? 'danger' : undefined,
    access: UPDATE,
    useRun: () => {
      const [update] = useUpdateAccountMutation();
      return (row) => update({ id: row.id, body: { disabled } }).unwrap();
    },
  };
}

/**
 * Akun Pengurus: staff accounts (a role on a board) and members' own accounts. A board sees the accounts of its
 * subtree and creates or changes those of the boards below it and of its members; the server decides which.
 * A new account, and a reset one, get a temporary password shown once.
 */
export const config: ResourceConfig<AssocAccount, AccountWithPassword> = {
  ...meta,
  api: {
    useList: useListAccountsQuery,
    useGet: useGetAccountQuery,
    useAudit: useGetAccountAuditQuery,
    useExport: useLazyExportAccountsQuery,
    useCreate: useCreateAccountMutation,
    useUpdate: useUpdateAccountMutation,
  },
  label: (a) => a.fullName || a.email,
  labelField: 'fullName',
  fields: [
    { name: 'fullName', type: 'text', sortable: true },
    { name: 'email', type: 'email', sortable: true },
    { name: 'role', type: 'enum', enum: 'accountRole', sortable: true },
    { name: 'divisionName', type: 'text', sortable: true, link: (a) => divisionPath(a.divisionId) },
    { name: 'divisionLevel', type: 'enum', enum: 'divisionLevel', hidden: true },
    { name: 'memberName', type: 'text', link: memberPath, hidden: true },
    {
      name: 'state',
      type: 'enum',
      enum: 'accountState',
      tones: TONES.accountState,
      value: (a) => (a.disabled ? 'disabled' : a.mustChangePassword ? 'temporary' : 'active'),
    },
    { name: 'lastLoginAt', type: 'datetime', sortable: true },
    { name: 'disabled', type: 'boolean', detailOnly: true },
    { name: 'createdAt', type: 'datetime', sortable: true, hidden: true },
    { name: 'updatedAt', type: 'datetime', detailOnly: true },
  ],
  filters: [
    { name: 'role', type: 'enum', enum: 'accountRole', values: ACCOUNT_ROLES },
    { name: 'divisionId', type: 'reference', source: anyDivisionSource },
    { name: 'disabled', type: 'boolean' },
  ],
  sorts: ['fullName', 'email', 'role', 'divisionName', 'lastLoginAt', 'createdAt'],
  defaultSort: 'fullName:asc',
  search: true,
  form: [
    { name: 'email', type: 'email', required: true, maxLength: 254, only: 'create' },
    { name: 'role', type: 'enum', enum: 'accountRole', values: ACCOUNT_ROLES, required: true, only: 'create', hint: true },
    // A member account takes its holder's name from his member record; staff are named here.
    { name: 'fullName', type: 'text', required: true, maxLength: 160, only: 'create', when: staff },
    { name: 'fullName', type: 'text', required: true, maxLength: 160, only: 'edit' },
    // A member account stays one: its role and branch follow the member record.
    { name: 'role', type: 'enum', enum: 'accountRole', values: STAFF_ROLES, required: true, only: 'edit', when: staff },
    { name: 'divisionId', type: 'reference', source: boardSource, required: true, when: staff, hint: true },
    { name: 'memberId', type: 'reference', source: memberSource, required: true, only: 'create', when: (values) => values.role === 'member' },
  ],
  bulkActions: [setDisabled('disable', true), setDisabled('enable', false)],
  recordActions: [
    { id: 'state', access: UPDATE, Component: AccountStateAction },
    { id: 'reset-password', access: UPDATE, Component: ResetPasswordAction },
  ],
  created: {
    record: (answer) => answer.account,
    Notice: ({ answer, onClose }) => <TemporaryPasswordDialog answer={answer} reason="created" onClose={onClose} />,
  },
};

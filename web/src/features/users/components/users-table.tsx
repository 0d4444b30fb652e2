import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { paths } from '../../../app/paths';
import { ReturnLink } from '../../../components/return-link';
import type { UserAccount } from '../../../api/enhanced/users';
import { PlanLabel, RoleLabel, StatusTag, UserAvatar } from './user-bits';
import { PER_PAGE_OPTIONS } from './user-options';

interface Props {
  users: UserAccount[];
  total: number;
  page: number;
  perPage: number;
  loading: boolean;
  emptyMessage: string;
  canDelete: boolean;
  onPage: (page: number, perPage: number) => void;
  onDelete: (user: UserAccount) => void;
}

/** One server page of users; paging is lazy (the server pages). */
export function UsersTable({ users, total, page, perPage, loading, emptyMessage, canDelete, onPage, onDelete }: Props) {
  const { t } = useTranslation();
  const paginatorTemplate = usePaginatorTemplate();

  const userCell = (user: UserAccount) => (
    <div className="users-identity">
      <UserAvatar user={user} />
      <div>
        <ReturnLink to={paths.userView(user.id)} className="users-name">
          {user.fullName}
        </ReturnLink>
        <span className="muted small">@{user.username}</span>
      </div>
    </div>
  );

  const actions = (user: UserAccount) => (
    <div className="users-row-actions">
      <ReturnLink
        to={paths.userView(user.id)}
        className="icon-button"
        aria-label={t('users.actions.viewUser', { name: user.fullName })}
        title={t('users.actions.view')}
      >
        <i className="pi pi-eye" aria-hidden />
      </ReturnLink>
      {canDelete && (
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          text
          severity="danger"
          aria-label={t('users.actions.deleteUser', { name: user.fullName })}
          tooltip={t('users.actions.delete')}
          tooltipOptions={{ position: 'top' }}
          onClick={() => onDelete(user)}
        />
      )}
    </div>
  );

  return (
    <DataTable
      value={users}
      dataKey="id"
      lazy
      loading={loading}
      paginator
      first={(page - 1) * perPage}
      rows={perPage}
      totalRecords={total}
      rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
      paginatorTemplate={paginatorTemplate}
      onPage={(e: DataTableStateEvent) => onPage((e.page ?? 0) + 1, e.rows)}
      emptyMessage={emptyMessage}
      className="users-table"
      pt={{ table: { 'aria-label': t('users.list.tableLabel') } }}
    >
      <Column header={t('users.columns.user')} body={userCell} />
      <Column field="email" header={t('users.columns.email')} />
      <Column header={t('users.columns.role')} body={(u: UserAccount) => <RoleLabel role={u.role} />} />
      <Column header={t('users.columns.plan')} body={(u: UserAccount) => <PlanLabel plan={u.currentPlan} />} />
      <Column header={t('users.columns.status')} body={(u: UserAccount) => <StatusTag status={u.status} />} />
      <Column header={t('users.columns.actions')} body={actions} className="users-actions-column" />
    </DataTable>
  );
}

import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetUsersQuery, type UserAccount } from '../../api/enhanced/users';
import { useAbility } from '../auth/ability';
import { AddUserSidebar } from './components/add-user-sidebar';
import { DeleteUserDialog } from './components/delete-user-dialog';
import { CLEARED, useUsersQuery } from './components/use-users-query';
import { UserStats } from './components/user-stats';
import { UsersError } from './components/users-state';
import { UsersTable } from './components/users-table';
import { UsersFilters, UsersSearch } from './components/users-toolbar';
import './users.css';

/** Users: statistics, filters, server-side search and paging (all in the address), add and delete. */
export default function UsersListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const { query, update, apiArg, filtered } = useUsersQuery();
  const [adding, setAdding] = useState(false);
  const [doomed, setDoomed] = useState<UserAccount | null>(null);
  const { data, error, isFetching, refetch } = useGetUsersQuery(apiArg);

  // A page past the end (the last user of the last page was deleted, or an old link): go to the last page.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / query.perPage)) : 1;
  useEffect(() => {
    if (data && data.users.length === 0 && data.total > 0 && query.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [data, query.page, lastPage, update]);

  const users = data?.users ?? [];
  const from = users.length ? (query.page - 1) * query.perPage + 1 : 0;

  return (
    <div className="users-page">
      <header className="users-header">
        <h1>{t('users.list.title')}</h1>
        <p className="muted">{t('users.list.subtitle')}</p>
      </header>
      <UserStats />
      <div className="users-card card-surface">
        <UsersFilters query={query} onChange={(change) => update(change)} />
        <UsersSearch
          q={query.q}
          onSearch={(q) => update({ q }, { replace: true })}
          onAdd={() => setAdding(true)}
          canAdd={ability.can('create', 'User')}
        />
        {error && !isFetching ? (
          <UsersError title={t('users.list.loadFailed')} error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            <UsersTable
              users={users}
              total={data?.total ?? 0}
              page={query.page}
              perPage={query.perPage}
              loading={isFetching}
              emptyMessage={filtered ? t('users.list.noMatch') : t('users.list.empty')}
              canDelete={ability.can('delete', 'User')}
              onPage={(page, perPage) => update(perPage !== query.perPage ? { perPage } : { page })}
              onDelete={setDoomed}
            />
            <div className="users-summary">
              <p className="muted small" aria-live="polite">
                {t('users.list.summary', { from, to: from ? from + users.length - 1 : 0, total: data?.total ?? 0 })}
              </p>
              {filtered && <Button type="button" label={t('users.filters.clear')} icon="pi pi-filter-slash" text size="small" onClick={() => update(CLEARED)} />}
            </div>
          </>
        )}
      </div>
      {adding && (
        <AddUserSidebar
          onHide={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            // The new user comes first in the unfiltered list: show page 1 of it.
            update(CLEARED);
          }}
        />
      )}
      <DeleteUserDialog user={doomed} onClose={() => setDoomed(null)} />
    </div>
  );
}

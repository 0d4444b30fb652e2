import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useGetUserQuery } from '../../api/enhanced/users';
import { isAppError } from '../../api/errors';
import { PageLoading, PageState } from '../../components/page-states';
import { useAbility } from '../auth/ability';
import { DeleteUserDialog } from './components/delete-user-dialog';
import { UserInvoices } from './components/user-invoices';
import { UserPlanCard } from './components/user-plan-card';
import { UserProfileCard } from './components/user-profile-card';
import { UsersError } from './components/users-state';
import './users.css';

/** One user: profile, plan, and the invoices of their practice; delete goes back to the list. */
export default function UserViewPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const location = useLocation();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isSafeInteger(id) && id > 0;
  const { data, error, isLoading, isFetching, refetch } = useGetUserQuery({ id }, { skip: !validId });
  const [confirming, setConfirming] = useState(false);
  // The list this page was opened from (with its filters and page), else the plain list.
  const from = (location.state as { from?: string } | null)?.from ?? paths.usersList;
  const backToList = (
    <Link to={from} className="p-button p-button-outlined users-back">
      <i className="pi pi-arrow-left" aria-hidden />
      <span>{t('users.view.backToList')}</span>
    </Link>
  );

  if (!validId || (isAppError(error) && error.status === 404)) {
    return <PageState icon="pi pi-user-minus" title={t('users.view.notFound.title')} message={t('users.view.notFound.message', { id: idParam })} action={backToList} />;
  }
  if (isLoading) return <PageLoading />;
  if (error || !data) {
    return (
      <div className="users-page">
        <h1>{t('users.view.title')}</h1>
        <UsersError title={t('users.view.loadFailed')} error={error} onRetry={() => void refetch()} />
      </div>
    );
  }

  const { user } = data;
  return (
    <div className="users-page" aria-busy={isFetching}>
      <header className="users-header users-header-row">
        <div>
          <h1>{user.fullName}</h1>
          <p className="muted">{t('users.view.subtitle', { username: user.username })}</p>
        </div>
        {backToList}
      </header>
      <div className="users-view-grid">
        <div className="users-view-side">
          <UserProfileCard user={user} onDelete={ability.can('delete', 'User') ? () => setConfirming(true) : undefined} />
          <UserPlanCard user={user} />
        </div>
        <div className="users-view-main">
          {ability.can('read', 'Invoice') ? (
            <UserInvoices user={user} />
          ) : (
            <section className="users-card card-surface">
              <p className="muted">{t('users.view.invoices.notAllowed')}</p>
            </section>
          )}
        </div>
      </div>
      <DeleteUserDialog
        user={confirming ? user : null}
        onClose={() => setConfirming(false)}
        onDeleted={() => navigate(from, { replace: true })}
      />
    </div>
  );
}

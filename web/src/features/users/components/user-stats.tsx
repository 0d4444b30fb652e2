import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { useGetAllUsersQuery } from '../../../api/enhanced/users';

const CARDS = [
  { key: 'total', icon: 'pi pi-users', tone: 'brand' },
  { key: 'active', icon: 'pi pi-user-plus', tone: 'success' },
  { key: 'pending', icon: 'pi pi-hourglass', tone: 'warning' },
  { key: 'inactive', icon: 'pi pi-user-minus', tone: 'neutral' },
] as const;

/** Counts over every user (getAllUsers): refreshed with the list after an add or a delete. */
export function UserStats() {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetAllUsersQuery();
  const number = new Intl.NumberFormat(i18n.language);

  if (isError) {
    return (
      <div className="users-stats-error card-surface" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden />
        <span>{t('users.stats.error')}</span>
        <Button type="button" label={t('common.retry')} size="small" text onClick={() => void refetch()} />
      </div>
    );
  }

  const counts = {
    total: data?.length ?? 0,
    active: data?.filter((u) => u.status === 'active').length ?? 0,
    pending: data?.filter((u) => u.status === 'pending').length ?? 0,
    inactive: data?.filter((u) => u.status === 'inactive').length ?? 0,
  };

  return (
    <ul className="users-stats" aria-label={t('users.stats.label')} aria-busy={isLoading}>
      {CARDS.map(({ key, icon, tone }) => (
        <li key={key} className="users-stat card-surface">
          <div>
            <span className="users-stat-label">{t(`users.stats.${key}`)}</span>
            <strong className="users-stat-value">
              {isLoading ? <Skeleton width="3rem" height="1.6rem" /> : number.format(counts[key])}
            </strong>
          </div>
          <span className={`users-stat-icon users-tone-${tone}`} aria-hidden>
            <i className={icon} />
          </span>
        </li>
      ))}
    </ul>
  );
}

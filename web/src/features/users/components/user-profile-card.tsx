import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { UserAccount } from '../../../api/enhanced/users';
import { PlanLabel, RoleLabel, StatusTag, UserAvatar } from './user-bits';

/** Who the user is: picture, name, role, status and contact details. */
export function UserProfileCard({ user, onDelete }: { user: UserAccount; onDelete?: () => void }) {
  const { t } = useTranslation();
  const details: [string, React.ReactNode][] = [
    [t('users.fields.username'), `@${user.username}`],
    [t('users.fields.email'), <a href={`mailto:${user.email}`}>{user.email}</a>],
    [t('users.fields.status'), <StatusTag status={user.status} />],
    [t('users.fields.role'), <RoleLabel role={user.role} />],
    [t('users.fields.plan'), <PlanLabel plan={user.currentPlan} />],
    [t('users.fields.contact'), <a href={`tel:${user.contact.replace(/[^\d+]/g, '')}`}>{user.contact}</a>],
    [t('users.fields.company'), user.company],
    [t('users.fields.country'), user.country],
  ];
  return (
    <section className="users-card card-surface users-profile" aria-labelledby="user-profile-name">
      <div className="users-profile-head">
        <UserAvatar user={user} size="lg" />
        <h2 id="user-profile-name">{user.fullName}</h2>
        <RoleLabel role={user.role} />
      </div>
      <h3 className="users-section-title">{t('users.view.details')}</h3>
      <dl className="users-details">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {onDelete && (
        <div className="users-profile-actions">
          <Button type="button" label={t('users.actions.delete')} icon="pi pi-trash" severity="danger" outlined onClick={onDelete} />
        </div>
      )}
    </section>
  );
}

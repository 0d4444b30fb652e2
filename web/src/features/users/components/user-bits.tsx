import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { UserAccount } from '../../../api/enhanced/users';
import { initialsOf, ROLE_ICONS, STATUS_TONES } from './user-options';

/** The user's picture, or their initials on a tinted disc when they have none. Decorative: the name is next to it. */
export function UserAvatar({ user, size = 'md' }: { user: Pick<UserAccount, 'avatar' | 'fullName'>; size?: 'md' | 'lg' }) {
  if (user.avatar) return <img className={`users-avatar users-avatar-${size}`} src={user.avatar} alt="" />;
  return (
    <span className={`users-avatar users-avatar-${size} users-initials`} aria-hidden>
      {initialsOf(user.fullName)}
    </span>
  );
}

export function RoleLabel({ role }: { role: UserAccount['role'] }) {
  const { t } = useTranslation();
  return (
    <span className={`users-role users-role-${role}`}>
      <i className={ROLE_ICONS[role]} aria-hidden />
      {t(`users.roles.${role}`)}
    </span>
  );
}

export function StatusTag({ status }: { status: UserAccount['status'] }) {
  const { t } = useTranslation();
  return <Tag className={`users-tag users-tag-${STATUS_TONES[status]}`} value={t(`users.statuses.${status}`)} />;
}

export function PlanLabel({ plan }: { plan: UserAccount['currentPlan'] }) {
  const { t } = useTranslation();
  return <span className="users-plan">{t(`users.plans.${plan}`)}</span>;
}

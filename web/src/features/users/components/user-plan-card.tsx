import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { UserAccount } from '../../../api/enhanced/users';
import { StatusTag } from './user-bits';
import { PLANS } from './user-options';

/** The plan the user is on, where it sits among the plans, and where the plans are described. */
export function UserPlanCard({ user }: { user: UserAccount }) {
  const { t } = useTranslation();
  return (
    <section className="users-card card-surface users-plan-card" aria-labelledby="user-plan-title">
      <h2 id="user-plan-title">{t('users.view.plan')}</h2>
      <p className="users-plan-name">{t(`users.plans.${user.currentPlan}`)}</p>
      <ol className="users-plan-steps" aria-label={t('users.view.allPlans')}>
        {PLANS.map((plan) => (
          <li key={plan} className={plan === user.currentPlan ? 'current' : undefined} aria-current={plan === user.currentPlan ? 'true' : undefined}>
            {t(`users.plans.${plan}`)}
          </li>
        ))}
      </ol>
      <p className="users-plan-status">
        <span className="muted">{t('users.view.accountStatus')}</span> <StatusTag status={user.status} />
      </p>
      <Link to={paths.pricing}>{t('users.view.comparePlans')}</Link>
    </section>
  );
}

import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { PricingPlan } from '../../../api/enhanced/pages';
import { formatNumber } from '../shared/format';

/** One plan: the monthly price, or the yearly price per month with what the year costs in total. */
export function PlanCard({ plan, yearly }: { plan: PricingPlan; yearly: boolean }) {
  const { t, i18n } = useTranslation();
  const price = yearly ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
  const titleId = `plan-${plan.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <article className={plan.popular ? 'pg-card pg-plan popular' : 'pg-card pg-plan'} aria-labelledby={titleId}>
      {plan.popular && <Tag className="pg-plan-badge" value={t('pages.pricing.popular')} rounded />}
      <img src={plan.img} alt="" className="pg-plan-img" />
      <h2 id={titleId} className="pg-h2">{plan.title}</h2>
      <p className="muted">{plan.subtitle}</p>
      <p className="pg-price" data-testid={`${titleId}-price`}>
        <span className="pg-price-currency">{t('pages.pricing.currency')}</span>
        <span className="pg-price-amount">{formatNumber(price, i18n.language)}</span>
        <span className="muted">{t('pages.pricing.perMonth')}</span>
      </p>
      <p className="muted small pg-billed">
        {price === 0
          ? t('pages.pricing.free')
          : yearly
            ? t('pages.pricing.billedYearly', { total: `${t('pages.pricing.currency')}${formatNumber(plan.yearlyPlan.totalAnnual, i18n.language)}` })
            : t('pages.pricing.billedMonthly')}
      </p>
      <ul className="pg-benefits" aria-label={t('pages.pricing.benefitsOf', { plan: plan.title })}>
        {plan.planBenefits.map((benefit) => (
          <li key={benefit}>
            <i className="pi pi-check-circle" aria-hidden /> {benefit}
          </li>
        ))}
      </ul>
    </article>
  );
}

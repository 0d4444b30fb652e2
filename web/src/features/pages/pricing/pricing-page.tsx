import { Accordion, AccordionTab } from 'primereact/accordion';
import { InputSwitch } from 'primereact/inputswitch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPricingQuery } from '../../../api/enhanced/pages';
import { SectionError, SectionLoading } from '../shared/states';
import { PlanCard } from './plan-card';
import '../pages.css';

/** The plans with a monthly/yearly switch, and the pricing questions. */
export default function PricingPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useGetPricingQuery();
  const [yearly, setYearly] = useState(false);

  return (
    <div className="pg-page">
      <header className="pg-page-header center">
        <h1>{t('pages.pricing.title')}</h1>
        <p className="muted">{t('pages.pricing.subtitle')}</p>
        <div className="pg-billing-toggle">
          <span aria-hidden className={yearly ? 'muted' : 'pg-strong'}>{t('pages.pricing.monthly')}</span>
          <InputSwitch
            inputId="pricing-yearly"
            checked={yearly}
            onChange={(e) => setYearly(Boolean(e.value))}
          />
          <label htmlFor="pricing-yearly" className={yearly ? 'pg-strong' : 'muted'}>{t('pages.pricing.yearly')}</label>
        </div>
      </header>
      {!data ? (
        error ? <SectionError error={error} onRetry={() => void refetch()} /> : <SectionLoading />
      ) : (
        <>
          <div className="pg-plans">
            {[data.basicPlan, data.standardPlan, data.enterprisePlan].map((plan) => (
              <PlanCard key={plan.title} plan={plan} yearly={yearly} />
            ))}
          </div>
          {data.qandA.length > 0 && (
            <section className="pg-card pg-pricing-faq" aria-labelledby="pricing-faq-title">
              <h2 id="pricing-faq-title" className="pg-h2 center">{t('pages.pricing.faqTitle')}</h2>
              <Accordion multiple>
                {data.qandA.map((item) => (
                  <AccordionTab key={item.question} header={item.question}>
                    <p>{item.ans}</p>
                  </AccordionTab>
                ))}
              </Accordion>
            </section>
          )}
        </>
      )}
    </div>
  );
}

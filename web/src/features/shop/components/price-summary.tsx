import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../format';

export interface Amounts {
  subtotal: number;
  discount: number;
  delivery: number;
  total: number;
}

/** Subtotal, discount, delivery and total as a description list, with the step's button underneath. */
export function PriceSummary({ amounts, title, children }: { amounts: Amounts; title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <aside className="shop-summary card-surface" aria-label={title}>
      <h2 className="shop-summary-title">{title}</h2>
      <dl className="shop-amounts">
        <dt>{t('shop.summary.subtotal')}</dt>
        <dd>{money(amounts.subtotal)}</dd>
        <dt>{t('shop.summary.discount')}</dt>
        <dd className="shop-discount">−{money(amounts.discount)}</dd>
        <dt>{t('shop.summary.delivery')}</dt>
        <dd>{amounts.delivery === 0 ? <span className="shop-discount">{t('shop.summary.free')}</span> : money(amounts.delivery)}</dd>
        <dt className="shop-total">{t('shop.summary.total')}</dt>
        <dd className="shop-total">{money(amounts.total)}</dd>
      </dl>
      {children}
    </aside>
  );
}

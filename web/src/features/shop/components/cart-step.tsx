import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { EcommerceCartProduct } from '../../../api/generated/ecommerce';
import { CartItem } from './cart-item';
import { cartTotals } from './checkout-form';
import { PriceSummary } from './price-summary';

/** Step 1: the cart's lines and the price details. */
export function CartStep({ products, onNext }: { products: EcommerceCartProduct[]; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="shop-checkout-grid">
      <section aria-labelledby="shop-cart-heading">
        <h2 id="shop-cart-heading" className="shop-section-title">
          {t('shop.cart.title', { count: products.length })}
        </h2>
        <ul className="shop-cart-list" aria-labelledby="shop-cart-heading">
          {products.map((product) => (
            <li key={product.id}>
              <CartItem product={product} />
            </li>
          ))}
        </ul>
      </section>
      <PriceSummary amounts={cartTotals(products)} title={t('shop.summary.title')}>
        <Button type="button" label={t('shop.checkout.placeOrderNext')} icon="pi pi-arrow-right" iconPos="right" className="w-full" onClick={onNext} />
      </PriceSummary>
    </div>
  );
}

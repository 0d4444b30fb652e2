import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { Tag } from 'primereact/tag';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { EcommerceCartProduct } from '../../../api/generated/ecommerce';
import {
  useDeleteEcommerceCartItemMutation,
  useUpdateEcommerceCartItemMutation,
} from '../../../api/enhanced/ecommerce';
import { useNotifier } from '../../../components/toast';
import { useDateFormat, useMoney } from '../format';
import { ProductRating } from './product-rating';

const QTY_DELAY_MS = 400;
const MAX_QTY = 99;

/** One cart line: the quantity goes to the server (PUT) a moment after the last change. */
export function CartItem({ product }: { product: EcommerceCartProduct }) {
  const { t } = useTranslation();
  const money = useMoney();
  const date = useDateFormat();
  const notifier = useNotifier();
  const nameId = useId();
  const [update] = useUpdateEcommerceCartItemMutation();
  const [remove, removing] = useDeleteEcommerceCartItemMutation();
  const [qty, setQty] = useState(product.qty);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setQty(product.qty), [product.qty]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function changeQty(value: number | null | undefined) {
    if (value === null || value === undefined) return;
    setQty(value);
    clearTimeout(timer.current);
    if (value < 1 || value > MAX_QTY || value === product.qty) return;
    timer.current = setTimeout(() => {
      void update({ productId: product.id, body: { qty: value } }).then((result) => {
        if (result.error) {
          notifier.apiError(result.error);
          setQty(product.qty);
        }
      });
    }, QTY_DELAY_MS);
  }

  async function removeItem() {
    const result = await remove({ productId: product.id });
    if (result.error) notifier.apiError(result.error);
  }

  return (
    <article className="shop-cart-item card-surface" aria-labelledby={nameId}>
      <Link to={paths.shopProduct(product.slug)} className="shop-cart-image" tabIndex={-1}>
        <img src={product.image} alt={product.name} loading="lazy" />
      </Link>
      <div className="shop-cart-info">
        <h3 id={nameId} className="shop-card-title">
          <Link to={paths.shopProduct(product.slug)}>{product.name}</Link>
        </h3>
        <p className="muted">{t('shop.product.by', { brand: product.brand })}</p>
        <ProductRating value={product.rating} />
        <p className="shop-in-stock">{t('shop.detail.inStock')}</p>
        <label htmlFor={`${nameId}-qty`} className="shop-qty-label">
          {t('shop.cart.quantity')}
        </label>
        <InputNumber
          inputId={`${nameId}-qty`}
          value={qty}
          onValueChange={(e) => changeQty(e.value)}
          min={1}
          max={MAX_QTY}
          showButtons
          buttonLayout="horizontal"
          incrementButtonIcon="pi pi-plus"
          decrementButtonIcon="pi pi-minus"
          className="shop-qty"
          inputClassName="shop-qty-input"
        />
        <p className="small muted">{t('shop.cart.shipping', { date: date(product.shippingDate) })}</p>
      </div>
      <div className="shop-cart-side">
        <span className="shop-price">{money(product.price)}</span>
        {product.hasFreeShipping && (
          <Tag value={t('shop.product.freeShipping')} icon="pi pi-truck" severity="success" className="shop-free-shipping" />
        )}
        <p className="small">
          <span className="shop-discount">{t('shop.cart.discount', { percent: product.discountPercentage })}</span>
          <br />
          <span className="muted">{t('shop.cart.offers', { count: product.offers })}</span>
        </p>
        <Button
          type="button"
          label={t('shop.actions.remove')}
          icon="pi pi-times"
          severity="secondary"
          outlined
          loading={removing.isLoading}
          onClick={() => void removeItem()}
        />
      </div>
    </article>
  );
}

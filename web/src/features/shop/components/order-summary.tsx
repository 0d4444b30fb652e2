import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import type { EcommerceOrder } from '../../../api/generated/ecommerce';
import { useDateFormat, useMoney } from '../format';
import { ButtonLink } from './button-link';
import { PriceSummary } from './price-summary';

/** The order as the server answered it: number, lines, amounts, address and payment. */
export function OrderSummary({ order }: { order: EcommerceOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  const date = useDateFormat();
  const { address, payment } = order;
  return (
    <div className="shop-checkout-grid">
      <section className="shop-order card-surface" aria-labelledby="shop-order-heading">
        <i className="pi pi-check-circle shop-order-icon" aria-hidden />
        <h2 id="shop-order-heading">{t('shop.order.title', { id: order.id })}</h2>
        <p className="muted">{t('shop.order.placedAt', { date: date(order.placedAt) })}</p>
        <h3>{t('shop.order.items')}</h3>
        <table className="shop-order-items">
          <caption className="visually-hidden">{t('shop.order.items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('shop.order.product')}</th>
              <th scope="col">{t('shop.order.qty')}</th>
              <th scope="col">{t('shop.order.price')}</th>
              <th scope="col">{t('shop.order.discount')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.productId}>
                <td>{item.name}</td>
                <td>{item.qty}</td>
                <td>{money(item.price)}</td>
                <td>{t('shop.cart.discount', { percent: item.discountPercentage })}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="shop-order-details">
          <div>
            <h3>{t('shop.order.deliverTo')}</h3>
            <address>
              <strong>{address.fullName}</strong>
              <br />
              {address.houseNo}
              {address.landmark && (
                <>
                  <br />
                  {address.landmark}
                </>
              )}
              <br />
              {address.city}, {address.state} {address.pincode}
              <br />
              {address.mobile}
              <br />
              <span className="muted">{t(`shop.address.types.${address.addressType}`)}</span>
            </address>
          </div>
          <div>
            <h3>{t('shop.order.payment')}</h3>
            <p>
              {t(`shop.payment.methods.${payment.method}`)}
              {payment.cardNumberLast4 && (
                <>
                  <br />
                  <span className="muted">{t('shop.order.cardEnding', { last4: payment.cardNumberLast4 })}</span>
                </>
              )}
            </p>
          </div>
        </div>
        <ButtonLink to={paths.shopProducts} icon="pi pi-shopping-bag" label={t('shop.actions.continueShopping')} />
      </section>
      <PriceSummary
        title={t('shop.order.amounts')}
        amounts={{ subtotal: order.subtotal, discount: order.discount, delivery: order.deliveryFee, total: order.total }}
      />
    </div>
  );
}

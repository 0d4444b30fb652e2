import { Steps } from 'primereact/steps';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { useCheckoutEcommerceCartMutation, useGetEcommerceCartQuery } from '../../api/enhanced/ecommerce';
import type { EcommerceOrder } from '../../api/generated/ecommerce';
import { PageLoading } from '../../components/page-states';
import { useNotifier } from '../../components/toast';
import { AddressStep } from './components/address-step';
import { CartStep } from './components/cart-step';
import {
  cartTotals,
  checkoutBody,
  EMPTY_ADDRESS,
  SERVER_FIELDS,
  splitServerErrors,
  validateAddress,
  validatePayment,
  type Address,
  type Errors,
  type Payment,
} from './components/checkout-form';
import { OrderSummary } from './components/order-summary';
import { PaymentStep } from './components/payment-step';
import { ButtonLink } from './components/button-link';
import { ShopErrorState, ShopState } from './components/shop-state';
import './shop.css';

const CART = 0;
const ADDRESS = 1;
const PAYMENT = 2;

/** Checkout in three steps (cart, address, payment); placing the order shows the server's order summary. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const { data, error, isLoading, refetch } = useGetEcommerceCartQuery();
  const [checkout, { isLoading: placing }] = useCheckoutEcommerceCartMutation();
  const [step, setStep] = useState(CART);
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [payment, setPayment] = useState<Payment>({ method: 'card', cardNumberLast4: '' });
  const [addressErrors, setAddressErrors] = useState<Errors>({});
  const [paymentErrors, setPaymentErrors] = useState<Errors>({});
  const [order, setOrder] = useState<EcommerceOrder>();

  function goToPayment() {
    const errors = validateAddress(address);
    setAddressErrors(errors);
    if (Object.keys(errors).length === 0) setStep(PAYMENT);
  }

  async function placeOrder() {
    const addressCheck = validateAddress(address);
    const paymentCheck = validatePayment(payment);
    setAddressErrors(addressCheck);
    setPaymentErrors(paymentCheck);
    if (Object.keys(addressCheck).length > 0) return setStep(ADDRESS);
    if (Object.keys(paymentCheck).length > 0) return;
    const result = await checkout({ body: checkoutBody(address, payment) });
    if (result.error) {
      const server = splitServerErrors(notifier.apiError(result.error, SERVER_FIELDS));
      setAddressErrors(server.address);
      setPaymentErrors(server.payment);
      if (Object.keys(server.address).length > 0) setStep(ADDRESS);
      return;
    }
    setOrder(result.data.order);
    notifier.success(t('shop.messages.orderPlaced', { id: result.data.order.id }));
  }

  const header = <h1>{t('shop.checkout.title')}</h1>;
  if (order) {
    return (
      <div className="shop-page">
        {header}
        <OrderSummary order={order} />
      </div>
    );
  }

  let content;
  if (isLoading) content = <PageLoading />;
  else if (error) content = <ShopErrorState error={error} onRetry={() => void refetch()} />;
  else if (!data || data.products.length === 0) {
    content = (
      <ShopState
        icon="pi pi-shopping-cart"
        title={t('shop.cart.emptyTitle')}
        message={t('shop.cart.emptyMessage')}
        action={<ButtonLink to={paths.shopProducts} icon="pi pi-shopping-bag" label={t('shop.actions.browseShop')} />}
      />
    );
  } else {
    const labels = [t('shop.checkout.steps.cart'), t('shop.checkout.steps.address'), t('shop.checkout.steps.payment')];
    content = (
      <>
        <Steps
          model={labels.map((label, index) => ({ label, disabled: index > step }))}
          activeIndex={step}
          readOnly={false}
          onSelect={(e) => e.index < step && setStep(e.index)}
          className="shop-steps"
          aria-label={t('shop.checkout.stepsLabel')}
        />
        {step === CART && <CartStep products={data.products} onNext={() => setStep(ADDRESS)} />}
        {step === ADDRESS && (
          <AddressStep value={address} errors={addressErrors} onChange={setAddress} onBack={() => setStep(CART)} onNext={goToPayment} />
        )}
        {step === PAYMENT && (
          <PaymentStep
            value={payment}
            errors={paymentErrors}
            amounts={cartTotals(data.products)}
            placing={placing}
            onChange={setPayment}
            onBack={() => setStep(ADDRESS)}
            onPlaceOrder={() => void placeOrder()}
          />
        )}
      </>
    );
  }

  return (
    <div className="shop-page">
      {header}
      {content}
    </div>
  );
}

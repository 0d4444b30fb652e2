import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type Errors, type Payment } from './checkout-form';
import { Field } from './field';
import { PriceSummary, type Amounts } from './price-summary';

interface Props {
  value: Payment;
  errors: Errors;
  amounts: Amounts;
  placing: boolean;
  onChange: (payment: Payment) => void;
  onBack: () => void;
  onPlaceOrder: () => void;
}

/** Step 3: how the order is paid; a card needs its last four digits. "Place order" sends the checkout. */
export function PaymentStep({ value, errors, amounts, placing, onChange, onBack, onPlaceOrder }: Props) {
  const { t } = useTranslation();

  function submit(event: FormEvent) {
    event.preventDefault();
    onPlaceOrder();
  }

  return (
    <div className="shop-checkout-grid">
      <form className="shop-payment card-surface" onSubmit={submit} noValidate aria-labelledby="shop-payment-heading">
        <h2 id="shop-payment-heading" className="shop-section-title">
          {t('shop.payment.title')}
        </h2>
        <fieldset className="shop-radio-group">
          <legend>{t('shop.payment.method')}</legend>
          {PAYMENT_METHODS.map((method) => (
            <div className="field-radio" key={method}>
              <RadioButton
                inputId={`shop-payment-${method}`}
                name="paymentMethod"
                value={method}
                checked={value.method === method}
                onChange={() => onChange({ ...value, method })}
              />
              <label htmlFor={`shop-payment-${method}`}>{t(`shop.payment.methods.${method}`)}</label>
            </div>
          ))}
          {errors.method && (
            <small className="p-error" role="alert">
              {t(errors.method, { defaultValue: errors.method })}
            </small>
          )}
        </fieldset>
        {value.method === 'card' && (
          <Field id="shop-payment-last4" label={t('shop.payment.last4')} error={errors.cardNumberLast4}>
            <InputText
              id="shop-payment-last4"
              value={value.cardNumberLast4 ?? ''}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              placeholder="4242"
              className="shop-last4"
              aria-required
              aria-invalid={Boolean(errors.cardNumberLast4)}
              aria-describedby={errors.cardNumberLast4 ? 'shop-payment-last4-error' : undefined}
              invalid={Boolean(errors.cardNumberLast4)}
              onChange={(e) => onChange({ ...value, cardNumberLast4: e.target.value.replace(/\D/g, '') })}
            />
          </Field>
        )}
        <div className="shop-step-buttons">
          <Button type="button" label={t('shop.checkout.back')} icon="pi pi-arrow-left" outlined onClick={onBack} />
          <Button type="submit" label={t('shop.checkout.placeOrder')} icon="pi pi-check" loading={placing} />
        </div>
      </form>
      <PriceSummary amounts={amounts} title={t('shop.summary.title')} />
    </div>
  );
}

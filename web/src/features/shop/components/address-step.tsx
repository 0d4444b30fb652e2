import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, AddressField, Errors } from './checkout-form';
import { Field } from './field';

interface Props {
  value: Address;
  errors: Errors;
  onChange: (address: Address) => void;
  onBack: () => void;
  onNext: () => void;
}

const TEXT_FIELDS: { field: Exclude<AddressField, 'addressType'>; autoComplete: string; inputMode?: 'tel' | 'numeric' }[] = [
  { field: 'fullName', autoComplete: 'name' },
  { field: 'mobile', autoComplete: 'tel', inputMode: 'tel' },
  { field: 'houseNo', autoComplete: 'address-line1' },
  { field: 'landmark', autoComplete: 'address-line2' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'pincode', autoComplete: 'postal-code' },
  { field: 'state', autoComplete: 'address-level1' },
];

/** Step 2: where the order goes. Required and format checks run here; the server's field errors come back here too. */
export function AddressStep({ value, errors, onChange, onBack, onNext }: Props) {
  const { t } = useTranslation();

  function submit(event: FormEvent) {
    event.preventDefault();
    onNext();
  }

  return (
    <form className="shop-address card-surface" onSubmit={submit} noValidate aria-labelledby="shop-address-heading">
      <h2 id="shop-address-heading" className="shop-section-title">
        {t('shop.address.title')}
      </h2>
      <p className="muted">{t('shop.address.subtitle')}</p>
      <div className="shop-form-grid">
        {TEXT_FIELDS.map(({ field, autoComplete, inputMode }) => {
          const id = `shop-address-${field}`;
          const error = errors[field];
          return (
            <Field key={field} id={id} label={t(`shop.address.fields.${field}`)} error={error}>
              <InputText
                id={id}
                value={value[field] ?? ''}
                autoComplete={autoComplete}
                inputMode={inputMode}
                required={field !== 'landmark'}
                aria-required={field !== 'landmark'}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                invalid={Boolean(error)}
                onChange={(e) => onChange({ ...value, [field]: e.target.value })}
              />
            </Field>
          );
        })}
        <fieldset className="shop-radio-group">
          <legend>{t('shop.address.fields.addressType')}</legend>
          {(['home', 'office'] as const).map((type) => (
            <div className="field-radio" key={type}>
              <RadioButton
                inputId={`shop-address-type-${type}`}
                name="addressType"
                value={type}
                checked={value.addressType === type}
                onChange={() => onChange({ ...value, addressType: type })}
              />
              <label htmlFor={`shop-address-type-${type}`}>{t(`shop.address.types.${type}`)}</label>
            </div>
          ))}
          {errors.addressType && (
            <small className="p-error" role="alert">
              {t(errors.addressType, { defaultValue: errors.addressType })}
            </small>
          )}
        </fieldset>
      </div>
      <div className="shop-step-buttons">
        <Button type="button" label={t('shop.checkout.back')} icon="pi pi-arrow-left" outlined onClick={onBack} />
        <Button type="submit" label={t('shop.checkout.saveAddress')} icon="pi pi-arrow-right" iconPos="right" />
      </div>
    </form>
  );
}

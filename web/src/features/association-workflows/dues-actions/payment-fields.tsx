import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { RecordMemberPaymentApiArg } from '../../../api/enhanced/workflows-contributions';
import { today } from '../lib/format';
import { DateInput } from '../../../components/date-input';

export type PaymentMethod = RecordMemberPaymentApiArg['body']['method'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['transfer', 'cash', 'virtual_account', 'qris'];

/** How money arrived: the same four facts for a member's own payment and a branch's collective one. */
export interface PaymentDetails {
  method: PaymentMethod;
  reference: string;
  paidAt: string;
  note: string;
}
export const newPaymentDetails = (): PaymentDetails => ({
  method: 'transfer',
  reference: '',
  paidAt: today(),
  note: '',
});

/**
 * A reference as the server takes it (visible characters, single spaces between them): what was pasted from a bank's
 * page loses its invisible characters (zero-width spaces, direction marks) and its runs of white space.
 */
export const cleanReference = (text: string) =>
  text.replace(/\s/g, ' ').replace(/[\p{Cc}\p{Cf}]/gu, '').replace(/ {2,}/g, ' ').trim();

/** The body fields the details become (an empty note is left out). */
export const paymentBody = (d: PaymentDetails) => ({
  method: d.method,
  reference: cleanReference(d.reference),
  paidAt: d.paidAt,
  ...(d.note.trim() ? { note: d.note.trim() } : {}),
});

interface Props {
  idPrefix: string;
  value: PaymentDetails;
  onChange: (next: PaymentDetails) => void;
  errors: Record<string, string>;
}

/** Method, reference, day paid and note, with the error of each field under it. */
export function PaymentFields({ idPrefix, value, onChange, errors }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<PaymentDetails>) => onChange({ ...value, ...patch });
  const error = (name: string) =>
    errors[name] && (
      <small id={`${idPrefix}-${name}-error`} className="aw-field-error">
        {errors[name]}
      </small>
    );
  const described = (name: string) => (errors[name] ? `${idPrefix}-${name}-error` : undefined);
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-method`}>{t('associationWorkflows.payments.method')}</label>
        <Dropdown
          inputId={`${idPrefix}-method`}
          value={value.method}
          options={PAYMENT_METHODS.map((m) => ({ label: t(`associationWorkflows.payments.methods.${m}`), value: m }))}
          onChange={(e) => set({ method: e.value as PaymentMethod })}
        />
        {error('method')}
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-reference`}>{t('associationWorkflows.payments.reference')}</label>
        <InputText
          id={`${idPrefix}-reference`}
          value={value.reference}
          maxLength={100}
          onChange={(e) => set({ reference: e.target.value })}
          invalid={Boolean(errors.reference)}
          aria-describedby={described('reference')}
        />
        {error('reference')}
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-paidAt`}>{t('associationWorkflows.payments.paidAt')}</label>
        <DateInput
          id={`${idPrefix}-paidAt`}
          value={value.paidAt}
          max={today()}
          onChange={(paidAt) => set({ paidAt })}
          invalid={Boolean(errors.paidAt)}
          describedBy={described('paidAt')}
        />
        {error('paidAt')}
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-note`}>{t('associationWorkflows.payments.note')}</label>
        <InputText
          id={`${idPrefix}-note`}
          value={value.note}
          maxLength={500}
          onChange={(e) => set({ note: e.target.value })}
          aria-describedby={described('note')}
        />
        {error('note')}
      </div>
    </>
  );
}

import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useRecordCollectivePaymentMutation,
  type RecordCollectivePaymentApiArg,
  type RecordCollectivePaymentApiResponse,
} from '../../../api/enhanced/workflows-contributions';
import { isAppError } from '../../../api/errors';
import { useNotifier } from '../../../components/toast';
import { today, useFormat } from '../lib/format';
import type { ChosenDue } from './collective-dues-table';

type Body = RecordCollectivePaymentApiArg['body'];
const METHODS = ['transfer', 'cash', 'virtual_account', 'qris'] as const;
const FIELDS = ['memberIds', 'method', 'reference', 'paidAt', 'note', 'amountPerMember', 'total'];

interface Props {
  divisionId: number;
  period: string;
  chosen: Map<number, ChosenDue>;
  amountPerMember: number | null;
  onAmountPerMember: (value: number | null) => void;
  onRecorded: (payment: RecordCollectivePaymentApiResponse) => void;
}

/** How the branch paid, the amount per member, the total of the chosen dues, and the submit. */
export function CollectiveForm({ divisionId, period, chosen, amountPerMember, onAmountPerMember, onRecorded }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const notifier = useNotifier();
  const [record, recording] = useRecordCollectivePaymentMutation();
  const [mode, setMode] = useState<'full' | 'fixed'>('full');
  const [method, setMethod] = useState<Body['method']>('transfer');
  const [reference, setReference] = useState('');
  const [paidAt, setPaidAt] = useState(today());
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const list = [...chosen.values()];
  const fixed = mode === 'fixed' ? amountPerMember : null;
  const total = fixed !== null ? fixed * list.length : list.reduce((sum, d) => sum + d.outstanding, 0);
  const overpaid = fixed !== null ? list.filter((d) => d.outstanding < fixed) : [];

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (list.length === 0) problems.memberIds = t('associationWorkflows.contributions.collective.chooseMembers');
    if (mode === 'fixed' && !fixed)
      problems.amountPerMember = t('associationWorkflows.contributions.collective.amountRequired');
    if (!paidAt) problems.paidAt = t('associationWorkflows.contributions.collective.dateRequired');
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0 || overpaid.length > 0) return;
    const body: Body = {
      divisionId,
      period,
      memberIds: list.map((d) => d.memberId),
      method,
      reference: reference.trim(),
      paidAt,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(fixed !== null ? { amountPerMember: fixed } : { total }),
    };
    try {
      const payment = await record({ body }).unwrap();
      notifier.success(
        t('associationWorkflows.contributions.collective.recorded', {
          amount: format.money(payment.amount),
          count: payment.allocations.length,
        }),
      );
      setReference('');
      setNote('');
      onRecorded(payment);
    } catch (error) {
      if (isAppError(error) && error.status === 409) setRefusal(t(error.message, { defaultValue: error.message }));
      else setErrors(notifier.apiError(error, FIELDS));
    }
  }

  const fieldError = (name: string) =>
    errors[name] && (
      <small id={`collective-${name}-error`} className="aw-field-error">
        {errors[name]}
      </small>
    );
  return (
    <form
      className="aw-card aw-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="collective-form-title"
    >
      <h2 id="collective-form-title">{t('associationWorkflows.contributions.collective.payment')}</h2>
      <fieldset className="aw-radios">
        <legend>{t('associationWorkflows.contributions.collective.mode')}</legend>
        {(['full', 'fixed'] as const).map((m) => (
          <span key={m}>
            <RadioButton
              inputId={`collective-mode-${m}`}
              value={m}
              checked={mode === m}
              onChange={() => {
                setMode(m);
                if (m === 'full') onAmountPerMember(null);
              }}
            />
            <label htmlFor={`collective-mode-${m}`}>
              {t(`associationWorkflows.contributions.collective.modes.${m}`)}
            </label>
          </span>
        ))}
      </fieldset>
      {mode === 'fixed' && (
        <div className="field">
          <label htmlFor="collective-amount">
            {t('associationWorkflows.contributions.collective.amountPerMember')}
          </label>
          <InputNumber
            inputId="collective-amount"
            value={amountPerMember}
            onChange={(e) => onAmountPerMember(e.value ?? null)}
            mode="currency"
            currency="IDR"
            locale={format.locale}
            maxFractionDigits={0}
            min={1}
            invalid={Boolean(errors.amountPerMember) || overpaid.length > 0}
            aria-describedby="collective-amountPerMember-error"
          />
          {fieldError('amountPerMember')}
          {overpaid.length > 0 && (
            <small className="aw-field-error">
              {t('associationWorkflows.contributions.collective.moreThanOwed', {
                names: overpaid.map((d) => d.memberName).join(', '),
              })}
            </small>
          )}
        </div>
      )}
      <div className="field">
        <label htmlFor="collective-method">{t('associationWorkflows.payments.method')}</label>
        <Dropdown
          inputId="collective-method"
          value={method}
          options={METHODS.map((m) => ({ label: t(`associationWorkflows.payments.methods.${m}`), value: m }))}
          onChange={(e) => setMethod(e.value as Body['method'])}
        />
        {fieldError('method')}
      </div>
      <div className="field">
        <label htmlFor="collective-reference">{t('associationWorkflows.payments.reference')}</label>
        <InputText
          id="collective-reference"
          value={reference}
          maxLength={100}
          onChange={(e) => setReference(e.target.value)}
          invalid={Boolean(errors.reference)}
          aria-describedby="collective-reference-error"
        />
        {fieldError('reference')}
      </div>
      <div className="field">
        <label htmlFor="collective-paidAt">{t('associationWorkflows.payments.paidAt')}</label>
        <InputText
          id="collective-paidAt"
          type="date"
          value={paidAt}
          max={today()}
          onChange={(e) => setPaidAt(e.target.value)}
          invalid={Boolean(errors.paidAt)}
          aria-describedby="collective-paidAt-error"
        />
        {fieldError('paidAt')}
      </div>
      <div className="field">
        <label htmlFor="collective-note">{t('associationWorkflows.payments.note')}</label>
        <InputText id="collective-note" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        {fieldError('note')}
      </div>
      <div className="aw-total" aria-live="polite">
        <span>{t('associationWorkflows.contributions.collective.members', { count: list.length })}</span>
        <strong data-testid="collective-total">
          {t('associationWorkflows.contributions.collective.total', { amount: format.money(total) })}
        </strong>
      </div>
      {fieldError('memberIds')}
      {fieldError('total')}
      {refusal && (
        <p className="aw-inline-error" role="alert">
          <i className="pi pi-times-circle" aria-hidden /> {refusal}
        </p>
      )}
      <Button
        type="submit"
        icon="pi pi-send"
        label={t('associationWorkflows.contributions.collective.submit')}
        loading={recording.isLoading}
      />
    </form>
  );
}

import { Button } from 'primereact/button';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useRecordCollectivePaymentMutation,
  type RecordCollectivePaymentApiArg,
  type RecordCollectivePaymentApiResponse,
} from '../../../api/enhanced/workflows-contributions';
import { useNotifier } from '../../../components/toast';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { ConfirmMoneyDialog } from '../dues-actions/money-summary';
import { RupiahInput } from '../dues-actions/rupiah-input';
import { cleanReference, newPaymentDetails, paymentBody, PaymentFields, type PaymentDetails } from '../dues-actions/payment-fields';
import { useFormat } from '../lib/format';
import type { ChosenDue } from './collective-dues-table';

type Body = RecordCollectivePaymentApiArg['body'];

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
  const [details, setDetails] = useState<PaymentDetails>(newPaymentDetails);
  const { errors, setErrors, fixed: fieldFixed, correcting } = useFieldErrors();
  const [confirming, setConfirming] = useState(false);

  // Members chosen or dropped in the table above: the "choose members" error no longer applies as it was.
  const chosenIds = [...chosen.keys()].join(',');
  useEffect(() => fieldFixed('memberIds'), [chosenIds, fieldFixed]);

  const list = [...chosen.values()];
  const fixed = mode === 'fixed' ? amountPerMember : null;
  const total = fixed !== null ? fixed * list.length : list.reduce((sum, d) => sum + d.outstanding, 0);
  const overpaid = fixed !== null ? list.filter((d) => d.outstanding < fixed) : [];

  function review(event: React.FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (list.length === 0) problems.memberIds = t('associationWorkflows.contributions.collective.chooseMembers');
    if (mode === 'fixed' && !fixed)
      problems.amountPerMember = t('associationWorkflows.contributions.collective.amountRequired');
    if (!details.paidAt) problems.paidAt = t('associationWorkflows.contributions.collective.dateRequired');
    setErrors(problems);
    if (Object.keys(problems).length === 0 && overpaid.length === 0) setConfirming(true);
  }

  async function post() {
    const body: Body = {
      divisionId,
      period,
      memberIds: list.map((d) => d.memberId),
      ...paymentBody(details),
      ...(fixed !== null ? { amountPerMember: fixed } : { total }),
    };
    const payment = await record({ body }).unwrap();
    notifier.success(
      t('associationWorkflows.contributions.collective.recorded', {
        amount: format.money(payment.amount),
        count: payment.allocations.length,
      }),
    );
    setDetails({ ...details, reference: '', note: '' });
    setConfirming(false);
    onRecorded(payment);
  }

  const fieldError = (name: string) =>
    errors[name] && (
      <small id={`collective-${name}-error`} className="aw-field-error">
        {errors[name]}
      </small>
    );
  return (
    <form className="aw-card aw-form" onSubmit={review} noValidate aria-labelledby="collective-form-title">
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
                fieldFixed('amountPerMember');
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
          <RupiahInput
            inputId="collective-amount"
            value={amountPerMember}
            onChange={(value) => {
              onAmountPerMember(value);
              fieldFixed('amountPerMember');
            }}
            invalid={Boolean(errors.amountPerMember) || overpaid.length > 0}
            errorId="collective-amountPerMember-error"
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
      <PaymentFields idPrefix="collective" value={details} onChange={correcting(details, setDetails)} errors={errors} />
      <div className="aw-total" aria-live="polite">
        <span>{t('associationWorkflows.contributions.collective.members', { count: list.length })}</span>
        <strong data-testid="collective-total">
          {t('associationWorkflows.contributions.collective.total', { amount: format.money(total) })}
        </strong>
      </div>
      {fieldError('memberIds')}
      <Button
        type="submit"
        icon="pi pi-send"
        label={t('associationWorkflows.contributions.collective.submit')}
        loading={recording.isLoading}
      />
      <ConfirmMoneyDialog
        open={confirming}
        title={t('associationWorkflows.duesActions.collective.title')}
        intro={<p>{t('associationWorkflows.duesActions.collective.intro')}</p>}
        rows={[
          { label: t('associationWorkflows.fields.branch'), value: list[0]?.divisionName ?? '' },
          { label: t('associationWorkflows.fields.period'), value: period },
          {
            label: t('associationWorkflows.duesActions.collective.members', { count: list.length }),
            value: list.map((d) => d.memberName).join(', '),
          },
          { label: t('associationWorkflows.duesActions.dues'), value: String(list.length) },
          { label: t('associationWorkflows.duesActions.total'), value: format.money(total) },
          {
            label: t('associationWorkflows.payments.method'),
            value: t(`associationWorkflows.payments.methods.${details.method}`),
          },
          { label: t('associationWorkflows.payments.reference'), value: cleanReference(details.reference) || '—' },
          { label: t('associationWorkflows.payments.paidAt'), value: format.date(details.paidAt) },
        ]}
        confirmLabel={t('associationWorkflows.duesActions.collective.confirm', { amount: format.money(total) })}
        onConfirm={post}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}

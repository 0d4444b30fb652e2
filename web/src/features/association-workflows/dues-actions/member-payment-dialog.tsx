import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useListDuesQuery,
  useRecordMemberPaymentMutation,
  type AssocDue,
} from '../../../api/enhanced/workflows-contributions';
import { useNotifier } from '../../../components/toast';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useFormat } from '../lib/format';
import { DialogFooter } from '../components/dialog-footer';
import { MoneySummary } from './money-summary';
import { RupiahInput } from './rupiah-input';
import { cleanReference, newPaymentDetails, paymentBody, PaymentFields, type PaymentDetails } from './payment-fields';

const isOpen = (d: AssocDue) => d.outstanding > 0 && (d.status === 'unpaid' || d.status === 'partial');

interface Props {
  open: boolean;
  onClose: () => void;
  memberId: number;
  memberName: string;
  /** The due the person started from; otherwise every open due is chosen. */
  dueId?: number;
}

/** One member's own payment: which open dues it pays, how much and how, then a summary to confirm. */
export function MemberPaymentDialog({ open, onClose, memberId, memberName, dueId }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const notifier = useNotifier();
  const dues = useListDuesQuery({ memberId, sort: 'period:asc', perPage: 100 }, { skip: !open });
  const openDues = (dues.data?.data ?? []).filter(isOpen);
  const [record] = useRecordMemberPaymentMutation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [amount, setAmount] = useState<number | null>(null);
  const [details, setDetails] = useState<PaymentDetails>(newPaymentDetails);
  const { errors, setErrors, fixed, correcting } = useFieldErrors();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const started = useRef(false);
  const owed = (ids: number[]) => openDues.filter((d) => ids.includes(d.id)).reduce((s, d) => s + d.outstanding, 0);

  // The form starts once per opening: a list refreshed while it is open does not wipe what was typed.
  useEffect(() => {
    if (!open) started.current = false;
    if (!open || !dues.data || started.current) return;
    started.current = true;
    const start = dueId !== undefined ? [dueId] : dues.data.data.filter(isOpen).map((d) => d.id);
    setChosen(start);
    setAmount(dues.data.data.filter((d) => start.includes(d.id)).reduce((s, d) => s + d.outstanding, 0) || null);
    setDetails(newPaymentDetails());
    setErrors({});
    setStep('form');
  }, [open, dues.data, dueId]);

  const toggle = (id: number, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((x) => x !== id);
    setChosen(next);
    setAmount(owed(next) || null);
    fixed('dueIds', 'amount');
  };

  function review(event: React.FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (chosen.length === 0) problems.dueIds = t('associationWorkflows.duesActions.pay.chooseDues');
    if (!amount || amount < 1) problems.amount = t('associationWorkflows.duesActions.pay.amountRequired');
    else if (amount > owed(chosen))
      problems.amount = t('associationWorkflows.duesActions.pay.moreThanOwed', { amount: format.money(owed(chosen)) });
    if (!details.paidAt) problems.paidAt = t('associationWorkflows.contributions.collective.dateRequired');
    setErrors(problems);
    if (Object.keys(problems).length === 0) setStep('confirm');
  }

  async function post() {
    const body = { memberId, amount: amount!, dueIds: chosen, ...paymentBody(details) };
    const payment = await record({ body }).unwrap();
    notifier.success(
      t('associationWorkflows.duesActions.pay.done', { id: payment.id, amount: format.money(payment.amount) }),
    );
    onClose();
  }

  const periods = openDues.filter((d) => chosen.includes(d.id)).map((d) => d.period);
  return (
    <Dialog
      header={t('associationWorkflows.duesActions.pay.title', { name: memberName })}
      visible={open}
      onHide={onClose}
      style={{ inlineSize: 'min(36rem, 95vw)' }}
      modal
    >
      {step === 'confirm' ? (
        <MoneySummary
          intro={<p>{t('associationWorkflows.duesActions.pay.confirmIntro')}</p>}
          rows={[
            { label: t('associationWorkflows.fields.member'), value: memberName },
            { label: t('associationWorkflows.duesActions.dues'), value: periods.join(', ') },
            { label: t('associationWorkflows.duesActions.amount'), value: format.money(amount ?? 0) },
            {
              label: t('associationWorkflows.payments.method'),
              value: t(`associationWorkflows.payments.methods.${details.method}`),
            },
            { label: t('associationWorkflows.payments.reference'), value: cleanReference(details.reference) || '—' },
            { label: t('associationWorkflows.payments.paidAt'), value: format.date(details.paidAt) },
          ]}
          confirmLabel={t('associationWorkflows.duesActions.pay.confirm')}
          onConfirm={post}
          onBack={() => setStep('form')}
        />
      ) : (
        <form className="aw-dialog-form" onSubmit={review} noValidate>
          <fieldset className="aw-checks" aria-describedby={errors.dueIds ? 'pay-dueIds-error' : undefined}>
            <legend>{t('associationWorkflows.duesActions.pay.dues')}</legend>
            {openDues.length === 0 && !dues.isFetching && (
              <p className="muted">{t('associationWorkflows.duesActions.pay.noOpenDues')}</p>
            )}
            {openDues.map((d) => (
              <span key={d.id}>
                <Checkbox
                  inputId={`pay-due-${d.id}`}
                  checked={chosen.includes(d.id)}
                  onChange={(e) => toggle(d.id, Boolean(e.checked))}
                />
                <label htmlFor={`pay-due-${d.id}`}>
                  {t('associationWorkflows.duesActions.pay.dueOption', {
                    period: d.period,
                    amount: format.money(d.outstanding),
                  })}
                </label>
              </span>
            ))}
            {errors.dueIds && (
              <small id="pay-dueIds-error" className="aw-field-error">
                {errors.dueIds}
              </small>
            )}
          </fieldset>
          <div className="field">
            <label htmlFor="pay-amount">{t('associationWorkflows.duesActions.amount')}</label>
            <RupiahInput
              inputId="pay-amount"
              value={amount}
              onChange={(value) => {
                setAmount(value);
                fixed('amount');
              }}
              invalid={Boolean(errors.amount)}
              errorId={errors.amount ? 'pay-amount-error' : undefined}
            />
            {errors.amount && (
              <small id="pay-amount-error" className="aw-field-error">
                {errors.amount}
              </small>
            )}
          </div>
          <PaymentFields idPrefix="pay" value={details} onChange={correcting(details, setDetails)} errors={errors} />
          <DialogFooter
            submitLabel={t('associationWorkflows.duesActions.review')}
            disabled={openDues.length === 0}
            onCancel={onClose}
          />
        </form>
      )}
    </Dialog>
  );
}

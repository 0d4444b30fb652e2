import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { RecordCollectivePaymentApiResponse } from '../../../api/enhanced/workflows-contributions';
import { useAbility } from '../../auth/ability';
import { useDivisionScope } from '../../auth/scoped-divisions';
import { DivisionPicker } from '../components/division-picker';
import { ReversePaymentButton } from '../dues-actions/reverse-payment-button';
import { recentPeriods, useFormat } from '../lib/format';
import { idParam, useUrlState } from '../lib/url-state';
import { CollectiveDuesTable, type ChosenDue } from './collective-dues-table';
import { CollectiveForm } from './collective-form';
import { ContributionsFrame } from './contributions-frame';

const PAY = { action: 'create', subject: 'Contribution' } as const;
const READ = { action: 'read', subject: 'Contribution' } as const;

/** A branch pays for many members at once: choose the branch, period and members, then record the payment. */
export default function CollectivePaymentPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const ability = useAbility();
  const periods = recentPeriods();
  const [state, update] = useUrlState({ divisionId: '', period: periods[0]! });
  // A branch board pays for (or, read only, reads) its own branch only: it is chosen already.
  const canPay = ability.can(PAY.action, PAY.subject);
  const access = canPay ? PAY : READ;
  const scope = useDivisionScope(access);
  const divisionId = idParam(state.divisionId) ?? (scope?.length === 1 ? scope[0] : undefined);
  const [chosen, setChosen] = useState<Map<number, ChosenDue>>(new Map());
  const [amountPerMember, setAmountPerMember] = useState<number | null>(null);
  const [last, setLast] = useState<RecordCollectivePaymentApiResponse | null>(null);
  const restart = (patch: { divisionId?: string; period?: string }) => {
    setChosen(new Map());
    setLast(null);
    update(patch);
  };

  return (
    <ContributionsFrame screen="collective">
      <section className="aw-card aw-filters" aria-label={t('associationWorkflows.contributions.collective.scope')}>
        <span className="field aw-filter-grow">
          <label htmlFor="collective-branch">{t('associationWorkflows.fields.branch')}</label>
          <DivisionPicker
            inputId="collective-branch"
            level="branch"
            within={access}
            value={divisionId}
            onChange={(id) => restart({ divisionId: id ? String(id) : '' })}
          />
        </span>
        <span className="field">
          <label htmlFor="collective-period">{t('associationWorkflows.fields.period')}</label>
          <Dropdown
            inputId="collective-period"
            value={state.period}
            options={periods}
            onChange={(e) => restart({ period: e.value as string })}
          />
        </span>
      </section>
      {last && (
        <section className="aw-callout aw-callout-success" role="status">
          <i className="pi pi-check-circle" aria-hidden />
          <div>
            <p>
              {t(
                `associationWorkflows.contributions.collective.${last.status === 'reversed' ? 'lastReversed' : 'lastPayment'}`,
                {
                  id: last.id,
                  amount: format.money(last.amount),
                  count: last.allocations.length,
                  branch: last.divisionName,
                },
              )}
            </p>
            <Link to={`${paths.associationPaymentReport}?divisionId=${last.divisionId}`}>
              {t('associationWorkflows.contributions.collective.seeReport')}
            </Link>
          </div>
          {last.status === 'recorded' && ability.can('update', 'Contribution') && (
            <ReversePaymentButton payment={last} onReversed={setLast} />
          )}
        </section>
      )}
      {divisionId === undefined ? (
        <p className="aw-card aw-placeholder">{t('associationWorkflows.contributions.collective.pickBranch')}</p>
      ) : (
        <div className="aw-collective">
          <section className="aw-card" aria-label={t('associationWorkflows.contributions.collective.dues')}>
            <h2>{t('associationWorkflows.contributions.collective.dues')}</h2>
            <CollectiveDuesTable
              divisionId={divisionId}
              period={state.period}
              chosen={chosen}
              onChange={setChosen}
              amountPerMember={amountPerMember}
            />
          </section>
          {canPay ? (
            <CollectiveForm
              divisionId={divisionId}
              period={state.period}
              chosen={chosen}
              amountPerMember={amountPerMember}
              onAmountPerMember={setAmountPerMember}
              onRecorded={(payment) => {
                setLast(payment);
                setChosen(new Map());
              }}
            />
          ) : (
            <p className="aw-card muted">{t('associationWorkflows.common.readOnly')}</p>
          )}
        </div>
      )}
    </ContributionsFrame>
  );
}
